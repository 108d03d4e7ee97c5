// The panel as a bottom sheet at phone width: collapsed to a peek (the handle,
// the tabs and the search box) over the map, or expanded. The handle toggles
// it by click, Enter or Space, and by a swipe up or down; a tab, typing a
// search or moving the focus below the peek expands it; choosing a place
// collapses it, so that the map and the place's card show.

import { byId } from "./dom.js";

const phone = window.matchMedia("(max-width: 760px)");
const swipePixels = 30;

/** Whether the panel is a bottom sheet now (phone width). */
export function isSheet() {
  return phone.matches;
}

function setExpanded(expanded) {
  document.body.dataset.sheet = expanded ? "expanded" : "collapsed";
  byId("sheet-handle").setAttribute("aria-expanded", String(expanded));
}

function isExpanded() {
  return document.body.dataset.sheet === "expanded";
}

/** Expands the sheet (nothing at desktop width). */
export function expandSheet() {
  if (isSheet()) setExpanded(true);
}

/** Collapses the sheet to its peek (nothing at desktop width). */
export function collapseSheet() {
  if (isSheet()) setExpanded(false);
}

/** Sets up the handle, the swipe and the focus rule. */
export function setUpSheet() {
  const handle = byId("sheet-handle");
  const panel = byId("panel");
  setExpanded(false);
  let swipeStart = null;
  let swiped = false;
  handle.addEventListener("pointerdown", (event) => { swipeStart = event.clientY; swiped = false; });
  handle.addEventListener("pointerup", (event) => {
    if (swipeStart === null) return;
    const moved = event.clientY - swipeStart;
    swipeStart = null;
    if (Math.abs(moved) >= swipePixels) {
      swiped = true;
      setExpanded(moved < 0);
    }
  });
  handle.addEventListener("click", () => {
    if (swiped) { swiped = false; return; }
    setExpanded(!isExpanded());
  });
  panel.addEventListener("click", (event) => {
    if (event.target.closest?.("[role=tab]")) expandSheet();
  });
  byId("search-input").addEventListener("input", () => expandSheet());
  panel.addEventListener("focusin", (event) => {
    if (!isSheet() || isExpanded() || event.target === panel) return;
    if (event.target.getBoundingClientRect().bottom > window.innerHeight) expandSheet();
  });
  panel.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && isSheet() && isExpanded() && byId("place-card").hidden && byId("quiz").hidden) {
      collapseSheet();
      handle.focus();
    }
  });
}
