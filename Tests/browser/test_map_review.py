"""Issue 27's "done when": a learner plays Vysočina's generated map quiz, misses
Telč on the map, and the next day (the server's clock injected with
REGIO_NOW) the Review tab brings "Where is Telč?" back as a map question (among
the region questions the API missed), at
desktop and phone width. The rest of the quiz is answered through the API
(the other ways of answering on the map are test_map_question.py's)."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import RegioServer
from helpers import clickable, console_errors, desktop_width, load_app, open_tab, phone_width, visible, wait
from test_map_question import QUIZ, answered, asked_place, map_point, put_marker_at, past_choice_questions, rect, tiles_drawn
from test_review import TODAY, call, due_count, next_day

TOWN = "Telč"


@pytest.fixture
def map_review_server():
    """A server of its own whose clock says 28 November 2026 at 9:00 UTC."""
    s = RegioServer("map-review", environment={"REGIO_NOW": TODAY, "TZ": "UTC"})
    yield s
    s.stop()


def answer_through_the_api(server, stop_at=None):
    """Plays the open attempt of the map quiz right (a town by its own point, a choice by
    the first option, which need not be right) until the question naming `stop_at`."""
    state = call(server, "/api/attempts", {"quiz": QUIZ, "mode": "immediate"})
    state = state.get("attempt", state)
    attempt = state["id"]
    for _ in range(100):
        if state["state"] == "finished":
            return None
        if state["state"] == "intro":
            state = call(server, f"/api/attempts/{attempt}/begin", {})
        elif state["state"] == "feedback":
            state = call(server, f"/api/attempts/{attempt}/next", {})
        else:
            question = state["question"]
            if question["kind"] == "locate":
                if stop_at and stop_at in question["text"]:
                    return question
                place = max((c for c in question["choices"] if c["name"] in question["text"]), key=lambda c: len(c["name"]))
                body = {"latitude": place["latitude"], "longitude": place["longitude"]}
            else:
                body = {"option": 1}
            state = call(server, f"/api/attempts/{attempt}/answer", {**body, "question": state["position"]})
        state = state.get("attempt", state)
    raise AssertionError("the map quiz did not end")


def test_telc_missed_on_the_map_comes_back_the_next_day(browser, map_review_server, screenshots):
    page, server = browser, map_review_server
    assert answer_through_the_api(server, stop_at=TOWN), "the map quiz does not ask for Telč"

    # In the web app the attempt goes on at "Where is Telč?": a click far off misses it.
    desktop_width(page)
    load_app(page, server.url, {"regio.lang": "en"})
    open_tab(page, "learn")
    clickable(page, f".quiz-entry[data-quiz-id='{QUIZ}'] button").click()
    step = wait(page, lambda d: d.find_elements(By.CSS_SELECTOR, "#quiz-begin, #map-answer-here"))[0]
    if step.get_attribute("id") == "quiz-begin":
        step.click()
    visible(page, "#map-answer-here")
    place = asked_place(page)
    assert place["name"] == TOWN
    x, y = map_point(page, place["latitude"], place["longitude"])
    panel = rect(page, "#quiz .quiz-dialog")
    far = (120, 120) if y > 300 else (120, page.find_element(By.ID, "map").size["height"] - 120)
    assert far[0] < panel["left"]
    put_marker_at(page, *far)
    clickable(page, "#map-answer-here").click()
    outcome, sentence = answered(page)
    assert outcome == "wrong" and TOWN in sentence and "km off" in sentence, (outcome, sentence)
    tiles_drawn(page)
    screenshots(page, "95-map-telc-missed-desktop")
    # The "welcome back" notice of the resumed attempt leaves the dialog's close button free.
    clickable(page, "#quiz-close").click()
    assert answer_through_the_api(server) is None

    # The next day the review asks for Telč again, on the map (the page left first: it
    # would ask the stopped server for clusters).
    page.get("about:blank")
    assert not console_errors(page)
    next_day(server)
    load_app(page, server.url, {"regio.lang": "en"})
    open_tab(page, "review")
    # Due: Telč, and the region questions the API's first options missed.
    due = call(server, "/api/review?lang=en")["questions"]
    assert [q["prompt"] for q in due if TOWN in q["prompt"]] == ["Where is Telč?"], due
    assert due_count(page) == len(due)
    clickable(page, "#review-start").click()
    step = wait(page, lambda d: d.find_elements(By.CSS_SELECTOR, "#quiz-begin, #map-answer-here, #quiz-body .option"))[0]
    if step.get_attribute("id") == "quiz-begin":
        step.click()
    past_choice_questions(page)
    visible(page, "#map-answer-here")
    assert TOWN in page.find_element(By.ID, "question-text").text
    # The list offers the towns of the quiz Telč comes from, not Telč alone (which would be the answer).
    places = [o.text for o in Select(page.find_element(By.ID, "map-choice")).options[1:]]
    assert TOWN in places and len(places) >= 10, places
    tiles_drawn(page)
    screenshots(page, "96-review-telc-desktop")

    # On a phone, found from the list this time: right.
    phone_width(page, 375, 740)
    load_app(page, server.url, {"regio.lang": "en"})
    visible(page, "#map-choice")
    tiles_drawn(page)
    screenshots(page, "97-review-telc-phone")
    Select(page.find_element(By.ID, "map-choice")).select_by_visible_text(TOWN)
    clickable(page, "#map-answer-chosen").click()
    outcome, sentence = answered(page)
    assert outcome == "right" and TOWN in sentence, (outcome, sentence)
    tiles_drawn(page)
    screenshots(page, "98-review-telc-right-phone")
    desktop_width(page)
    # Left before the fixture stops this test's server (the map would ask it for clusters).
    page.get("about:blank")
    assert not console_errors(page)
