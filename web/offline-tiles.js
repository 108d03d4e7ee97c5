// Which tiles to keep for offline use: around each favourite, a single tile
// at the overview zooms and the 5×5 block around it at the street zooms.

import { language } from "./i18n.js";
export { TILE_CACHE } from "./cache-names.js";

const overviewZooms = [7, 8, 9, 10, 11];
const detailZooms = [12, 13, 14, 15];
/** At most this many tiles are kept for the favourites. */
const maxTiles = 2000;

/** The XYZ tile of a position at a zoom (Web Mercator). */
export function tileOf(lat, lon, zoom) {
  const n = 2 ** zoom;
  const x = Math.floor(((lon + 180) / 360) * n);
  const rad = (Math.max(-85.05, Math.min(85.05, lat)) * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return { x: Math.min(n - 1, Math.max(0, x)), y: Math.min(n - 1, Math.max(0, y)) };
}

/** The tile URLs to cache for `places` (objects with latitude and longitude), in the current language. */
export function offlineTileURLs(places, retina) {
  const urls = new Set();
  const suffix = retina ? "@2x" : "";
  const lang = language();
  const add = (z, x, y) => {
    const n = 2 ** z;
    if (x < 0 || y < 0 || x >= n || y >= n) return;
    urls.add(`/tiles/${z}/${x}/${y}${suffix}.png?lang=${lang}`);
  };
  for (const place of places) {
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) continue;
    for (const z of overviewZooms) {
      const { x, y } = tileOf(place.latitude, place.longitude, z);
      add(z, x, y);
    }
    for (const z of detailZooms) {
      const { x, y } = tileOf(place.latitude, place.longitude, z);
      for (let dx = -2; dx <= 2; dx++) for (let dy = -2; dy <= 2; dy++) add(z, x + dx, y + dy);
    }
  }
  return [...urls].slice(0, maxTiles);
}
