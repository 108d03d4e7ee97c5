// The quiz player, on /api/attempts (the same store as the REPL's `quiz`):
// the count announced, one question at a time, number keys to answer, right
// in green and wrong in red with the correct one and the explanation, the
// summary, play again (all or the missed ones), and resuming an unfinished
// attempt after the tab was closed.

import { api } from "./api.js";
import { byId, h, replaceChildren } from "./dom.js";
import { language, onLanguageChange, t } from "./i18n.js";
import { showError, showMessage } from "./messages.js";
import { clearMapQuestion, isMapQuestion, showMapQuestion } from "./quiz-map.js";

const savedAttemptKey = "regio.quiz.attempt";
const interactiveTries = 2;
const state = { quiz: null, attempt: null, feedback: null, summary: null, busy: false, opener: null };
const listeners = new Set();

/** A text from the API: a plain string, or {cs, en} in the current language. */
export function localized(value) {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  return value[language()] ?? value.en ?? value.cs ?? Object.values(value)[0] ?? "";
}

/** Calls `listener()` when an attempt starts, finishes or is left, so lists can show it. */
export function onQuizChange(listener) {
  listeners.add(listener);
}

function changed() {
  for (const listener of listeners) listener();
}

/** Sets up the dialog: keys, close, language switch; then resumes an attempt the last tab left open. */
export async function setUpQuiz() {
  byId("quiz-close").addEventListener("click", () => closeQuiz());
  document.addEventListener("keydown", onKey);
  onLanguageChange(() => reloadInLanguage());
  const saved = Number(localStorage.getItem(savedAttemptKey));
  if (saved > 0) {
    try {
      const attempt = await api(`/api/attempts/${saved}`);
      if (attemptOf(attempt).state !== "finished") {
        show();
        setAttempt(attempt);
        showMessage(t("resumed"), "info");
      } else {
        localStorage.removeItem(savedAttemptKey);
      }
    } catch (error) {
      if (error.status === 404 || error.status === 410) localStorage.removeItem(savedAttemptKey);
      else showError(error);
    }
  }
}

/**
 * Opens a quiz: `entry` is a quiz list entry ({id, title, questions,
 * unfinished}); an unfinished attempt goes on, otherwise the intro announces
 * the number of questions and offers the modes.
 */
export async function openQuiz(entry) {
  state.opener = document.activeElement;
  state.quiz = entry;
  state.summary = null;
  state.feedback = null;
  show();
  if (entry.unfinished) {
    await start({ resume: true });
  } else {
    renderIntro();
  }
}

/**
 * Plays an attempt started elsewhere (today's review: `POST /api/review`
 * answers one): `raw` is its state, `entry` names it ({id, title}). The same
 * player as a quiz's, from the attempt's step (the intro is begun at once).
 */
export function playAttempt(raw, entry) {
  state.opener = document.activeElement;
  state.quiz = entry;
  state.summary = null;
  state.feedback = null;
  show();
  setAttempt(raw);
  changed();
}

/** Whether the attempt is a review of due questions (the quiz `review`): no retakes, its questions come back by the schedule. */
function isReview() {
  return (state.attempt?.quizID ?? state.quiz?.id) === "review";
}

function show() {
  byId("quiz").hidden = false;
  document.body.classList.add("has-dialog");
}

/** Closes the dialog; an unfinished attempt stays in the store (the quiz list offers to resume it). */
export function closeQuiz() {
  byId("quiz").hidden = true;
  document.body.classList.remove("has-dialog");
  setMapMode(false);
  localStorage.removeItem(savedAttemptKey);
  state.attempt = null;
  changed();
  state.opener?.focus?.();
}

