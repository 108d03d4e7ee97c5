// The map: Regio's own tiles, and over them the badges of /api/clusters for
// the current view and filters: only what the tiles do not draw at that zoom
// (the engine's one rule, TilePlaces: towns are the tiles' labels, sights are
// badges until the tiles draw their symbols, favourites always). A cluster
// badge shows its count and zooms to its expansion zoom on click; a single
// place opens its card, and so does a click on a place the tiles draw. The
// search results show as numbered pins, the open place with a ring. When the
// server cannot be reached, the pins are the favourites saved in the browser.
// Every badge and pin is also an item (mapItems), and so is every place the
// tiles draw in the view (/api/drawn-places, the same rule): what the
// keyboard (map-keyboard.js) and the list view (map-list.js) move through;
// the markers themselves are not Tab stops.

import { api, url, ApiError } from "./api.js";
import { showAttribution } from "./attribution.js";
import { categoryName } from "./categories.js";
import { byId, h } from "./dom.js";
import { language, onLanguageChange, t } from "./i18n.js";
import { showError } from "./messages.js";

/* global L */

const fallbackView = { center: [49.8, 15.5], zoom: 7 };
const state = {
  map: null,
  tiles: null,
  // false while a map question is open (tiles without names).
  tileNames: true,
  datasetBounds: null,
  pins: null,
  results: null,
  selected: null,
  request: null,
  pinsZoom: 0,
  categories: new Set(),
  favouritesOnly: false,
  maxZoom: 18,
  onPlace: () => {},
  offlinePlaces: () => [],
  /** The items of the badges and pins, of the search results' pins, and of the places the tiles draw. */
  pinItems: [],
  resultItems: [],
  drawnItems: [],
  /** Whether the keyboard or the list view has been used: only then are the places the tiles draw fetched. */
  drawnWanted: false,
  /** What a click on the map does instead of opening a place (a map question's marker), or null. */
  clickHandler: null,
};
const itemListeners = new Set();

/**
 * What the map shows now, search results first, then the badges and pins
 * drawn over the tiles, then the places the tiles draw themselves: each item
 * has a `key` (the same for the same badge or place across drawings), `kind`
 * ("cluster", "place", "result" or "drawn"), `lat`, `lon`, `marker` (none
 * for a place the tiles draw), `label()` (what it is, in the current
 * language), `hint()` (what Enter does, or "") and `activate()` (what a click
 * does). A place is one item, even when it is a result the tiles also draw.
 */
export function mapItems() {
  const shown = new Set([...state.resultItems, ...state.pinItems].map((item) => item.placeId).filter(Boolean));
  return [...state.resultItems, ...state.pinItems, ...state.drawnItems.filter((item) => !shown.has(item.placeId))];
}

/** Calls `listener(items)` whenever the map's items change. */
export function onItemsChange(listener) {
  itemListeners.add(listener);
}

function itemsChanged() {
  const items = mapItems();
  for (const listener of itemListeners) listener(items);
}

/** Makes a click on the map call `handler(latlng)` instead of opening the place there (null: the places again). */
export function setMapClickHandler(handler) {
  state.clickHandler = handler;
}

/** The Leaflet map (after `createMap`). */
export function theMap() {
  return state.map;
}

/**
 * Creates the map in #map. `onPlace(id, latlng)` opens a place's card;
 * `offlinePlaces()` answers the saved favourites to show when offline.
 */
