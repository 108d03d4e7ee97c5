"""Search, the place card and favourites."""

import time

from selenium.webdriver.common.by import By

from helpers import all_of, clickable, number_in, open_tab, search, visible, wait


def open_first_result(driver, text):
    results = search(driver, text)
    name = results[0].find_element(By.CSS_SELECTOR, ".result-name").text.replace("★", "").strip()
    results[0].click()
    wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .place-name").text == name,
         message=f"the card of {name} did not open")
    return name


def test_typing_karlstejn_gives_karlstejn_first(page, screenshots):
    results = search(page, "karlstejn")
    first = results[0].find_element(By.CSS_SELECTOR, ".result-name").text.replace("★", "").strip()
    assert first == "Karlštejn"
    screenshots(page, "03-search-karlstejn")


def test_choosing_a_result_flies_there_and_opens_the_card(page, screenshots):
    open_first_result(page, "karlstejn")
    card = visible(page, "#place-card")
    assert card.find_element(By.CSS_SELECTOR, ".place-kind").text.strip()
    assert card.find_element(By.CSS_SELECTOR, ".place-region").text.strip()
    wait(page, lambda d: float(d.find_element(By.ID, "map").get_attribute("data-zoom")) >= 12,
         message="the map did not fly to the place")
    screenshots(page, "04-place-card")


# Times when Leaflet moves a zoom level's tiles (the style of a .leaflet-tile-container):
# every frame of a flight, once for a jump.
WATCH_TILE_LEVELS = """
window.regioTileLevelMoves = [];
new MutationObserver(records => {
  for (const r of records)
    if (r.target.classList?.contains('leaflet-tile-container')) window.regioTileLevelMoves.push(performance.now());
}).observe(document.querySelector('.leaflet-tile-pane'), { attributes: true, attributeFilter: ['style'], subtree: true });
"""


def move_span_to_first_result(page, text):
    """Milliseconds between the first and the last move of the tiles while the map goes to a result."""
    page.execute_script(WATCH_TILE_LEVELS)
    open_first_result(page, text)
    wait(page, lambda d: float(d.find_element(By.ID, "map").get_attribute("data-zoom")) >= 12,
         message=f"the map did not go to {text}")
    time.sleep(1.5)  # a flight lasts 0.8 s
    return page.execute_script("const m = window.regioTileLevelMoves; return m.length ? m[m.length - 1] - m[0] : 0")


def test_with_less_motion_asked_for_the_map_jumps_instead_of_flying(page, server):
    flying = move_span_to_first_result(page, "karlstejn")
    assert flying >= 400, f"the flight took {flying:.0f} ms"
    page.execute_cdp_cmd("Emulation.setEmulatedMedia",
                         {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        page.get("about:blank")
        page.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": server.url, "storageTypes": "local_storage"})
        page.get(server.url + "/")
        wait(page, lambda d: d.execute_script("return document.body.dataset.ready === 'true'"), 60, "the app did not start")
        assert "leaflet-fade-anim" not in page.find_element(By.ID, "map").get_attribute("class")
        jumped = move_span_to_first_result(page, "telc")
        assert jumped < 100, f"the map moved for {jumped:.0f} ms"
    finally:
        page.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def test_a_star_survives_a_reload(page, screenshots):
    open_first_result(page, "karlstejn")
    star = clickable(page, "#place-card .star-button")
    if star.get_attribute("aria-pressed") != "true":
        star.click()
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .star-button").get_attribute("aria-pressed") == "true")
    page.refresh()
    wait(page, lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
    open_first_result(page, "karlstejn")
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .star-button").get_attribute("aria-pressed") == "true",
         message="the star was lost after the reload")
    note = visible(page, "#place-note")
    note.clear()
    note.send_keys("with the kids")
    clickable(page, ".note-form button[type=submit]").click()
    open_tab(page, "favourites")
    entry = wait(page, lambda d: [e for e in all_of(d, ".favourite-entry") if "Karlštejn" in e.text],
                 message="Karlštejn is not in the favourites list")[0]
    wait(page, lambda d: "with the kids" in entry.text, message="the note is not shown in the list")
    assert entry.find_element(By.CSS_SELECTOR, ".status").text.strip()
    for kind in ("gpx", "kml", "geojson", "csv"):
        link = page.find_element(By.CSS_SELECTOR, f".export a[href*='format={kind}']")
        assert link.is_displayed()
    screenshots(page, "05-favourites")


def test_the_favourites_export_links_give_gpx_kml_geojson_and_csv(page):
    open_first_result(page, "karlstejn")
    star = clickable(page, "#place-card .star-button")
    if star.get_attribute("aria-pressed") != "true":
        star.click()
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .star-button").get_attribute("aria-pressed") == "true")
    open_tab(page, "favourites")
    wait(page, lambda d: [e for e in all_of(d, ".favourite-entry") if "Karlštejn" in e.text], message="Karlštejn is not listed")
    for extension, marker in (("gpx", "<gpx"), ("kml", "<kml"), ("geojson", '"FeatureCollection"'),
                              ("csv", "name,latitude,longitude,")):
        link = visible(page, f"a[download='favourites.{extension}']")
        body = page.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            "fetch(arguments[0]).then(r => r.text()).then(done, e => done('failed: ' + e));", link.get_attribute("href"))
        assert marker in body and "Karlštejn" in body, f"{extension}: {body[:300]}"


def test_the_sights_have_chips_and_a_category_word_finds_them_first(page, screenshots):
    """The embedded castles and lookout towers: a chip each, with its count, and
    "hrad" / "rozhledna" list castles / lookout towers first (not Hradec Králové)."""
    def chips(d):
        found = {c.get_attribute("data-category"): c for c in all_of(d, "#category-filters .chip")}
        return found if {"town", "castle", "chateau", "ruin", "lookout-tower"} <= set(found) else False
    found = wait(page, chips, message="no castle and lookout tower chips")
    for category in ("castle", "chateau", "ruin", "lookout-tower"):
        assert number_in(found[category].find_element(By.CSS_SELECTOR, ".chip-count").text) > 0, category
    screenshots(page, "18-sight-chips")
    for text, prefix in (("hrad", "wikidata:"), ("rozhledna", "osm:"), ("lednice zamek", "wikidata:")):
        search(page, text)
        wait(page, lambda d: all(r.get_attribute("data-place-id").startswith(prefix)
                                 for r in all_of(d, "#search-results .result")[:3]),
             message=f"{text!r} does not list its category first")
        if text == "hrad":
            screenshots(page, "18-search-hrad")
    wait(page, lambda d: "Lednice" in all_of(d, "#search-results .result-name")[0].text,
         message="lednice zamek: the chateau is not first")
