// The map's sources (TileJSON's attribution) in a corner of the map. At phone
// width it is one line, cut with an ellipsis; its © button opens the whole
// text and closes it again (as Leaflet's own attribution control does).

import { byId, replaceChildren } from "./dom.js";

/** Shows `text` as the map's sources and sets up the button. */
export function showAttribution(text) {
  replaceChildren(byId("attribution-text"), text);
  byId("attribution-text").title = text;
  const toggle = byId("attribution-toggle");
  if (toggle.dataset.ready) return;
  toggle.dataset.ready = "true";
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    byId("attribution").classList.toggle("is-open", open);
  });
}