function renderIntro() {
  const quiz = state.quiz;
  setMapMode(false);
  byId("quiz-title").textContent = localized(quiz.title) || quiz.id;
  const count = Number(quiz.questions ?? quiz.questionCount);
  const modes = ["immediate", "interactive", "deferred"].map((mode, index) =>
    h("label", { class: "mode-option" },
      h("input", { type: "radio", name: "quiz-mode", value: mode, checked: index === 0 }),
      h("span", {}, t(`mode_${mode}`, { tries: interactiveTries }))));
  const form = h("form", {
    class: "quiz-intro",
    onsubmit: (event) => {
      event.preventDefault();
      const mode = form.querySelector("input[name=quiz-mode]:checked")?.value ?? "immediate";
      const begin = form.querySelector("#quiz-begin");
      begin.disabled = true; // one attempt per click, however fast the second one comes
      start({ mode }).finally(() => { begin.disabled = false; });
    },
  },
  h("p", { class: "quiz-count" }, Number.isFinite(count) && count > 0
    ? t("quizIntro", { count: t("questions", { n: count }) }) : ""),
  h("fieldset", { class: "modes" }, h("legend", {}, t("mode")), modes),
  h("button", { type: "submit", class: "button button-primary", id: "quiz-begin" }, t("begin")));
  replaceChildren(byId("quiz-body"), form);
  form.querySelector("#quiz-begin").focus();
}

async function start({ mode = "immediate", resume = false } = {}) {
  try {
    const body = { quiz: state.quiz.id, startOver: false };
    if (!resume) Object.assign(body, { mode, tries: interactiveTries });
    const attempt = await api("/api/attempts", { method: "POST", body });
    if (attempt?.resumed) showMessage(t("resumed"), "info");
    setAttempt(attempt);
    changed();
  } catch (error) {
    showError(error);
  }
}

/** The attempt state with the keys this player uses, whatever the server's spelling. */
function attemptOf(raw) {
  const a = raw?.attempt ?? raw ?? {};
  const question = a.question ?? null;
  return {
    id: a.id ?? a.attemptID,
    quizID: a.quiz?.id ?? a.quizID,
    title: a.quiz?.title ?? a.title,
    mode: a.quiz?.mode ?? a.mode ?? "immediate",
    count: a.questionCount ?? question?.total,
    position: a.position ?? question?.number,
    state: a.state ?? a.phase ?? (question ? "question" : "finished"),
    question: question && {
      number: question.number ?? a.position,
      text: question.text ?? question.prompt,
      options: question.options ?? [],
      triesLeft: question.triesLeft,
      triedWrong: question.triedWrong ?? [], // 1-based, as shown
      kind: question.kind ?? "choice",
      choices: question.choices ?? [],
    },
    feedback: a.feedback ?? null,
  };
}

/** Feedback with 1-based option numbers, from the documented or the engine's keys. */
function feedbackOf(raw) {
  if (!raw) return null;
  const chosen = raw.chosen ?? (Number.isInteger(raw.chosenIndex) ? raw.chosenIndex + 1 : null);
  const correct = raw.correctOption ?? (Number.isInteger(raw.correctIndex) ? raw.correctIndex + 1 : null);
  let outcome = raw.outcome;
  if (!outcome) {
    if (raw.recorded) outcome = "recorded";
    else if (raw.correct === true) outcome = "right";
    else if (raw.correct === false) outcome = raw.triesLeft > 0 && correct == null ? "tryAgain" : "wrong";
    else outcome = "recorded";
  }
  return { outcome, chosen, correct, correctText: raw.correctText, explanation: raw.explanation,
    optionFeedback: raw.optionFeedback, triesLeft: raw.triesLeft, location: raw.location ?? null };
}

function setAttempt(raw) {
  const attempt = attemptOf(raw);
  state.attempt = attempt;
  if (attempt.quizID && !state.quiz) state.quiz = { id: attempt.quizID, title: attempt.title };
  byId("quiz-title").textContent = localized(attempt.title ?? state.quiz?.title) || attempt.quizID || "";
  if (attempt.state === "finished") {
    localStorage.removeItem(savedAttemptKey);
    loadSummary();
    return;
  }
  localStorage.setItem(savedAttemptKey, String(attempt.id));
  if (attempt.state === "intro") {
    advance("begin");
    return;
  }
  state.feedback = attempt.state === "feedback" ? feedbackOf(attempt.feedback) : null;
  renderQuestion();
}

