"""Czech and English: the interface, places, regions and quizzes all change."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from helpers import all_of, open_tab, search, wait


def region_of_first(driver, text):
    """The first result's region line; call it inside wait(): the list may be
    drawn again (a later answer) between finding a result and reading it."""
    result = search(driver, text)[0]
    return result.find_element(By.CSS_SELECTOR, ".result-meta").text


def quiz_titles(driver):
    open_tab(driver, "learn")
    return [e.text for e in wait(driver, lambda d: all_of(d, ".quiz-entry .card-title"))]


def test_switching_to_czech_changes_the_interface_and_the_data(page, screenshots):
    assert page.find_element(By.ID, "tab-explore").text == "Explore"
    english_region = wait(page, lambda d: region_of_first(d, "brno"))
    english_quizzes = quiz_titles(page)
    open_tab(page, "explore")

    Select(page.find_element(By.ID, "language")).select_by_value("cs")
    wait(page, lambda d: d.find_element(By.ID, "tab-explore").text == "Objevovat")
    assert page.execute_script("return document.documentElement.lang") == "cs"
    wait(page, lambda d: region_of_first(d, "brno") != english_region,
         message=f"the region stayed {english_region!r}")
    wait(page, lambda d: "Jihomoravský" in region_of_first(d, "brno"),
         message="the Czech region name did not show")
    wait(page, lambda d: all("lang=cs" in src for src in d.execute_script(
        "return [...document.querySelectorAll('img.leaflet-tile')].map(i => i.src)")))
    czech_quizzes = quiz_titles(page)
    wait(page, lambda d: quiz_titles(d) != english_quizzes, message="the quiz titles did not change")
    screenshots(page, "14-czech")

    page.refresh()
    wait(page, lambda d: d.find_element(By.ID, "tab-explore").text == "Objevovat",
         message="the language choice was not kept")
    assert czech_quizzes
    # Numbers as Czech writes them (the browser's own language is English): "2 754", not "2,754".
    counts = wait(page, lambda d: [c.text for c in all_of(d, ".chip-count")], message="no category counts")
    big = [c for c in counts if len(c) > 3]
    assert big and all(c[-4] in " \u00a0" for c in big), counts
    search(page, "praha")[0].click()
    wait(page, lambda d: "1 165 581" in d.find_element(By.ID, "place-card").text.replace("\u00a0", " "),
         message="the population is not written as Czech writes numbers")
    # The card names the place and its category in Czech, as the engine says them.
    assert page.find_element(By.CSS_SELECTOR, "#place-card .place-name").text == "Praha"
    assert "OBEC" in page.find_element(By.ID, "place-card").text.upper()


def test_both_languages_have_every_text(page):
    keys = page.execute_script("return import('/app/i18n.js').then(m => m.catalogueKeys())")
    assert sorted(keys["cs"]) == sorted(keys["en"])
