"""Fixtures for the browser tests: a real `regio serve` on 127.0.0.1 with its
own temporary store and home, and headless Chromium driven by Selenium.

Environment (set by scripts/test-browser):
  REGIO_BIN          the regio binary to run
  REGIO_SCREENSHOTS  where screenshots go (default .build/browser-screenshots)
  REGIO_PLACES       extra place catalogues for the server, separated by ':'
  REGIO_TEST_URL     use a server already running there instead of starting one
                     (the tests that need a server of their own still start it)
"""

import json
import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.support.ui import WebDriverWait

REPO = Path(__file__).resolve().parents[2]
XSS_NAME = "<img src=x onerror=alert(1)>"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class RegioServer:
    """`regio serve` in a temporary home with its own store (on `data`, a dataset
    folder, when given; else the embedded dataset), with the variables of
    `environment` set (e.g. `REGIO_NOW`, the review schedule's clock; change
    `self.env` between `halt` and `start_again` for another); stopped with SIGTERM."""

    def __init__(self, name, store_bytes=None, data=None, environment=None):
        self.dir = Path(tempfile.mkdtemp(prefix=f"regio-browser-{name}-"))
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        home = self.dir / "home"
        home.mkdir()
        self.store = self.dir / "store.sqlite"
        if store_bytes is not None:
            self.store.write_bytes(store_bytes)
        places = self.dir / "test-places.geojson"
        places.write_text(json.dumps({
            "type": "FeatureCollection",
            "features": [{
                "type": "Feature",
                "geometry": {"type": "Point", "coordinates": [14.9, 49.9]},
                "properties": {"id": "xss-test", "name": XSS_NAME, "kind": "hrad"},
            }],
        }), encoding="utf-8")
        binary = os.environ.get("REGIO_BIN", str(REPO / ".build" / "debug" / "regio"))
        command = [binary, "serve", "--host", "127.0.0.1", "--port", str(self.port),
                   "--store", str(self.store), "--places", str(places)]
        for extra in filter(None, os.environ.get("REGIO_PLACES", "").split(":")):
            command += ["--places", extra]
        if data is not None:
            command = [binary, "--data", str(data)] + command[1:]
        env = dict(os.environ, HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"),
                   XDG_CACHE_HOME=str(home / ".cache"), REGIO_WEB=str(REPO / "web"), **(environment or {}))
        self.command, self.env = command, env
        self.log = open(self.dir / "server.log", "ab")
        self.process = subprocess.Popen(command, stdout=self.log, stderr=subprocess.STDOUT, env=env)
        self.wait_until_ready()

    def halt(self):
        """Stops the server and keeps its store and port, for `start_again` (the browser sees it go away)."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(timeout=20)

    def start_again(self):
        """Starts the halted server on the same port with the same store (the same origin for the browser)."""
        self.process = subprocess.Popen(self.command, stdout=self.log, stderr=subprocess.STDOUT, env=self.env)
        self.wait_until_ready()

    def wait_until_ready(self, seconds=90):
        deadline = time.time() + seconds
        while time.time() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"regio serve exited with {self.process.returncode}:\n{self.log_text()}")
            try:
                with urllib.request.urlopen(self.url + "/tiles.json", timeout=2) as answer:
                    if answer.status == 200:
                        return
            except (urllib.error.URLError, ConnectionError, TimeoutError):
                time.sleep(0.3)
        raise RuntimeError(f"regio serve did not answer within {seconds} s:\n{self.log_text()}")

    def log_text(self):
        self.log.flush()
        return (self.dir / "server.log").read_text(errors="replace")[-4000:]

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()
        shutil.rmtree(self.dir, ignore_errors=True)


class RunningServer:
    def __init__(self, url):
        self.url = url.rstrip("/")


@pytest.fixture(scope="session")
def server():
    if os.environ.get("REGIO_TEST_URL"):
        yield RunningServer(os.environ["REGIO_TEST_URL"])
        return
    s = RegioServer("main")
    yield s
    s.stop()


@pytest.fixture(scope="session")
def screenshots():
    folder = Path(os.environ.get("REGIO_SCREENSHOTS", REPO / ".build" / "browser-screenshots"))
    folder.mkdir(parents=True, exist_ok=True)

    def save(driver, name):
        driver.save_screenshot(str(folder / f"{name}.png"))
    return save


def make_driver(width=1280, height=820):
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("REGIO_CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--force-device-scale-factor=1", "--lang=en-GB", "--no-first-run",
                     f"--window-size={width},{height}"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": "en-GB,en"})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(executable_path=os.environ.get("REGIO_CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(options=options, service=service)
    driver.set_page_load_timeout(60)
    return driver


@pytest.fixture(scope="session")
def browser():
    driver = make_driver()
    yield driver
    driver.quit()


@pytest.fixture
def page(browser, server):
    """The app, freshly loaded at desktop width with nothing saved in the browser."""
    browser.set_window_size(1280, 820)
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    # Cleared before the page loads: clearing from a loaded page races with its own
    # start-up (resuming a saved quiz writes localStorage again).
    browser.get("about:blank")
    browser.execute_cdp_cmd("Storage.clearDataForOrigin", {"origin": server.url, "storageTypes": "local_storage"})
    browser.get(server.url + "/")
    wait_ready(browser)
    browser.get_log("browser")  # start each test with an empty console log
    return browser


def wait_ready(driver, seconds=60):
    WebDriverWait(driver, seconds).until(
        lambda d: d.execute_script("return document.body.dataset.ready === 'true'"))
