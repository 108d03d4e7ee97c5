// The "Videos & quizzes" tab: the videos, each played in the app (an HTML5
// <video> with its chapters; the video's page when the file cannot be
// played) and with "watched", which offers its region's quiz, as the end of
// the video does; and the quizzes, with the best score and an unfinished
// attempt to resume.

import { api } from "./api.js";
import { byId, h, replaceChildren } from "./dom.js";
import { onLanguageChange, t } from "./i18n.js";
import { showError } from "./messages.js";
import { localized, onQuizChange, openQuiz } from "./quiz.js";

const state = { videos: [], quizzes: [], offer: null, playing: null };

/** Loads both lists and keeps them current after a language switch or a quiz change. */
export function setUpLearn() {
  onLanguageChange(() => loadLearn().then(() => renderPlayer()));
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
    page: video.page,
    chapters: Array.isArray(video.chapters) ? video.chapters : [],
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
    const length = video.duration >= 60 ? t("minutes", { n: Math.round(video.duration / 60) }) : video.duration > 0 ? clock(video.duration) : null;
    const meta = [video.regionName, length]
      .filter(Boolean).join(" · ");
    return h("li", { class: "card video-entry", "data-video-id": video.id },
      h("div", { class: "card-main" },
        h("h3", { class: "card-title" }, localized(video.title)),
        meta ? h("p", { class: "card-meta" }, meta) : null),
      h("div", { class: "card-actions" },
        video.url ? h("button", { type: "button", class: "button button-small button-primary watch", onclick: () => play(video) }, t("watch")) : null,
        h("button", { type: "button", class: "button button-small watched", onclick: () => watched(video) }, t("watched"))));
  }));
}

/** A web address that may be opened or played (http or https), else null. */
function webAddress(text) {
  return /^https?:\/\//i.test(text ?? "") ? text : null;
}

/** "2:15", "1:02:03". */
function clock(seconds) {
  const whole = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const [hours, minutes, secs] = parts;
  const two = (n) => String(n).padStart(2, "0");
  return hours ? `${hours}:${two(minutes)}:${two(secs)}` : `${minutes}:${two(secs)}`;
}

/** Plays a video in the player above the lists. */
function play(video) {
  state.playing = { video, failed: false };
  renderPlayer();
  const player = byId("video-player");
  player.scrollIntoView?.({ block: "nearest" });
  player.querySelector("video")?.focus({ preventScroll: true });
}

function closePlayer() {
  byId("video-player").querySelector("video")?.pause();
  const id = state.playing?.video.id;
  state.playing = null;
  renderPlayer();
  document.querySelector(`.video-entry[data-video-id="${CSS.escape(String(id))}"] .watch`)?.focus();
}

/**
 * The player: the <video> (the file, or /api/videos/{id}/file for one kept
 * with the dataset), its chapters (those with a start seek there), and, when
 * the file cannot be played, the video's page instead. The end offers the quiz.
 */
function renderPlayer() {
  const box = byId("video-player");
  const playing = state.playing;
  if (!playing) {
    replaceChildren(box);
    box.hidden = true;
    return;
  }
  // after a language switch, the same video with its texts in the new language
  const video = state.videos.find((entry) => entry.id === playing.video.id) ?? playing.video;
  playing.video = video;
  const page = webAddress(video.page) ?? webAddress(video.url);
  const fallback = h("div", { class: "player-fallback", role: "status", hidden: !playing.failed },
    h("p", {}, t("cannotPlay")),
    page ? h("a", { class: "button button-small", id: "video-page", href: page, target: "_blank", rel: "noopener noreferrer" }, t("openVideoPage")) : null);
  const element = h("video", {
    controls: true, preload: "metadata", playsinline: true, class: "player-video", hidden: playing.failed,
    "aria-label": localized(video.title),
    onerror: () => failed(),
    onended: () => watched(video),
  });
  const failed = () => {
    playing.failed = true;
    element.hidden = true;
    fallback.hidden = false;
  };
  if (!playing.failed) element.src = video.url;
  const chapters = video.chapters.map((chapter) => {
    const start = Number(chapter.start);
    const label = [Number.isFinite(start) && chapter.start !== null ? clock(start) : null, localized(chapter.title)].filter(Boolean).join(" ");
    if (!Number.isFinite(start) || chapter.start === null) return h("li", { class: "chapter" }, label);
    return h("li", { class: "chapter" },
      h("button", {
        type: "button", class: "chapter-button", "data-start": start,
        onclick: () => {
          element.currentTime = start;
          element.play?.().catch(() => {});
        },
      }, label));
  });
  replaceChildren(box,
    h("header", { class: "player-head" },
      h("h3", { class: "player-title" }, localized(video.title)),
      h("button", { type: "button", class: "icon-button", "aria-label": t("close"), onclick: closePlayer }, "×")),
    element,
    fallback,
    chapters.length ? h("div", { class: "chapters" },
      h("h4", { id: "chapters-title" }, t("chapters")),
      h("ol", { class: "chapter-list", "aria-labelledby": "chapters-title" }, chapters)) : null);
  box.hidden = false;
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
    const best = Number(quiz.bestPercent);
    const meta = [quiz.regionName, Number.isFinite(count) ? t("questions", { n: count }) : null,
      quiz.bestPercent != null && Number.isFinite(best) ? t("bestScore", { percent: best }) : null].filter(Boolean).join(" · ");
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
