"""The map by keyboard (web/map-keyboard.js) and its list view (web/map-list.js):
the map is one Tab stop; arrows move a ring between the badges and pins,
Enter zooms into a cluster or opens a place's card, Escape takes the ring
away; the list view lists what the map shows and does what Enter does."""

import json
import urllib.request

import pytest

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from helpers import all_of, clickable, load_app, map_zoom, press, search, visible, wait


def badges_drawn(driver):
    wait(driver, lambda d: d.find_element(By.ID, "map").get_attribute("data-drawn") and all_of(d, ".cluster-badge"),
         message="no cluster badges")


def active(driver):
    """The focused element: its id (or tag), and whether it lies inside the map."""
    return driver.execute_script(
        "const a = document.activeElement;"
        "return [a.id || a.tagName.toLowerCase(), a !== document.getElementById('map') && document.getElementById('map').contains(a)]")


def tab_to_map(driver):
    """Tabs from the search box to the map; answers how many Tab presses that took."""
    clickable(driver, "#search-input").click()
    for presses in range(1, 40):
        press(driver, Keys.TAB)
        if active(driver)[0] == "map":
            return presses
    raise AssertionError("Tab from the search box never reached the map")


def ringed(driver):
    """The items with the keyboard's ring: (class of the marker's content, or of the ring of its own
    around a place the tiles draw; cluster id or place id)."""
    return driver.execute_script("""
        return [...document.querySelectorAll('.map-item-focus')].map(m => {
            const inner = m.querySelector('[data-cluster-id], [data-place-id]') ?? m;
            return [inner.className, inner.dataset.clusterId ?? inner.dataset.placeId];
        });""")


def map_items(driver):
    """The map's items now (kind, label), as the keyboard and the list have them."""
    return driver.execute_script("return import('/app/map.js').then(m => m.mapItems().map(i => [i.kind, i.label()]))")


def ring_from_the_centre(driver, wanted):
    """Tries each arrow from the map's centre (Escape in between takes the ring back there)
    until the ring is on an item for which `wanted(ringed item, announcement)` holds."""
    for key in (Keys.ARROW_DOWN, Keys.ARROW_UP, Keys.ARROW_LEFT, Keys.ARROW_RIGHT):
        press(driver, key)
        ring = ringed(driver)
        if ring and wanted(ring[0], announced(driver)):
            return ring[0]
        if ring:
            press(driver, Keys.ESCAPE)
    raise AssertionError(f"no arrow from the centre reached the item wanted; the items: {map_items(driver)[:12]}")


def announced(driver):
    return driver.find_element(By.ID, "map-announcer").get_attribute("textContent")


def test_the_map_is_one_tab_stop(page):
    badges_drawn(page)
    tab_to_map(page)
    # On from the map: nothing inside it (badges, pins, zoom buttons) takes the focus.
    inside = []
    for _ in range(len(all_of(page, ".leaflet-marker-icon")) + 5):
        press(page, Keys.TAB)
        name, in_map = active(page)
        if in_map:
            inside.append(name)
        elif name != "map":
            break
    assert inside == [], f"{len(inside)} Tab stops inside the map after it: {inside[:8]}"
    assert active(page)[0] == "map-list-toggle", f"after the map comes {active(page)[0]}, not the list view's toggle"
    # And back: Shift+Tab from there is the map again.
    ActionChains(page).key_down(Keys.SHIFT).send_keys(Keys.TAB).key_up(Keys.SHIFT).perform()
    assert active(page)[0] == "map"


