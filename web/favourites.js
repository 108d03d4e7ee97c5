// The user's favourites: the list with each one's status, star and unstar,
// the note, and the export links. The list and the tiles around each
// favourite are kept in the browser's cache, so both work offline; a note
// written offline waits in the browser and is saved when the server is back.

import { api } from "./api.js";
import { categoryName } from "./categories.js";
import { byId, h, replaceChildren } from "./dom.js";
import { formatDateTime, onLanguageChange, t } from "./i18n.js";
import { showError, showMessage } from "./messages.js";
import { offlineTileURLs, TILE_CACHE } from "./offline-tiles.js";

const state = { entries: [], savedCopyDate: null, loaded: false };
/** Notes written offline, by place id, until the server takes them. */
const pendingNotesKey = "regio.pendingNotes";
const listeners = new Set();
let actions = { showPlace: () => {} };

/** Calls `listener()` whenever the favourites change. */
export function onFavouritesChange(listener) {
  listeners.add(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

/** The favourites as last loaded (entries with placeID, name, note, status, latitude, longitude, …). */
export function favourites() {
  return state.entries;
}

/** Whether a place is a favourite. */
export function isFavourite(placeID) {
  return state.entries.some((entry) => entry.placeID === placeID);
}

/** The favourite entry of a place, if it is one. */
export function favourite(placeID) {
  return state.entries.find((entry) => entry.placeID === placeID);
}

/** Sets up the list; `showPlace(id, lat, lon)` opens a place on the map. */
export function setUpFavourites({ showPlace }) {
  actions = { showPlace };
  onLanguageChange(() => loadFavourites());
  window.addEventListener("online", () => loadFavourites());
  return loadFavourites();
}

function pendingNotes() {
  try {
    const value = JSON.parse(localStorage.getItem(pendingNotesKey) ?? "{}");
    return value && typeof value === "object" ? value : {};
  } catch {
    return {};
  }
}

function keepPendingNotes(notes) {
  if (Object.keys(notes).length) localStorage.setItem(pendingNotesKey, JSON.stringify(notes));
  else localStorage.removeItem(pendingNotesKey);
}

/** Whether a favourite's note was written offline and is not saved yet. */
export function notePending(placeID) {
  return Object.hasOwn(pendingNotes(), placeID);
}

/** Sends the notes written offline; answers how many the server took (stops at the first that cannot be sent). */
async function sendPendingNotes() {
  const notes = pendingNotes();
  let sent = 0;
  for (const [placeID, note] of Object.entries(notes)) {
    try {
      await api(`/api/favourites/${encodeURIComponent(placeID)}`, { method: "PATCH", body: { note } });
      sent += 1;
    } catch (error) {
      if (error.offline) break;
      if (error.status !== 404) showError(error); // 404: no longer a favourite, nothing to keep
    }
    delete notes[placeID];
    keepPendingNotes(notes);
  }
  if (sent) showMessage(t("notesSent", { n: sent }), "success");
  return sent;
}

/** Loads the list from the server (or the browser's saved copy when offline). */
export async function loadFavourites() {
  try {
    let answer = await api("/api/favourites");
    if (!answer?.savedCopyDate && Object.keys(pendingNotes()).length && await sendPendingNotes()) {
      answer = await api("/api/favourites");
    }
    state.entries = entriesOf(answer);
    state.savedCopyDate = answer?.savedCopyDate ?? null;
    applyPendingNotes();
    state.loaded = true;
    render();
    changed();
    if (!state.savedCopyDate) keepTilesForOffline(state.entries);
  } catch (error) {
    showError(error);
    render();
  }
}

function entriesOf(answer) {
  const list = Array.isArray(answer) ? answer : answer?.favourites ?? answer?.entries ?? answer?.items ?? [];
  return list.map((entry) => ({
    ...entry,
    placeID: entry.placeID ?? entry.id,
    latitude: Number(entry.latitude ?? entry.lat),
    longitude: Number(entry.longitude ?? entry.lon),
  }));
}

/** Stars a place. */
export async function addFavourite(placeID, name) {
  try {
    await api("/api/favourites", { method: "POST", body: { placeID } });
    showMessage(t("added", { name }), "success");
  } catch (error) {
    if (error.status !== 409) return showError(error);
  }
  await loadFavourites();
}

/** Unstars a place. */
export async function removeFavourite(placeID, name) {
  try {
    await api(`/api/favourites/${encodeURIComponent(placeID)}`, { method: "DELETE" });
    showMessage(t("removed", { name }), "success");
  } catch (error) {
    if (error.status !== 404) return showError(error);
  }
  await loadFavourites();
}

/** Shows the notes still waiting in the browser in place of the saved copy's. */
function applyPendingNotes() {
  const notes = pendingNotes();
  for (const entry of state.entries) {
    if (Object.hasOwn(notes, entry.placeID)) entry.note = notes[entry.placeID];
  }
}

/** Saves a favourite's note ("" clears it); offline, keeps it in the browser until the server is back. */
export async function saveNote(placeID, note) {
  try {
    await api(`/api/favourites/${encodeURIComponent(placeID)}`, { method: "PATCH", body: { note } });
    showMessage(t("noteSaved"), "success");
    await loadFavourites();
  } catch (error) {
    if (!error.offline) return showError(error);
    keepPendingNotes({ ...pendingNotes(), [placeID]: note });
    applyPendingNotes();
    showMessage(t("noteQueued"), "warning");
    render();
    changed();
  }
}

function render() {
  const list = byId("favourites-list");
  const stateLine = byId("favourites-state");
  const count = state.entries.length;
  const parts = [t("favouritesCount", { n: count })];
  if (state.savedCopyDate) {
    parts.push(t("favouritesOffline", { date: formatDateTime(new Date(state.savedCopyDate)) }));
  }
  stateLine.textContent = parts.join(" ");
  for (const link of document.querySelectorAll(".export a")) link.hidden = count === 0;
  replaceChildren(list, state.entries.map(renderEntry));
}

function renderEntry(entry) {
  const status = entry.status ?? "ok";
  const meta = [entry.categoryName ?? categoryName(entry.category), entry.regionName ?? entry.region].filter(Boolean).join(" · ");
  const canShow = Number.isFinite(entry.latitude) && Number.isFinite(entry.longitude);
  return h("li", { class: "card favourite-entry", "data-place-id": entry.placeID },
    h("div", { class: "card-main" },
      h("h3", { class: "card-title" }, h("span", { class: "star", "aria-hidden": "true" }, "★ "), entry.name ?? entry.placeID),
      meta ? h("p", { class: "card-meta" }, meta) : null,
      entry.note ? h("p", { class: "card-note" }, entry.note) : null,
      h("span", { class: `status status-${status}` }, t(`status_${status}`))),
    h("div", { class: "card-actions" },
      h("button", {
        type: "button", class: "button button-small", disabled: !canShow,
        onclick: () => actions.showPlace(entry.placeID, entry.latitude, entry.longitude),
      }, t("showOnMap")),
      h("button", {
        type: "button", class: "button button-small button-quiet",
        onclick: () => removeFavourite(entry.placeID, entry.name ?? entry.placeID),
      }, t("remove"))));
}

/** Puts the tiles around each favourite into the browser's cache, a few at a time, for offline use. */
async function keepTilesForOffline(entries) {
  if (!("caches" in window)) return;
  const urls = offlineTileURLs(entries, window.devicePixelRatio > 1);
  const cache = await caches.open(TILE_CACHE);
  const queue = [...urls];
  let kept = 0;
  const worker = async () => {
    while (queue.length) {
      const next = queue.shift();
      if (await cache.match(next)) {
        kept += 1;
        continue;
      }
      try {
        const response = await fetch(next);
        if (response.ok) {
          await cache.put(next, response);
          kept += 1;
        }
      } catch {
        return; // offline again: try next time
      }
    }
  };
  await Promise.all([worker(), worker()]);
  // "kept/wanted": how much of the favourites' map area is in the browser now
  document.body.dataset.offlineTiles = `${kept}/${urls.length}`;
}
