"""Issue 27: a "where is it?" map question in the web app, answered on the map.
Vysočina's generated map quiz (gen-map-cz-63), one attempt played on: with
the mouse (a mis-tap moved, then a point near the town; a point far off),
with the keyboard only (arrows move the marker, Enter answers), with the list
of places (no pointer), then at phone width (the quiz a bottom sheet, the
feedback above it) and at 200 % zoom. The score and the sentence come from
the server; the feedback is drawn on the map and cleared on the next question."""

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

from helpers import clickable, load_app, open_tab, phone_width, press, visible, wait

QUIZ = "gen-map-cz-63"


def attempt_question(driver):
    """The current question of the saved attempt as the server gives it (its choices carry the points)."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const id = localStorage.getItem('regio.quiz.attempt');
        fetch('/api/attempts/' + id).then(r => r.json()).then(a => done(a.question));""")


def asked_place(driver):
    """The place the current question asks for: its choice (name and point), found by its name in the prompt."""
    question = attempt_question(driver)
    matches = [c for c in question["choices"] if c["name"] in question["text"]]
    assert matches, question
    return max(matches, key=lambda c: len(c["name"]))


def map_point(driver, latitude, longitude):
    """Where a point is on the map, in CSS px from the map's top left corner."""
    return driver.execute_async_script("""
        const [lat, lon, done] = arguments;
        import('/app/map.js').then(m => { const p = m.theMap().latLngToContainerPoint([lat, lon]); done([p.x, p.y]); });""",
                                       latitude, longitude)


def under_point(driver, x, y):
    """What is under (x, y) of the map (CSS px from its top left): the element's tag and classes,
    and whether it belongs to the map's own panes (a click there is the map's)."""
    return driver.execute_script("""
        const map = document.getElementById('map'), r = map.getBoundingClientRect();
        const e = document.elementFromPoint(r.left + arguments[0], r.top + arguments[1]);
        return {element: e ? e.tagName + '.' + [...e.classList].join('.') + (e.id ? '#' + e.id : '') : null,
                onMap: Boolean(e && e.closest('#map') && !e.closest('.leaflet-control-container'))};""", x, y)


def click_map_at(driver, x, y):
    """A real mouse click at (x, y) of the map (CSS px from its top left corner; Selenium counts
    offsets from the centre). The point must be the map's, not a control's or a panel's over it."""
    under = under_point(driver, x, y)
    assert under["onMap"], f"the click at ({x:.0f}, {y:.0f}) would land on {under['element']}, not on the map"
    element = driver.find_element(By.ID, "map")
    size = element.size
    ActionChains(driver).move_to_element_with_offset(element, int(x - size["width"] / 2), int(y - size["height"] / 2)) \
        .click().perform()


def put_marker_at(driver, x, y):
    """Clicks the map at (x, y) and waits for the answer marker there (within a few pixels).
    A click the map did not take fails with what was under the point and the map's state."""
    click_map_at(driver, x, y)

    def marker_there(d):
        found = d.execute_script("""
            const m = document.querySelector('.map-answer-marker');
            if (!m) return null;
            const r = m.getBoundingClientRect(), map = document.getElementById('map').getBoundingClientRect();
            return [r.left + r.width / 2 - map.left, r.top + r.height / 2 - map.top];""")
        return found and abs(found[0] - x) < 4 and abs(found[1] - y) < 4
    try:
        wait(driver, marker_there, 10)
    except TimeoutException:
        state = driver.execute_script("""
            return {body: document.body.className, quiz: document.getElementById('quiz').className,
                    marker: document.querySelectorAll('.map-answer-marker').length,
                    question: document.querySelector('#quiz-body .progress')?.getAttribute('aria-valuenow')};""")
        raise AssertionError(f"no marker at ({x:.0f}, {y:.0f}) after a click on {under_point(driver, x, y)}: {state}")


def feedback_layers(driver):
    return driver.execute_script("""return {
        target: document.querySelectorAll('.map-feedback-target').length,
        answer: document.querySelectorAll('path.map-feedback-answer').length,
        line: document.querySelectorAll('path.map-feedback-line').length,
        label: [...document.querySelectorAll('.map-feedback-label')].map(e => e.textContent)};""")


def answered(driver):
    """The feedback box once the server has answered: (outcome, the engine's sentence)."""
    box = visible(driver, "#quiz-body .feedback")
    return box.get_attribute("data-outcome"), driver.find_element(By.ID, "map-feedback-text").text


def position(driver):
    """The number of the question shown (read in one go: the panel is drawn again after each step)."""
    return int(driver.execute_script(
        "return document.querySelector('#quiz-body .progress')?.getAttribute('aria-valuenow') ?? 0"))