export async function createMap({ onPlace, offlinePlaces }) {
  state.onPlace = onPlace;
  state.offlinePlaces = offlinePlaces;
  const saved = savedView();
  const still = reducedMotion();
  const map = L.map("map", {
    center: saved?.center ?? fallbackView.center,
    zoom: saved?.zoom ?? fallbackView.zoom,
    zoomSnap: 1,
    attributionControl: false,
    worldCopyJump: true,
    // Less motion asked for: zooms and tiles change at once.
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
  });
  state.map = map;
  state.pins = L.layerGroup().addTo(map);
  state.results = L.layerGroup().addTo(map);
  map.on("click", (event) => (state.clickHandler ? state.clickHandler(event.latlng) : openDrawnPlace(event.latlng)));
  L.control.scale({ imperial: false }).addTo(map);

  const tileJSON = await api("/tiles.json").catch(() => null);
  const maxNative = Number.isInteger(tileJSON?.maxzoom) ? tileJSON.maxzoom : 18;
  state.maxZoom = maxNative;
  map.setMaxZoom(maxNative);
  if (Number.isInteger(tileJSON?.minzoom)) map.setMinZoom(tileJSON.minzoom);
  if (Array.isArray(tileJSON?.bounds) && tileJSON.bounds.length === 4) {
    const [w, s, e, n] = tileJSON.bounds;
    state.datasetBounds = [[s, w], [n, e]];
  }
  if (!saved && state.datasetBounds) {
    const [[s, w], [n, e]] = state.datasetBounds;
    map.fitBounds([[s, w], [n, e]], { paddingBottomRight: [0, coveredBottom()] });
  }
  showAttribution(attributionText(tileJSON));

  state.tiles = L.tileLayer(tileURL(), {
    maxZoom: maxNative,
    tileSize: 256,
    className: "regio-tiles",
    crossOrigin: false,
  }).addTo(map);

  map.on("moveend", () => {
    byId("map").dataset.zoom = String(map.getZoom());
    saveView();
    refreshPins();
  });
  onLanguageChange(() => {
    state.tiles.setUrl(tileURL());
    refreshPins();
  });
  byId("map").dataset.zoom = String(map.getZoom());
  refreshPins();
  return map;
}

function tileURL() {
  return `/tiles/{z}/{x}/{y}{r}.png?lang=${language()}${state.tileNames ? "" : "&labels=none"}`;
}

/** The dataset's bounds as `[[south, west], [north, east]]` (tiles.json), or null before they are known. */
export function datasetBounds() {
  return state.datasetBounds ?? null;
}

/** Tiles with names (true, the map's own) or without (a "Where is …?" question: the names would give the answer away). */
export function setTileNames(on) {
  if (state.tileNames === on) return;
  state.tileNames = on;
  state.tiles?.setUrl(tileURL());
}

function attributionText(tileJSON) {
  const text = typeof tileJSON?.attribution === "string" ? tileJSON.attribution : "";
  // TileJSON allows HTML in attribution; show it as plain text.
  const plain = new DOMParser().parseFromString(text, "text/html").body.textContent.trim();
  return plain || "Regio";
}

function savedView() {
  try {
    const view = JSON.parse(localStorage.getItem("regio.view"));
    if (Array.isArray(view?.center) && Number.isFinite(view.zoom)) return view;
  } catch {
    // no saved view
  }
  return null;
}

function saveView() {
  const c = state.map.getCenter();
  localStorage.setItem("regio.view", JSON.stringify({ center: [c.lat, c.lng], zoom: state.map.getZoom() }));
}

/** Sets the category filter (a set of category ids; empty means all) and "favourites only". */
export function setFilters({ categories, favouritesOnly }) {
  if (categories) state.categories = new Set(categories);
  if (favouritesOnly !== undefined) state.favouritesOnly = favouritesOnly;
  refreshPins();
}

/** The query parameters of the current filters, shared by every cluster route. */
function filterQuery() {
  return {
    category: state.categories.size ? [...state.categories].sort() : undefined,
    favourites: state.favouritesOnly ? "true" : undefined,
  };
}

/** The current view as W,S,E,N, clamped to the world. */
export function viewBox() {
  const b = state.map.getBounds();
  const clampLon = (v) => Math.max(-180, Math.min(180, v));
  const clampLat = (v) => Math.max(-85.05, Math.min(85.05, v));
  return [clampLon(b.getWest()), clampLat(b.getSouth()), clampLon(b.getEast()), clampLat(b.getNorth())]
    .map((v) => Number(v.toFixed(5)));
}

