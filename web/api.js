// Talking to `regio serve` (docs/HTTP-API.md): JSON in and out, the current
// language on every read, and RFC 9457 problem+json errors turned into an
// ApiError with the server's own words.

import { language } from "./i18n.js";

/** A failed request: `status` is the HTTP status (0 when the server could not be reached). */
export class ApiError extends Error {
  constructor(status, title, detail, parameter) {
    super(detail || title || `HTTP ${status}`);
    this.status = status;
    this.title = title;
    this.detail = detail;
    this.parameter = parameter;
  }

  /** Whether the server could not be reached at all. */
  get offline() {
    return this.status === 0;
  }
}

/** Whether the last successful answer came from the browser's saved copy (the service worker says so). */
export function fromSavedCopy(response) {
  return response.headers.get("X-Regio-Offline-Copy");
}

/**
 * Builds a same-origin URL: `path` plus the query parameters that are set
 * (undefined, null and "" are left out), with `lang` added to reads.
 */
export function url(path, query = {}, { withLanguage = true } = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, Array.isArray(value) ? value.join(",") : String(value));
  }
  if (withLanguage && !params.has("lang")) params.set("lang", language());
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Sends a request and answers the parsed JSON (null for 204). Throws ApiError.
 * Options: `method`, `query`, `body` (sent as JSON), `signal`, `raw` (answer the Response).
 */
export async function api(path, { method = "GET", query = {}, body, signal, raw = false } = {}) {
  const isRead = method === "GET";
  const target = url(path, query, { withLanguage: isRead });
  const init = { method, signal, headers: { Accept: "application/json", "Accept-Language": language() } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers["Content-Type"] = "application/json";
  }
  let response;
  try {
    response = await fetch(target, init);
  } catch (error) {
    if (error.name === "AbortError") throw error;
    throw new ApiError(0, "offline", error.message);
  }
  if (!response.ok) throw await problem(response);
  if (raw) return response;
  if (response.status === 204) return null;
  const text = await response.text();
  const value = text ? JSON.parse(text) : null;
  const savedAt = fromSavedCopy(response);
  if (savedAt && value && typeof value === "object") {
    Object.defineProperty(value, "savedCopyDate", { value: savedAt, enumerable: false });
  }
  return value;
}

async function problem(response) {
  let title = response.statusText;
  let detail = "";
  let parameter;
  try {
    const body = await response.json();
    title = body.title || title;
    detail = body.detail || "";
    parameter = body.parameter;
  } catch {
    // not JSON: keep the status line
  }
  return new ApiError(response.status, title, detail, parameter);
}
