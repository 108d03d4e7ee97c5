"""The map: Regio's tiles, cluster badges, expanding a cluster, printing the view."""

import re

import pytest

from selenium.webdriver.common.by import By

from helpers import all_of, console_errors, load_app, loaded_tiles, map_zoom, tile_pixels, visible, wait


def test_page_loads_with_tiles_and_cluster_badges(page, screenshots):
    wait(page, lambda d: loaded_tiles(d) >= 4, message="fewer than 4 tiles loaded")
    texts = wait(page, lambda d: d.execute_script(
        "return [...document.querySelectorAll('.cluster-badge')].map(b => b.textContent.trim())"),
        message="no cluster badges")
    assert all(re.fullmatch(r"\d+(\.\d)?k?", text) for text in texts), f"badges without a count: {texts}"
    tile_sources = page.execute_script(
        "return [...document.querySelectorAll('img.leaflet-tile')].map(i => new URL(i.src).pathname)")
    assert all(src.startswith("/tiles/") for src in tile_sources), tile_sources
    assert page.find_element(By.ID, "attribution").text.strip()
    screenshots(page, "01-map-desktop")
    assert console_errors(page) == []


def test_clicking_a_cluster_zooms_to_where_it_splits(page, screenshots):
    wait(page, lambda d: all_of(d, ".cluster-badge"), message="no cluster badges")
    before = map_zoom(page)
    drawn = page.find_element(By.ID, "map").get_attribute("data-drawn")
    # the biggest cluster (the pins may be redrawn meanwhile: pick by id, then click)
    cluster_id = page.execute_script("""
        const badges = [...document.querySelectorAll('.cluster-badge')];
        badges.sort((a, b) => b.offsetWidth - a.offsetWidth);
        return badges[0].dataset.clusterId;""")
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, f".cluster-badge[data-cluster-id='{cluster_id}']").click() or True)
    wait(page, lambda d: map_zoom(d) > before, message="the map did not zoom in")
    wait(page, lambda d: d.find_element(By.ID, "map").get_attribute("data-drawn") != drawn,
         message="the pins were not reloaded")
    wait(page, lambda d: not d.find_elements(By.CSS_SELECTOR, f".cluster-badge[data-cluster-id='{cluster_id}']"),
         message="the clicked cluster is still shown unsplit")
    assert all_of(page, ".cluster-badge") or all_of(page, ".place-pin")
    screenshots(page, "02-cluster-expanded")


def test_print_this_view_asks_for_the_pdf_of_the_view(page, server):
    wait(page, lambda d: all_of(d, ".cluster-badge"), message="no cluster badges")
    pdf_url = page.execute_script("return import('/app/map.js').then(m => m.printURL())")
    assert pdf_url.startswith("/map.pdf?bbox=")
    page.set_script_timeout(90)
    status, head = page.execute_async_script("""
        const done = arguments[arguments.length - 1];
        fetch(arguments[0]).then(async r => done([r.status, new TextDecoder().decode((await r.arrayBuffer()).slice(0, 5))]))
          .catch(e => done([0, String(e)]));
    """, pdf_url)
    assert status == 200 and head == "%PDF-", (status, head)
    page.find_element(By.ID, "print-view").click()
    visible(page, ".message-success", seconds=90)


def river_pixels(driver):
    """Pixels of the loaded tiles in the river colour (#6b9fd0, within 8 per channel)."""
    return tile_pixels(driver, (0x6b, 0x9f, 0xd0), 8)


@pytest.mark.parametrize("zoom", [8, 11])
def test_the_tiles_show_the_rivers_at_zoom_8_and_11(page, server, screenshots, zoom):
    # The Dyje at Znojmo (zoom 11) and South Moravia around it (zoom 8).
    load_app(page, server.url, {"regio.view": {"center": [48.86, 16.05], "zoom": zoom}})
    # A zoom's first tiles lay out its labels and shade its relief (a debug build
    # on a loaded 2-core machine can take over a minute): room for that.
    wait(page, lambda d: map_zoom(d) == zoom and loaded_tiles(d) >= 6, seconds=180,
         message=f"the map did not show zoom {zoom}")
    wait(page, lambda d: d.execute_script(
        "return [...document.querySelectorAll('img.leaflet-tile')].every(i => i.complete)"), seconds=180,
         message="tiles still loading")
    pixels = river_pixels(page)
    screenshots(page, f"17-rivers-zoom-{zoom}")
    assert pixels > 200, f"only {pixels} river-blue pixels on the tiles at zoom {zoom}"
    assert "GSHHG" in page.find_element(By.ID, "attribution").text
    assert console_errors(page) == []
