"""Offline: with the server gone, the favourites list and their map area
still work from the browser's cache (the service worker)."""

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By

from conftest import RegioServer, make_driver, wait_ready
from helpers import all_of, clickable, loaded_tiles, open_tab, search, visible, wait


def cached_count(driver, cache, contains=""):
    return driver.execute_script(
        "return caches.open(arguments[0]).then(c => c.keys())"
        ".then(keys => keys.filter(k => k.url.includes(arguments[1])).length)", cache, contains)


def test_favourites_and_their_map_area_work_offline(screenshots):
    server = RegioServer("offline")
    driver = make_driver()
    try:
        driver.get(server.url + "/")
        wait_ready(driver)
        driver.set_script_timeout(30)
        driver.execute_async_script(
            "const done = arguments[arguments.length - 1]; navigator.serviceWorker.ready.then(() => done(true));")
        driver.refresh()
        wait_ready(driver)
        assert driver.execute_script("return navigator.serviceWorker.controller !== null")

        search(driver, "karlstejn")[0].click()
        clickable(driver, "#place-card .star-button").click()
        wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .star-button").get_attribute("aria-pressed") == "true")
        # One tile at each of the overview zooms 7-11, the 5x5 block at 12-15 (web/offline-tiles.js).
        wanted = 5 + 4 * 25
        wait(driver, lambda d: d.execute_script("return document.body.dataset.offlineTiles") == f"{wanted}/{wanted}",
             seconds=240, message="the tiles around the favourite were not kept")
        wait(driver, lambda d: cached_count(d, "regio-data-v1", "/api/favourites") >= 1)

        server.stop()
        driver.refresh()
        wait_ready(driver)
        visible(driver, "#map-status")
        open_tab(driver, "favourites")
        entry = wait(driver, lambda d: [e for e in all_of(d, ".favourite-entry") if "Karlštejn" in e.text],
                     message="the favourites list is not there offline")[0]
        assert "Offline" in driver.find_element(By.ID, "favourites-state").text
        entry.find_element(By.XPATH, ".//button[1]").click()
        wait(driver, lambda d: all_of(d, ".place-pin"), message="no favourite pin on the offline map")
        try:
            wait(driver, lambda d: loaded_tiles(d) >= 4)
        except TimeoutException:
            raise AssertionError("no tiles offline; the map's tiles (src, loaded, kept in the cache):\n" + driver.execute_async_script("""
                const done = arguments[arguments.length - 1];
                caches.open('regio-tiles-v1').then(async (cache) => {
                  const lines = [];
                  for (const img of document.querySelectorAll('img.leaflet-tile')) {
                    lines.push(`${img.src} ${img.complete && img.naturalWidth > 0} ${Boolean(await cache.match(img.src))}`);
                  }
                  done(lines.join('\\n') + `\\nzoom ${document.getElementById('map').dataset.zoom}`);
                });"""))
        screenshots(driver, "15-offline-favourites")
    finally:
        driver.quit()
        server.stop()