@pytest.mark.parametrize("language", ["en", "cs"])
def test_arrows_and_enter_zoom_into_a_cluster(page, server, screenshots, language):
    load_app(page, server.url, {"regio.lang": language})
    badges_drawn(page)
    tab_to_map(page)
    before = map_zoom(page)
    press(page, Keys.ARROW_RIGHT)
    wait(page, lambda d: ringed(d), message="an arrow on the map put the ring on no item")
    first = ringed(page)
    assert len(first) == 1, first
    press(page, Keys.ARROW_DOWN)
    wait(page, lambda d: ringed(d) and ringed(d) != first, message="the next arrow did not move the ring")
    # Walk until the ring is on a cluster (the view at zoom 7 is nearly all clusters).
    for key in [Keys.ARROW_LEFT, Keys.ARROW_UP, Keys.ARROW_RIGHT, Keys.ARROW_DOWN] * 3:
        if "cluster-badge" in ringed(page)[0][0]:
            break
        press(page, key)
    kind, cluster_id = ringed(page)[0]
    assert "cluster-badge" in kind, "the arrows found no cluster"
    count = page.find_element(By.CSS_SELECTOR, f".cluster-badge[data-cluster-id='{cluster_id}']").get_attribute("data-count")
    enter_zooms = {"en": "Enter zooms in", "cs": "Enter přiblíží"}[language]
    wait(page, lambda d: count in announced(d) and enter_zooms in announced(d),
         message=f"the live region does not say the cluster's count and Enter: {announced(page)!r}")
    screenshots(page, f"50-map-keyboard-ring-{language}")
    press(page, Keys.ENTER)
    wait(page, lambda d: map_zoom(d) > before, message="Enter on a cluster did not zoom in")
    shows = {"en": "on the map", "cs": "Na mapě"}[language]
    wait(page, lambda d: shows in announced(d), message=f"after the zoom the live region says {announced(page)!r}")
    assert active(page)[0] == "map", "the focus left the map"


def test_arrows_and_enter_open_a_place_card_and_escape_takes_the_ring_away(page, server, screenshots):
    # Karlštejn at zoom 13: the tiles draw the places, so the items over them are
    # the search results' pins only (a result is never clustered).
    with urllib.request.urlopen(server.url + "/api/search?q=karlstejn&limit=1&lang=en") as answer:
        lon, lat = json.load(answer)["features"][0]["geometry"]["coordinates"]
    load_app(page, server.url, {"regio.view": {"center": [lat, lon], "zoom": 13}})
    search(page, "karlstejn")
    wait(page, lambda d: all_of(d, ".result-pin"), message="no result pins")
    tab_to_map(page)
    # The places the tiles draw are items too (fetched once the map has the focus): wait for them.
    wait(page, lambda d: [kind for kind, _ in map_items(d) if kind == "drawn"], message="no items for the places the tiles draw")
    kind, place_id = ring_from_the_centre(page, lambda ring, _: "result-pin" in ring[0])
    said = announced(page)
    assert said.startswith("Search result "), said
    press(page, Keys.SPACE)
    card = visible(page, "#place-card")
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .place-name").text
         and d.find_element(By.CSS_SELECTOR, "#place-card .place-name").text in said,
         message=f"Space on {said!r} opened no card of it")
    assert active(page)[0] == "map"
    screenshots(page, "51-map-keyboard-card")
    # Escape: first the ring goes (the card stays), then the card.
    press(page, Keys.ESCAPE)
    wait(page, lambda d: not ringed(d), message="Escape left the ring on")
    assert active(page)[0] == "map"
    assert card.is_displayed(), "the first Escape closed the card too"
    press(page, Keys.ESCAPE)
    wait(page, lambda d: not d.find_element(By.ID, "place-card").is_displayed(), message="the second Escape left the card open")


@pytest.mark.parametrize("language", ["en", "cs"])
def test_arrows_and_the_list_reach_the_places_the_tiles_draw(page, server, screenshots, language):
    # Karlštejn at zoom 13: the tiles draw the castle's symbol and the villages' names;
    # there is no badge or pin, yet the keyboard and the list have them.
    with urllib.request.urlopen(server.url + "/api/search?q=karlstejn&category=castle&limit=1&lang=en") as answer:
        lon, lat = json.load(answer)["features"][0]["geometry"]["coordinates"]
    load_app(page, server.url, {"regio.view": {"center": [lat, lon], "zoom": 13}, "regio.lang": language})
    wait(page, lambda d: d.find_element(By.ID, "map").get_attribute("data-drawn"), message="the map drew nothing")
    # (Over the tiles, at most the favourites that other tests of the shared server added.)
    assert not all_of(page, ".cluster-badge, .leaflet-marker-icon:not(.is-favourite) .place-pin"), \
        "badges or pins over the tiles' own symbols"
    tab_to_map(page)
    wait(page, lambda d: [kind for kind, _ in map_items(d) if kind == "drawn"], message="no items for the places the tiles draw")
    castle = {"en": "Karlštejn, castle", "cs": "Karlštejn, hrad"}[language]
    # The castle lies at the centre: an arrow from there rings it.
    kind, place_id = ring_from_the_centre(page, lambda _, said: said.startswith(castle))
    # Its own ring; or the pin's, if another test made it a favourite.
    assert ("drawn-item-ring" in kind or "place-pin" in kind) and place_id.startswith("wikidata:"), (kind, place_id)
    screenshots(page, f"53-map-keyboard-drawn-{language}")
    press(page, Keys.ENTER)
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .place-name").text == "Karlštejn",
         message="Enter on the castle the tiles draw opened no card of it")
    assert active(page)[0] == "map"
    # Other arrows move on to the other places the tiles draw (a village's label, another castle).
    press(page, Keys.ARROW_LEFT)
    wait(page, lambda d: announced(d) and not announced(d).startswith(castle), message="the left arrow stayed on the castle")
    # The list view names them too, after the badges (none here).
    clickable(page, "#map-list-toggle").click()
    wait(page, lambda d: [b for b in all_of(d, "#map-list .map-list-item") if b.text.startswith(castle)],
         message="the list does not name the castle the tiles draw")
    assert all_of(page, "#map-list .map-list-item[data-kind='drawn']"), "the list has no place the tiles draw"
    items = [b.text for b in all_of(page, "#map-list .map-list-item")]
    assert len(items) >= 3 and len(set(items)) == len(items), items
    screenshots(page, f"54-map-list-drawn-{language}")


