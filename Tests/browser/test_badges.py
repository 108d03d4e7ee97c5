"""The badges over the tiles: only what the tiles do not draw at the zoom
(the engine's rule, TilePlaces), never the towns the tiles label; a badge's
size and number readable at a glance."""

import json
import urllib.request

import pytest

from selenium.webdriver.common.by import By

from helpers import all_of, load_app, loaded_tiles, map_zoom, wait


def open_at(driver, server, lat, lon, zoom, language="en"):
    driver.set_window_size(1366, 900)
    load_app(driver, server.url, {"regio.view": {"center": [lat, lon], "zoom": zoom}, "regio.lang": language})
    wait(driver, lambda d: map_zoom(d) == zoom and d.find_element(By.ID, "map").get_attribute("data-drawn"),
         message=f"the map did not draw its pins at zoom {zoom}")
    # A zoom's first tiles lay out its labels and shade its relief (a debug build
    # on a loaded 2-core machine can take over a minute): room for that.
    wait(driver, lambda d: loaded_tiles(d) >= 4, seconds=180, message="fewer than 4 tiles loaded")
    wait(driver, lambda d: d.execute_script(
        "return [...document.querySelectorAll('img.leaflet-tile')].every(i => i.complete)"), seconds=180,
        message="tiles still loading")


def markers(driver):
    """The badges and pins on the map: (kind, count or category, favourite)."""
    return driver.execute_script("""
        return [...document.querySelectorAll('.cluster-badge, .place-pin')].map(m => m.classList.contains('cluster-badge')
            ? ['badge', Number(m.dataset.count ?? m.textContent.trim().replace('k', '000')), false]
            : ['pin', m.dataset.category, !!m.closest('.is-favourite')]);""")


def favourite_count(server):
    with urllib.request.urlopen(server.url + "/api/favourites") as answer:
        return len(json.load(answer))


@pytest.mark.parametrize("language", ["cs", "en"])
def test_zoom_9_over_czechia_shows_no_badges_over_the_tiles_labels(page, server, screenshots, language):
    open_at(page, server, 49.8, 15.5, 9, language)
    shown = markers(page)
    screenshots(page, f"30-badges-zoom-9-{language}")
    # The tiles of zoom 9 label the towns and draw every sight's symbol: what is
    # left over them is at most the favourites (the shared test server may have some).
    favourites = favourite_count(server)
    standing_for = sum(count if kind == "badge" else 1 for kind, count, _ in shown)
    assert standing_for <= favourites, f"{len(shown)} badges and pins at zoom 9 for {favourites} favourites: {shown[:10]}"
    assert all(favourite for kind, _, favourite in shown if kind == "pin"), shown
    assert not [m for m in shown if m[1] == "town"], "a town as a pin"


@pytest.mark.parametrize("language", ["cs", "en"])
def test_below_the_tiles_sights_zoom_the_sights_are_badges_sized_by_count(page, server, screenshots, language):
    open_at(page, server, 49.8, 15.5, 7, language)
    shown = markers(page)
    screenshots(page, f"31-badges-zoom-7-{language}")
    badges = [count for kind, count, _ in shown if kind == "badge"]
    assert badges, "no badges at zoom 7"
    assert len(shown) < 80, f"{len(shown)} badges and pins at zoom 7"
    assert not [m for m in shown if m[1] == "town"], "a town as a pin"
    sizes = page.execute_script("""
        return [...document.querySelectorAll('.cluster-badge')].map(b => {
            const style = getComputedStyle(b);
            return [Number(b.dataset.count), b.getBoundingClientRect().width, parseFloat(style.fontSize), style.color,
                    style.backgroundColor, b.textContent.trim()];
        });""")
    # A bigger count is never a smaller badge, and there are a few sizes (not one, not one per count).
    by_count = sorted(sizes)
    assert all(a[1] <= b[1] for a, b in zip(by_count, by_count[1:])), by_count
    assert 2 <= len({round(s[1]) for s in sizes}) <= 5, sizes
    for count, width, font, colour, background, text in sizes:
        assert font >= 12, f"badge {text}: {font} px text"
        assert contrast(colour, background) >= 7, f"badge {text}: contrast {contrast(colour, background):.1f}"
        assert text, "a badge without its number"


def channels(css):
    values = [float(v) for v in css[css.index("(") + 1:-1].split(",")[:3]]
    return [c / 255 for c in values]


def contrast(a, b):
    def luminance(css):
        r, g, b = [(c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4) for c in channels(css)]
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    la, lb = sorted([luminance(a), luminance(b)], reverse=True)
    return (la + 0.05) / (lb + 0.05)


def test_a_click_on_a_sight_the_tiles_draw_opens_its_card(page, server, screenshots):
    # Karlštejn at zoom 13: the tiles draw its symbol, there is no pin for it.
    with urllib.request.urlopen(server.url + "/api/search?q=karlstejn&limit=1&lang=en") as answer:
        lon, lat = json.load(answer)["features"][0]["geometry"]["coordinates"]
    open_at(page, server, lat, lon, 13)
    assert not [m for m in markers(page) if m[0] == "pin" and not m[2]], "a pin over the tiles' own symbols"
    page.execute_script("""
        const [lat, lon] = arguments;
        import('/app/map.js').then(m => m.theMap().fire('click', { latlng: L.latLng(lat, lon) }));""", lat, lon)
    wait(page, lambda d: "Karlštejn" in d.find_element(By.ID, "place-card").text, seconds=30,
         message="a click on Karlštejn's symbol did not open its card")
    assert all_of(page, ".selected-ring"), "the open place is not marked"
    screenshots(page, "32-drawn-sight-card")
