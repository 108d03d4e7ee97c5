"""A tourist's scale from an OpenStreetMap extract (issue 25): the web app on a
dataset of Liechtenstein built with its extract shows the roads at zoom 15,
credits OpenStreetMap, and finds the peak with its elevation and the castle."""

import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from conftest import RegioServer
from helpers import console_errors, load_app, loaded_tiles, map_zoom, search, tile_pixels, wait

EXTRACT = "liechtenstein-2013-08-03.osm.pbf"


def extract_path():
    folder = os.environ.get("REGIO_OSM_SAMPLES") or str(Path.home() / ".cache" / "regio" / "osm")
    path = Path(folder) / EXTRACT
    return path if path.is_file() else None


@pytest.fixture(scope="module")
def liechtenstein():
    """`regio serve` on `regio dataset build LI --osm` of the extract (skipped when it cannot be built here)."""
    extract = extract_path()
    if extract is None:
        pytest.skip(f"needs {EXTRACT}: run scripts/fetch-osm-samples")
    folder = Path(tempfile.mkdtemp(prefix="regio-browser-li-"))
    binary = os.environ.get("REGIO_BIN", "regio")
    build = subprocess.run([binary, "dataset", "build", "LI", "--osm", str(extract), "--out", str(folder / "li")],
                           capture_output=True, text=True, timeout=600)
    if build.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        if "scripts/fetch-" in build.stderr:
            pytest.skip(f"the dataset's inputs are not here: {build.stderr.strip()}")
        raise AssertionError(f"dataset build LI failed:\n{build.stderr}")
    server = RegioServer("li", data=folder / "li")
    yield server
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


def test_vaduz_at_zoom_15_shows_the_roads_and_finds_the_peak_and_the_castle(browser, liechtenstein, screenshots):
    page = browser
    page.set_window_size(1280, 820)
    page.get("about:blank")
    page.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": liechtenstein.url, "storageTypes": "local_storage"})
    load_app(page, liechtenstein.url, {"regio.view": {"center": [47.1405, 9.5215], "zoom": 15}})
    wait(page, lambda d: map_zoom(d) == 15 and loaded_tiles(d) >= 6, seconds=180, message="the map did not show zoom 15")
    wait(page, lambda d: d.execute_script(
        "return [...document.querySelectorAll('img.leaflet-tile')].every(i => i.complete)"), seconds=180,
         message="tiles still loading")
    screenshots(page, "19-vaduz-zoom-15")
    # The main road through Vaduz in the primary class's fill (#f7c46b), the streets in white with casings.
    primary = tile_pixels(page, (0xf7, 0xc4, 0x6b), 6)
    assert primary > 500, f"only {primary} primary-road pixels at zoom 15 over Vaduz"
    assert "OpenStreetMap" in page.find_element(By.ID, "attribution").text
    results = search(page, "naafkopf")
    assert len(results) == 1, [r.text for r in results]
    assert "2,571 m" in results[0].text or "2,570 m" in results[0].text, results[0].text
    search(page, "burg vaduz")
    wait(page, lambda d: "Schloss Vaduz" in d.find_element(By.CSS_SELECTOR, "#search-results .result").text,
         message="Schloss Vaduz is not the first result for 'burg vaduz'")
    screenshots(page, "19-vaduz-search")
    assert console_errors(page) == []
