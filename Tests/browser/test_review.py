"""The Review tab (issue 27): a question missed today is due the next day (the
server's clock injected with REGIO_NOW), the tab says so, the review plays in
the quiz player by keyboard, and the regions are listed and shaded on the map
by mastery; at desktop and phone width."""

import json
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from conftest import RegioServer
from helpers import (all_of, clickable, console_errors, desktop_width, load_app, open_tab, phone_width,
                     play_quiz_to_summary, press, visible, wait)

TODAY = "2026-11-28T09:00:00Z"
TOMORROW = "2026-11-29T09:00:00Z"


def call(server, path, body=None):
    """The API as the owner (a loopback peer needs no token): JSON in and out."""
    request = urllib.request.Request(server.url + path, method="GET" if body is None else "POST",
                                     data=None if body is None else json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json", "Accept": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        text = answer.read()
        return json.loads(text) if text else None


def miss_a_question(server):
    """Plays the first quiz through the API until at least one answer was wrong: an
    option known to be wrong (learnt from an earlier feedback) where there is one,
    else the first. Answers how many were missed."""
    quizzes = call(server, "/api/quizzes?lang=en")
    quizzes = quizzes if isinstance(quizzes, list) else quizzes["quizzes"]
    quiz = quizzes[0]["id"]
    correct = {}  # question text → the correct option's text
    for _ in range(3):
        state = call(server, "/api/attempts", {"quiz": quiz, "mode": "immediate", "startOver": True})
        attempt = state.get("attempt", state)["id"]
        missed = 0
        for _ in range(200):
            state = state.get("attempt", state)
            if state["state"] == "finished":
                break
            if state["state"] == "intro":
                state = call(server, f"/api/attempts/{attempt}/begin", {})
                continue
            if state["state"] == "feedback":
                state = call(server, f"/api/attempts/{attempt}/next", {})
                continue
            question = state["question"]
            options = question["options"]
            known = correct.get(question["text"])
            choice = next((i + 1 for i, option in enumerate(options) if known is not None and option != known), 1)
            state = call(server, f"/api/attempts/{attempt}/answer", {"option": choice, "question": state["position"]})
            feedback = state.get("feedback") or state.get("attempt", {}).get("feedback") or {}
            if feedback.get("correctOption"):
                correct[question["text"]] = options[feedback["correctOption"] - 1]
            if feedback.get("correct") is False or feedback.get("outcome") == "wrong":
                missed += 1
        if missed:
            return missed
    raise AssertionError("no answer was missed in three attempts")


@pytest.fixture
def review_server():
    """A server of its own whose clock says 28 November 2026 at 9:00 UTC."""
    s = RegioServer("review", environment={"REGIO_NOW": TODAY, "TZ": "UTC"})
    yield s
    s.stop()


def next_day(server):
    """The same server and store, started again a day later."""
    server.halt()
    server.env["REGIO_NOW"] = TOMORROW
    server.start_again()


def due_count(driver):
    return int(wait(driver, lambda d: d.find_element(By.ID, "review-due").get_attribute("data-due"),
                    message="the review did not load"))


def test_a_missed_question_comes_back_the_next_day_in_the_review(browser, review_server, screenshots):
    page = browser
    desktop_width(page)
    page.set_window_size(1366, 900)
    load_app(page, review_server.url, {"regio.lang": "en"})
    open_tab(page, "review")
    assert due_count(page) == 0
    assert "Nothing to review yet" in page.find_element(By.ID, "review-due").text
    assert not page.find_element(By.ID, "review-start").is_displayed()

    missed = miss_a_question(review_server)
    # The first day's page leaves before its server stops (it would ask the stopped
    # server for tiles and its summary: "connection refused" in its console).
    page.get("about:blank")
    assert not console_errors(page)
    next_day(review_server)
    load_app(page, review_server.url, {"regio.lang": "en"})
    # By keyboard: the tabs with the arrows, Tab to the button, Enter.
    clickable(page, "#tab-learn").click()
    press(page, Keys.ARROW_RIGHT)
    visible(page, "#view-review")
    assert page.switch_to.active_element.get_attribute("id") == "tab-review"
    due = due_count(page)
    assert due >= missed >= 1, (due, missed)
    status = page.find_element(By.ID, "review-due").text
    assert status == (f"{due} questions due today" if due > 1 else "1 question due today"), status
    rows = wait(page, lambda d: all_of(d, "#review-regions tbody tr"), message="no regions listed")
    dues = [int(row.find_element(By.CSS_SELECTOR, "td[data-count='due']").text) for row in rows]
    assert sum(dues) == due, (dues, due)
    # The regions with answers shaded on the map, with the legend.
    if any(row.get_attribute("data-region") for row in rows):
        wait(page, lambda d: int(d.find_element(By.ID, "map").get_attribute("data-mastery") or 0) >= 1,
             message="no region shaded on the map")
        assert all_of(page, "path.mastery"), "no shaded region drawn"
        assert page.find_element(By.ID, "review-legend").is_displayed()
    screenshots(page, "80-review-due-desktop")

    press(page, Keys.TAB)
    assert page.switch_to.active_element.get_attribute("id") == "review-start"
    press(page, Keys.ENTER)
    visible(page, "#quiz")
    outcomes = play_quiz_to_summary(page, use_keys=True)
    assert len(outcomes) == due
    screenshots(page, "81-review-summary-desktop")
    assert not all_of(page, "#play-again"), "a review offers no retake"
    press(page, Keys.ENTER)  # "Done" has the focus
    wait(page, lambda d: not d.find_element(By.ID, "quiz").is_displayed(), message="Done did not close the review")
    wait(page, lambda d: d.find_element(By.ID, "review-due").get_attribute("data-due") == "0",
         message="the answered questions are still due")
    assert "Nothing is due today; next review on" in page.find_element(By.ID, "review-due").text
    assert not console_errors(page)

    # A phone, 375 px wide: the sheet opened shows the tab; closed, the shaded map.
    phone_width(page, 375, 740)
    open_tab(page, "review")
    handle = clickable(page, "#sheet-handle")
    if handle.get_attribute("aria-expanded") != "true":
        handle.click()
    wait(page, lambda d: handle.get_attribute("aria-expanded") == "true")
    table = visible(page, "#review-regions")
    width = page.execute_script("return document.documentElement.clientWidth")
    assert table.rect["x"] + table.rect["width"] <= width + 1, "the table is wider than the phone"
    page.execute_script("document.getElementById('panel').scrollTop = 0")
    screenshots(page, "82-review-phone")
    # In German: the day as German writes it.
    Select(page.find_element(By.ID, "language")).select_by_value("de")
    wait(page, lambda d: "Heute ist nichts fällig; nächste Wiederholung am 30. Nov. 2026."
         == d.find_element(By.ID, "review-due").text, message="the review is not in German")
    screenshots(page, "84-review-phone-de")
    handle.click()
    wait(page, lambda d: handle.get_attribute("aria-expanded") == "false")
    screenshots(page, "83-review-map-phone")
    desktop_width(page)
