// The "Videos & quizzes" tab: the videos, each with "watched", which offers
// its region's quiz; and the quizzes, with an unfinished attempt to resume.

import { api } from "./api.js";
import { byId, h, replaceChildren } from "./dom.js";
import { onLanguageChange, t } from "./i18n.js";
import { showError } from "./messages.js";
import { localized, onQuizChange, openQuiz } from "./quiz.js";

const state = { videos: [], quizzes: [], offer: null };

/** Loads both lists and keeps them current after a language switch or a quiz change. */
export function setUpLearn() {
  onLanguageChange(() => loadLearn());
  onQuizChange(() => loadQuizzes());
  return loadLearn();
}

async function loadLearn() {
  await Promise.all([loadVideos(), loadQuizzes()]);
  renderOffer();
}

async function loadVideos() {
  try {
    const answer = await api("/api/videos");
    state.videos = (Array.isArray(answer) ? answer : answer?.videos ?? []).map(videoOf);
  } catch (error) {
    showError(error);
  }
  renderVideos();
}

async function loadQuizzes() {
  try {
    const answer = await api("/api/quizzes");
    state.quizzes = Array.isArray(answer) ? answer : answer?.quizzes ?? [];
  } catch (error) {
    showError(error);
  }
  renderQuizzes();
}

/** A video entry with the keys used here, from `{video, quizID, regionName}` or a flat object. */
function videoOf(entry) {
  const video = entry.video ?? entry;
  return {
    id: video.id,
    title: video.title,
    url: video.url,
    duration: Number(video.duration),
    regionName: entry.regionName ?? video.regionName ?? video.region,
    quizID: entry.quizID ?? entry.quiz ?? video.quiz,
  };
}

function renderVideos() {
  const list = byId("videos-list");
  if (!state.videos.length) {
    replaceChildren(list, h("li", { class: "empty" }, t("noVideos")));
    return;
  }
  replaceChildren(list, state.videos.map((video) => {
    const meta = [video.regionName, video.duration > 0 ? t("minutes", { n: Math.round(video.duration / 60) }) : null]
      .filter(Boolean).join(" · ");
    const safeURL = /^https?:\/\//i.test(video.url ?? "") ? video.url : null;
    return h("li", { class: "card video-entry", "data-video-id": video.id },
      h("div", { class: "card-main" },
        h("h3", { class: "card-title" }, localized(video.title)),
        meta ? h("p", { class: "card-meta" }, meta) : null),
      h("div", { class: "card-actions" },
        safeURL ? h("a", { class: "button button-small button-quiet", href: safeURL, target: "_blank", rel: "noopener noreferrer" }, t("watch")) : null,
        h("button", { type: "button", class: "button button-small", onclick: () => watched(video) }, t("watched"))));
  }));
}

function renderQuizzes() {
  const list = byId("quizzes-list");
  if (!state.quizzes.length) {
    replaceChildren(list, h("li", { class: "empty" }, t("noQuizzes")));
    return;
  }
  replaceChildren(list, state.quizzes.map((quiz) => {
    const count = Number(quiz.questions ?? quiz.questionCount);
    const unfinished = quiz.unfinished;
    const meta = [quiz.regionName, Number.isFinite(count) ? t("questions", { n: count }) : null].filter(Boolean).join(" · ");
    return h("li", { class: "card quiz-entry", "data-quiz-id": quiz.id },
      h("div", { class: "card-main" },
        h("h3", { class: "card-title" }, localized(quiz.title) || quiz.id),
        meta ? h("p", { class: "card-meta" }, meta) : null,
        unfinished ? h("p", { class: "status status-changed" },
          t("unfinished", { position: unfinished.question ?? unfinished.position, count: unfinished.questionCount ?? count })) : null),
      h("div", { class: "card-actions" },
        h("button", { type: "button", class: "button button-small button-primary", onclick: () => openQuiz(quiz) },
          unfinished ? t("resumeQuiz") : t("startQuiz"))));
  }));
}

async function watched(video) {
  try {
    const answer = await api(`/api/videos/${encodeURIComponent(video.id)}/watched`, { method: "POST", body: {} });
    const quizID = typeof answer?.quiz === "object" && answer.quiz ? answer.quiz.id : answer?.quiz ?? answer?.quizID;
    state.offer = { video, quizID };
    await loadQuizzes();
    renderOffer();
    byId("quiz-offer").querySelector("button")?.focus();
  } catch (error) {
    showError(error);
  }
}

function renderOffer() {
  const box = byId("quiz-offer");
  if (!state.offer) {
    box.hidden = true;
    return;
  }
  const { video, quizID } = state.offer;
  const quiz = state.quizzes.find((entry) => entry.id === quizID);
  const close = h("button", { type: "button", class: "icon-button", "aria-label": t("close"), onclick: () => { state.offer = null; renderOffer(); } }, "×");
  if (!quizID) {
    replaceChildren(box, h("p", {}, t("noQuizForVideo")), close);
  } else {
    const entry = quiz ?? { id: quizID, title: quizID };
    replaceChildren(box,
      h("div", {},
        h("p", {}, t("offerQuiz", { video: localized(video.title) })),
        h("p", { class: "offer-title" }, localized(entry.title)),
        h("button", { type: "button", class: "button button-primary", id: "offered-quiz", onclick: () => openQuiz(entry) },
          entry.unfinished ? t("resumeQuiz") : t("startQuiz"))),
      close);
  }
  box.hidden = false;
}
