// The names of the browser caches, shared by the page and the service worker.
// Raise a version to drop the old cache at the next start.

/** The app's own files and Leaflet. */
export const SHELL_CACHE = "regio-shell-v1";
/** Map tiles: those around the favourites and those already seen. */
export const TILE_CACHE = "regio-tiles-v1";
/** The last answers of the API reads that should work offline (favourites, places). */
export const DATA_CACHE = "regio-data-v1";