function renderQuestion() {
  const attempt = state.attempt;
  const question = attempt.question;
  if (!question) return;
  const feedback = state.feedback;
  const decided = feedback && feedback.outcome !== "tryAgain";
  const onMap = isMapQuestion(question);
  setMapMode(onMap);
  const mapControls = onMap
    ? showMapQuestion(question, { decided, location: decided ? feedback.location : null, onAnswer: answerAt })
    : null;
  const tried = new Set(question.triedWrong);
  if (feedback?.outcome === "tryAgain" && feedback.chosen) tried.add(feedback.chosen);

  const options = question.options.map((option, index) => {
    const number = index + 1;
    const classes = ["option"];
    if (tried.has(number)) classes.push("is-wrong");
    if (decided && feedback.outcome !== "recorded") {
      if (number === feedback.correct) classes.push("is-right");
      else if (number === feedback.chosen) classes.push("is-wrong");
    }
    if (decided && feedback.outcome === "recorded" && number === feedback.chosen) classes.push("is-chosen");
    const mark = classes.includes("is-right") ? "✓" : classes.includes("is-wrong") ? "✗" : "";
    return h("li", {},
      h("button", {
        type: "button", class: classes.join(" "), "data-option": number,
        disabled: Boolean(decided) || tried.has(number),
        "aria-keyshortcuts": String(number),
        onclick: () => answer(number),
      },
      h("span", { class: "option-key", "aria-hidden": "true" }, String(number)),
      h("span", { class: "option-text" }, localized(option)),
      mark ? h("span", { class: "option-mark", "aria-hidden": "true" }, mark) : null));
  });

  const count = attempt.count ?? question.options.length;
  // The bar is named by the line above it ("Question 2 of 5").
  const progress = h("div", { class: "progress", role: "progressbar", "aria-labelledby": "quiz-position",
    "aria-valuemin": 1, "aria-valuemax": count, "aria-valuenow": question.number },
    h("span", { class: "progress-bar" }));

  const children = [
    h("p", { class: "quiz-position", id: "quiz-position" }, t("questionOf", { position: question.number, count })),
    progress,
    h("h3", { class: "question-text", id: "question-text", tabindex: "-1" }, localized(question.text)),
    onMap ? mapControls : h("ol", { class: "options", "aria-labelledby": "question-text" }, options),
  ];
  if (feedback) children.push(feedbackBox(feedback, question));
  const actions = h("div", { class: "quiz-actions" });
  if (decided) {
    const last = question.number >= count;
    actions.append(h("button", { type: "button", class: "button button-primary", id: "quiz-next", onclick: () => advance("next") },
      last ? t("seeResults") : t("next")));
  } else {
    actions.append(onMap ? h("span") : h("p", { class: "hint" }, t("keysHint", { n: question.options.length })),
      h("button", { type: "button", class: "button button-quiet", onclick: () => advance("skip") }, t("skip")));
    if (Number.isFinite(question.triesLeft) && attempt.mode === "interactive") {
      actions.prepend(h("p", { class: "tries" }, t("triesLeft", { n: feedback?.triesLeft ?? question.triesLeft })));
    }
  }
  children.push(actions);
  replaceChildren(byId("quiz-body"), children);
  byId("quiz-body").querySelector(".progress-bar").style.width = `${Math.round((question.number / count) * 100)}%`;
  // the question itself gets the focus (read out first; no option looks preselected)
  (byId("quiz-next") ?? byId("question-text"))?.focus({ preventScroll: true });
}

function feedbackBox(feedback, question) {
  const lines = [];
  let kind = "neutral";
  if (feedback.outcome === "right") {
    kind = "right";
    lines.push(h("strong", {}, t("right")));
  } else if (feedback.outcome === "wrong") {
    kind = "wrong";
    lines.push(h("strong", {}, t("wrong")));
  } else if (feedback.outcome === "skipped") {
    kind = "skipped";
    lines.push(h("strong", {}, t("skipped")));
  } else if (feedback.outcome === "tryAgain") {
    kind = "wrong";
    lines.push(h("strong", {}, t("wrongTryAgain")));
  } else {
    lines.push(t("answerSaved"));
  }
  if (feedback.outcome !== "right" && feedback.outcome !== "tryAgain" && feedback.correct) {
    const answerText = localized(feedback.correctText) || localized(question.options[feedback.correct - 1]);
    lines.push(h("p", {}, t("correctWas", { answer: answerText })));
  }
  if (feedback.location) {
    // The engine's sentence ("38 km off: Telč is 26 km south-west of Jihlava") and the share of the points.
    lines.push(h("p", { class: "map-feedback-text", id: "map-feedback-text" }, feedback.location.text));
    lines.push(h("p", { class: "map-feedback-score" },
      t("mapScore", { percent: Math.round(feedback.location.fraction * 100).toLocaleString(language()) })));
  }
  if (feedback.optionFeedback) lines.push(h("p", {}, localized(feedback.optionFeedback)));
  if (feedback.explanation) lines.push(h("p", { class: "explanation" }, localized(feedback.explanation)));
  return h("div", { class: `feedback feedback-${kind}`, role: "status", "data-outcome": feedback.outcome }, lines);
}

