"""Escaping, the Content-Security-Policy, and server errors shown in the page."""

import urllib.request

import pytest
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By

from conftest import XSS_NAME, RegioServer, wait_ready
from helpers import all_of, search, visible, wait


def test_a_place_named_like_markup_shows_as_text(page, screenshots):
    results = search(page, "onerror")
    names = [r.find_element(By.CSS_SELECTOR, ".result-name").text for r in results]
    assert XSS_NAME in names, names
    results[names.index(XSS_NAME)].click()
    wait(page, lambda d: d.find_element(By.CSS_SELECTOR, "#place-card .place-name").text == XSS_NAME)
    assert page.execute_script("return document.querySelectorAll('img[src=\"x\"]').length") == 0
    with pytest.raises(NoAlertPresentException):
        page.switch_to.alert.text
    screenshots(page, "06-markup-name-as-text")


def test_the_page_has_a_content_security_policy(server):
    request = urllib.request.Request(server.url + "/", headers={"Accept": "text/html"})
    with urllib.request.urlopen(request, timeout=10) as answer:
        policy = answer.headers.get("Content-Security-Policy", "")
        body = answer.read().decode()
    assert "script-src 'self'" in policy, policy
    assert "default-src 'self'" in policy, policy
    assert '<div id="map"' in body


def test_a_server_error_shows_a_message_in_the_page(screenshots):
    damaged = RegioServer("damaged", store_bytes=b"this is not an SQLite database" * 100)
    from conftest import make_driver
    driver = make_driver()
    try:
        driver.get(damaged.url + "/")
        wait_ready(driver)
        message = visible(driver, ".message-error")
        assert "damaged" in message.text, message.text
        assert all_of(driver, "#map")  # the page is still there, not blank
        screenshots(driver, "07-server-error")
    finally:
        driver.quit()
        damaged.stop()