def past_choice_questions(driver):
    """The generated map quiz mixes region questions (options, no map answer) among its towns:
    each met is answered with option 1 and left, until a question to answer on the map comes."""
    for _ in range(10):
        step = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#map-answer-here, #quiz-body .option:not(:disabled)"))[0]
        if step.get_attribute("id") == "map-answer-here":
            return
        step.click()
        number = position(driver) + 1
        clickable(driver, "#quiz-next").click()
        wait(driver, lambda d: position(d) == number, message=f"question {number} did not come")


def next_question(driver):
    number = position(driver) + 1
    clickable(driver, "#quiz-next").click()
    wait(driver, lambda d: position(d) >= number, message=f"question {number} did not come")
    past_choice_questions(driver)
    layers = feedback_layers(driver)
    assert layers["target"] == 0 and layers["line"] == 0, f"the last feedback stays on the map: {layers}"


def open_map_quiz(driver):
    open_tab(driver, "learn")
    clickable(driver, f".quiz-entry[data-quiz-id='{QUIZ}'] button").click()
    # An attempt another test left unfinished goes on where it was; a new one begins at its intro.
    to_question(driver)


def to_question(driver):
    """From the quiz's intro or an answered question to a question to answer on the map."""
    step = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#quiz-begin, #quiz-next, #map-answer-here"))[0]
    if step.get_attribute("id") != "map-answer-here":
        step.click()
    past_choice_questions(driver)
    visible(driver, "#map-answer-here")


def tile_sources(driver):
    """The addresses of the map's tiles in the page now."""
    return driver.execute_script("return [...document.querySelectorAll('img.leaflet-tile')].map(i => i.src)")


def mis_tap_point(driver, x, y):
    """A point of the map well away from (x, y) (150 px or more across), towards the middle first,
    that is the map's and not a panel's over it (the question's hint sits on the map: where
    depends on which town is asked)."""
    size = driver.find_element(By.ID, "map").size
    towards_x = 1 if x < size["width"] / 2 else -1
    towards_y = 1 if y < size["height"] / 2 else -1
    for dx, dy in [(150, 90), (150, -90), (220, 0), (150, 160), (150, -160), (-150, 90), (-150, -90), (-220, 0)]:
        px, py = x + towards_x * dx, y + towards_y * dy
        if 20 <= px <= size["width"] - 20 and 20 <= py <= size["height"] - 20 and under_point(driver, px, py)["onMap"]:
            return px, py
    raise AssertionError(f"no free point of the map 150 px or more across from ({x:.0f}, {y:.0f})")


def tiles_drawn(driver):
    """Waits (a little) until the map's tiles in view are drawn, so that a screenshot shows them."""
    wait(driver, lambda d: d.execute_script(
        "return [...document.querySelectorAll('img.leaflet-tile')].every(i => i.complete)"), 15, "tiles still loading")


def rect(driver, css):
    return driver.execute_script("const r = document.querySelector(arguments[0]).getBoundingClientRect();"
                                 "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};", css)


