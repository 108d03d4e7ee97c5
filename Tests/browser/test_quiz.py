"""Videos and quizzes: a video offers its region's quiz, the player to its
summary, resuming after a reload, and the quiz at phone width."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from conftest import wait_ready
from helpers import all_of, clickable, number_in, open_tab, phone_width, play_quiz_to_summary, quiz_state, visible, wait


def tally(driver, kind):
    return int(driver.find_element(By.CSS_SELECTOR, f".tally-value[data-tally='{kind}']").text)


def test_a_watched_video_offers_its_quiz_played_to_the_summary(page, screenshots):
    page.set_window_size(1366, 900)
    open_tab(page, "learn")
    video = wait(page, lambda d: all_of(d, ".video-entry"), message="no videos listed")[0]
    video.find_element(By.CSS_SELECTOR, "button.watched").click()
    clickable(page, "#offered-quiz").click()
    count_text = visible(page, "#quiz-body .quiz-count").text
    count = number_in(count_text)
    assert count and count > 0, count_text
    screenshots(page, "08-quiz-intro")

    def shot(index):
        if index == 1:
            screenshots(page, "09-quiz-feedback")

    outcomes = play_quiz_to_summary(page, use_keys=True, on_feedback=shot)
    assert len(outcomes) == count
    assert tally(page, "right") == sum(outcomes)
    assert tally(page, "wrong") == count - sum(outcomes)
    assert len(all_of(page, ".review")) == count
    # Passed or not, with the pass mark and the points, as the server words them.
    verdict = visible(page, "#quiz-verdict")
    passed = verdict.get_attribute("data-passed") == "true"
    assert verdict.text.lower().startswith("passed" if passed else "not passed"), verdict.text
    assert "pass mark" in verdict.text and "%" in verdict.text, verdict.text
    assert visible(page, "#quiz-points").text.startswith("Points: "), page.find_element(By.ID, "quiz-points").text
    screenshots(page, "10-quiz-summary")
    # The quiz list shows the best score.
    clickable(page, "#quiz-close").click()
    wait(page, lambda d: [e for e in all_of(d, ".quiz-entry .card-meta") if "best" in e.text and "%" in e.text],
         message="no best score in the quiz list")


def test_a_skipped_question_says_skipped(page, screenshots):
    start_quiz(page, 0)
    for _ in range(40):
        state = quiz_state(page)
        if state == "question":
            break
        button = clickable(page, {"summary": "#play-again", "intro": "#quiz-begin"}.get(state, "#quiz-next"))
        button.click()
        # The screen is drawn anew after the server answers: until then the old one is still there.
        wait(page, EC.staleness_of(button), message=f"the quiz stayed at its {state} after a click")
    clickable(page, "#quiz-body .quiz-actions button.button-quiet").click()
    feedback = visible(page, "#quiz-body .feedback")
    assert feedback.get_attribute("data-outcome") == "skipped"
    assert "Skipped" in feedback.text and "Wrong" not in feedback.text, feedback.text
    play_quiz_to_summary(page)
    skipped = wait(page, lambda d: all_of(d, ".review[data-outcome='skipped']"), message="no skipped question in the summary")
    assert "Skipped" in skipped[0].text, skipped[0].text
    # In Czech at phone width: the verdict in Czech words.
    phone_width(page, 375, 740)
    Select(page.find_element(By.ID, "language")).select_by_value("cs")
    wait(page, lambda d: "hranice" in d.find_element(By.ID, "quiz-verdict").text, message="the verdict is not in Czech")
    assert page.find_element(By.ID, "quiz-points").text.startswith("Body: ")
    screenshots(page, "22-quiz-summary-cs-phone")


def start_quiz(driver, index):
    open_tab(driver, "learn")
    quizzes = wait(driver, lambda d: all_of(d, ".quiz-entry"), message="no quizzes listed")
    quizzes[min(index, len(quizzes) - 1)].find_element(By.CSS_SELECTOR, "button").click()
    visible(driver, "#quiz")


def test_an_unfinished_quiz_resumes_after_a_reload(page, screenshots):
    start_quiz(page, 1)
    wait(page, lambda d: all_of(d, "#quiz-begin") or all_of(d, "#quiz-body .quiz-position"), message="no intro, no question")
    begin = page.find_elements(By.CSS_SELECTOR, "#quiz-begin")
    if begin:
        begin[0].click()
    position = number_in(visible(page, "#quiz-body .quiz-position").text)
    for _ in range(2):
        first = page.execute_script("return document.querySelector('#quiz-body .option:not(:disabled)').dataset.option")
        clickable(page, f"#quiz-body .option[data-option='{first}']").click()
        visible(page, "#quiz-body .feedback")
        clickable(page, "#quiz-next").click()
        wait(page, lambda d: not d.find_elements(By.CSS_SELECTOR, "#quiz-body .feedback"))
    expected = position + 2
    page.refresh()
    wait_ready(page)
    line = visible(page, "#quiz-body .quiz-position").text
    assert number_in(line) == expected, line
    screenshots(page, "11-quiz-resumed")
    # The "welcome back" notice covers none of the dialog's buttons (close, the options, next).
    notice = visible(page, ".messages .message").rect
    for button in page.find_elements(By.CSS_SELECTOR, "#quiz button"):
        b = button.rect
        apart = (notice["x"] + notice["width"] <= b["x"] or b["x"] + b["width"] <= notice["x"]
                 or notice["y"] + notice["height"] <= b["y"] or b["y"] + b["height"] <= notice["y"])
        assert apart or not button.is_displayed(), (button.get_attribute("id") or button.text, notice, b)
    clickable(page, "#quiz-close").click()
    open_tab(page, "learn")
    assert any(e.find_elements(By.CSS_SELECTOR, ".status") for e in all_of(page, ".quiz-entry"))


def test_the_quiz_works_at_phone_width(page, screenshots):
    phone_width(page)
    page.refresh()
    wait_ready(page)
    assert page.execute_script("return window.innerWidth") == 375
    start_quiz(page, 0)
    outcomes = play_quiz_to_summary(page, use_keys=False,
                                    on_feedback=lambda i: i == 1 and screenshots(page, "12-quiz-phone-question"))
    assert outcomes
    wrong = tally(page, "wrong")
    assert wrong == len(outcomes) - sum(outcomes) or outcomes == []
    screenshots(page, "13-quiz-phone-summary")
    missed = page.find_elements(By.ID, "play-missed")
    if missed:
        missed[0].click()
        count = number_in(visible(page, "#quiz-body .quiz-position").text.split()[-1])
        assert count == wrong
    width = page.execute_script("return document.documentElement.scrollWidth")
    assert width <= 375, f"the page is {width} px wide at 375 px"
