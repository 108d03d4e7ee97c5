"""The video player: a short real video (made by scripts/make-demo-video with
ffmpeg, kept with a copy of the dataset, served by `regio serve` with byte
ranges) plays in the app, a chapter seeks, the end offers the region's quiz,
and a video that cannot be played gives its page instead."""

import json
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import REPO, RegioServer, make_driver, wait_ready
from helpers import all_of, clickable, open_tab, phone_width, visible, wait

PAGE = "https://example.org/regio-demo/brno"
BROKEN_PAGE = "https://example.org/regio-demo/missing"


@pytest.fixture(scope="module")
def video_server():
    folder = Path(tempfile.mkdtemp(prefix="regio-video-data-"))
    for item in (REPO / "data").iterdir():
        # (not data/media/, where scripts/run serve may have made the demo video: the test makes its own)
        if item.name not in ("videos.json", "media"):
            (folder / item.name).symlink_to(item)
    media = folder / "media"
    media.mkdir()
    made = subprocess.run(["bash", str(REPO / "scripts" / "make-demo-video"), str(media)], capture_output=True, text=True)
    if made.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        pytest.skip(f"no demo video (scripts/make-demo-video needs ffmpeg): {made.stderr.strip()}")
    videos = [
        {"id": "demo", "title": {"cs": "Brno za šest sekund", "en": "Brno in six seconds"}, "region": "CZ-64",
         "url": "media/regio-demo.webm", "page": PAGE, "duration": 6, "quiz": "cz-64-south-moravia",
         "chapters": [{"start": 0, "title": {"cs": "Úvod", "en": "Start"}},
                      {"start": 4, "title": {"cs": "Špilberk", "en": "Spielberg"}},
                      {"title": {"cs": "Kapitola bez času", "en": "A chapter without a time"}}]},
        {"id": "broken", "title": {"cs": "Video, které chybí", "en": "A missing video"}, "region": "CZ-64",
         "url": "media/missing.webm", "page": BROKEN_PAGE},
    ]
    (folder / "videos.json").write_text(json.dumps(videos, ensure_ascii=False), encoding="utf-8")
    server = RegioServer("video", data=folder)
    yield server
    server.stop()
    shutil.rmtree(folder, ignore_errors=True)


def current_time(driver):
    return driver.execute_script("return document.querySelector('#video-player video').currentTime")


def watch(driver, video_id):
    open_tab(driver, "learn")
    entry = wait(driver, lambda d: all_of(d, f".video-entry[data-video-id='{video_id}']"), message=f"video {video_id} not listed")[0]
    entry.find_element(By.CSS_SELECTOR, "button.watch").click()
    visible(driver, "#video-player")


def start_playing(driver):
    visible(driver, "#video-player video")
    wait(driver, lambda d: d.execute_script("return document.querySelector('#video-player video').readyState >= 1"),
         message="the video's metadata did not load")
    driver.set_script_timeout(30)
    driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const video = document.querySelector('#video-player video');
        video.muted = true;
        video.play().then(() => done(true), (error) => done(String(error)));""")
    wait(driver, lambda d: current_time(d) > 0.3, message="the video does not play (currentTime stays)")


def test_a_video_plays_a_chapter_seeks_and_the_end_offers_the_quiz(video_server, screenshots):
    driver = make_driver(1366, 900)
    try:
        driver.get(video_server.url + "/")
        wait_ready(driver)
        watch(driver, "demo")
        assert driver.find_element(By.CSS_SELECTOR, "#video-player video").get_attribute("src").endswith("/api/videos/demo/file")
        chapters = all_of(driver, "#video-player .chapter")
        assert [c.text for c in chapters] == ["0:00 Start", "0:04 Spielberg", "A chapter without a time"]
        assert len(all_of(driver, "#video-player .chapter-button")) == 2, "a chapter without a start is no button"
        start_playing(driver)
        screenshots(driver, "20-video-playing")
        clickable(driver, "#video-player .chapter-button[data-start='4']").click()
        wait(driver, lambda d: current_time(d) >= 4, message="clicking the chapter did not seek to 0:04")
        offered = visible(driver, "#offered-quiz", seconds=30)
        assert "Brno in six seconds" in driver.find_element(By.ID, "quiz-offer").text
        assert offered.text == "Start the quiz" or offered.text == "Resume"
        screenshots(driver, "20-video-ended-offers-quiz")
    finally:
        driver.quit()


def test_the_player_in_czech_at_phone_width(video_server, screenshots):
    driver = make_driver(1366, 900)
    try:
        driver.get(video_server.url + "/")
        wait_ready(driver)
        phone_width(driver, 375, 740)
        Select(driver.find_element(By.ID, "language")).select_by_value("cs")
        watch(driver, "demo")
        wait(driver, lambda d: "Špilberk" in d.find_element(By.ID, "video-player").text, message="the chapters are not in Czech")
        assert "Kapitoly" in driver.find_element(By.ID, "video-player").text
        start_playing(driver)
        screenshots(driver, "20-video-playing-cs-phone")
    finally:
        driver.quit()


@pytest.mark.parametrize("language,width,height", [("en", 1366, 900), ("cs", 375, 740)])
def test_a_video_that_cannot_be_played_gives_its_page(video_server, screenshots, language, width, height):
    driver = make_driver(1366, 900)
    try:
        driver.get(video_server.url + "/")
        wait_ready(driver)
        if width < 760:
            phone_width(driver, width, height)
        Select(driver.find_element(By.ID, "language")).select_by_value(language)
        watch(driver, "broken")
        link = visible(driver, "#video-player #video-page")
        assert link.get_attribute("href") == BROKEN_PAGE
        assert not driver.find_element(By.CSS_SELECTOR, "#video-player video").is_displayed()
        said = driver.find_element(By.CSS_SELECTOR, "#video-player .player-fallback").text
        assert said.startswith("This video cannot be played here." if language == "en" else "Toto video zde nelze přehrát."), said
        screenshots(driver, f"21-video-fallback-{language}-{width}")
    finally:
        driver.quit()
