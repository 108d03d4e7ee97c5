// The names of the browser caches, shared by the page and the service worker,
// and the files the app's shell cache holds. Raise a version to drop the old
// cache at the next start: SHELL_CACHE whenever SHELL_FILES or those files
// change (Tests/browser/test_offline.py checks that the list names every
// file of web/ but the worker itself, and only files the server has).

/** The app's own files and Leaflet. */
export const SHELL_CACHE = "regio-shell-v5";
/** Map tiles: those around the favourites and those already seen. */
export const TILE_CACHE = "regio-tiles-v1";
/** The last answers of the API reads that should work offline (favourites, places). */
export const DATA_CACHE = "regio-data-v1";

/** What the service worker keeps for the app to start offline. */
export const SHELL_FILES = [
  "/app/index.html", "/app/style.css", "/app/app.js", "/app/api.js", "/app/attribution.js", "/app/cache-names.js",
  "/app/categories.js", "/app/dom.js", "/app/favourites.js", "/app/i18n.js", "/app/learn.js", "/app/map.js",
  "/app/map-keyboard.js", "/app/map-list.js", "/app/messages.js", "/app/offline-tiles.js", "/app/place-card.js",
  "/app/print.js", "/app/quiz.js", "/app/quiz-map.js", "/app/review.js", "/app/search.js", "/app/sheet.js", "/app/texts.json",
  "/vendor/leaflet/leaflet.js", "/vendor/leaflet/leaflet.css",
];