def list_keys(driver):
    return [b.get_attribute("data-key") for b in all_of(driver, "#map-list .map-list-item")]


def over_tiles(keys):
    """The keys of badges and pins (not of the places the tiles draw themselves)."""
    return [key for key in keys if not key.startswith("drawn:")]


def drawn_in_view(driver):
    """The keys of the badges and pins drawn inside the map's box, as the list names them."""
    return driver.execute_script("""
        const box = document.getElementById('map').getBoundingClientRect();
        return [...document.querySelectorAll('.leaflet-marker-icon')].flatMap(m => {
            const r = m.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (x < box.left || x > box.right || y < box.top || y > box.bottom) return [];
            const badge = m.querySelector('.cluster-badge'), pin = m.querySelector('.place-pin'), result = m.querySelector('.result-pin');
            if (badge) return ['cluster:' + badge.dataset.clusterId];
            if (pin) return ['place:' + pin.dataset.placeId];
            if (result) return ['result:' + result.dataset.placeId];
            return [];
        });""")


def test_the_list_view_lists_what_the_map_shows_and_zooms_as_enter_does(page, screenshots):
    badges_drawn(page)
    toggle = clickable(page, "#map-list-toggle")
    assert toggle.get_attribute("aria-expanded") == "false"
    toggle.click()
    visible(page, "#map-list")
    assert toggle.get_attribute("aria-expanded") == "true"
    wait(page, lambda d: over_tiles(list_keys(d)) and sorted(over_tiles(list_keys(d))) == sorted(drawn_in_view(d)),
         message="the list is not what the map shows")
    # After the badges, the towns the tiles label (at zoom 7, no sight yet): Prague among them.
    wait(page, lambda d: "Prague, town" in [b.text for b in all_of(d, "#map-list .map-list-item[data-kind='drawn']")],
         message="the list does not name the towns the tiles label")
    count_line = page.find_element(By.ID, "map-list-count").text
    assert str(len(list_keys(page))) in count_line, count_line
    # Search results come first, as "Search result 1: …".
    search(page, "karlstejn")
    wait(page, lambda d: list_keys(d)[0].startswith("result:") and sorted(over_tiles(list_keys(d))) == sorted(drawn_in_view(d)),
         message="the search results are not first in the list")
    first = page.find_element(By.CSS_SELECTOR, "#map-list .map-list-item").text
    assert first.startswith("Search result 1: "), first
    screenshots(page, "52-map-list")
    before = map_zoom(page)
    drawn = page.find_element(By.ID, "map").get_attribute("data-drawn")
    cluster = [b for b in all_of(page, "#map-list .map-list-item") if b.get_attribute("data-kind") == "cluster"][0]
    cluster.click()
    wait(page, lambda d: map_zoom(d) > before, message="a cluster in the list did not zoom the map")
    wait(page, lambda d: d.find_element(By.ID, "map").get_attribute("data-drawn") != drawn)
    wait(page, lambda d: sorted(over_tiles(list_keys(d))) == sorted(drawn_in_view(d)),
         message="the list did not follow the map")
