// The map by keyboard. The map is one Tab stop (its badges and pins are not
// Tab stops). With the map focused, an arrow key moves a focus ring to the
// item nearest in the arrow's direction (a badge, pin or search result over
// the tiles, or a place the tiles draw themselves: that one gets a ring of
// its own); with no item there, the arrow pans the map as Leaflet does, and
// so does Shift+arrow always; + and − zoom (Leaflet's own keys). Enter or
// Space does what a click does: a place's card, a cluster's zoom. Escape
// takes the ring away. A live region says what has the ring
// ("Karlštejn, castle"; "12 places, Enter zooms in").

/* global L */

import { byId } from "./dom.js";
import { onLanguageChange, t } from "./i18n.js";
import { mapItems, onItemsChange, theMap, uncoveredBounds, wantDrawnPlaces } from "./map.js";

/** The arrows' directions on the screen (y grows downwards). */
const DIRECTIONS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

const state = { key: null, marker: null, ownRing: null, sayCountAfterDraw: false, keyHandler: null };

/**
 * Gives the focused map's keys to `handler(event)` first (a map question moves
 * its marker); it answers whether it used the key. Null: the map's own keys only.
 */
export function setMapKeyHandler(handler) {
  state.keyHandler = handler;
  if (handler) ring(null);
}

/** The items in the part of the map's view a person sees now (on a phone, not those under the sheet or card). */
export function itemsInView() {
  const bounds = uncoveredBounds();
  return mapItems().filter((item) => bounds.contains([item.lat, item.lon]));
}

/** Sets up the keys, the ring and the announcements on the map (after createMap). */
export function setUpMapKeyboard() {
  const container = theMap().getContainer();
  container.setAttribute("role", "application");
  container.setAttribute("aria-describedby", "map-keys-hint");
  container.addEventListener("keydown", onKey);
  container.addEventListener("blur", () => ring(null));
  container.addEventListener("focus", wantDrawnPlaces);
  // The zoom buttons are not Tab stops either: + and − on the focused map zoom.
  for (const button of container.querySelectorAll(".leaflet-control-zoom a")) button.tabIndex = -1;
  onItemsChange(afterDrawing);
  applyTexts();
  onLanguageChange(applyTexts);
}

function applyTexts() {
  const container = theMap().getContainer();
  container.setAttribute("aria-label", t("mapApplication"));
  byId("map-keys-hint").textContent = t("mapKeysHint");
}

/** Says `text` in the live region (again, if it is the same text). */
export function announce(text) {
  const region = byId("map-announcer");
  region.textContent = "";
  requestAnimationFrame(() => { region.textContent = text; });
}

function sayItem(item) {
  announce([item.label(), item.hint()].filter(Boolean).join(", "));
}

function onKey(event) {
  if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
  if (state.keyHandler?.(event)) {
    event.preventDefault();
    event.stopPropagation(); // Leaflet's keys listen on the document
    return;
  }
  const current = focusedItem();
  if (DIRECTIONS[event.key] && !event.shiftKey) {
    const next = nextItem(current, DIRECTIONS[event.key]);
    if (!next) return; // nothing that way: Leaflet pans the map
    ring(next);
    sayItem(next);
  } else if ((event.key === "Enter" || event.key === " ") && current) {
    if (current.kind === "cluster") state.sayCountAfterDraw = true;
    current.activate();
  } else if (event.key === "Escape" && current) {
    ring(null);
    announce(t("mapApplication"));
  } else {
    return;
  }
  event.preventDefault();
  event.stopPropagation(); // Leaflet's keys listen on the document
}

function focusedItem() {
  return state.key ? itemsInView().find((item) => item.key === state.key) ?? null : null;
}

/**
 * The item nearest in `direction` from the ringed item (from the centre of
 * the part of the map a person sees when none has the ring): of those on
 * that side, the one with the least distance along the direction plus twice
 * the distance across it.
 */
function nextItem(from, [dx, dy]) {
  const map = theMap();
  const origin = map.latLngToContainerPoint(from ? [from.lat, from.lon] : uncoveredBounds().getCenter());
  let best = null;
  let bestScore = Infinity;
  for (const item of itemsInView()) {
    if (from && item.key === from.key) continue;
    const point = map.latLngToContainerPoint([item.lat, item.lon]);
    const along = (point.x - origin.x) * dx + (point.y - origin.y) * dy;
    const across = Math.abs((point.x - origin.x) * dy - (point.y - origin.y) * dx);
    if (along < 0 || (along === 0 && from)) continue;
    const score = along + 2 * across;
    if (score < bestScore) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

/** Puts the ring on `item` (null: on none). */
function ring(item) {
  state.marker?.getElement()?.classList.remove("map-item-focus");
  state.marker?.setZIndexOffset(state.marker.options.baseZIndexOffset ?? 0);
  state.ownRing?.remove();
  state.ownRing = null;
  state.key = item?.key ?? null;
  state.marker = item?.marker ?? null;
  theMap().getContainer().classList.toggle("has-map-item", Boolean(item)); // the keys' hint gives way
  if (!item) return;
  if (!item.marker) {
    // A place the tiles draw: a ring over the tiles' symbol or label.
    state.ownRing = L.marker([item.lat, item.lon], {
      icon: L.divIcon({ className: "drawn-item-ring map-item-focus", iconSize: [28, 28] }),
      interactive: false, keyboard: false, zIndexOffset: 3000,
    }).addTo(theMap());
    const element = state.ownRing.getElement();
    element?.setAttribute("aria-hidden", "true");
    if (element) element.dataset.placeId = item.placeId;
    return;
  }
  const marker = item.marker;
  marker.options.baseZIndexOffset ??= marker.options.zIndexOffset ?? 0;
  marker.setZIndexOffset(3000);
  marker.getElement()?.classList.add("map-item-focus");
}

/** After a new drawing: the ring back on the same item if it is still drawn; the count after a cluster's zoom. */
function afterDrawing() {
  const container = theMap().getContainer();
  const focused = document.activeElement === container;
  ring(focused ? focusedItem() : null);
  if (state.sayCountAfterDraw && focused) {
    state.sayCountAfterDraw = false;
    announce(t("mapShows", { n: itemsInView().length }));
  }
}
