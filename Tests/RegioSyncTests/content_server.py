#!/usr/bin/env python3
"""A small content server for the sync tests (Python 3 standard library only).

It serves JSON collections (arrays of objects with an "id") on 127.0.0.1 and
nothing else. It binds port 0 and prints the chosen port on the first line of
stdout, then serves until it is terminated.

The server keeps its own clock (it starts at a fixed date and only moves when
told to), so the tests can prove that the client uses the server's time and
never its own.

Protocol served (what the Regio sync engine expects of a content server):
  GET /<collection>                 the full collection: a JSON array of the
                                    live items (tombstones left out).
  GET /<collection>?since=<date>    when incremental answers are enabled: a
                                    delta {"since": <date>, "items": [...]}
                                    with every item changed at or after <date>,
                                    deleted ones as {"id": ..., "deleted": true}.
                                    When disabled, the parameter is ignored.
  ETag: a hash of the live items; Last-Modified: the time of the last change;
  Date: the server's clock. If-None-Match (takes precedence) and
  If-Modified-Since give 304 Not Modified without a body.

Test control (never used by the engine):
  POST /_control   a JSON object with any of these members, applied in order:
    "advance": seconds            move the server clock forward
    "set": {"collection": c, "items": [...]}      replace the collection
    "upsert": {"collection": c, "items": [...]}   add or change items
    "delete": {"collection": c, "ids": [...]}     leave tombstones
    "config": {...}               etag, last_modified, date, incremental (bools);
                                  status (int, 0 = normal), sleep (seconds),
                                  truncate (bool), invalid_json (bool),
                                  content_type (str), no_content_length (bool),
                                  pad (bytes of extra whitespace in the body),
                                  trickle (seconds between 10 pieces of the body);
                                  pace ([bytes, seconds]: the body in pieces of
                                  that many bytes, one every that many seconds,
                                  a steady rate however long the body is)
                                  Hostile answers (issue 16):
                                  gzip_bomb (bytes the gzip body inflates to,
                                  from a few kB on the wire); drip (seconds
                                  between single bytes of the body, forever);
                                  header_delay (seconds before the status line);
                                  raw_body (a string sent verbatim as the body,
                                  latin-1 bytes: invalid UTF-8 is possible);
                                  etag_value (an ETag sent as given);
                                  error_page (the text of an error status's body)
                                  Issue 13: require_auth ("user:password": 401
                                  without that HTTP Basic Authorization);
                                  only_modified_header (bool, default true: the
                                  X-Only-Modified-Since header asks for a delta
                                  like ?since=); query_since (bool, default true:
                                  false ignores ?since=). Items without an id (SlickQuiz)
                                  are keyed by their info.name.
  GET /_log        JSON array of the requests served: method, path, query,
                   if_none_match, if_modified_since, accept_language,
                   authorization, x_only_modified_since, status, body_bytes.
"""

import base64
import email.utils
import hashlib
import json
import os
import signal
import sys
import threading
import time
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

START = 1_900_000_000  # 2030-03-17, far from the test machine's clock


class State:
    def __init__(self):
        self.lock = threading.Lock()
        self.clock = START
        # collection -> id(str) -> {"item": obj, "modified": int, "deleted": bool}
        self.collections = {}
        # collection -> time of the last change
        self.changed = {}
        self.config = {
            "etag": True, "last_modified": True, "date": True, "incremental": True,
            "status": 0, "sleep": 0.0, "truncate": False, "invalid_json": False,
            "content_type": "application/json; charset=utf-8", "no_content_length": False,
            "pad": 0, "trickle": 0.0, "pace": None,
            "gzip_bomb": 0, "drip": 0.0, "header_delay": 0.0, "raw_body": None, "etag_value": None,
            "error_page": None, "require_auth": None, "only_modified_header": True, "query_since": True,
        }
        self.log = []

    def apply(self, command):
        for key, value in command.items():
            if key == "advance":
                self.clock += int(value)
            elif key == "set":
                name = value["collection"]
                self.collections[name] = {}
                for item in value["items"]:
                    self.collections[name][item_key(item)] = {"item": item, "modified": self.clock, "deleted": False}
                self.changed[name] = self.clock
            elif key == "upsert":
                name = value["collection"]
                coll = self.collections.setdefault(name, {})
                for item in value["items"]:
                    coll[item_key(item)] = {"item": item, "modified": self.clock, "deleted": False}
                self.changed[name] = self.clock
            elif key == "delete":
                name = value["collection"]
                coll = self.collections.setdefault(name, {})
                for ident in value["ids"]:
                    entry = coll.get(str(ident))
                    if entry is not None:
                        entry["deleted"] = True
                        entry["modified"] = self.clock
                self.changed[name] = self.clock
            elif key == "config":
                self.config.update(value)
            else:
                raise ValueError("unknown control command " + key)


