// A map question ("Where is Telč?") in the quiz player, answered on the map:
// a click or tap puts the learner's marker and "Answer here" confirms it (so a
// mis-tap can be moved first); with the map focused the arrow keys move the
// marker (Shift: in small steps) and Enter answers, while a live region says
// where the marker is; without a pointer or sight, a list of the quiz's places
// answers with the chosen place's point. The feedback is drawn on the map —
// the true place with its name, the learner's point and a line between them —
// and the map fits both, clear of the quiz panel; the engine's sentence says
// the distance in words. Everything drawn goes when the question changes or
// the quiz closes. The map keeps its own keys and clicks when no map question
// is active (map-keyboard.js, map.js).

/* global L */

import { byId, h } from "./dom.js";
import { language, t } from "./i18n.js";
import { datasetBounds, setMapClickHandler, setTileNames, theMap } from "./map.js";
import { announce, setMapKeyHandler } from "./map-keyboard.js";
import { collapseSheet } from "./sheet.js";

/** How far one arrow key moves the marker, in screen pixels (with Shift: the small step). */
const stepPixels = 24;
const smallStepPixels = 4;
/** The space kept between the fitted points and the map's edge or the quiz panel, in pixels. */
const fitMargin = 48;
/** Room above the top point for the place's name drawn over it, in pixels. */
const labelRoom = 36;

const state = {
  /** The question shown (its number), or null when no map question is active. */
  number: null,
  /** Whether the question is decided (the feedback is shown): no more marker moves. */
  decided: false,
  marker: null,
  feedbackLayer: null,
  choices: [],
  /** The places the marker is told by: the quiz's places but the one asked for (it would give the answer away). */
  references: [],
  onAnswer: null,
};

/** Whether a question of the attempt is answered with a point on the map. */
export function isMapQuestion(question) {
  return question?.kind === "locate";
}

/**
 * Shows a map question: the map takes clicks and arrow keys for the marker,
 * and the controls for the quiz panel are returned (the hint, "Answer here",
 * the list of places). `onAnswer(latitude, longitude)` sends an answer;
 * `location` is the feedback's place and point once the question is decided.
 */
export function showMapQuestion(question, { decided, location, onAnswer }) {
  const fresh = state.number !== question.number;
  if (fresh) clearMapQuestion();
  state.number = question.number;
  state.decided = Boolean(decided);
  state.onAnswer = onAnswer;
  state.choices = question.choices ?? [];
  const prompt = String(question.text ?? "");
  state.references = state.choices.filter((choice) => !prompt.includes(choice.name));
  document.body.classList.add("has-map-question");
  setTileNames(false);
  setMapClickHandler((latlng) => {
    if (!state.decided) putMarker(latlng, false);
  });
  setMapKeyHandler(onMapKey);
  if (fresh) collapseSheet(); // on a phone the app's own sheet would cover the map under the quiz's
  if (fresh && !location) fitQuestion();
  if (location) drawFeedback(location);
  return state.decided ? null : controls();
}

/** Leaves map questions: the marker and the feedback go, the map's own clicks and keys come back. */
export function clearMapQuestion() {
  state.marker?.remove();
  state.marker = null;
  state.feedbackLayer?.remove();
  state.feedbackLayer = null;
  state.number = null;
  state.decided = false;
  state.onAnswer = null;
  state.choices = [];
  state.references = [];
  document.body.classList.remove("has-map-question");
  setTileNames(true);
  setMapClickHandler(null);
  setMapKeyHandler(null);
}