/** Answers the current question with option `number` (1-based). */
function answer(number) {
  return sendAnswer({ option: number });
}

/** Answers the current map question with a point. */
function answerAt(latitude, longitude) {
  return sendAnswer({ latitude, longitude });
}

/** Sends an answer to the current question: `fields` and the question's position. */
async function sendAnswer(fields) {
  const attempt = state.attempt;
  if (!attempt || state.busy) return;
  state.busy = true;
  try {
    const answerState = await api(`/api/attempts/${attempt.id}/answer`, {
      method: "POST",
      // The question's position: a double click or a retried request is answered as the first one was.
      body: { ...fields, question: attempt.position },
    });
    applyStep(answerState);
  } catch (error) {
    showError(error);
  } finally {
    state.busy = false;
  }
}

/**
 * A map question leaves the map free: the dialog becomes a panel beside it
 * (a bottom sheet on a phone), not modal, and the map's clicks and keys
 * answer; leaving it clears what the question drew on the map.
 */
function setMapMode(onMap) {
  byId("quiz").classList.toggle("is-map-question", onMap);
  byId("quiz").querySelector(".quiz-dialog").setAttribute("aria-modal", String(!onMap));
  if (!onMap) clearMapQuestion();
}

async function advance(step) {
  const attempt = state.attempt;
  if (!attempt || state.busy) return;
  if (step === "next" && attempt.state === "finished") {
    loadSummary();
    return;
  }
  state.busy = true;
  try {
    const answerState = await api(`/api/attempts/${attempt.id}/${step}`, { method: "POST", body: {} });
    if (step === "skip") {
      applyStep(answerState);
    } else {
      state.feedback = null;
      setAttempt(answerState.attempt ?? answerState);
    }
  } catch (error) {
    showError(error);
  } finally {
    state.busy = false;
  }
}

function applyStep(answerState) {
  const previous = state.attempt;
  const next = attemptOf(answerState.attempt ?? answerState);
  const feedback = feedbackOf(answerState.feedback ?? next.feedback);
  const movedOn = next.question && previous?.question && next.question.number !== previous.question.number;
  if (!feedback || movedOn) {
    // nothing to show about this answer (deferred mode may go straight on)
    state.feedback = null;
    setAttempt(answerState.attempt ?? answerState);
    return;
  }
  if (!next.question) {
    // the last answer finished the attempt: show its feedback, then the results
    next.question = previous?.question;
    next.count = next.count ?? previous?.count;
  }
  if (next.state === "finished") localStorage.removeItem(savedAttemptKey);
  state.attempt = next;
  state.feedback = feedback;
  renderQuestion();
}

async function loadSummary() {
  const attempt = state.attempt;
  try {
    state.summary = await api(`/api/attempts/${attempt.id}/summary`);
    renderSummary();
    changed();
  } catch (error) {
    showError(error);
  }
}

