// The service worker: Regio in the browser when the server cannot be reached.
// It keeps the app's files and Leaflet, the last favourites list and place
// details, and the map tiles around the favourites (put there by the page)
// and those already seen. Registered by app.js from /app/sw.js with scope "/",
// which the server allows with `Service-Worker-Allowed: /`.

import { DATA_CACHE, SHELL_CACHE, SHELL_FILES, TILE_CACHE } from "./cache-names.js";

/** API reads answered from the saved copy when offline. */
const savedReads = [/^\/api\/favourites$/, /^\/api\/places\/[^/]+$/, /^\/api\/categories$/, /^\/tiles\.json$/];
/** The app's languages: a saved read is kept in each, so a switch offline finds its copy. */
const languages = ["cs", "en"];
/** Tiles seen while browsing are kept up to about this many. */
const maxBrowsedTiles = 3000;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.addAll(SHELL_FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  const current = new Set([SHELL_CACHE, TILE_CACHE, DATA_CACHE]);
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith("regio-") && !current.has(name))
      .map((name) => caches.delete(name))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const address = new URL(request.url);
  if (address.origin !== self.location.origin) return;
  const path = address.pathname;
  if (request.mode === "navigate") {
    event.respondWith(networkFirst(request, SHELL_CACHE, "/app/index.html"));
  } else if (path.startsWith("/app/") || path.startsWith("/vendor/")) {
    event.respondWith(networkFirst(request, SHELL_CACHE));
  } else if (path.startsWith("/tiles/")) {
    event.respondWith(cacheFirstTile(request));
  } else if (savedReads.some((pattern) => pattern.test(path))) {
    event.respondWith(savedRead(request, event));
  }
});

/** The network's answer (kept in the cache), or the cached copy when the network fails. */
async function networkFirst(request, cacheName, fallbackKey) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok && !fallbackKey) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackKey ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirstTile(request) {
  const cache = await caches.open(TILE_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    trimTiles(cache);
  }
  return response;
}

let trimming = false;
async function trimTiles(cache) {
  if (trimming) return;
  trimming = true;
  try {
    const keys = await cache.keys();
    for (const key of keys.slice(0, Math.max(0, keys.length - maxBrowsedTiles))) await cache.delete(key);
  } finally {
    trimming = false;
  }
}

/**
 * An API read: from the network, keeping a copy with the time it was saved
 * (and, in the background, a copy in the app's other languages: offline, a
 * switch of language must not leave the categories and regions in the old
 * one); when the server cannot be reached, that copy with the header
 * `X-Regio-Offline-Copy: <saved time>` so the page can say it is a saved copy.
 */
async function savedRead(request, event) {
  const cache = await caches.open(DATA_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await keepCopy(cache, request, response.clone());
      event.waitUntil(keepOtherLanguages(cache, request.url));
    }
    return response;
  } catch (error) {
    // The answer varies with Accept-Language, but `lang=` in the URL says the language already.
    const cached = await cache.match(request, { ignoreVary: true });
    if (!cached) throw error;
    const headers = new Headers(cached.headers);
    headers.set("X-Regio-Offline-Copy", cached.headers.get("X-Regio-Saved") ?? "");
    return new Response(await cached.arrayBuffer(), { status: 200, headers });
  }
}

async function keepCopy(cache, key, response) {
  const headers = new Headers(response.headers);
  headers.set("X-Regio-Saved", new Date().toISOString());
  const body = await response.arrayBuffer();
  await cache.put(key, new Response(body, { status: response.status, headers }));
}

/** Fetches and keeps the same read in the other languages (`lang=`; a read without it is in one language only). */
async function keepOtherLanguages(cache, address) {
  const url = new URL(address);
  const current = url.searchParams.get("lang");
  if (!current) return;
  for (const lang of languages.filter((other) => other !== current)) {
    url.searchParams.set("lang", lang);
    try {
      const request = new Request(url.href, { headers: { Accept: "application/json", "Accept-Language": lang } });
      const response = await fetch(request);
      if (response.ok) await keepCopy(cache, request, response);
    } catch {
      return; // offline again: the next read online tries again
    }
  }
}