/** The panel's controls of an undecided map question. */
function controls() {
  const select = h("select", { id: "map-choice", class: "map-choice" },
    h("option", { value: "" }, t("mapChoosePlaceholder")),
    state.choices.map((choice, index) => h("option", { value: String(index) }, choice.name)));
  const chooser = h("form", {
    class: "map-chooser",
    onsubmit: (event) => {
      event.preventDefault();
      const choice = state.choices[Number(select.value)];
      if (select.value === "" || !choice) {
        select.focus();
        return;
      }
      answer(choice.latitude, choice.longitude);
    },
  },
  h("label", { for: "map-choice", class: "field-label" }, t("mapChooseLabel")),
  h("div", { class: "map-chooser-row" }, select,
    h("button", { type: "submit", class: "button", id: "map-answer-chosen" }, t("mapAnswerChosen"))));
  return h("div", { class: "map-question" },
    h("p", { class: "hint", id: "map-question-hint" }, t("mapQuestionHint")),
    h("p", { class: "map-marker-where", id: "map-marker-where" }, state.marker ? whereText(state.marker.getLatLng()) : ""),
    h("div", { class: "map-question-buttons" },
      h("button", {
        type: "button", class: "button button-primary", id: "map-answer-here",
        onclick: () => answerWithMarker(),
      }, t("mapAnswerHere")),
      // The map is outside the quiz panel: one press takes the keyboard there (arrows, Enter).
      h("button", {
        type: "button", class: "button button-quiet", id: "map-use-keys",
        onclick: () => theMap().getContainer().focus(),
      }, t("mapUseKeys"))),
    state.choices.length ? chooser : null);
}

function answerWithMarker() {
  if (!state.marker) {
    announce(t("mapNoMarker"));
    const where = byId("map-marker-where");
    if (where) where.textContent = t("mapNoMarker");
    return;
  }
  const { lat, lng } = state.marker.getLatLng();
  answer(lat, lng);
}

function answer(latitude, longitude) {
  if (state.decided || !state.onAnswer) return;
  state.onAnswer(latitude, L.latLng(latitude, longitude).wrap().lng);
}

/** Puts (or moves) the learner's marker and says where it is. */
function putMarker(latlng, byKeyboard) {
  const map = theMap();
  if (!state.marker) {
    state.marker = L.marker(latlng, {
      icon: L.divIcon({ className: "map-answer-marker", iconSize: [26, 26], iconAnchor: [13, 13] }),
      interactive: false, keyboard: false, zIndexOffset: 4000,
    }).addTo(map);
    state.marker.getElement()?.setAttribute("aria-hidden", "true");
  } else {
    state.marker.setLatLng(latlng);
  }
  const text = whereText(state.marker.getLatLng());
  const where = byId("map-marker-where");
  if (where) where.textContent = text;
  if (byKeyboard) {
    keepInView(state.marker.getLatLng());
    announce(text);
  }
}

/**
 * Where the marker is, in words: the distance to the nearest of the quiz's
 * other places (never the one asked for), else its coordinates.
 */
function whereText(latlng) {
  const map = theMap();
  let nearest = null;
  let best = Infinity;
  for (const choice of state.references) {
    const metres = map.distance(latlng, [choice.latitude, choice.longitude]);
    if (metres < best) {
      best = metres;
      nearest = choice;
    }
  }
  const format = (value, digits) => value.toLocaleString(language(), { maximumFractionDigits: digits, minimumFractionDigits: digits });
  if (nearest) return t("mapMarkerNear", { distance: format(best / 1000, best < 10000 ? 1 : 0), place: nearest.name });
  return t("mapMarkerAt", { latitude: format(latlng.lat, 3), longitude: format(latlng.lng, 3) });
}

/** The map's keys during a map question: arrows move the marker, Enter answers. Answers whether the key was used. */
function onMapKey(event) {
  const directions = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
  if (state.decided) return false;
  const map = theMap();
  if (directions[event.key]) {
    const step = event.shiftKey ? smallStepPixels : stepPixels;
    const [dx, dy] = directions[event.key];
    const from = state.marker
      ? map.latLngToContainerPoint(state.marker.getLatLng())
      : map.latLngToContainerPoint(clearBounds().getCenter());
    const to = state.marker ? from.add([dx * step, dy * step]) : from;
    putMarker(map.containerPointToLatLng(to), true);
    return true;
  }
  if (event.key === "Enter" || event.key === " ") {
    answerWithMarker();
    return true;
  }
  return false;
}

