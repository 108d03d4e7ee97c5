"""The phone layout (375 × 740): the panel is a bottom sheet with a peek over
the map, usable by touch and keyboard; a place's card stays on the screen
and the map keeps the place visible above it."""

import pytest

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from helpers import clickable, load_app, loaded_tiles, phone_width, press, search, visible, wait

WIDTH, HEIGHT = 375, 740


def rect(driver, css):
    return driver.execute_script(
        "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
        "return {top: r.top, bottom: r.bottom, left: r.left, right: r.right, height: r.height};", css)


def at_phone_size(driver, server, language):
    phone_width(driver, WIDTH, HEIGHT)
    load_app(driver, server.url, {"regio.lang": language})
    assert driver.execute_script("return [innerWidth, innerHeight]") == [WIDTH, HEIGHT]


def tiles_settled(driver):
    wait(driver, lambda d: loaded_tiles(d) >= 2 and d.execute_script(
        "return [...document.querySelectorAll('img.leaflet-tile')].every(i => i.complete)"), seconds=180,
        message="the tiles did not load")


def sheet_settled(driver):
    """The sheet's top once its transition has ended (the same twice, 100 ms apart)."""
    tops = []
    def settled(d):
        tops.append(rect(d, "#panel")["top"])
        return len(tops) > 1 and abs(tops[-1] - tops[-2]) < 0.5
    wait(driver, settled, seconds=10, message="the sheet keeps moving")
    return tops[-1]


@pytest.mark.parametrize("language", ["en", "cs"])
def test_the_card_and_the_sheet_leave_the_chosen_place_visible(page, server, screenshots, language):
    at_phone_size(page, server, language)
    # Collapsed: a peek of the sheet, the map above it takes most of the screen.
    peek_top = sheet_settled(page)
    assert HEIGHT - 220 <= peek_top <= HEIGHT - 100, f"the sheet's peek starts at {peek_top}"
    assert rect(page, "#search-input")["bottom"] <= HEIGHT, "the search box is not in the peek"
    tiles_settled(page)
    screenshots(page, f"40-phone-map-{language}")

    results = search(page, "karlstejn")  # typing expands the sheet, so the results show
    assert page.find_element(By.ID, "sheet-handle").get_attribute("aria-expanded") == "true"
    screenshots(page, f"41-phone-search-{language}")
    results[0].click()
    card = visible(page, "#place-card")
    wait(page, lambda d: "Karlštejn" in card.text, message="the card did not open")
    # The map has flown there: wait until the marked place stops moving.
    positions = []
    def ring_settled(d):
        r = d.execute_script("const e = document.querySelector('.selected-ring');"
                             "if (!e) return null; const b = e.getBoundingClientRect();"
                             "return [b.left + b.width / 2, b.top + b.height / 2];")
        positions.append(r)
        return r and len(positions) > 3 and positions[-1] == positions[-2] == positions[-3]
    wait(page, ring_settled, seconds=20, message="the selected place is not marked, or keeps moving")
    x, y = positions[-1]
    tiles_settled(page)
    screenshots(page, f"42-phone-card-{language}")

    c = rect(page, "#place-card")
    assert 0 <= c["top"] and c["bottom"] <= HEIGHT + 0.5, f"the card runs off the screen: {c}"
    assert c["left"] >= 0 and c["right"] <= WIDTH + 0.5, c
    topbar = rect(page, ".topbar")["bottom"]
    sheet = rect(page, "#panel")
    assert topbar < y < c["top"] - 8, f"the place ({x:.0f}, {y:.0f}) is under the card (top {c['top']:.0f})"
    assert y < sheet["top"], f"the place ({x:.0f}, {y:.0f}) is under the sheet (top {sheet['top']:.0f})"
    assert 0 < x < WIDTH
    # The element at the place's position is the map, not the card or the sheet.
    hit = page.execute_script("return document.elementFromPoint(arguments[0], arguments[1]).closest('#map') !== null", x, y)
    assert hit, "something covers the place"