function renderSummary() {
  const s = state.summary;
  setMapMode(false);
  if (s.title) byId("quiz-title").textContent = localized(s.title); // in the current language, after a switch too
  const percent = Number(s.percent ?? s.score?.percent ?? s.score);
  const missedCount = (s.wrong ?? 0) + (s.skipped ?? 0);
  const tile = (label, value, kind) => h("div", { class: `tally tally-${kind}` },
    h("span", { class: "tally-value", "data-tally": kind }, String(value)), h("span", { class: "tally-label" }, label));
  const results = (s.results ?? s.review ?? []).map((result) => {
    const right = result.outcome === "right" || result.correct === true;
    const skipped = result.outcome === "skipped";
    const kind = right ? "right" : skipped ? "skipped" : "wrong";
    return h("li", { class: `review review-${kind}`, "data-outcome": result.outcome },
      h("span", { class: "review-mark", "aria-hidden": "true" }, right ? "✓" : skipped ? "–" : "✗"),
      h("div", {},
        h("p", { class: "review-question" }, localized(result.prompt ?? result.question)),
        right ? null : h("p", { class: "review-answer" },
          skipped ? t("summarySkipped")
            : result.yourAnswer ? t("yourAnswer", { answer: localized(result.yourAnswer) }) : t("noAnswer")),
        right ? null : h("p", { class: "review-correct" }, t("correctWas", { answer: localized(result.correctAnswer) })),
        result.explanation && !right ? h("p", { class: "explanation" }, localized(result.explanation)) : null));
  });
  replaceChildren(byId("quiz-body"),
    h("div", { class: "summary" },
      h("h3", { class: "summary-title" }, t("summaryTitle")),
      h("p", { class: "score" }, Number.isFinite(percent) ? `${percent.toLocaleString(language())} %` : ""),
      s.texts ? h("p", { class: `verdict verdict-${s.passed ? "passed" : "failed"}`, id: "quiz-verdict", "data-passed": String(Boolean(s.passed)) },
        t("passMarkLine", { verdict: s.texts.verdict, passMark: s.texts.passMark })) : null,
      s.texts ? h("p", { class: "points", id: "quiz-points" }, s.texts.score) : null,
      h("div", { class: "tallies" },
        tile(t("summaryRight"), s.right ?? 0, "right"),
        tile(t("summaryWrong"), s.wrong ?? 0, "wrong"),
        s.skipped ? tile(t("summarySkipped"), s.skipped, "skipped") : null),
      h("ol", { class: "review-list" }, results),
      isReview()
        ? h("div", { class: "quiz-actions" },
          h("button", { type: "button", class: "button button-primary", id: "review-done", onclick: () => closeQuiz() }, t("reviewDone")))
        : h("div", { class: "quiz-actions" },
          h("button", { type: "button", class: "button button-primary", id: "play-again", onclick: () => retake(false) }, t("playAgain")),
          missedCount > 0
            ? h("button", { type: "button", class: "button", id: "play-missed", onclick: () => retake(true) }, t("playMissed")) : null)));
  (byId("play-again") ?? byId("review-done"))?.focus({ preventScroll: true });
}

async function retake(missedOnly) {
  const attempt = state.attempt;
  try {
    const next = await api(`/api/attempts/${attempt.id}/retake`, { method: "POST", body: { missedOnly } });
    state.summary = null;
    state.feedback = null;
    setAttempt(next);
    changed();
  } catch (error) {
    showError(error);
  }
}

async function reloadInLanguage() {
  if (byId("quiz").hidden) return;
  const attempt = state.attempt;
  if (!attempt) {
    if (state.quiz) renderIntro();
    return;
  }
  try {
    if (state.summary) {
      state.summary = await api(`/api/attempts/${attempt.id}/summary`);
      renderSummary();
    } else {
      const keep = state.feedback;
      const fresh = attemptOf(await api(`/api/attempts/${attempt.id}`));
      state.attempt = fresh;
      byId("quiz-title").textContent = localized(fresh.title ?? state.quiz?.title) || fresh.quizID || "";
      state.feedback = fresh.state === "feedback" ? feedbackOf(fresh.feedback) : keep;
      renderQuestion();
    }
  } catch (error) {
    showError(error);
  }
}

function onKey(event) {
  if (byId("quiz").hidden) return;
  if (event.key === "Escape") {
    closeQuiz();
    return;
  }
  if (event.key === "Tab") {
    if (byId("quiz").classList.contains("is-map-question")) return; // the map is a Tab stop too
    keepFocusInDialog(event);
    return;
  }
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  if (/^[1-9]$/.test(event.key) && state.attempt?.question && !state.summary) {
    const button = byId("quiz-body").querySelector(`.option[data-option="${event.key}"]`);
    if (button && !button.disabled) {
      event.preventDefault();
      answer(Number(event.key));
    }
  }
}

/** Tab and Shift+Tab go round the dialog's controls while it is open. */
function keepFocusInDialog(event) {
  const dialog = byId("quiz").querySelector(".quiz-dialog");
  const controls = [...dialog.querySelectorAll("button:not(:disabled), input:not(:disabled), a[href]")];
  if (!controls.length) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
    event.preventDefault();
    first.focus();
  }
}
