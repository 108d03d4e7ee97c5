"""axe-core (from PyPI's selenium-axe-python) on the app's main screens, at
desktop width in English and at phone width in Czech: the map with search
results and its list view, a place's card, the favourites, a quiz in
progress and its summary, a map question and its feedback. Any violation fails the test, whatever its impact."""

import pytest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium_axe_python import Axe

from test_map_question import to_question
from helpers import (all_of, click_when_ready, clickable, load_app, open_tab, phone_width, play_quiz_to_summary, press,
                     quiz_state, search, visible, wait)


def violations(driver):
    """axe's violations on the page as it is now, one line each (rule, impact, first elements)."""
    axe = Axe(driver)
    axe.inject()
    found = axe.run()["violations"]
    return [f"{v['id']} ({v['impact']}): {v['help']} at {[n['target'] for n in v['nodes'][:4]]}"
            + "".join(f"\n    {n['failureSummary']}" for n in v["nodes"][:2]) for v in found]


def check(driver, screen, screenshots, checked):
    screenshots(driver, f"60-axe-{screen}")
    checked.append((screen, violations(driver)))


def at_width(driver, server, language, phone):
    if phone:
        phone_width(driver, 375, 740)
    else:
        driver.set_window_size(1366, 900)
    load_app(driver, server.url, {"regio.lang": language})
    wait(driver, lambda d: all_of(d, ".cluster-badge"), message="no cluster badges")


@pytest.mark.parametrize("language,phone", [("en", False), ("cs", True)], ids=["desktop-en", "phone-cs"])
def test_axe_finds_no_violations_on_the_main_screens(page, server, screenshots, language, phone):
    at_width(page, server, language, phone)
    name = f"{'phone' if phone else 'desktop'}-{language}"
    checked = []
    check(page, f"{name}-map", screenshots, checked)

    # The map with search results, the list view open, an item ringed by the keyboard.
    search(page, "karlstejn")
    wait(page, lambda d: all_of(d, ".result-pin"), message="no result pins")
    check(page, f"{name}-search", screenshots, checked)
    if phone:  # typing expanded the sheet over the map
        clickable(page, "#sheet-handle").click()
        wait(page, lambda d: d.find_element(By.ID, "sheet-handle").get_attribute("aria-expanded") == "false")
    clickable(page, "#map-list-toggle").click()
    visible(page, "#map-list .map-list-item")
    page.execute_script("document.getElementById('map').focus()")
    press(page, Keys.ARROW_RIGHT)
    check(page, f"{name}-map-list", screenshots, checked)
    clickable(page, "#map-list-toggle").click()

    # A place's card, starred (so that the favourites list has an entry).
    if phone:
        clickable(page, "#sheet-handle").click()
    # (the results may be drawn again meanwhile: find and click in one go)
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#search-results .result").click() or True,
         message="the first result cannot be clicked")
    wait(page, lambda d: "Karlštejn" in d.find_element(By.ID, "place-card").text, message="no card")
    star = clickable(page, "#place-card .star-button")
    if star.get_attribute("aria-pressed") != "true":
        star.click()
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .star-button").get_attribute("aria-pressed") == "true")
    check(page, f"{name}-card", screenshots, checked)

    press(page, Keys.ESCAPE)
    open_tab(page, "favourites")
    wait(page, lambda d: all_of(d, ".favourite-entry"), message="no favourites listed")
    check(page, f"{name}-favourites", screenshots, checked)

    # A quiz: the intro, a question with its feedback, the summary.
    open_tab(page, "learn")
    quizzes = wait(page, lambda d: all_of(d, ".quiz-entry"), message="no quizzes listed")
    quizzes[0].find_element(By.CSS_SELECTOR, "button").click()
    visible(page, "#quiz")
    if quiz_state(page) == "summary":
        clickable(page, "#play-again").click()
    if quiz_state(page) == "intro":
        check(page, f"{name}-quiz-intro", screenshots, checked)
        clickable(page, "#quiz-begin").click()
    wait(page, lambda d: quiz_state(d) in ("question", "next"))
    check(page, f"{name}-quiz-question", screenshots, checked)
    if quiz_state(page) == "question":
        first = page.execute_script("return document.querySelector('#quiz-body .option:not(:disabled)').dataset.option")
        clickable(page, f"#quiz-body .option[data-option='{first}']").click()
        visible(page, "#quiz-body .feedback")
        check(page, f"{name}-quiz-feedback", screenshots, checked)
    play_quiz_to_summary(page, use_keys=False)
    check(page, f"{name}-quiz-summary", screenshots, checked)
    clickable(page, "#quiz-close").click()

    # A map question (Vysočina's map quiz): the question with its marker, then its feedback drawn on the map.
    # The list reloads once the quiz before changed: found again if it did meanwhile.
    click_when_ready(page, ".quiz-entry[data-quiz-id='gen-map-cz-63'] button", scroll=True)
    # Begun at its intro, or going on where an earlier run left it.
    to_question(page)
    page.execute_script("document.getElementById('map').focus()")
    press(page, Keys.ARROW_UP)
    visible(page, ".map-answer-marker")
    check(page, f"{name}-map-question", screenshots, checked)
    press(page, Keys.ENTER)
    visible(page, "#map-feedback-text")
    check(page, f"{name}-map-question-feedback", screenshots, checked)
    clickable(page, "#quiz-close").click()

    # The review: the regions answered in and the map shaded by mastery.
    open_tab(page, "review")
    wait(page, lambda d: all_of(d, "#review-regions tbody tr"), message="no regions in the review")
    check(page, f"{name}-review", screenshots, checked)

    found = [f"{screen}: {line}" for screen, lines in checked for line in lines]
    assert found == [], "axe found:\n" + "\n".join(found)
