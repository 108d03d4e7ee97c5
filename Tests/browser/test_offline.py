"""Offline: with the server gone, the favourites list and their map area
still work from the browser's cache (the service worker); the map's notice
stays visible above the messages, search says it is offline and finds the
favourites, and a note written offline waits in the browser until the
server is back."""

import json
import urllib.request

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import REPO, RegioServer, make_driver, wait_ready
from helpers import all_of, clickable, loaded_tiles, open_tab, phone_width, search, visible, wait

NOTE = "Tickets online, closed on Mondays"


def cached_count(driver, cache, contains=""):
    return driver.execute_script(
        "return caches.open(arguments[0]).then(c => c.keys())"
        ".then(keys => keys.filter(k => k.url.includes(arguments[1])).length)", cache, contains)


def covering_messages(driver):
    """The messages that cover the map's notice (their boxes overlap), as text."""
    return driver.execute_script("""
        const status = document.getElementById('map-status').getBoundingClientRect();
        return [...document.querySelectorAll('#messages .message')].filter((m) => {
          const r = m.getBoundingClientRect();
          return r.left < status.right && status.left < r.right && r.top < status.bottom && status.top < r.bottom;
        }).map((m) => m.textContent);""")


def test_favourites_and_their_map_area_work_offline(screenshots):
    server = RegioServer("offline")
    driver = make_driver(1366, 900)
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

        server.halt()
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

        # The map's notice is not under a message (the offline warning stays on screen).
        wait(driver, lambda d: all_of(d, "#messages .message"), message="no offline message to stack against")
        assert covering_messages(driver) == [], "a message covers the map's offline notice"
        status = driver.find_element(By.ID, "map-status").rect
        assert driver.execute_script("return document.getElementById('map-status').contains(document.elementFromPoint(...arguments))",
                                     status["x"] + status["width"] / 2, status["y"] + status["height"] / 2)

        # A note written offline is kept in the browser, and the card says it waits.
        note = visible(driver, "#place-note")
        note.clear()
        note.send_keys(NOTE)
        clickable(driver, "#place-card .note-form button[type=submit]").click()
        wait(driver, lambda d: [m for m in all_of(d, "#messages .message") if "the note is kept in this browser" in m.text],
             message="saving a note offline does not say it is kept")
        visible(driver, "#note-pending")
        assert NOTE in driver.execute_script("return localStorage.getItem('regio.pendingNotes')")
        screenshots(driver, "23-offline-note-kept")

        # Search offline says so and what still works, and finds the favourite.
        box = clickable(driver, "#search-input")
        box.clear()
        box.send_keys("karlstej")
        said = visible(driver, "#search-results .offline-search")
        assert said.text.startswith("Offline: search needs the server."), said.text
        assert "favourites" in said.text
        wait(driver, lambda d: [r for r in all_of(d, "#search-results .result") if "Karlštejn" in r.text],
             message="offline search does not list the matching favourite")
        assert covering_messages(driver) == []
        screenshots(driver, "23-offline-search")

        # The same in Czech at phone width.
        phone_width(driver, 375, 740)
        Select(driver.find_element(By.ID, "language")).select_by_value("cs")
        wait(driver, lambda d: "Offline: hledání potřebuje server." in d.find_element(By.ID, "search-results").text,
             message="the offline search is not said in Czech")
        assert covering_messages(driver) == []
        screenshots(driver, "23-offline-search-cs-phone")
        # The categories and the favourite's region in Czech too: the reads were kept in both languages.
        wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#category-filters .chip[data-category='castle']")
             .get_attribute("textContent").startswith("Hrad"), message="offline in Czech, the categories stay in English")
        wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .place-region").text == "Středočeský kraj",
             message="offline in Czech, the card's region stays in English")
        assert driver.find_element(By.CSS_SELECTOR, "#place-card .place-kind").get_attribute("textContent") == "hrad", \
            "offline in Czech, the card's category stays in English"
        clickable(driver, "#place-card .icon-button").click()
        open_tab(driver, "favourites")
        wait(driver, lambda d: [e for e in all_of(d, ".favourite-entry") if "Středočeský kraj" in e.text],
             message="offline in Czech, the favourite's region stays in English")

        # Back online: the note is saved in the store.
        server.start_again()
        driver.refresh()
        wait_ready(driver)
        wait(driver, lambda d: d.execute_script("return localStorage.getItem('regio.pendingNotes')") is None,
             message="the note written offline was not sent when the server came back")
        with urllib.request.urlopen(server.url + "/api/favourites") as answer:
            saved = json.load(answer)
        assert [f.get("note") for f in saved if "Karlštejn" in f.get("name", "")] == [NOTE], saved
    finally:
        driver.quit()
        server.stop()


def test_the_shell_cache_lists_every_app_file_and_only_files_the_server_has(page):
    listed = page.execute_script("return import('/app/cache-names.js').then(m => m.SHELL_FILES)")
    assert listed, "web/cache-names.js exports no SHELL_FILES"
    # Every file of web/ but the service worker itself: a file left out is missing offline.
    app_files = {f"/app/{f.name}" for f in (REPO / "web").iterdir() if f.is_file() and f.name != "sw.js"}
    assert sorted(app_files - set(listed)) == [], "files of web/ the shell cache does not keep"
    page.set_script_timeout(30)
    statuses = page.execute_async_script("""
        const done = arguments[arguments.length - 1];
        Promise.all(arguments[0].map((path) => fetch(path, { cache: 'no-store' }).then((r) => [path, r.status])))
          .then(done, (error) => done([['fetch', String(error)]]));""", listed)
    assert [entry for entry in statuses if entry[1] != 200] == [], "the shell cache names files the server does not have"
