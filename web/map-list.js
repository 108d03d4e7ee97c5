// The list view of the map: what the map shows in its view (search results,
// then the badges, biggest first, then the places over the tiles, then the
// places the tiles draw), as a list of buttons
// that do what Enter on the map does. A toggle over the map shows or hides
// it; it follows every new drawing while it is open.

import { byId, h, replaceChildren } from "./dom.js";
import { onLanguageChange, t } from "./i18n.js";
import { onItemsChange, wantDrawnPlaces } from "./map.js";
import { itemsInView } from "./map-keyboard.js";

const ORDER = { result: 0, cluster: 1, place: 2, drawn: 3 };

/** Sets up the toggle and the list (after createMap). */
export function setUpMapList() {
  const toggle = byId("map-list-toggle");
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    byId("map-list").hidden = !open;
    if (open) wantDrawnPlaces();
    render();
  });
  onItemsChange(() => render());
  onLanguageChange(() => render());
  render();
}

/** The items in view in the list's order. */
function listed() {
  return itemsInView().sort((a, b) => ORDER[a.kind] - ORDER[b.kind]
    || (a.kind === "cluster" ? b.count - a.count : 0)
    || (a.kind === "place" || a.kind === "drawn" ? a.label().localeCompare(b.label()) : 0));
}

function render() {
  const box = byId("map-list");
  if (box.hidden) return;
  const focusedKey = box.contains(document.activeElement) ? document.activeElement.dataset.key : undefined;
  const items = listed();
  byId("map-list-count").textContent = t("mapShows", { n: items.length });
  replaceChildren(byId("map-list-items"), items.map((item) => h("li", {},
    h("button", { type: "button", class: "map-list-item", "data-key": item.key, "data-kind": item.kind, onclick: () => item.activate() },
      item.label()))));
  if (focusedKey === undefined) return;
  // The focus stays on the same item, or goes to the count when it is gone (a cluster's zoom).
  const same = [...box.querySelectorAll(".map-list-item")].find((button) => button.dataset.key === focusedKey);
  (same ?? byId("map-list-count")).focus({ preventScroll: Boolean(same) });
}