/** Pans the map so that the marker stays in the part of the map nothing covers. */
function keepInView(latlng) {
  const map = theMap();
  const padding = coveredPadding();
  const size = map.getSize();
  const point = map.latLngToContainerPoint(latlng);
  const margin = 32;
  const left = padding.left + margin;
  const right = size.x - padding.right - margin;
  const top = padding.top + margin;
  const bottom = size.y - padding.bottom - margin;
  const dx = point.x < left ? point.x - left : point.x > right ? point.x - right : 0;
  const dy = point.y < top ? point.y - top : point.y > bottom ? point.y - bottom : 0;
  if (dx || dy) map.panBy([dx, dy], { animate: false });
}

/** Draws the feedback: the true place with its name, the learner's point and the line between; fits both. */
function drawFeedback(location) {
  state.marker?.remove();
  state.marker = null;
  state.feedbackLayer?.remove();
  const map = theMap();
  const layer = L.layerGroup().addTo(map);
  const target = [location.target.latitude, location.target.longitude];
  const points = [target];
  const place = L.marker(target, {
    icon: L.divIcon({ className: "map-feedback-target", iconSize: [22, 22], iconAnchor: [11, 11] }),
    interactive: false, keyboard: false, zIndexOffset: 4000,
  }).addTo(layer);
  place.bindTooltip(location.place, { permanent: true, direction: "top", offset: [0, -12], className: "map-feedback-label" });
  if (location.answer) {
    const given = [location.answer.latitude, location.answer.longitude];
    points.push(given);
    L.polyline([given, target], { className: "map-feedback-line", color: "#b3261e", weight: 3, dashArray: "6 6", interactive: false }).addTo(layer);
    L.circleMarker(given, { className: "map-feedback-answer", radius: 8, color: "#ffffff", weight: 3, fillColor: "#b3261e", fillOpacity: 1, interactive: false })
      .bindTooltip(t("mapYourPoint"), { permanent: true, direction: "bottom", offset: [0, 8], className: "map-feedback-label" })
      .addTo(layer);
  }
  for (const element of [place.getElement(), place.getTooltip()?.getElement()]) element?.setAttribute("aria-hidden", "true");
  state.feedbackLayer = layer;
  fitPoints(points, 10);
}

/** Fits the map to `points`, clear of the quiz panel (beside the map on a wide screen, over its bottom on a phone). */
/**
 * The view a map question starts from: the quiz's places (a region's towns).
 * With fewer than three (a review of one missed town), the view would close in
 * on the answer: the whole dataset is shown instead.
 */
function fitQuestion() {
  const points = state.choices.map((c) => [c.latitude, c.longitude]);
  if (points.length >= 3) return fitPoints(points);
  const bounds = datasetBounds();
  if (bounds) fitPoints(bounds, 9);
}

function fitPoints(points, maxZoom = 11) {
  if (!points.length) return;
  const map = theMap();
  const padding = coveredPadding();
  map.fitBounds(L.latLngBounds(points), {
    paddingTopLeft: [padding.left + fitMargin, padding.top + fitMargin + labelRoom],
    paddingBottomRight: [padding.right + fitMargin, padding.bottom + fitMargin],
    maxZoom,
    animate: false,
  });
}

/** The bounds of the part of the map the quiz panel leaves free. */
function clearBounds() {
  const map = theMap();
  const padding = coveredPadding();
  const size = map.getSize();
  return L.latLngBounds(map.containerPointToLatLng([padding.left, size.y - padding.bottom]),
    map.containerPointToLatLng([size.x - padding.right, padding.top]));
}

/**
 * How much of the map's edges the quiz panel covers, in pixels: its bottom
 * when the panel spans the map's width (a phone's bottom sheet), else the side it sits on.
 */
function coveredPadding() {
  const padding = { top: 0, right: 0, bottom: 0, left: 0 };
  const panel = document.querySelector("#quiz .quiz-dialog");
  const map = theMap();
  if (!panel || byId("quiz").hidden) return padding;
  const mapRect = map.getContainer().getBoundingClientRect();
  const rect = panel.getBoundingClientRect();
  if (rect.width >= mapRect.width * 0.6) {
    padding.bottom = Math.max(0, Math.min(mapRect.height, mapRect.bottom - rect.top));
  } else if (rect.left > mapRect.left + mapRect.width / 2) {
    padding.right = Math.max(0, mapRect.right - rect.left);
  } else {
    padding.left = Math.max(0, rect.right - mapRect.left);
  }
  return padding;
}
