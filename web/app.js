// Regio in the browser: wires the parts together (tabs, language, map,
// search, favourites, videos and quizzes, review, print) and registers the service
// worker that keeps the app and the favourites usable offline.

import { byId } from "./dom.js";
import { applyStaticTexts, language, languages, setLanguage } from "./i18n.js";
import { clearMessages, showMessage } from "./messages.js";
import { createMap, flyTo, keepClear, mapCentre, markSelected, printURL, refreshPins, setFilters, showResults } from "./map.js";
import { setUpMapKeyboard } from "./map-keyboard.js";
import { setUpMapList } from "./map-list.js";
import { collapseSheet, setUpSheet } from "./sheet.js";
import { setUpCategories } from "./categories.js";
import { openPlace, setUpPlaceCard } from "./place-card.js";
import { setUpSearch } from "./search.js";
import { favourites, onFavouritesChange, setUpFavourites } from "./favourites.js";
import { setUpLearn } from "./learn.js";
import { setUpQuiz } from "./quiz.js";
import { setUpReview } from "./review.js";
import { setUpPrint } from "./print.js";

function setUpTabs() {
  const tabs = [...document.querySelectorAll("[role=tab]")];
  const select = (tab, focus = true) => {
    for (const other of tabs) {
      const selected = other === tab;
      other.setAttribute("aria-selected", String(selected));
      other.tabIndex = selected ? 0 : -1;
      byId(other.getAttribute("aria-controls")).hidden = !selected;
    }
    if (focus) tab.focus();
  };
  tabs.forEach((tab, index) => {
    tab.addEventListener("click", () => select(tab));
    tab.addEventListener("keydown", (event) => {
      const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
      if (step) select(tabs[(index + step + tabs.length) % tabs.length]);
    });
  });
  return (id) => select(byId(id), false);
}

function setUpLanguage() {
  const select = byId("language");
  select.replaceChildren(...languages().map(({ tag, name }) => {
    const option = document.createElement("option");
    option.value = tag;
    option.lang = tag;
    option.textContent = name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
    return option;
  }));
  select.value = language();
  select.addEventListener("change", () => {
    clearMessages();
    setLanguage(select.value);
  });
}

function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/app/sw.js", { scope: "/", type: "module" }).catch((error) => {
    console.warn("Regio works without offline support here:", error.message);
  });
}

async function start() {
  applyStaticTexts();
  setUpLanguage();
  const showTab = setUpTabs();
  setUpSheet();
  setUpPlaceCard({ onClose: () => markSelected() });
  // The card first (its height decides where the map puts the place), then the flight.
  const showPlace = async (id, lat, lon) => {
    collapseSheet();
    await openPlace(id);
    if (Number.isFinite(lat) && Number.isFinite(lon)) flyTo(lat, lon);
  };
  setUpSearch({ choose: showPlace, centre: mapCentre, onResults: (features) => showResults(features) });
  setUpPrint(printURL);
  window.addEventListener("error", (event) => showMessage(String(event.message), "error"));
  window.addEventListener("unhandledrejection", (event) => showMessage(String(event.reason?.message ?? event.reason), "error"));

  const favouritesLoaded = setUpFavourites({
    showPlace: (id, lat, lon) => {
      showTab("tab-explore");
      showPlace(id, lat, lon);
    },
  });
  const onPlace = async (id, position) => {
    collapseSheet();
    await openPlace(id);
    if (position) keepClear(position.lat, position.lon);
  };
  await createMap({ onPlace, offlinePlaces: favourites });
  setUpMapKeyboard();
  setUpMapList();
  onFavouritesChange(() => refreshPins());
  setUpCategories((categories) => setFilters({ categories }));
  byId("favourites-only").addEventListener("change", (event) => setFilters({ favouritesOnly: event.target.checked }));
  await favouritesLoaded;
  setUpLearn();
  setUpReview();
  setUpQuiz();
  registerServiceWorker();
  document.body.dataset.ready = "true";
}

start();
