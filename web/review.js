// The "Review" tab (issue 27): how many questions of every quiz the review
// schedule (a Leitner box system, docs/HTTP-API.md "review") brings back
// today, a button that plays them in the quiz player (the review is an
// attempt like a quiz's), and per region what is mastered, due and being
// learnt: as a table, and while the tab is open, shaded on the map.

import { api } from "./api.js";
import { byId, h, replaceChildren } from "./dom.js";
import { formatNumber, onLanguageChange, t } from "./i18n.js";
import { showError, showMessage } from "./messages.js";
import { hideMastery, masteryClasses, showMastery } from "./map.js";
import { onQuizChange, playAttempt } from "./quiz.js";

const state = { due: null, summary: null, loading: null, starting: false };

/** Wires the tab; loads it now and after a language switch, a quiz change or opening the tab. */
export function setUpReview() {
  byId("review-start").addEventListener("click", startReview);
  byId("review-shade").addEventListener("change", () => shade());
  onLanguageChange(() => loadReview());
  onQuizChange(() => loadReview());
  new MutationObserver(() => {
    if (!byId("view-review").hidden) loadReview();
    else shade();
  }).observe(byId("view-review"), { attributes: true, attributeFilter: ["hidden"] });
  renderLegend();
  return loadReview();
}

async function loadReview() {
  // one load at a time; a change during it loads again after it
  if (state.loading) {
    state.again = true;
    return state.loading;
  }
  state.loading = (async () => {
    try {
      const [due, summary] = await Promise.all([api("/api/review"), api("/api/review/summary")]);
      state.due = due;
      state.summary = summary;
    } catch (error) {
      showError(error);
    }
    render();
  })();
  await state.loading;
  state.loading = null;
  if (state.again) {
    state.again = false;
    await loadReview();
  }
}


function render() {
  const count = state.due?.questions?.length ?? 0;
  // The day in the app's language comes with the answer (the API asks in it).
  const nextDue = state.due?.nextDueText ?? state.summary?.nextDueText;
  const status = byId("review-due");
  if (count > 0) status.textContent = t("reviewDue", { n: count });
  else if (nextDue) status.textContent = t("reviewNothingDue", { date: nextDue });
  else status.textContent = t("reviewNothingYet");
  status.dataset.due = String(count);
  byId("review-start").hidden = count === 0;
  const intervals = state.summary?.intervals;
  byId("review-how").textContent = t("reviewHow", { intervals: Array.isArray(intervals) && intervals.length ? intervals.slice(1).join(", ") : "2, 4, 8" });
  renderRegions();
  shade();
}

function regions() {
  return (state.summary?.regions ?? []).filter((region) => region.total > 0 || region.mastered + region.due + region.learning > 0);
}

function renderRegions() {
  const list = regions();
  const table = byId("review-regions");
  byId("review-regions-box").hidden = list.length === 0;
  const number = (value) => formatNumber(Number(value) || 0);
  replaceChildren(table.querySelector("tbody"), list.map((region) =>
    h("tr", { "data-region": region.regionID ?? "" },
      h("th", { scope: "row" }, region.regionName || (region.regionID ? region.regionID : t("reviewNoRegion"))),
      h("td", { "data-count": "mastered" }, number(region.mastered)),
      h("td", { "data-count": "due" }, number(region.due)),
      h("td", { "data-count": "learning" }, number(region.learning)))));
}

function renderLegend() {
  replaceChildren(byId("review-legend-items"), masteryClasses.map((shade) =>
    h("li", { class: "legend-item" },
      h("span", { class: `legend-swatch legend-${shade.key}`, "aria-hidden": "true" }),
      h("span", { "data-i18n": `legend_${shade.key}` }, t(`legend_${shade.key}`)))));
}

/** The map shaded while the tab is open and the switch is on; clear otherwise. */
async function shade() {
  const wanted = !byId("view-review").hidden && byId("review-shade").checked && regions().some((r) => r.regionID);
  byId("review-legend").hidden = !wanted;
  if (!wanted) {
    hideMastery();
    return;
  }
  try {
    await showMastery(regions());
    // the tab may have closed while the outlines loaded
    if (byId("view-review").hidden || !byId("review-shade").checked) hideMastery();
  } catch (error) {
    showError(error);
  }
}

async function startReview() {
  if (state.starting) return;
  state.starting = true;
  const button = byId("review-start");
  button.disabled = true;
  try {
    const answer = await api("/api/review", { method: "POST", body: {} });
    if (!answer?.attempt) {
      showMessage(answer?.nextDueText ? t("reviewNothingDue", { date: answer.nextDueText }) : t("reviewNothingYet"), "info");
      await loadReview();
      return;
    }
    if (answer.resumed) showMessage(t("resumed"), "info");
    playAttempt(answer.attempt, { id: "review", title: t("reviewTitle") });
  } catch (error) {
    showError(error);
  } finally {
    state.starting = false;
    button.disabled = false;
  }
}
