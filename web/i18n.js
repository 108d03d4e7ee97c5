// The interface texts, the current language and the plural rules. The texts
// come from the same catalogues as the command line's (po/*.po), which
// `regio serve` sends at /app/texts.json: every language with its plural
// rules (CLDR's) and every web text, missing ones already filled along the
// language's fallback chain. It is part of the app's shell, so every language
// works offline. The language is the saved choice, else the first of the
// browser's languages a catalogue serves (de-AT → de), else English;
// `setLanguage` switches it and tells every listener.

const catalogue = await loadTexts();
const listeners = new Set();
let current = initialLanguage();

async function loadTexts() {
  try {
    const response = await fetch("/app/texts.json");
    if (response.ok) return await response.json();
  } catch (error) {
    console.warn("Regio's texts could not be loaded:", error.message);
  }
  return { languages: [{ tag: "en", name: "English" }], catalogues: {} };
}

/** The catalogue language that serves `tag` (de-AT → de), or null. */
function served(tag) {
  const parts = String(tag).replace(/_/g, "-").split("-");
  for (let n = parts.length; n > 0; n--) {
    const candidate = [parts[0].toLowerCase(), ...parts.slice(1, n)].join("-");
    if (catalogue.catalogues[candidate]) return candidate;
  }
  return null;
}

function initialLanguage() {
  const saved = localStorage.getItem("regio.lang");
  if (saved && catalogue.catalogues[saved]) return saved;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const language = served(tag);
    if (language) return language;
  }
  return "en";
}

/** The current language's tag ("en", "cs", "de", …). */
export function language() {
  return current;
}

/** The languages to choose from: `[{tag, name}]`, each name in its own language. */
export function languages() {
  return catalogue.languages;
}

/** Switches the language, remembers it, updates the page's static texts and tells every listener. */
export function setLanguage(lang) {
  if (!catalogue.catalogues[lang] || lang === current) return;
  current = lang;
  localStorage.setItem("regio.lang", lang);
  applyStaticTexts();
  for (const listener of listeners) listener(lang);
}

/** Calls `listener(lang)` after every language switch. */
export function onLanguageChange(listener) {
  listeners.add(listener);
}

/**
 * The text for `key` in the current language, with `{name}` replaced from
 * `params`; a plural choice `{n, plural, one {…} other {…}}` takes its
 * branch from `params.n` by the language's plural rules.
 */
export function t(key, params = {}) {
  const texts = catalogue.catalogues[current]?.texts ?? {};
  const template = texts[key];
  if (template === undefined) return key;
  return render(parse(template), params);
}

// Templates: the same subset of ICU MessageFormat the Swift side reads.
const parsed = new Map();

function parse(source) {
  let tree = parsed.get(source);
  if (!tree) {
    let i = 0;
    const message = (nested) => {
      const pieces = [];
      let literal = "";
      while (i < source.length) {
        const ch = source[i];
        if (!nested && (ch === "{" || ch === "}") && source[i + 1] === ch) { literal += ch; i += 2; continue; }
        if (ch === "}" && nested) break;
        if (ch === "{") {
          if (literal) { pieces.push(literal); literal = ""; }
          const close = /^\{\s*(\w+)\s*(\}|,\s*plural\s*,)/.exec(source.slice(i));
          if (!close) { literal += ch; i += 1; continue; }
          i += close[0].length;
          if (close[2] === "}") { pieces.push({ name: close[1] }); continue; }
          const branches = {};
          for (;;) {
            const branch = /^\s*(=\d+|\w+)\s*\{/.exec(source.slice(i));
            if (!branch) break;
            i += branch[0].length;
            branches[branch[1]] = message(true);
            i += 1;
          }
          i = source.indexOf("}", i) + 1;
          pieces.push({ name: close[1], branches });
          continue;
        }
        literal += ch;
        i += 1;
      }
      if (literal) pieces.push(literal);
      return pieces;
    };
    tree = message(false);
    parsed.set(source, tree);
  }
  return tree;
}

function render(pieces, params) {
  let out = "";
  for (const piece of pieces) {
    if (typeof piece === "string") { out += piece; continue; }
    const value = params[piece.name];
    if (!piece.branches) { out += value === undefined ? `{${piece.name}}` : formatValue(value); continue; }
    const n = Number(value ?? 0);
    const branch = piece.branches[`=${n}`] ?? piece.branches[pluralCategory(n)] ?? piece.branches.other ?? [];
    out += render(branch, params);
  }
  return out;
}

// CLDR plural rules ("one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0").
const rulesCache = new Map();

function pluralCategory(n) {
  const source = catalogue.catalogues[current]?.pluralRules ?? "one: i = 1 and v = 0";
  let rules = rulesCache.get(source);
  if (!rules) {
    rules = source.split(";").map((part) => part.split(":")).filter((p) => p.length === 2)
      .map(([category, condition]) => [category.trim(), condition.split("@")[0].trim()]);
    rulesCache.set(source, rules);
  }
  const written = String(Math.abs(n));
  const [whole, fraction = ""] = written.split(".");
  const operands = {
    n: Math.abs(n), i: Number(whole), v: fraction.length, w: fraction.replace(/0+$/, "").length,
    f: Number(fraction || 0), t: Number(fraction.replace(/0+$/, "") || 0), c: 0, e: 0,
  };
  for (const [category, condition] of rules) {
    if (holds(condition, operands)) return category;
  }
  return "other";
}

function holds(condition, operands) {
  return condition.split(/\s+or\s+/).some((alternative) => alternative.split(/\s+and\s+/).every((relation) => {
    const m = /^\s*([nivwftce])\s*(?:(?:%|mod)\s*(\d+))?\s*(!=|=|not in|in|is not|is)\s*(.+)$/.exec(relation);
    if (!m) return false;
    let x = operands[m[1]];
    if (m[2]) x %= Number(m[2]);
    const inside = m[4].split(",").some((range) => {
      const [low, high = low] = range.trim().split("..").map(Number);
      return x >= low && x <= high && (m[1] !== "n" || Number.isInteger(x) || low === high);
    });
    return (m[3] === "!=" || m[3].includes("not")) ? !inside : inside;
  }));
}

function formatValue(value) {
  return typeof value === "number" ? formatNumber(value) : String(value);
}

/** A number as the current language writes it: "1 165 581" in Czech, "1,165,581" in English. */
export function formatNumber(value) {
  return value.toLocaleString(current);
}

/** A date and time as the current language writes them. */
export function formatDateTime(date) {
  return date.toLocaleString(current);
}

/** A distance in metres as "350 m" or "2.4 km". */
export function distance(metres) {
  if (!Number.isFinite(metres)) return "";
  if (metres < 1000) return t("m", { n: Math.round(metres) });
  const km = metres < 10000 ? Math.round(metres / 100) / 10 : Math.round(metres / 1000);
  return t("km", { n: km });
}

/**
 * Sets the texts of the page's static elements: `data-i18n` (text),
 * `data-i18n-label` (aria-label) and `data-i18n-placeholder`.
 */
export function applyStaticTexts(root = document) {
  document.documentElement.lang = current;
  for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
  for (const node of root.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
  for (const node of root.querySelectorAll("[data-i18n-placeholder]")) node.placeholder = t(node.dataset.i18nPlaceholder);
}

/** The keys each language has, for checking that every language has all of them. */
export function catalogueKeys() {
  return Object.fromEntries(Object.entries(catalogue.catalogues).map(([tag, c]) => [tag, Object.keys(c.texts)]));
}