/** The centre of the map as { lat, lon }. */
export function mapCentre() {
  const c = state.map.getCenter();
  return { lat: Number(c.lat.toFixed(5)), lon: Number(L.Util.wrapNum(c.lng, [-180, 180], true).toFixed(5)) };
}

/** Reloads the pins for the current view and filters (the previous request is cancelled). */
export async function refreshPins() {
  if (!state.map) return;
  state.request?.abort();
  const request = new AbortController();
  state.request = request;
  const status = byId("map-status");
  const slow = setTimeout(() => showStatus(t("loadingMap")), 500);
  try {
    const zoom = clusterZoom(state.map.getZoom());
    state.pinsZoom = zoom;
    const bbox = viewBox().join(",");
    if (state.drawnWanted) refreshDrawn(bbox, request.signal);  // the last view's stay until then
    const answer = await api("/api/clusters", { query: { bbox, zoom, ...filterQuery() }, signal: request.signal });
    if (request.signal.aborted) return;
    status.hidden = true;
    drawFeatures(answer?.features ?? []);
  } catch (error) {
    if (error.name === "AbortError") return;
    if (error instanceof ApiError && error.offline) {
      drawOffline();
    } else {
      status.hidden = true;
      showError(error);
    }
  } finally {
    clearTimeout(slow);
  }
}

/**
 * Asks for the places the tiles draw in the view from now on (the keyboard
 * and the list view need them; a mouse does not, so they are not fetched
 * until one of those is used).
 */
export function wantDrawnPlaces() {
  if (state.drawnWanted || !state.map) return;
  state.drawnWanted = true;
  refreshPins();
}

/** Loads the places the tiles draw in `bbox` at the map's zoom as items (none when that fails: the badges stay). */
async function refreshDrawn(bbox, signal) {
  try {
    const answer = await api("/api/drawn-places", { query: { bbox, zoom: Math.round(state.map.getZoom()), limit: 1000 }, signal });
    if (signal.aborted) return;
    state.drawnItems = drawnItems(answer?.features ?? []);
    itemsChanged();
  } catch (error) {
    if (error.name !== "AbortError") console.warn("the places the tiles draw:", error.message);
  }
}

function showStatus(text) {
  const status = byId("map-status");
  status.textContent = text;
  status.hidden = false;
}

let drawings = 0;

function drawFeatures(features) {
  const items = [];
  for (const feature of features) {
    const [lon, lat] = feature.geometry?.coordinates ?? [];
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    const p = feature.properties ?? {};
    items.push(p.cluster ? clusterItem(lat, lon, p) : placeItem(lat, lon, p));
  }
  drawPins(items);
}

function drawOffline() {
  showStatus(t("offlineMap"));
  state.drawnItems = [];
  const items = state.offlinePlaces()
    .filter((favourite) => Number.isFinite(favourite.latitude) && Number.isFinite(favourite.longitude))
    .map((favourite) => placeItem(favourite.latitude, favourite.longitude, {
      id: favourite.placeID, name: favourite.name, category: favourite.category, favourite: true,
    }));
  drawPins(items);
}

/** Replaces the badges and pins with those of `items`. */
function drawPins(items) {
  state.pins.clearLayers();
  for (const item of items) state.pins.addLayer(item.marker);
  state.pinItems = items;
  byId("map").dataset.drawn = String(++drawings);
  itemsChanged();
}

/** A badge's size step by its count: at a glance, 8 reads smaller than 80, 80 than 800. */
export function badgeStep(count) {
  return count < 10 ? 1 : count < 50 ? 2 : count < 200 ? 3 : count < 1000 ? 4 : 5;
}

const BADGE_PIXELS = { 1: 30, 2: 36, 3: 44, 4: 52, 5: 60 };

