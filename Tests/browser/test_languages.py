"""Every language of the catalogues (po/*.po) in the web app: the switch lists
them in their own names, German and Slovak screens, and the pseudo-language,
which leaves no English on screen outside the catalogues' texts."""

import re

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from helpers import all_of, load_app, open_tab, search, wait


def open_first_result(driver, text):
    """Clicks the first result for `text`; the list may be drawn again (the
    answer in the new language) between finding a result and clicking it."""
    def click(d):
        try:
            search(d, text)[0].click()
            return True
        except StaleElementReferenceException:
            return False
    wait(driver, click, message=f"no result for {text!r} to open")


def screen_texts(driver):
    """What a person reads or hears: the visible text, and the labels, titles and placeholders."""
    return driver.execute_script("""
        const parts = [document.body.innerText];
        for (const node of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
          if (node.closest('[hidden]')) continue;
          parts.push(node.getAttribute('aria-label') || '', node.getAttribute('title') || '', node.getAttribute('placeholder') || '');
        }
        return parts.join('\\n');""")


def outside_brackets(text):
    out, depth = [], 0
    for ch in text:
        if ch == "[":
            depth += 1
        elif ch == "]":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def english_pieces(driver):
    """The English web texts' fixed pieces of two words or more (between the holes)."""
    texts = driver.execute_script("return fetch('/app/texts.json').then(r => r.json())")["catalogues"]["en"]["texts"]
    pieces = set()
    for template in texts.values():
        for piece in re.split(r"\{[^{}]*\}|[{}]|\b(?:one|other|few|many)\b", template):
            piece = piece.strip(" .,:;!?()“”\"'…·—–-")
            if len(piece) >= 8 and len(piece.split()) >= 2:
                pieces.add(piece)
    return sorted(pieces)


def test_the_switch_lists_every_language_in_its_own_name(page):
    options = {o.get_attribute("value"): o.text for o in Select(page.find_element(By.ID, "language")).options}
    assert options == {"en": "English", "cs": "Čeština", "de": "Deutsch", "sk": "Slovenčina"}, options


def test_german_and_slovak_screens(page, screenshots):
    select = Select(page.find_element(By.ID, "language"))
    for tag, explore, favourites, population in [("de", "Entdecken", "Favoriten", "1.165.581"),
                                                 ("sk", "Preskúmať", "Obľúbené", "1 165 581")]:
        select.select_by_value(tag)
        wait(page, lambda d: d.find_element(By.ID, "tab-explore").text == explore, message=f"{tag}: the tabs did not change")
        assert page.find_element(By.ID, "tab-favourites").text == favourites
        assert page.execute_script("return document.documentElement.lang") == tag
        wait(page, lambda d: all(f"lang={tag}" in src for src in d.execute_script(
            "return [...document.querySelectorAll('img.leaflet-tile')].map(i => i.src)")), message=f"{tag}: tiles")
        open_first_result(page, "praha")
        wait(page, lambda d: population in d.find_element(By.ID, "place-card").text.replace("\u00a0", " "),
             message=f"{tag}: the population is not written as the language writes numbers")
        screenshots(page, f"70-language-{tag}-card")
        open_tab(page, "learn")
        wait(page, lambda d: all_of(d, ".quiz-entry .card-title"))
        screenshots(page, f"71-language-{tag}-learn")
        open_tab(page, "explore")


def test_the_pseudo_language_leaves_no_english_on_screen(page, server, screenshots):
    load_app(page, server.url, {"regio.lang": "qps"})
    wait(page, lambda d: d.find_element(By.ID, "tab-explore").text.startswith("["), message="the pseudo-language did not load")
    english = english_pieces(page)
    assert len(english) > 50
    seen = []
    open_first_result(page, "praha")
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .place-name").text == "Prague")
    seen.append(("explore, a place card", screen_texts(page)))
    screenshots(page, "72-pseudo-explore")
    for tab in ["favourites", "learn", "review"]:
        open_tab(page, tab)
        if tab == "learn":
            wait(page, lambda d: all_of(d, ".quiz-entry .card-title"))
        seen.append((tab, screen_texts(page)))
    screenshots(page, "73-pseudo-learn")
    leaks = [(where, piece) for where, text in seen for piece in english if piece in outside_brackets(text)]
    assert leaks == [], leaks