def test_a_map_question_is_answered_with_the_mouse_the_keyboard_and_the_list(page, server, screenshots):
    open_map_quiz(page)
    assert page.find_element(By.ID, "quiz").get_attribute("class").find("is-map-question") >= 0
    assert page.find_element(By.CSS_SELECTOR, "#quiz .quiz-dialog").get_attribute("aria-modal") == "false"
    # The map asks for tiles without names: they would give the answers away.
    wait(page, lambda d: tile_sources(d) and all("labels=none" in src for src in tile_sources(d)),
         message="the map of a map question names its towns")

    # The mouse: a mis-tap far off, moved to the town before answering: right, all the points.
    place = asked_place(page)
    x, y = map_point(page, place["latitude"], place["longitude"])
    put_marker_at(page, *mis_tap_point(page, x, y))
    first = rect(page, ".map-answer-marker")
    put_marker_at(page, x + 1, y)
    moved = rect(page, ".map-answer-marker")
    assert abs(moved["left"] - first["left"]) > 100, "the second click did not move the marker"
    where = page.find_element(By.ID, "map-marker-where").text
    assert where.startswith("Your marker:") and place["name"] not in where, f"the marker's words give the answer away: {where}"
    tiles_drawn(page)
    screenshots(page, "90-map-question-desktop")
    clickable(page, "#map-answer-here").click()
    outcome, sentence = answered(page)
    assert outcome == "right", sentence
    assert place["name"] in sentence, sentence
    assert "100 % of the points" in page.find_element(By.CSS_SELECTOR, "#quiz-body .feedback").text
    layers = feedback_layers(page)
    assert layers["target"] == 1 and layers["answer"] == 1 and layers["line"] == 1, layers
    assert place["name"] in layers["label"], layers
    assert not page.find_elements(By.CSS_SELECTOR, ".map-answer-marker"), "the marker stays beside the feedback"
    # The map fits both points, clear of the quiz panel beside it.
    target, panel = rect(page, ".map-feedback-target"), rect(page, "#quiz .quiz-dialog")
    assert target["right"] < panel["left"], (target, panel)
    tiles_drawn(page)
    screenshots(page, "91-map-question-feedback-desktop")

    # A point far off: wrong, and the server's sentence says how far.
    next_question(page)
    place = asked_place(page)
    x, y = map_point(page, place["latitude"], place["longitude"])
    # The free corner of the map farthest from the town (the quiz panel covers the map's right side;
    # the zoom buttons, the scale and the attribution its corners: kept clear of them).
    size, panel = page.find_element(By.ID, "map").size, rect(page, "#quiz .quiz-dialog")
    right = panel["left"] - page.find_element(By.ID, "map").rect["x"] - 100
    corners = [(100, 100), (100, size["height"] - 100), (right, 100), (right, size["height"] - 100)]
    put_marker_at(page, *max(corners, key=lambda c: (c[0] - x) ** 2 + (c[1] - y) ** 2))
    clickable(page, "#map-answer-here").click()
    outcome, sentence = answered(page)
    assert outcome == "wrong" and " km off" in sentence and place["name"] in sentence, (outcome, sentence)

    # The keyboard only: the map focused, arrows put and move the marker, the live region says where, Enter answers.
    next_question(page)
    # Tab from the question to the button that takes the keyboard to the map, which is outside the quiz panel.
    for _ in range(6):
        if page.switch_to.active_element.get_attribute("id") == "map-use-keys":
            break
        press(page, Keys.TAB)
    assert page.switch_to.active_element.get_attribute("id") == "map-use-keys"
    press(page, Keys.ENTER)
    assert page.switch_to.active_element.get_attribute("id") == "map"
    press(page, Keys.ARROW_RIGHT)
    press(page, Keys.ARROW_DOWN)
    press(page, Keys.ARROW_DOWN)
    wait(page, lambda d: "Your marker:" in d.find_element(By.ID, "map-announcer").text, message="nothing said")
    assert page.find_elements(By.CSS_SELECTOR, ".map-answer-marker")
    press(page, Keys.ENTER)
    outcome, sentence = answered(page)
    assert outcome in ("right", "wrong") and "km" in sentence, (outcome, sentence)
    assert feedback_layers(page)["target"] == 1

    # The list of places (no pointer): the asked town chosen, answered with its point: right.
    next_question(page)
    place = asked_place(page)
    Select(page.find_element(By.ID, "map-choice")).select_by_visible_text(place["name"])
    clickable(page, "#map-answer-chosen").click()
    outcome, sentence = answered(page)
    assert outcome == "right", sentence
    next_question(page)

    # At phone width the attempt resumes; the quiz is a bottom sheet, the feedback above it.
    phone_width(page, 375, 740)
    load_app(page, server.url, {})
    visible(page, "#map-answer-here")
    sheet = rect(page, "#quiz .quiz-dialog")
    assert sheet["top"] > 740 * 0.45, sheet
    assert page.execute_script("return document.documentElement.scrollWidth") <= 375
    put_marker_at(page, 187, 120)
    tiles_drawn(page)
    screenshots(page, "92-map-question-phone")
    clickable(page, "#map-answer-here").click()
    answered(page)
    target, answer = rect(page, ".map-feedback-target"), rect(page, "path.map-feedback-answer")
    for point in (target, answer):
        assert 0 <= point["top"] and point["bottom"] <= sheet["top"], (point, sheet)
    tiles_drawn(page)
    screenshots(page, "93-map-question-feedback-phone")
    next_question(page)

    # At 200 % zoom (the desktop window's CSS pixels halved): everything reachable, nothing wider than the screen.
    page.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                         {"width": 640, "height": 410, "deviceScaleFactor": 2, "mobile": False})
    load_app(page, server.url, {})
    visible(page, "#map-choice")
    assert page.execute_script("return document.documentElement.scrollWidth") <= 640
    place = asked_place(page)
    Select(page.find_element(By.ID, "map-choice")).select_by_visible_text(place["name"])
    clickable(page, "#map-answer-chosen").click()
    outcome, _ = answered(page)
    assert outcome == "right"
    tiles_drawn(page)
    screenshots(page, "94-map-question-zoom-200")

    # Leaving the quiz clears the map.
    clickable(page, "#quiz-close").click()
    layers = feedback_layers(page)
    assert layers["target"] == 0 and layers["line"] == 0, layers
    assert "has-map-question" not in page.find_element(By.TAG_NAME, "body").get_attribute("class")
    wait(page, lambda d: tile_sources(d) and not any("labels=none" in src for src in tile_sources(d)),
         message="the map's own tiles with names did not come back")