function clusterItem(lat, lon, p) {
  const count = Number(p.point_count) || 0;
  const step = badgeStep(count);
  const pixels = BADGE_PIXELS[step];
  const badge = h("div", { class: `cluster-badge cluster-step-${step}`, "data-cluster-id": p.cluster_id, "data-count": count },
    h("span", {}, String(p.point_count_abbreviated ?? count)));  // a number below 1,000, "1.2k" above (supercluster)
  const marker = L.marker([lat, lon], {
    icon: L.divIcon({ html: badge, className: "cluster-icon", iconSize: [pixels, pixels] }),
    title: t("clusterTitle", { n: count }),
    keyboard: false, // not a Tab stop: the map is one (map-keyboard.js)
    riseOnHover: true,
    zIndexOffset: step * 10,
  });
  const activate = () => expandCluster(p.cluster_id, lat, lon);
  marker.on("click", activate);
  const label = typeof p.label === "string" && p.label ? p.label : null;
  return {
    key: `cluster:${p.cluster_id}`, kind: "cluster", lat, lon, marker, activate, count,
    label: () => (label ? t("clusterItemNear", { n: count, label }) : t("clusterItem", { n: count })),
    hint: () => t("enterZooms"),
  };
}

/**
 * The cluster API counts zooms as supercluster does, for 512 px tiles (its
 * radius is 40 px of those); Leaflet's tiles are 256 px, so the same scale is
 * one Leaflet zoom deeper. These convert between the two.
 */
function clusterZoom(mapZoom) {
  return Math.max(0, Math.round(mapZoom) - 1);
}

function leafletZoom(clusterZoomLevel) {
  return clusterZoomLevel + 1;
}

async function expandCluster(clusterID, lat, lon) {
  try {
    const answer = await api(`/api/clusters/${encodeURIComponent(clusterID)}/expansion-zoom`,
      { query: { ...filterQuery(), zoom: state.pinsZoom } });
    const current = state.map.getZoom();
    const expansion = Number(answer?.zoom);
    const zoom = Math.min(Math.max(Number.isFinite(expansion) ? leafletZoom(expansion) : current + 1, current + 1), state.maxZoom);
    moveTo(L.latLng(lat, lon), zoom, 0.6);
  } catch (error) {
    showError(error);
  }
}

function placeItem(lat, lon, p) {
  const pin = h("span", { class: "place-pin", "data-category": p.category ?? "other", "data-place-id": p.id },
    p.favourite ? h("span", { class: "pin-star", "aria-hidden": "true" }, "★") : null);
  const marker = L.marker([lat, lon], {
    icon: L.divIcon({ html: pin, className: `place-icon${p.favourite ? " is-favourite" : ""}`, iconSize: [22, 22] }),
    title: String(p.name ?? ""),
    alt: String(p.name ?? ""),
    keyboard: false,
    riseOnHover: true,
  });
  const activate = () => state.onPlace(p.id, { lat, lon });
  marker.on("click", activate);
  return { key: `place:${p.id}`, placeId: p.id, kind: "place", lat, lon, marker, activate, label: () => placeLabel(p), hint: () => "" };
}

/** The places the tiles draw (/api/drawn-places) as items without a marker of their own. */
function drawnItems(features) {
  const items = [];
  for (const feature of features) {
    const [lon, lat] = feature.geometry?.coordinates ?? [];
    const p = feature.properties ?? {};
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || !p.id) continue;
    items.push({
      key: `drawn:${p.id}`, placeId: p.id, kind: "drawn", lat, lon, marker: null,
      activate: () => state.onPlace(p.id, { lat, lon }), label: () => placeLabel(p), hint: () => "",
    });
  }
  return items;
}

/** "Karlštejn, castle" (", in your favourites" for a favourite). */
function placeLabel(p) {
  const category = p.categoryName ?? (p.category ? categoryName(p.category) : "");
  return [String(p.name ?? p.id ?? ""), category, p.favourite ? t("inFavourites") : ""].filter(Boolean).join(", ");
}

/**
 * A click on the map, not on a badge: the place the tiles draw there (the
 * nearest within a symbol's reach, /reverse) opens its card.
 */
