"""An attempt begun in the browser is finished in the REPL, and the other way
round: both use the server's store (`regio --store` of the same file)."""

import os
import subprocess

import pytest
from selenium.webdriver.common.by import By

from conftest import REPO, wait_ready
from helpers import all_of, clickable, number_in, open_tab, visible, wait


def run_regio(server, *arguments, answers=""):
    """`regio --store <the server's store> --lang en …` with `answers` on stdin (a pipe)."""
    binary = os.environ.get("REGIO_BIN", str(REPO / ".build" / "debug" / "regio"))
    env = dict(os.environ, HOME=str(server.dir / "home"), XDG_DATA_HOME=str(server.dir / "home" / ".local" / "share"))
    return subprocess.run([binary, "--store", str(server.store), "--lang", "en", *arguments],
                          input=answers, capture_output=True, text=True, timeout=180, env=env)


def quiz_entry(driver, quiz_id):
    open_tab(driver, "learn")
    return wait(driver, lambda d: [e for e in all_of(d, ".quiz-entry") if e.get_attribute("data-quiz-id") == quiz_id],
                message=f"quiz {quiz_id} not listed")[0]


@pytest.fixture
def own_server(server):
    if not hasattr(server, "store"):
        pytest.skip("REGIO_TEST_URL: the server's store is not reachable from here")
    return server


def test_an_attempt_begun_in_the_repl_goes_on_in_the_browser(page, own_server, screenshots):
    quiz = "cz-31-south-bohemia"
    begun = run_regio(own_server, "quiz", quiz, "--new", answers="1\n1\n")
    assert "at question 3/7" in begun.stdout, begun.stdout + begun.stderr

    page.refresh()
    wait_ready(page)
    entry = quiz_entry(page, quiz)
    assert entry.find_elements(By.CSS_SELECTOR, ".status"), "the quiz list does not show the unfinished attempt"
    entry.find_element(By.CSS_SELECTOR, "button").click()
    line = visible(page, "#quiz-body .quiz-position").text
    assert number_in(line) == 3, line
    screenshots(page, "16-quiz-begun-in-the-repl")
    clickable(page, "#quiz-close").click()


def test_an_attempt_begun_in_the_browser_is_finished_in_the_repl(page, own_server):
    quiz = "cz-64-south-moravia"
    quiz_entry(page, quiz).find_element(By.CSS_SELECTOR, "button").click()
    wait(page, lambda d: all_of(d, "#quiz-begin") or all_of(d, "#quiz-body .quiz-position"), message="no intro, no question")
    for begin in page.find_elements(By.CSS_SELECTOR, "#quiz-begin"):
        begin.click()
    start = number_in(visible(page, "#quiz-body .quiz-position").text)
    for _ in range(2):
        clickable(page, "#quiz-body .option[data-option='1']").click()
        visible(page, "#quiz-body .feedback")
        clickable(page, "#quiz-next").click()
        wait(page, lambda d: not d.find_elements(By.CSS_SELECTOR, "#quiz-body .feedback"))
    clickable(page, "#quiz-close").click()

    finished = run_regio(own_server, "quiz", quiz, answers="1\n" * 10)
    assert finished.returncode == 0, finished.stderr
    assert f"at question {start + 2}/6" in finished.stdout, finished.stdout
    assert "Result:" in finished.stdout and "of 6 questions" in finished.stdout, finished.stdout

    page.refresh()
    wait_ready(page)
    entry = quiz_entry(page, quiz)
    assert not entry.find_elements(By.CSS_SELECTOR, ".status"), "the attempt finished in the REPL still shows as unfinished"
