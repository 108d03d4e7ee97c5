// Search as you type (/api/search, Photon-shaped GeoJSON), with "near me"
// taking its position from the map centre. Choosing a result flies the map
// there and opens the place's card. Offline, it says so and what still works,
// and lists the favourites (kept in the browser) whose name matches.

import { api } from "./api.js";
import { categoryName } from "./categories.js";
import { byId, h, replaceChildren } from "./dom.js";
import { distance, onLanguageChange, t } from "./i18n.js";
import { showError } from "./messages.js";
import { favourites, isFavourite, onFavouritesChange } from "./favourites.js";

const state = { request: null, timer: null, nearMe: false, features: [], query: "", offline: false };
let actions = { choose: () => {}, centre: () => ({}), onResults: () => {} };

/**
 * Sets up the search box; `choose(id, lat, lon)` opens a result, `centre()`
 * answers the map centre, `onResults(features)` shows the results on the map.
 */
export function setUpSearch({ choose, centre, onResults = () => {} }) {
  actions = { choose, centre, onResults };
  const input = byId("search-input");
  const nearMe = byId("near-me");
  input.addEventListener("input", () => schedule());
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      byId("search-results").querySelector("button")?.focus();
    } else if (event.key === "Enter") {
      event.preventDefault();
      const first = state.features[0];
      if (first) chooseFeature(first);
    }
  });
  byId("search-form").addEventListener("submit", (event) => event.preventDefault());
  byId("search-results").addEventListener("keydown", moveInList);
  nearMe.addEventListener("click", () => {
    state.nearMe = !state.nearMe;
    nearMe.setAttribute("aria-pressed", String(state.nearMe));
    byId("search-hint").textContent = state.nearMe ? t("nearMeOn") : t("searchHint");
    run();
  });
  onLanguageChange(() => {
    byId("search-hint").textContent = state.nearMe ? t("nearMeOn") : t("searchHint");
    if (state.query || state.nearMe) run();
  });
  onFavouritesChange(() => render());
}

function schedule() {
  clearTimeout(state.timer);
  state.timer = setTimeout(run, 150);
}

async function run() {
  const q = byId("search-input").value.trim();
  state.query = q;
  state.request?.abort();
  if (!q && !state.nearMe) {
    state.features = [];
    replaceChildren(byId("search-results"));
    actions.onResults([]);
    return;
  }
  const request = new AbortController();
  state.request = request;
  const query = { q, limit: 10 };
  if (state.nearMe) Object.assign(query, actions.centre());
  try {
    const answer = await api("/api/search", { query, signal: request.signal });
    if (request.signal.aborted) return;
    state.features = answer?.features ?? [];
    state.offline = false;
    actions.onResults(state.features);
    render();
  } catch (error) {
    if (error?.offline) {
      state.features = [];
      state.offline = true;
      actions.onResults([]);
      render();
    } else {
      showError(error);
    }
  }
}

/** A name without case and diacritics, for matching offline ("Karlštejn" → "karlstejn"). */
function folded(text) {
  return String(text ?? "").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Offline: that search needs the server, what still works, and the favourites whose name matches. */
function renderOffline(list) {
  const q = folded(state.query);
  const matches = q ? favourites().filter((entry) => folded(entry.name).includes(q)) : [];
  replaceChildren(list,
    h("li", { class: "empty offline-search", role: "status" }, t("offlineSearch")),
    matches.length ? h("li", { class: "result-note" }, t("offlineFavouriteMatches")) : null,
    matches.map((entry) => h("li", {},
      h("button", {
        type: "button", class: "result", "data-place-id": entry.placeID,
        onclick: () => actions.choose(entry.placeID, entry.latitude, entry.longitude),
      },
      h("span", { class: "result-name" }, h("span", { class: "star", "aria-hidden": "true" }, "★ "), entry.name ?? entry.placeID),
      entry.regionName ? h("span", { class: "result-meta" }, entry.regionName) : null))));
}

function render() {
  const list = byId("search-results");
  if (!state.query && !state.nearMe) return;
  if (state.offline) {
    renderOffline(list);
    return;
  }
  if (!state.features.length) {
    replaceChildren(list, h("li", { class: "empty" }, t("noResults", { q: state.query })));
    return;
  }
  replaceChildren(list, state.features.map((feature) => {
    const p = feature.properties ?? {};
    const meta = [p.categoryName ?? (categoryName(p.category) || p.type), p.facts?.[0], p.state ?? p.regionName, distance(Number(p.distance_m))]
      .filter(Boolean).join(" · ");
    return h("li", {},
      h("button", { type: "button", class: "result", "data-place-id": p.id, onclick: () => chooseFeature(feature) },
        h("span", { class: "result-name" },
          isFavourite(p.id) ? h("span", { class: "star", "aria-hidden": "true" }, "★ ") : null, p.name ?? p.id),
        meta ? h("span", { class: "result-meta" }, meta) : null));
  }));
}

function chooseFeature(feature) {
  const [lon, lat] = feature.geometry?.coordinates ?? [];
  actions.choose(feature.properties?.id, lat, lon);
}

function moveInList(event) {
  if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
  const buttons = [...byId("search-results").querySelectorAll("button")];
  const index = buttons.indexOf(document.activeElement);
  if (index < 0) return;
  event.preventDefault();
  if (event.key === "ArrowUp" && index === 0) byId("search-input").focus();
  else buttons[Math.max(0, Math.min(buttons.length - 1, index + (event.key === "ArrowDown" ? 1 : -1)))].focus();
}