async function openDrawnPlace(latlng) {
  const map = state.map;
  const reachPixels = 14;
  const metresPerPixel = map.distance(latlng, map.containerPointToLatLng(map.latLngToContainerPoint(latlng).add([reachPixels, 0])))
    / reachPixels;
  try {
    const answer = await api("/reverse", {
      query: { lat: latlng.lat.toFixed(6), lon: L.Util.wrapNum(latlng.lng, [-180, 180], true).toFixed(6), limit: 1,
        radius: ((metresPerPixel * reachPixels) / 1000).toFixed(3) },
    });
    const feature = answer?.features?.[0];
    const [lon, lat] = feature?.geometry?.coordinates ?? [];
    if (!feature?.properties?.id || !Number.isFinite(lat)) return;
    state.onPlace(feature.properties.id, { lat, lon });
  } catch (error) {
    if (!(error instanceof ApiError && error.offline)) showError(error);
  }
}

/** The search results as numbered pins (they are never clustered); none for an empty list. */
export function showResults(features) {
  if (!state.results) return;
  state.results.clearLayers();
  state.resultItems = [];
  features.forEach((feature, index) => {
    const [lon, lat] = feature.geometry?.coordinates ?? [];
    if (!Number.isFinite(lat) || !Number.isFinite(lon)) return;
    const p = feature.properties ?? {};
    const number = index + 1;
    const pin = h("span", { class: "result-pin", "data-place-id": p.id }, String(number));
    const marker = L.marker([lat, lon], {
      icon: L.divIcon({ html: pin, className: "result-icon", iconSize: [26, 26] }),
      title: String(p.name ?? ""),
      keyboard: false,
      zIndexOffset: 500,
    });
    const activate = () => state.onPlace(p.id, { lat, lon });
    marker.on("click", activate);
    state.results.addLayer(marker);
    state.resultItems.push({
      key: `result:${p.id}`, placeId: p.id, kind: "result", lat, lon, marker, activate,
      label: () => t("resultItem", { number, place: placeLabel(p) }), hint: () => "",
    });
  });
  itemsChanged();
}

/** Marks the open place with a ring over the tiles (nil position: no mark). */
export function markSelected(lat, lon) {
  state.selected?.remove();
  state.selected = null;
  if (!state.map || !Number.isFinite(lat) || !Number.isFinite(lon)) return;
  state.selected = L.marker([lat, lon], {
    icon: L.divIcon({ html: h("span", { class: "selected-ring" }), className: "selected-icon", iconSize: [26, 26] }),
    interactive: false,
    keyboard: false,
    zIndexOffset: 1000,
  }).addTo(state.map);
  state.selected.getElement()?.setAttribute("aria-hidden", "true");
}

/**
 * How many pixels at the bottom of the map the place card and the bottom
 * sheet cover (only what spans most of the map's width: a phone's card and
 * sheet, not the desktop's card beside the centre).
 */
function coveredBottom() {
  const mapRect = byId("map").getBoundingClientRect();
  let top = mapRect.bottom;
  for (const element of [byId("place-card"), byId("panel")]) {
    if (!element || element.hidden) continue;
    const rect = element.getBoundingClientRect();
    const spansMap = rect.width > mapRect.width / 2 && rect.bottom > mapRect.top + mapRect.height / 2;
    if (spansMap && rect.top < top && rect.top > mapRect.top) top = rect.top;
  }
  return Math.max(0, mapRect.bottom - top);
}

/** The bounds of the part of the map a person sees: above the card and the sheet that cover its bottom on a phone. */
export function uncoveredBounds() {
  const map = state.map;
  const size = map.getSize();
  const bottom = Math.max(0, size.y - coveredBottom());
  return L.latLngBounds(map.containerPointToLatLng([0, bottom]), map.containerPointToLatLng([size.x, 0]));
}

/** The centre that puts `latlng` in the middle of the part of the map nothing covers, at `zoom`. */
function centreKeepingClear(latlng, zoom) {
  const covered = coveredBottom();
  if (!covered) return latlng;
  return state.map.unproject(state.map.project(latlng, zoom).add([0, covered / 2]), zoom);
}

