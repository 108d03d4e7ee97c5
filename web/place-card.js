// The card of one place over the map: name, category, region, address,
// facts, the star and, for a favourite, its note. Reloaded in the new
// language after a switch, and redrawn when the favourites change.

import { api } from "./api.js";
import { categoryName } from "./categories.js";
import { byId, h, replaceChildren } from "./dom.js";
import { formatNumber, onLanguageChange, t } from "./i18n.js";
import { showError } from "./messages.js";
import { addFavourite, favourite, isFavourite, notePending, onFavouritesChange, removeFavourite, saveNote } from "./favourites.js";

const state = { id: null, place: null, request: null, onClose: () => {} };

/** Sets up the card's reactions to language and favourite changes; `onClose()` runs when it is closed. */
export function setUpPlaceCard({ onClose = () => {} } = {}) {
  state.onClose = onClose;
  onLanguageChange(() => state.id && openPlace(state.id));
  onFavouritesChange(() => state.place && render());
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !byId("place-card").hidden && byId("quiz").hidden) closePlace();
  });
}

/** Loads a place and shows its card. */
export async function openPlace(id) {
  if (!id) return;
  state.request?.abort();
  const request = new AbortController();
  state.request = request;
  state.id = id;
  try {
    const feature = await api(`/api/places/${encodeURIComponent(id)}`, { signal: request.signal });
    state.place = placeOf(feature, id);
    render();
  } catch (error) {
    if (error.name === "AbortError") return;
    const saved = favourite(id);
    if (error.offline && saved) {
      state.place = { id, name: saved.name, category: saved.category, regionName: saved.regionName ?? saved.region,
        latitude: saved.latitude, longitude: saved.longitude, facts: [], alternateNames: [] };
      render();
    } else {
      showError(error);
    }
  }
}

/** Hides the card. */
export function closePlace() {
  state.id = null;
  state.place = null;
  byId("place-card").hidden = true;
  state.onClose();
}

/** Attributes the engine's `facts` say in words (PlaceFacts.keys). */
const SAID_IN_WORDS = new Set(["founded", "height", "elevation", "nkp"]);

/** The place's parts from the API's Feature (or the engine's PlaceDetails), whichever keys it has. */
function placeOf(feature, id) {
  const p = feature?.properties ?? feature ?? {};
  const inner = p.place ?? p;
  const [lon, lat] = feature?.geometry?.coordinates ?? [inner.coordinate?.longitude, inner.coordinate?.latitude];
  const attributes = inner.attributes ?? inner.facts ?? {};
  const facts = Array.isArray(attributes)
    ? attributes.map((fact) => [fact.label ?? fact.name ?? fact.key, fact.value])
    : Object.entries(attributes);
  if (Number.isFinite(inner.population)) facts.unshift(["population", formatNumber(inner.population)]);
  // The engine says these facts in words in the user's language ("founded 1348", "založen 1348"): `facts`.
  const said = Array.isArray(p.facts) ? p.facts.filter((fact) => typeof fact === "string") : [];
  return {
    id: inner.id ?? id,
    // The engine's name and category in the request's language ("Praha", "hrad"), the catalogue's as a fallback.
    name: p.name ?? inner.name ?? id,
    category: inner.category,
    categoryName: p.categoryName ?? inner.categoryName,
    regionName: p.regionName ?? inner.regionName ?? inner.region ?? inner.regionID,
    address: inner.address,
    alternateNames: (Array.isArray(p.otherNames) ? p.otherNames : inner.alternateNames ?? [])
      .filter((name) => name && name !== (p.name ?? inner.name)),
    // The region is the card's subtitle already.
    facts: facts.filter(([key, value]) => key !== "region" && !(said.length && SAID_IN_WORDS.has(key))
      && !String(key).startsWith("name:") && value !== undefined && value !== null && value !== ""),
    said,
    latitude: lat,
    longitude: lon,
  };
}

function addressLine(address) {
  if (!address) return "";
  if (typeof address === "string") return address;
  const town = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [address.street, town].filter(Boolean).join(", ");
}

function factValue(value) {
  if (value === true || value === "true") return t("yes");
  if (value === false || value === "false") return t("no");
  return String(value);
}

function factLabel(key) {
  const label = t(`fact_${key}`);
  if (label !== `fact_${key}`) return label;
  const words = String(key).replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function render() {
  const place = state.place;
  const card = byId("place-card");
  const starred = isFavourite(place.id);
  const saved = favourite(place.id);
  const address = addressLine(place.address);
  const category = place.categoryName ?? categoryName(place.category);

  const star = h("button", {
    type: "button", class: `star-button${starred ? " is-starred" : ""}`, "aria-pressed": String(starred),
    onclick: () => (starred ? removeFavourite(place.id, place.name) : addFavourite(place.id, place.name)),
  }, h("span", { class: "star-glyph", "aria-hidden": "true" }, starred ? "★" : "☆"), " ", starred ? t("starred") : t("star"));

  let noteForm = null;
  if (starred) {
    const noteInput = h("textarea", { id: "place-note", rows: 2, maxlength: 1000 });
    noteInput.value = saved?.note ?? "";
    noteForm = h("form", {
      class: "note-form",
      onsubmit: (event) => {
        event.preventDefault();
        saveNote(place.id, noteInput.value.trim());
      },
    },
    h("label", { for: "place-note", class: "field-label" }, t("note")),
    noteInput,
    notePending(place.id) ? h("p", { class: "note-pending", id: "note-pending" }, t("notePending")) : null,
    h("button", { type: "submit", class: "button button-small" }, t("saveNote")));
  }

  replaceChildren(card,
    h("header", { class: "place-head" },
      h("p", { class: "place-kind", "data-category": place.category ?? "other" }, category),
      h("button", { type: "button", class: "icon-button", "aria-label": t("close"), onclick: closePlace }, "×")),
    h("h2", { class: "place-name" }, place.name),
    place.regionName ? h("p", { class: "place-region" }, place.regionName) : null,
    place.alternateNames.length
      ? h("p", { class: "place-alt" }, `${t("alsoKnownAs")}: ${place.alternateNames.slice(0, 4).join(", ")}`) : null,
    place.said?.length ? h("p", { class: "place-facts" }, place.said.join(" · ")) : null,
    h("dl", { class: "facts" },
      address ? [h("dt", {}, t("address")), h("dd", {}, address)] : null,
      place.facts.slice(0, 8).map(([key, value]) => [h("dt", {}, factLabel(key)), h("dd", {}, factValue(value))]),
      Number.isFinite(place.latitude)
        ? [h("dt", {}, t("position")), h("dd", {}, `${place.latitude.toFixed(5)}, ${place.longitude.toFixed(5)}`)] : null),
    star,
    saved?.status && saved.status !== "ok" ? h("p", { class: `status status-${saved.status}` }, t(`status_${saved.status}`)) : null,
    noteForm);
  card.hidden = false;
}
