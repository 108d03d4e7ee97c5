"""A page of another site, open in the same browser as the app, cannot use the
local server: Chromium sends its writes (a fetch without CORS, a plain HTML
form) and the server refuses them, so no favourite is added; and what the page
asks to read stays unreadable to it (no CORS header lets it through)."""
import http.server
import json
import threading
import urllib.request

from conftest import free_port
from helpers import wait

PRAGUE = "geonames:3067696"

ATTACKER_PAGE = """<!doctype html><meta charset="utf-8"><title>Another site</title>
<form id="form" method="post" action="{url}/api/favourites" enctype="text/plain">
  <input name='{{"placeID": "{place}", "note": "form", "x": "' value='"}}'>
</form>
<script>
window.results = {{}};
(async () => {{
  try {{
    await fetch("{url}/api/favourites", {{method: "POST", mode: "no-cors", headers: {{"Content-Type": "text/plain"}},
                                          body: JSON.stringify({{placeID: "{place}", note: "fetch"}})}});
    window.results.write = "sent";
  }} catch (e) {{ window.results.write = "not sent: " + e; }}
  try {{
    const answer = await fetch("{url}/api/favourites");
    window.results.read = "read: " + await answer.text();
  }} catch (e) {{ window.results.read = "blocked"; }}
  window.results.done = true;
}})();
</script>"""


def favourites(server):
    with urllib.request.urlopen(server.url + "/api/favourites", timeout=30) as answer:
        return json.load(answer)


def test_a_page_of_another_site_cannot_write_to_or_read_from_the_local_server(page, server, screenshots):
    port = free_port()
    body = ATTACKER_PAGE.format(url=server.url, place=PRAGUE).encode()

    class AttackerSite(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    site = http.server.ThreadingHTTPServer(("127.0.0.1", port), AttackerSite)
    threading.Thread(target=site.serve_forever, daemon=True).start()
    try:
        before = favourites(server)
        # Another origin: the same machine, another port.
        page.get(f"http://127.0.0.1:{port}/")
        wait(page, lambda d: d.execute_script("return window.results && window.results.done"), 30,
             "the other site's page did not finish its requests")
        results = page.execute_script("return window.results")
        assert results["write"] == "sent", results  # the browser sent it: the server must refuse it
        assert results["read"] == "blocked", f"another site's page read the favourites: {results['read']}"
        page.execute_script("document.getElementById('form').submit()")
        wait(page, lambda d: d.current_url.startswith(server.url), 30, "the form was not sent")
        screenshots(page, "99-cross-site-form-refused")
        assert "cross-site" in page.page_source, page.page_source[:500]
        after = favourites(server)
        assert after == before, f"a page of another site added favourites: {after}"
    finally:
        site.shutdown()
        site.server_close()