STATE = State()


def item_key(item):
    """An item's id; SlickQuiz quizzes have none and are keyed by info.name."""
    if "id" in item:
        return str(item["id"])
    return "name:" + str(item.get("info", {}).get("name", ""))


def http_date(seconds):
    return email.utils.formatdate(seconds, usegmt=True)


class Handler(BaseHTTPRequestHandler):
    server_version = "RegioTestContent/1"

    def log_message(self, format, *args):  # keep the test output clean
        pass

    def send_response(self, code, message=None):
        # The Date header comes from the server's own clock (and may be switched off).
        self.log_request(code)
        self.send_response_only(code, message)
        self.send_header("Server", self.version_string())
        with STATE.lock:
            send_date, now = STATE.config["date"], STATE.clock
        if send_date:
            self.send_header("Date", http_date(now))

    def send_body(self, status, body, content_type, headers=(), declared_length=None):
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        if content_type:
            self.send_header("Content-Type", content_type)
        if declared_length is not None:
            self.send_header("Content-Length", str(declared_length))
        self.end_headers()
        with STATE.lock:
            trickle = STATE.config["trickle"] if status == 200 else 0
            pace = STATE.config["pace"] if status == 200 else None
        if body and pace:
            step, seconds = int(pace[0]), float(pace[1])
            sent = 0
            try:
                for start in range(0, len(body), step):
                    if start:
                        time.sleep(seconds)
                    self.wfile.write(body[start:start + step])
                    self.wfile.flush()
                    sent += len(body[start:start + step])
            except (BrokenPipeError, ConnectionResetError, OSError):
                self.close_connection = True  # the client gave up
            return sent
        if body and trickle:
            step = max(1, len(body) // 10 + 1)
            for start in range(0, len(body), step):
                self.wfile.write(body[start:start + step])
                self.wfile.flush()
                time.sleep(trickle)
        elif body:
            self.wfile.write(body)
            self.wfile.flush()
        return len(body)

    def send_gzip_bomb(self, inflated, headers):
        """A gzip body of `inflated` bytes ('[' and spaces: valid JSON so far), built from
        one repeated deflate block, so a few kB on the wire inflate to gigabytes."""
        self.send_response(200)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Encoding", "gzip")
        self.end_headers()
        chunk = 1 << 20
        deflate = zlib.compressobj(9, zlib.DEFLATED, 31)
        first = deflate.compress(b"[" + b" " * (chunk - 1)) + deflate.flush(zlib.Z_FULL_FLUSH)
        block = deflate.compress(b" " * chunk) + deflate.flush(zlib.Z_FULL_FLUSH)
        sent = 0
        try:
            self.wfile.write(first)
            sent += len(first)
            for _ in range(max(0, inflated // chunk - 1)):
                self.wfile.write(block)
                sent += len(block)
            tail = deflate.flush()
            self.wfile.write(tail)
            sent += len(tail)
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client gave up, as it should
        self.close_connection = True
        return sent

    def send_drip(self, seconds, headers):
        """A 200 whose body comes one byte every `seconds`, without end."""
        self.send_response(200)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        sent = 0
        try:
            self.wfile.write(b"[")
            self.wfile.flush()
            while True:
                time.sleep(seconds)
                self.wfile.write(b" ")
                self.wfile.flush()
                sent += 1
        except (BrokenPipeError, ConnectionResetError, OSError):
            pass
        self.close_connection = True
        return sent

    def record(self, path, query, status, sent):
        with STATE.lock:
            STATE.log.append({
                "method": self.command, "path": path, "query": query,
                "if_none_match": self.headers.get("If-None-Match"),
                "if_modified_since": self.headers.get("If-Modified-Since"),
                "accept_language": self.headers.get("Accept-Language"),
                "authorization": self.headers.get("Authorization"),
                "x_only_modified_since": self.headers.get("X-Only-Modified-Since"),
                "status": status, "body_bytes": sent,
            })

    def do_POST(self):
        parts = urlsplit(self.path)
        length = int(self.headers.get("Content-Length") or 0)
        raw = self.rfile.read(length)
        if parts.path != "/_control":
            self.send_body(404, b"not found\n", "text/plain", declared_length=10)
            return
        try:
            command = json.loads(raw)
            with STATE.lock:
                STATE.apply(command)
        except Exception as error:  # report the test's mistake clearly
            body = ("bad control command: %s\n" % error).encode()
            self.send_body(400, body, "text/plain", declared_length=len(body))
            return
        self.send_body(200, b"{}", "application/json", declared_length=2)

    def do_GET(self):
        parts = urlsplit(self.path)
        path = parts.path
        query = parse_qs(parts.query)
        if path == "/_log":
            with STATE.lock:
                body = json.dumps(STATE.log).encode()
            self.send_body(200, body, "application/json", declared_length=len(body))
            return

        with STATE.lock:
            config = dict(STATE.config)
        if config["sleep"]:
            time.sleep(config["sleep"])
        if config["header_delay"]:
            time.sleep(config["header_delay"])
        name = path.lstrip("/")
        with STATE.lock:
            known = name in STATE.collections
            coll = dict(STATE.collections.get(name, {}))
            changed = STATE.changed.get(name, START)
            now = STATE.clock

        if config["require_auth"] is not None:
            expected = "Basic " + base64.b64encode(config["require_auth"].encode()).decode()
            if self.headers.get("Authorization") != expected:
                body = b"credentials needed\n"
                sent = self.send_body(401, body, "text/plain", [("WWW-Authenticate", 'Basic realm="regio"')], len(body))
                self.record(path, parts.query, 401, sent)
                return
        if config["status"]:
            status = config["status"]
            page = config["error_page"]
            body = page.encode("latin-1") if page is not None else ("error %d from the test server\n" % status).encode()
            sent = self.send_body(status, body, "text/plain", declared_length=len(body))
            self.record(path, parts.query, status, sent)
            return
        if not known:
            body = b"no such collection\n"
            sent = self.send_body(404, body, "text/plain", declared_length=len(body))
            self.record(path, parts.query, 404, sent)
            return

        live = [entry["item"] for entry in coll.values() if not entry["deleted"]]
        etag = '"%s"' % hashlib.sha1(json.dumps(live, sort_keys=True).encode()).hexdigest()[:16]
        headers = []
        if config["etag_value"] is not None:
            etag = config["etag_value"]
            headers.append(("ETag", etag))
        elif config["etag"]:
            headers.append(("ETag", etag))
        if config["last_modified"]:
            headers.append(("Last-Modified", http_date(changed)))

        # Conditional requests: If-None-Match takes precedence over If-Modified-Since.
        inm = self.headers.get("If-None-Match")
        ims = self.headers.get("If-Modified-Since")
        not_modified = False
        if inm is not None and config["etag"]:
            not_modified = etag in [tag.strip() for tag in inm.split(",")]
        elif ims is not None and config["last_modified"]:
            try:
                not_modified = changed <= email.utils.parsedate_to_datetime(ims).timestamp()
            except (TypeError, ValueError):
                not_modified = False
        if not_modified:
            self.send_body(304, b"", None, headers)
            self.record(path, parts.query, 304, 0)
            return

        if config["gzip_bomb"]:
            sent = self.send_gzip_bomb(int(config["gzip_bomb"]), headers)
            self.record(path, parts.query, 200, sent)
            return
        if config["drip"]:
            sent = self.send_drip(float(config["drip"]), headers)
            self.record(path, parts.query, 200, sent)
            return

        since = query.get("since", [None])[0] if config["query_since"] else None
        if since is None and config["only_modified_header"]:
            since = self.headers.get("X-Only-Modified-Since")
        if since is not None and config["incremental"]:
            since_seconds = email.utils.parsedate_to_datetime(since).timestamp()
            changes = []
            for ident, entry in coll.items():
                if entry["modified"] >= since_seconds:
                    changes.append({"id": ident, "deleted": True} if entry["deleted"] else entry["item"])
            document = {"since": since, "items": changes}
        else:
            document = live
        body = json.dumps(document, ensure_ascii=False).encode()
        if config["raw_body"] is not None:
            body = config["raw_body"].encode("latin-1")
        if config["invalid_json"]:
            body = body[:-1] + b",]"
        body += b" " * int(config["pad"])
        declared = len(body)
        if config["truncate"]:
            body = body[: len(body) // 2]
        if config["no_content_length"]:
            declared = None
        sent = self.send_body(200, body, config["content_type"], headers, declared)
        self.record(path, parts.query, 200, sent)
        if config["truncate"]:
            self.close_connection = True


def exit_when_stdin_closes():
    """The test holds our stdin open; when it ends (even by a crash) we end too."""
    sys.stdin.buffer.read()
    os._exit(0)


def main():
    # A parent on a worker thread may have handed down a blocked signal mask.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, signal.valid_signals())
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    print(server.server_address[1], flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
