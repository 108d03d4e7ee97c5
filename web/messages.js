// Messages at the top of the page: confirmations fade, errors stay until
// dismissed. A server error always shows here, never as a blank page.

import { byId, h } from "./dom.js";
import { t } from "./i18n.js";

const shown = new Map();

/**
 * Shows `text`; `kind` is "info", "success", "warning" or "error". The same
 * text is shown once. Info and success messages disappear after a few seconds.
 */
export function showMessage(text, kind = "info") {
  if (shown.has(text)) return shown.get(text);
  const box = byId("messages");
  const dismiss = h("button", { type: "button", class: "icon-button", "aria-label": t("dismiss"), onclick: () => remove() }, "×");
  const node = h("div", { class: `message message-${kind}`, role: kind === "error" ? "alert" : null },
    h("span", { class: "message-text" }, text), dismiss);
  const remove = () => {
    node.remove();
    shown.delete(text);
  };
  shown.set(text, node);
  box.append(node);
  if (kind === "info" || kind === "success") setTimeout(remove, 4500);
  return node;
}

/** Shows an error from a request: the server's detail, or that the server cannot be reached. */
export function showError(error) {
  if (error && error.name === "AbortError") return;
  console.error(error);
  if (error && error.offline) {
    showMessage(t("offline"), "warning");
  } else {
    const detail = [error?.title, error?.detail].filter(Boolean).join(": ") || String(error?.message || error);
    showMessage(t("serverError", { detail }), "error");
  }
}

/** Removes every message (after a language switch, for instance). */
export function clearMessages() {
  for (const node of shown.values()) node.remove();
  shown.clear();
}