def test_the_sheet_opens_and_closes_by_keyboard_and_swipe(page, server, screenshots):
    at_phone_size(page, server, "en")
    handle = clickable(page, "#sheet-handle")
    collapsed = sheet_settled(page)
    handle.send_keys(Keys.ENTER)
    wait(page, lambda d: handle.get_attribute("aria-expanded") == "true")
    expanded = sheet_settled(page)
    assert expanded < collapsed - 300, (expanded, collapsed)
    assert rect(page, "#favourites-only")["bottom"] <= HEIGHT, "the filters are not shown in the expanded sheet"
    screenshots(page, "43-phone-sheet-expanded-en")
    handle.send_keys(Keys.SPACE)
    wait(page, lambda d: handle.get_attribute("aria-expanded") == "false")
    assert abs(sheet_settled(page) - collapsed) < 1
    # Tab from the search box into what lies below the peek expands the sheet.
    clickable(page, "#search-input").click()
    for _ in range(3):
        press(page, Keys.TAB)
    focused_bottom = page.execute_script("return document.activeElement.getBoundingClientRect().bottom")
    assert handle.get_attribute("aria-expanded") == "true", "the focus went below the peek and the sheet stayed closed"
    sheet_settled(page)
    assert page.execute_script("return document.activeElement.getBoundingClientRect().bottom") <= HEIGHT, focused_bottom
    press(page, Keys.ESCAPE)
    wait(page, lambda d: handle.get_attribute("aria-expanded") == "false", message="Escape did not close the sheet")
    # A swipe up on the handle (touch, as pointer events) opens it.
    page.execute_script("""
        const h = document.getElementById('sheet-handle');
        const at = (type, y) => h.dispatchEvent(new PointerEvent(type, {clientX: 180, clientY: y, bubbles: true, pointerType: 'touch'}));
        at('pointerdown', 600); at('pointerup', 420); h.click();""")
    wait(page, lambda d: handle.get_attribute("aria-expanded") == "true", message="a swipe up did not open the sheet")


def test_the_attribution_is_one_line_and_its_button_shows_all_of_it(page, server, screenshots):
    at_phone_size(page, server, "en")
    sheet_settled(page)
    text = page.find_element(By.ID, "attribution-text")
    line = page.execute_script("return parseFloat(getComputedStyle(arguments[0]).lineHeight)", text)
    box = rect(page, "#attribution")
    assert box["height"] <= 1.5 * line + 8, f"the attribution is {box['height']:.0f} px high, lines of {line:.0f} px"
    assert box["left"] >= 0 and box["right"] <= WIDTH + 0.5, box
    assert "GeoNames" in text.get_attribute("textContent")
    toggle = clickable(page, "#attribution-toggle")
    assert toggle.get_attribute("aria-expanded") == "false"
    toggle.click()
    wait(page, lambda d: toggle.get_attribute("aria-expanded") == "true")
    # Open, all of the text shows (on more lines, nothing cut).
    assert page.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth + 1", text)
    assert rect(page, "#attribution")["height"] > box["height"]
    screenshots(page, "44-phone-attribution-open")
    toggle.click()
    wait(page, lambda d: toggle.get_attribute("aria-expanded") == "false")


def test_the_keyboards_ring_never_lands_under_the_sheet(page, server, screenshots):
    at_phone_size(page, server, "en")
    wait(page, lambda d: d.find_element(By.ID, "map").get_attribute("data-drawn"), message="the map drew nothing")

    def rings_after_arrows():
        rings = []
        for key in [Keys.ARROW_DOWN] * 8 + [Keys.ARROW_LEFT] * 4 + [Keys.ARROW_RIGHT] * 8:
            press(page, key)
            ring = page.execute_script("const e = document.querySelector('.map-item-focus');"
                                       "if (!e) return null; const b = e.getBoundingClientRect(); return b.top + b.height / 2;")
            if ring is not None:
                rings.append(ring)
        press(page, Keys.ESCAPE)
        return rings

    # The keys' hint shows where it covers neither the list's toggle nor the zoom buttons, above the sheet's peek.
    page.execute_script("document.getElementById('map').focus()")
    hint, *others = (rect(page, css) for css in (".map-keys-hint", "#map-list-toggle", ".leaflet-control-zoom",
                                                 ".leaflet-control-scale", "#attribution"))
    assert hint["height"] > 20, hint
    for other in others:
        assert hint["bottom"] <= other["top"] or hint["top"] >= other["bottom"], f"the keys' hint {hint} covers {other}"
    assert hint["bottom"] <= sheet_settled(page), "the keys' hint is under the sheet"
    screenshots(page, "45-phone-keys-hint")
    page.execute_script("document.getElementById('map').blur()")
    # The sheet open over most of the map (typing a search opens it): the places under it are not items.
    search(page, "hrad")
    sheet_top = sheet_settled(page)
    page.execute_script("document.getElementById('map').focus()")  # a phone with a keyboard attached
    rings = rings_after_arrows()
    assert all(y < sheet_top for y in rings), f"a ring at y {max(rings):.0f}, under the sheet (top {sheet_top:.0f})"
    # The sheet at its peek: the results' pins and the badges above it are.
    clickable(page, "#sheet-handle").click()
    wait(page, lambda d: d.find_element(By.ID, "sheet-handle").get_attribute("aria-expanded") == "false")
    sheet_top = sheet_settled(page)
    page.execute_script("document.getElementById('map').focus()")
    rings = rings_after_arrows()
    screenshots(page, "44-phone-keyboard-ring")
    assert rings, "no arrow put the ring on anything above the sheet's peek"
    assert all(y < sheet_top for y in rings), f"a ring at y {max(rings):.0f}, under the sheet (top {sheet_top:.0f})"
