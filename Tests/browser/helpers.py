"""Small helpers shared by the browser tests."""

import json
import re

from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

TIMEOUT = 45


def wait(driver, condition, seconds=TIMEOUT, message=""):
    return WebDriverWait(driver, seconds, ignored_exceptions=(StaleElementReferenceException,)).until(condition, message)


def visible(driver, css, seconds=TIMEOUT):
    return wait(driver, EC.visibility_of_element_located((By.CSS_SELECTOR, css)), seconds, f"{css} not visible")


def clickable(driver, css, seconds=TIMEOUT):
    return wait(driver, EC.element_to_be_clickable((By.CSS_SELECTOR, css)), seconds, f"{css} not clickable")


def click_when_ready(driver, css, seconds=TIMEOUT, scroll=False):
    """Clicks what `css` names once it is clickable, finding it again when the
    page drew it anew between finding and clicking (a list that reloads after
    a quiz changed: a click on the old button raises a stale element).
    `scroll` brings it to the middle of the view first."""
    def clicked(d):
        element = EC.element_to_be_clickable((By.CSS_SELECTOR, css))(d)
        if not element:
            return False
        if scroll:
            d.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        element.click()
        return True
    return wait(driver, clicked, seconds, f"{css} not clickable")


def all_of(driver, css):
    return driver.find_elements(By.CSS_SELECTOR, css)


def press(driver, keys):
    ActionChains(driver).send_keys(keys).perform()


def loaded_tiles(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('img.leaflet-tile')]"
        ".filter(i => i.complete && i.naturalWidth > 0 && i.src.includes('/tiles/')).length")


def map_zoom(driver):
    return float(driver.find_element(By.ID, "map").get_attribute("data-zoom"))


def load_app(driver, url, storage, seconds=60):
    """Loads the app at `url` with the localStorage items `storage` (values that
    are not strings as JSON) set before it starts, and waits until it is ready.

    They are set from a page of the same origin that runs no app: a running app
    saves its own view on a move (a window resize is one), which can land after
    these and win. For example `load_app(page, server.url, {"regio.lang": "cs"})`."""
    driver.get(url + "/tiles.json")
    for key, value in storage.items():
        driver.execute_script("localStorage.setItem(arguments[0], arguments[1])",
                              key, value if isinstance(value, str) else json.dumps(value))
    driver.get(url + "/")
    wait(driver, lambda d: d.execute_script("return document.body.dataset.ready === 'true'"), seconds,
         "the app did not start")


def open_tab(driver, name):
    clickable(driver, f"#tab-{name}").click()
    visible(driver, f"#view-{name}")


def search(driver, text):
    box = clickable(driver, "#search-input")
    box.clear()
    box.send_keys(text)
    return wait(driver, lambda d: [r for r in all_of(d, "#search-results .result") if r.is_displayed()],
                message=f"no results for {text!r}")


def number_in(text):
    match = re.search(r"\d+", text)
    return int(match.group()) if match else None


def console_errors(driver):
    """Severe browser console entries, without the missing favicon, and without the
    map's tiles and clusters the browser gave up (net::ERR_FAILED, no status) when
    the view, the tiles' address or the page changed before they came: a map does
    that as it moves. A tile or cluster the server refused is still an entry (with its status)."""
    return [e for e in driver.get_log("browser")
            if e["level"] == "SEVERE" and "favicon" not in e["message"]
            and not (("/tiles/" in e["message"] or "/api/clusters" in e["message"]) and "net::ERR_FAILED" in e["message"])]


def play_quiz_to_summary(driver, use_keys=True, on_feedback=None, limit=60):
    """Plays the open quiz dialog to its summary, always choosing option 1.
    Answers (right: bool) for each question answered here; `on_feedback(index)` runs
    after each answer's feedback is shown (for screenshots)."""
    outcomes = []
    for _ in range(limit):
        state = quiz_state(driver)
        if state == "summary":
            return outcomes
        if state == "intro":
            clickable(driver, "#quiz-begin").click()
            wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#quiz-begin"), message="the intro stays after Begin")
        elif state == "next":
            clickable(driver, "#quiz-next").click()
            wait(driver, lambda d: not d.find_elements(By.CSS_SELECTOR, "#quiz-body .feedback"))
        else:
            first = driver.execute_script(
                "return document.querySelector('#quiz-body .option:not(:disabled)').dataset.option")
            if use_keys:
                press(driver, first)
            else:
                clickable(driver, f"#quiz-body .option[data-option='{first}']").click()
            feedback = visible(driver, "#quiz-body .feedback")
            outcome = feedback.get_attribute("data-outcome")
            if outcome == "tryAgain":
                continue
            outcomes.append(outcome == "right")
            if on_feedback:
                on_feedback(len(outcomes))
    raise AssertionError("the quiz did not reach its summary")


def phone_width(driver, width=375, height=812):
    """Shows the page as a phone of `width` CSS px does (a desktop window cannot be that narrow)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})


def desktop_width(driver):
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def tile_pixels(driver, colour, tolerance):
    """Pixels of the loaded tiles within `tolerance` per channel of `colour` (r, g, b),
    counted in a canvas: the tiles come from the same origin, so they can be read."""
    return driver.execute_script("""
        const [r, g, b, tolerance] = arguments;
        const tiles = [...document.querySelectorAll('img.leaflet-tile')]
            .filter(i => i.complete && i.naturalWidth > 0 && i.src.includes('/tiles/'));
        const canvas = document.createElement('canvas');
        const ctx = canvas.getContext('2d', { willReadFrequently: true });
        let count = 0;
        for (const img of tiles) {
            canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
            ctx.drawImage(img, 0, 0);
            const d = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
            for (let i = 0; i < d.length; i += 4) {
                if (Math.abs(d[i] - r) <= tolerance && Math.abs(d[i + 1] - g) <= tolerance && Math.abs(d[i + 2] - b) <= tolerance) count++;
            }
        }
        return count;""", *colour, tolerance)


def quiz_state(driver):
    """What the quiz screen asks for now: 'summary', 'intro', 'next' or 'question' (waits until one)."""
    return wait(driver, lambda d: d.execute_script("""
        const body = document.getElementById('quiz-body');
        if (body.querySelector('.summary')) return 'summary';
        if (body.querySelector('#quiz-begin')) return 'intro';
        if (body.querySelector('#quiz-next')) return 'next';
        if (body.querySelector('.option:not(:disabled)')) return 'question';
        return false;"""), message="the quiz shows nothing to do")
