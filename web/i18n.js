// The interface texts in Czech and English, the current language, and the
// plural rules. The language comes from the saved choice, else the browser's
// languages (cs or sk → Czech, otherwise English); `setLanguage` switches it
// and tells every listener, so each part of the app reloads its data texts.

const texts = {
  en: {
    yes: "yes",
    no: "no",
    skipToPanel: "Skip to the list",
    printView: "Print this view",
    printing: "Preparing the PDF of this view…",
    printed: "The PDF of this view is downloaded.",
    language: "Language",
    sections: "Sections",
    tabExplore: "Explore",
    tabFavourites: "Favourites",
    tabLearn: "Videos & quizzes",
    searchLabel: "Find a place",
    searchPlaceholder: "Castle, town, lookout tower…",
    searchResults: "Search results",
    searchHint: "“Near me” uses the centre of the map.",
    nearMe: "Near me",
    nearMeOn: "Nearest to the map centre first.",
    noResults: "Nothing found for “{q}”.",
    searching: "Searching…",
    filters: "Show on the map",
    favouritesOnly: "Favourites only",
    mapLabel: "Map",
    clusterTitle: { one: "{n} place, click to zoom in", other: "{n} places, click to zoom in" },
    loadingMap: "Loading places…",
    mapApplication: "Interactive map",
    mapKeysHint: "Arrow keys: move between the places on the map · Enter: open a place or zoom into a group · + and −: zoom · Escape: leave the places",
    clusterItem: { one: "{n} place", other: "{n} places" },
    clusterItemNear: { one: "{label} and around: {n} place", other: "{label} and around: {n} places" },
    enterZooms: "Enter zooms in",
    resultItem: "Search result {number}: {place}",
    inFavourites: "in your favourites",
    mapShows: { zero: "Nothing to choose on the map here.", one: "{n} item on the map", other: "{n} items on the map" },
    mapListToggle: "Places on the map",
    mapSources: "Map sources",
    sheetHandle: "Show or hide the list",
    offlineMap: "Offline: the map shows your favourites and the tiles saved for them.",
    close: "Close",
    star: "Add to favourites",
    unstar: "Remove from favourites",
    starred: "In your favourites",
    note: "Note",
    saveNote: "Save note",
    noteSaved: "Note saved.",
    address: "Address",
    facts: "Facts",
    alsoKnownAs: "Also known as",
    position: "Position",
    sources: "Source",
    showOnMap: "Show on map",
    remove: "Remove",
    favouritesTitle: "Your favourites",
    export: "Export",
    exportAs: "Export:",
    favouritesCount: { zero: "No favourites yet: open a place on the map and press the star.", one: "{n} favourite", few: "{n} favourites", other: "{n} favourites" },
    favouritesOffline: "Offline: this is the copy saved on {date}.",
    status_ok: "up to date",
    status_changed: "changed in the catalogue",
    status_removed: "removed from the catalogue",
    status_notLoaded: "catalogue not loaded",
    added: "★ Added {name} to your favourites.",
    removed: "Removed {name} from your favourites.",
    videosTitle: "Videos",
    quizzesTitle: "Quizzes",
    noVideos: "No videos.",
    noQuizzes: "No quizzes.",
    watch: "Watch",
    cannotPlay: "This video cannot be played here.",
    openVideoPage: "Open the video's page",
    chapters: "Chapters",
    bestScore: "best {percent} %",
    skipped: "Skipped.",
    passMarkLine: "{verdict} ({passMark})",
    offlineSearch: "Offline: search needs the server. Your favourites and the places you opened before still work.",
    offlineFavouriteMatches: "Among your favourites:",
    noteQueued: "Offline: the note is kept in this browser and saved when the server is back.",
    notesSent: { one: "{n} note written offline is saved.", other: "{n} notes written offline are saved." },
    notePending: "Waiting to be saved (offline).",
    watched: "I have watched it",
    minutes: "{n} min",
    offerQuiz: "You have watched “{video}”. Test what you remember:",
    noQuizForVideo: "There is no quiz for this video's region yet.",
    startQuiz: "Start the quiz",
    resumeQuiz: "Resume",
    unfinished: "unfinished: question {position} of {count}",
    questions: { one: "{n} question", few: "{n} questions", many: "{n} questions", other: "{n} questions" },
    quizIntro: "The quiz has {count}. Choose how answers are checked:",
    mode: "Mode",
    mode_immediate: "Immediate: right or wrong is shown at once",
    mode_interactive: "Interactive: up to {tries} tries per question",
    mode_deferred: "Deferred: answers are checked at the end",
    begin: "Begin",
    questionOf: "Question {position} of {count}",
    keysHint: "Answer with the number keys 1–{n}.",
    triesLeft: { one: "{n} try left", other: "{n} tries left" },
    right: "Right!",
    wrong: "Wrong.",
    wrongTryAgain: "Not this one. Try again.",
    correctWas: "The right answer: {answer}",
    answerSaved: "Answer saved. You will see the results at the end.",
    skip: "Skip",
    next: "Next question",
    seeResults: "See the results",
    summaryTitle: "Results",
    summaryRight: "Right",
    summaryWrong: "Wrong",
    summarySkipped: "Skipped",
    summaryScore: "Score",
    yourAnswer: "Your answer: {answer}",
    noAnswer: "Not answered",
    playAgain: "Play again",
    playMissed: "Play the missed ones",
    resumed: "Welcome back: the quiz goes on where you left it.",
    serverError: "The server answered with an error: {detail}",
    offline: "The server cannot be reached. Showing what is saved in this browser.",
    retry: "Try again",
    dismiss: "Dismiss",
    km: "{n} km",
    m: "{n} m",
    fact_population: "Population",
    fact_height: "Height",
    fact_elevation: "Elevation",
    fact_openingHours: "Opening hours",
    fact_municipality: "Municipality",
    fact_wikidata: "Wikidata",
    fact_website: "Website",
    fact_nkp: "National cultural monument",
    fact_unesco: "UNESCO",
    fact_founded: "Founded",
  },
  cs: {
    yes: "ano",
    no: "ne",
    skipToPanel: "Přeskočit na seznam",
    printView: "Vytisknout tento výřez",
    printing: "Připravuji PDF tohoto výřezu…",
    printed: "PDF tohoto výřezu je stažené.",
    language: "Jazyk",
    sections: "Části",
    tabExplore: "Objevovat",
    tabFavourites: "Oblíbené",
    tabLearn: "Videa a kvízy",
    searchLabel: "Najít místo",
    searchPlaceholder: "Hrad, město, rozhledna…",
    searchResults: "Výsledky hledání",
    searchHint: "„V mém okolí“ hledá kolem středu mapy.",
    nearMe: "V mém okolí",
    nearMeOn: "Nejbližší ke středu mapy první.",
    noResults: "Pro „{q}“ jsme nic nenašli.",
    searching: "Hledám…",
    filters: "Zobrazit na mapě",
    favouritesOnly: "Jen oblíbené",
    mapLabel: "Mapa",
    clusterTitle: { one: "{n} místo, kliknutím přiblížíte", few: "{n} místa, kliknutím přiblížíte", other: "{n} míst, kliknutím přiblížíte" },
    loadingMap: "Načítám místa…",
    mapApplication: "Interaktivní mapa",
    mapKeysHint: "Šipky: přechod mezi místy na mapě · Enter: otevřít místo nebo přiblížit skupinu · + a −: měřítko · Escape: opustit místa",
    clusterItem: { one: "{n} místo", few: "{n} místa", other: "{n} míst" },
    clusterItemNear: { one: "{label} a okolí: {n} místo", few: "{label} a okolí: {n} místa", other: "{label} a okolí: {n} míst" },
    enterZooms: "Enter přiblíží",
    resultItem: "Výsledek hledání {number}: {place}",
    inFavourites: "v oblíbených",
    mapShows: { zero: "Na mapě tu není nic k výběru.", one: "Na mapě je {n} položka", few: "Na mapě jsou {n} položky", other: "Na mapě je {n} položek" },
    mapListToggle: "Místa na mapě",
    mapSources: "Zdroje mapy",
    sheetHandle: "Zobrazit nebo skrýt seznam",
    offlineMap: "Offline: mapa ukazuje vaše oblíbená místa a dlaždice uložené k nim.",
    close: "Zavřít",
    star: "Přidat do oblíbených",
    unstar: "Odebrat z oblíbených",
    starred: "V oblíbených",
    note: "Poznámka",
    saveNote: "Uložit poznámku",
    noteSaved: "Poznámka je uložená.",
    address: "Adresa",
    facts: "Údaje",
    alsoKnownAs: "Také známo jako",
    position: "Poloha",
    sources: "Zdroj",
    showOnMap: "Ukázat na mapě",
    remove: "Odebrat",
    favouritesTitle: "Vaše oblíbená místa",
    export: "Export",
    exportAs: "Export:",
    favouritesCount: { zero: "Zatím žádná oblíbená: otevřete místo na mapě a stiskněte hvězdičku.", one: "{n} oblíbené místo", few: "{n} oblíbená místa", other: "{n} oblíbených míst" },
    favouritesOffline: "Offline: toto je kopie uložená {date}.",
    status_ok: "aktuální",
    status_changed: "v katalogu změněno",
    status_removed: "z katalogu odstraněno",
    status_notLoaded: "katalog není načtený",
    added: "★ {name} je mezi oblíbenými.",
    removed: "{name} je odebráno z oblíbených.",
    videosTitle: "Videa",
    quizzesTitle: "Kvízy",
    noVideos: "Žádná videa.",
    noQuizzes: "Žádné kvízy.",
    watch: "Přehrát",
    cannotPlay: "Toto video zde nelze přehrát.",
    openVideoPage: "Otevřít stránku videa",
    chapters: "Kapitoly",
    bestScore: "nejlépe {percent} %",
    skipped: "Přeskočeno.",
    passMarkLine: "{verdict} ({passMark})",
    offlineSearch: "Offline: hledání potřebuje server. Vaše oblíbená místa a místa, která jste už otevřeli, fungují dál.",
    offlineFavouriteMatches: "Mezi vašimi oblíbenými:",
    noteQueued: "Offline: poznámka je uložená v prohlížeči a odešle se, až bude server zase dostupný.",
    notesSent: { one: "{n} poznámka napsaná offline je uložená.", few: "{n} poznámky napsané offline jsou uložené.", other: "{n} poznámek napsaných offline je uloženo." },
    notePending: "Čeká na uložení (offline).",
    watched: "Mám zhlédnuto",
    minutes: "{n} min",
    offerQuiz: "Zhlédli jste „{video}“. Vyzkoušejte, co si pamatujete:",
    noQuizForVideo: "Pro kraj tohoto videa zatím kvíz není.",
    startQuiz: "Spustit kvíz",
    resumeQuiz: "Pokračovat",
    unfinished: "nedokončeno: otázka {position} z {count}",
    questions: { one: "{n} otázku", few: "{n} otázky", many: "{n} otázky", other: "{n} otázek" },
    quizIntro: "Kvíz má {count}. Vyberte, jak se odpovědi vyhodnotí:",
    mode: "Režim",
    mode_immediate: "Hned: správně či špatně uvidíte ihned",
    mode_interactive: "Interaktivně: až {tries} pokusy na otázku",
    mode_deferred: "Na konci: odpovědi se vyhodnotí až na konci",
    begin: "Začít",
    questionOf: "Otázka {position} z {count}",
    keysHint: "Odpovídejte klávesami 1–{n}.",
    triesLeft: { one: "zbývá {n} pokus", few: "zbývají {n} pokusy", other: "zbývá {n} pokusů" },
    right: "Správně!",
    wrong: "Špatně.",
    wrongTryAgain: "Tahle ne. Zkuste to znovu.",
    correctWas: "Správná odpověď: {answer}",
    answerSaved: "Odpověď je uložená. Výsledky uvidíte na konci.",
    skip: "Přeskočit",
    next: "Další otázka",
    seeResults: "Zobrazit výsledky",
    summaryTitle: "Výsledky",
    summaryRight: "Správně",
    summaryWrong: "Špatně",
    summarySkipped: "Přeskočeno",
    summaryScore: "Skóre",
    yourAnswer: "Vaše odpověď: {answer}",
    noAnswer: "Bez odpovědi",
    playAgain: "Hrát znovu",
    playMissed: "Hrát jen chybné",
    resumed: "Vítejte zpět: kvíz pokračuje tam, kde jste skončili.",
    serverError: "Server odpověděl chybou: {detail}",
    offline: "Server není dostupný. Ukazuji, co je uložené v prohlížeči.",
    retry: "Zkusit znovu",
    dismiss: "Zavřít",
    km: "{n} km",
    m: "{n} m",
    fact_population: "Obyvatel",
    fact_height: "Výška",
    fact_elevation: "Nadmořská výška",
    fact_openingHours: "Otevírací doba",
    fact_municipality: "Obec",
    fact_wikidata: "Wikidata",
    fact_website: "Web",
    fact_nkp: "Národní kulturní památka",
    fact_unesco: "UNESCO",
    fact_founded: "Založeno",
  },
};

const listeners = new Set();
let current = initialLanguage();

function initialLanguage() {
  const saved = localStorage.getItem("regio.lang");
  if (saved === "cs" || saved === "en") return saved;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    const base = String(tag).toLowerCase().split("-")[0];
    if (base === "cs" || base === "sk") return "cs";
    if (base === "en") return "en";
  }
  return "en";
}

/** The current language, "cs" or "en". */
export function language() {
  return current;
}

/** Switches the language, remembers it, updates the page's static texts and tells every listener. */
export function setLanguage(lang) {
  if (lang !== "cs" && lang !== "en") return;
  if (lang === current) return;
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
 * `params`. A text with plural forms takes its form from `params.n`.
 */
export function t(key, params = {}) {
  let text = texts[current][key] ?? texts.en[key] ?? key;
  if (typeof text === "object") {
    const n = Number(params.n ?? 0);
    const form = n === 0 && text.zero ? "zero" : new Intl.PluralRules(current).select(n);
    text = text[form] ?? text.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name) =>
    params[name] === undefined ? whole : formatValue(params[name]));
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

/** The keys each language has, for checking that both have all of them. */
export function catalogueKeys() {
  return { cs: Object.keys(texts.cs), en: Object.keys(texts.en) };
}