/** Flies to a position, close enough to see the place, with the place clear of the card and the sheet. */
export function flyTo(lat, lon, minZoom = 14) {
  const zoom = Math.min(Math.max(state.map.getZoom(), minZoom), state.maxZoom);
  markSelected(lat, lon);
  moveTo(centreKeepingClear(L.latLng(lat, lon), zoom), zoom, 0.8);
}

/**
 * Whether the person asked their system for less motion
 * (`prefers-reduced-motion: reduce`): the map then jumps where it would fly.
 */
function reducedMotion() {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** Flies to `latlng` at `zoom` in `seconds`, or jumps there when less motion is asked for. */
function moveTo(latlng, zoom, seconds) {
  if (reducedMotion()) state.map.setView(latlng, zoom, { animate: false });
  else state.map.flyTo(latlng, zoom, { duration: seconds });
}

/** Pans the map, if need be, so that the position is not under the card or the sheet. */
export function keepClear(lat, lon) {
  markSelected(lat, lon);
  const map = state.map;
  const point = map.latLngToContainerPoint([lat, lon]);
  const visibleBottom = map.getSize().y - coveredBottom();
  const margin = 24;
  if (point.y >= margin && point.y <= visibleBottom - margin) return;
  map.panBy([0, point.y - visibleBottom / 2], reducedMotion() ? { animate: false } : { duration: 0.4 });
}

/** The URL of the map PDF of the current view. */
export function printURL() {
  return url("/map.pdf", { bbox: viewBox().join(","), paper: "a4" });
}

// Mastery (issue 27): the regions shaded by the share of their questions
// mastered in the review schedule, from the regions' outlines of
// /collections/regions/items (loaded once, on the first use).

/** The shades, from none mastered to all; `masteryClass` picks one. */
export const masteryClasses = [
  { key: "none", colour: "#f3c969", edge: "#b07d00" },
  { key: "some", colour: "#c5e1a5", edge: "#6b9a3a" },
  { key: "most", colour: "#66bb6a", edge: "#2e7d32" },
  { key: "all", colour: "#1b5e20", edge: "#0d3310" },
];

/** The class of a region with `mastered` of `total` questions mastered (null: nothing answered there). */
export function masteryClass(mastered, total) {
  if (!(total > 0)) return null;
  const share = mastered / total;
  if (share <= 0) return masteryClasses[0];
  if (share >= 1) return masteryClasses[3];
  return share < 0.5 ? masteryClasses[1] : masteryClasses[2];
}

let regionOutlines = null;

async function outlines() {
  regionOutlines ??= api("/collections/regions/items", { query: { limit: 10000 } })
    .catch((error) => { regionOutlines = null; throw error; });
  return regionOutlines;
}

/**
 * Shades each region of `regions` ([{regionID, mastered, total}]) by its
 * share mastered; regions without answers stay clear. The layer takes no
 * clicks (the places under it still do).
 */
export async function showMastery(regions) {
  const collection = await outlines();
  const byRegion = new Map(regions.filter((r) => r.regionID).map((r) => [String(r.regionID), r]));
  const features = (collection?.features ?? []).filter((f) => byRegion.has(String(f.id ?? f.properties?.id)));
  state.mastery?.remove();
  state.mastery = L.geoJSON({ type: "FeatureCollection", features }, {
    interactive: false,
    style: (feature) => {
      const region = byRegion.get(String(feature.id ?? feature.properties?.id));
      const shade = masteryClass(region.mastered, region.total);
      return { color: shade.edge, weight: 2, opacity: 0.9, fillColor: shade.colour, fillOpacity: 0.5, className: `mastery mastery-${shade.key}` };
    },
  }).addTo(state.map);
  byId("map").dataset.mastery = String(features.length);
}

/** Removes the shading. */
export function hideMastery() {
  state.mastery?.remove();
  state.mastery = null;
  delete byId("map").dataset.mastery;
}
