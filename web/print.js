// "Print this view": the PDF of the map's current view from /map.pdf,
// downloaded as a file. An error from the server shows as a message.

import { ApiError } from "./api.js";
import { byId, h } from "./dom.js";
import { t } from "./i18n.js";
import { showError, showMessage } from "./messages.js";

/** Sets up the print button; `pdfURL()` answers the URL of the current view's PDF. */
export function setUpPrint(pdfURL) {
  const button = byId("print-view");
  button.addEventListener("click", async () => {
    button.disabled = true;
    button.setAttribute("aria-busy", "true");
    showMessage(t("printing"), "info");
    try {
      const response = await fetch(pdfURL()).catch((error) => {
        throw new ApiError(0, "offline", error.message);
      });
      if (!response.ok) {
        const problem = await response.json().catch(() => ({}));
        throw new ApiError(response.status, problem.title ?? response.statusText, problem.detail);
      }
      const file = URL.createObjectURL(await response.blob());
      const link = h("a", { href: file, download: "regio-map.pdf", hidden: true });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(file), 60000);
      showMessage(t("printed"), "success");
    } catch (error) {
      showError(error);
    } finally {
      button.disabled = false;
      button.removeAttribute("aria-busy");
    }
  });
}
