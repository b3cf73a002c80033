#!/usr/bin/env python3
"""A local stand-in for TheMealDB's free V1 API, for sous's tests (standard library only).

It serves Fixtures/mealdb/api-style/*.json in TheMealDB's URL layout (/api/json/v1/<key>/…php) with the
real API's semantics and wire encoding (compact JSON, "\\/" and "\\uXXXX" escapes, {"meals":null} for no
match, {"meals":"Invalid ID"} for a non-numeric lookup id), plus latency and fault injection for tests.

Usage:
  python3 Tests/Server/mealdb_server.py [--port 0] [--port-file FILE] [--latency-ms N]
                                        [--fault MODE] [--hostile] [--retry-after S] [--lifetime S]
                                        [--tls-cert PEM --tls-key PEM]

The first stdout line is the port number. The server binds 127.0.0.1 only, and exits by itself after
--lifetime seconds (default 120), when its parent process dies, or when its stdin (if a pipe) closes.

Fault modes (--fault for every API request, or per endpoint through the control endpoint):
  500          HTTP 500 with a small HTML body
  503          HTTP 503
  429          HTTP 429 with Retry-After (--retry-after, default 1)
  hang         accept, then send nothing (until the client leaves or --hang-max seconds)
  truncate     a Content-Length for the whole answer, half of it, then the connection closes
  malformed    HTTP 200 with a body that is not JSON
  invalid-id   {"meals":"Invalid ID"}
  premium      {"meals":"This API endpoint is only for premium users"}
  huge         a long answer (--huge-bytes, default 32 MB) with its Content-Length
  huge-chunked the same without a length (chunked), so only counting what arrives can stop it
  none         no fault

Hostile modes (what a broken or malicious server might send; --hostile makes "escapes" the default):
  escapes      the real answer, with terminal escapes (CSI, OSC 52, OSC 8, DCS, C1, DEL, NUL, bidi
               overrides, invisible characters) in names, categories, areas, tags, measures, ingredients,
               instructions, links; filter.php reads only the first word of a name sent back
  null-item    {"meals":[null]}
  object       {"meals":{}}
  wrong-types  numbers, lists and objects where strings belong
  no-id        meals without idMeal (and one with it, which must survive)
  duplicate-ids the answer's meals twice over, ids repeated
  repeated-ids each meal followed by a second record with its id and a name ending " (repeat)", then the
               first meal once more at the end: a client keeping the first of each shows no "(repeat)"
  many         20,000 items
  deep         100,000 nested lists inside "meals"
  drip         a Content-Length, then one byte a second
  invalid-utf8 bytes that are not UTF-8 inside a string
  html-200     an HTML error page with status 200
  redirect-loop a 302 to the same URL, forever
  redirect-off-host a 302 to http://localhost:<port>/__offhost (another host name for this server;
               /__stats counts "offhost" requests, which must stay 0)
  reset        a Content-Length, half the body, then a TCP reset
  redirect-once a 302 with a relative Location (this script, the query plus hop=1), answered normally
               once there: a same-server redirect a client should follow
  redirect     a 302 to the `location` given to /__fault ("{path}" in it becomes the request's path and
               query), e.g. another loopback port, which must then receive nothing

Control endpoints (GET, loopback only):
  /__stats                      counts per path and per path+query, max concurrency, TCP connections
                                accepted, recent requests
  /__reset                      clears the counters
  /__fault?mode=M[&path=P][&times=N]
                                sets a fault for endpoint P (e.g. lookup.php; default: every endpoint),
                                for the next N requests (default: until changed); mode=none clears it;
                                &location=L is where mode=redirect points
  /__latency?ms=N[&path=P]      sets the latency for endpoint P (default: every endpoint)
"""

import argparse
import collections
import json
import random
import select
import socket
import ssl
import struct
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import local_server

HOSTILE_MODES = {"escapes", "null-item", "object", "wrong-types", "no-id", "duplicate-ids", "repeated-ids", "many",
                 "deep", "drip", "invalid-utf8", "html-200", "redirect-loop", "redirect-off-host", "reset",
                 "redirect-once", "redirect"}
FAULT_MODES = {"none", "500", "503", "429", "hang", "truncate", "malformed", "invalid-id", "premium", "huge",
               "huge-chunked"} | HOSTILE_MODES
# Every sequence a terminal could act on: colour, clear screen, title, clipboard write (OSC 52), a link
# (OSC 8), DCS, a C1 CSI, DEL, NUL, bell, carriage return, bidi overrides and isolates, and what a terminal
# shows no trace of: bidi marks, line and paragraph separators, BOM, soft hyphen, zero width space, tag
# characters and interlinear annotations.
POISON = ("\x1b[31;1m\x1b[2J\x1b]0;pwned\x07\x1b]52;c;cHduZWQ=\x07\x1b]8;;http://evil.example/\x1b\\"
          "click\x1b]8;;\x1b\\\x1bP1$qm\x1b\\\u009b31m\u009d0;c1\u009c\x7f\x00\x07\r\u202e\u2066\u2069\u202c"
          "\u061c\u200e\u200f\u2028\u2029\ufeff\u00ad\u200b\U000e0041\U000e007f\ufff9\ufffa\ufffb")
POISONED_KEYS = ("strMeal", "strCategory", "strArea", "strTags", "strInstructions", "strCategoryDescription",
                 "strDescription", "strIngredient", "strSource", "strYoutube")
MAX_DRIP_SECONDS = 120
MAX_CONCURRENT_REQUESTS = 64
MAX_QUERY_LENGTH = 2048
RECENT_REQUESTS_KEPT = 500
MAX_LATENCY_MS = 60_000
MAX_LIFETIME_S = 3600


def poisoned(value):
    """The answer with POISON in every string a screen shows (and a bidi override before names)."""
    if isinstance(value, list):
        return [poisoned(item) for item in value]
    if isinstance(value, dict):
        result = {}
        for key, item in value.items():
            if isinstance(item, str) and item and key.startswith(POISONED_KEYS + ("strMeasure",)):
                if key.startswith("strMeasure"):
                    item = item + "\x1b[8m" + POISON[:40]
                elif key in ("strSource", "strYoutube"):
                    item = item + "\x1b]8;;x\x07\u202e"
                else:
                    item = item + " " + POISON
            result[key] = poisoned(item) if isinstance(item, (list, dict)) else item
        return result
    return value


def wire_json(value):
    """Encodes like PHP's json_encode, as TheMealDB does: compact, ASCII only, slashes escaped."""
    return json.dumps(value, ensure_ascii=True, separators=(",", ":")).replace("/", "\\/").encode("ascii")


class Catalogue:
    """The fixture data, loaded once, with the lookups the endpoints need."""

    def __init__(self, folder):
        folder = Path(folder)

        def raw(name):
            return (folder / name).read_bytes()

        # The list endpoints serve the recorded bytes untouched: they already are the wire encoding.
        self.raw = {
            "categories": raw("categories.json"),
            "c": raw("category-list.json"),
            "a": raw("areas.json"),
            "i": raw("ingredients.json"),
        }
        self.meals = json.loads(raw("meals.json"))["meals"]
        self.by_id = {meal["idMeal"]: meal for meal in self.meals}

    @staticmethod
    def ingredients_of(meal):
        names = []
        for slot in range(1, 21):
            value = meal.get(f"strIngredient{slot}")
            if isinstance(value, str) and value.strip():
                names.append(value.strip().lower())
        return names

    def filter(self, key, value):
        wanted = value.replace("_", " ").strip().lower()
        if key == "c":
            matches = [m for m in self.meals if (m.get("strCategory") or "").strip().lower() == wanted]
        elif key == "a":
            matches = [m for m in self.meals if (m.get("strArea") or "").strip().lower() == wanted]
        else:
            matches = [m for m in self.meals if wanted in self.ingredients_of(m)]
        matches.sort(key=lambda m: (m.get("strMeal") or "").lower())
        return [{"strMeal": m["strMeal"], "strMealThumb": m["strMealThumb"], "idMeal": m["idMeal"]}
                for m in matches]

    def search(self, text):
        wanted = text.strip().lower()
        if not wanted:
            # The live API answers an empty search with a short default listing.
            return self.meals[:25]
        return [m for m in self.meals if wanted in (m.get("strMeal") or "").lower()]

    def first_letter(self, letter):
        if len(letter) != 1:
            return []
        return [m for m in self.meals if (m.get("strMeal") or "").lower().startswith(letter.lower())]


class State:
    """Counters and per-endpoint settings, shared by the handler threads under one lock."""

    def __init__(self, latency_ms, fault, retry_after):
        self.lock = threading.Lock()
        self.latency = {"*": latency_ms}
        self.faults = {"*": [fault, None]} if fault != "none" else {}
        self.retry_after = retry_after
        self.redirect_location = "/"
        self.reset()

    def reset(self):
        self.total = 0
        self.paths = collections.Counter()
        self.urls = collections.Counter()
        self.in_flight = collections.Counter()
        self.max_concurrent = collections.Counter()
        self.in_flight_total = 0
        self.max_concurrent_total = 0
        self.recent = collections.deque(maxlen=RECENT_REQUESTS_KEPT)
        self.bytes_sent = collections.Counter()
        self.disconnects = collections.Counter()
        self.connections = 0
        self.sequence = 0

    def begin(self, endpoint, url):
        with self.lock:
            self.total += 1
            self.sequence += 1
            self.paths[endpoint] += 1
            self.urls[url] += 1
            self.in_flight[endpoint] += 1
            self.in_flight_total += 1
            self.max_concurrent[endpoint] = max(self.max_concurrent[endpoint], self.in_flight[endpoint])
            self.max_concurrent_total = max(self.max_concurrent_total, self.in_flight_total)
            record = {"seq": self.sequence, "url": url, "start": time.monotonic(), "end": None}
            self.recent.append(record)
            return record

    def end(self, endpoint, record, sent, disconnected):
        with self.lock:
            self.in_flight[endpoint] -= 1
            self.in_flight_total -= 1
            record["end"] = time.monotonic()
            self.bytes_sent[endpoint] += sent
            if disconnected:
                self.disconnects[endpoint] += 1

    def fault_for(self, endpoint):
        """The fault for this request, consuming one use of a counted fault."""
        with self.lock:
            for key in (endpoint, "*"):
                entry = self.faults.get(key)
                if entry is None:
                    continue
                mode, times = entry
                if times is not None:
                    if times <= 1:
                        del self.faults[key]
                    else:
                        entry[1] = times - 1
                return mode
            return "none"

    def latency_for(self, endpoint):
        with self.lock:
            return self.latency.get(endpoint, self.latency.get("*", 0))

    def snapshot(self):
        with self.lock:
            return {
                "total": self.total,
                "paths": dict(self.paths),
                "urls": dict(self.urls),
                "max_concurrent": dict(self.max_concurrent),
                "max_concurrent_total": self.max_concurrent_total,
                "in_flight": self.in_flight_total,
                "bytes_sent": dict(self.bytes_sent),
                "disconnects": dict(self.disconnects),
                "connections": self.connections,
                "recent": [dict(r) for r in self.recent],
            }


class Handler(BaseHTTPRequestHandler):
    server_version = "mealdb-test/1"
    protocol_version = "HTTP/1.1"
    # TCP_NODELAY, as real servers set it: without it the body, written after the headers, waits on a
    # kept-alive connection for the client's delayed ACK, about 40 ms a request (a client that opens
    # a connection per request is spared, one that reuses its connection is not).
    disable_nagle_algorithm = True

    def setup(self):
        super().setup()
        # One handler per TCP connection: /__stats "connections" tells a client that reuses its
        # connections from one that opens one per request (control requests count too).
        with self.server.state.lock:
            self.server.state.connections += 1

    def log_message(self, format, *args):
        if self.server.verbose:
            sys.stderr.write("%s\n" % (format % args))

    # --- plumbing -------------------------------------------------------------------------------

    def send_body(self, status, body, content_type="application/json", extra_headers=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in extra_headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)
        self.wfile.flush()
        return len(body)

    def do_GET(self):
        if not self.server.slots.acquire(blocking=False):
            self.send_body(503, b"busy", "text/plain")
            return
        try:
            self.route()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
        finally:
            self.server.slots.release()

    def route(self):
        if len(self.path) > MAX_QUERY_LENGTH:
            self.send_body(414, b"too long", "text/plain")
            return
        parsed = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(parsed.query, keep_blank_values=True)
        if parsed.path.startswith("/__"):
            self.control(parsed.path, query)
            return
        parts = parsed.path.split("/")
        # /api/json/v1/<key>/<endpoint>.php
        if len(parts) != 6 or parts[1:4] != ["api", "json", "v1"] or not parts[5].endswith(".php"):
            self.send_body(404, b"<html><body>Not Found</body></html>", "text/html")
            return
        endpoint = parts[5]
        record = self.server.state.begin(endpoint, self.path)
        sent, disconnected = 0, False
        try:
            sent, disconnected = self.api(endpoint, query)
        except (BrokenPipeError, ConnectionResetError):
            disconnected = True
            raise
        finally:
            self.server.state.end(endpoint, record, sent, disconnected)

    def wait(self, seconds):
        """Sleeps, noticing a client that has left; True when it has."""
        deadline = time.monotonic() + seconds
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return False
            time.sleep(min(0.05, remaining))
            if self.client_gone():
                return True

    def client_gone(self):
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            if readable:
                return self.connection.recv(1, socket.MSG_PEEK) == b""  # EOF: the client closed.
        except OSError:
            return True
        return False

    # --- the API ----------------------------------------------------------------------------------

    def api(self, endpoint, query):
        state = self.server.state
        latency = state.latency_for(endpoint)
        if latency and self.wait(latency / 1000.0):
            self.close_connection = True
            return 0, True
        fault = state.fault_for(endpoint)
        if fault == "hang":
            gone = self.wait(self.server.hang_max)
            self.close_connection = True
            return 0, gone
        if fault == "500":
            return self.send_body(500, b"<html><body>Internal Server Error</body></html>", "text/html"), False
        if fault == "503":
            return self.send_body(503, b"<html><body>Service Unavailable</body></html>", "text/html"), False
        if fault == "429":
            headers = [("Retry-After", str(state.retry_after))]
            return self.send_body(429, b"Too Many Requests", "text/plain", headers), False
        if fault == "malformed":
            return self.send_body(200, b'{"meals":[{"idMeal":"52772","strMeal":'), False
        if fault == "invalid-id":
            return self.send_body(200, wire_json({"meals": "Invalid ID"})), False
        if fault == "premium":
            return self.send_body(200, wire_json({"meals": "This API endpoint is only for premium users"})), False
        if fault in ("huge", "huge-chunked"):
            return self.send_huge(chunked=fault == "huge-chunked")
        if fault in HOSTILE_MODES and fault != "escapes":
            return self.hostile(fault, endpoint, query)

        if fault == "escapes" and endpoint == "filter.php":
            # A poisoned name sent back ("Beef <poison>", or cleaned to "Beef click") names its first word.
            query = {key: [values[0].split()[0]] if values and values[0].split() else values
                     for key, values in query.items()}
        status, body = self.answer(endpoint, query)
        if fault == "escapes":
            body = wire_json(poisoned(json.loads(body)))
        if fault == "truncate":
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            half = body[: max(1, len(body) // 2)]
            self.wfile.write(half)
            self.wfile.flush()
            self.close_connection = True
            return len(half), False
        return self.send_body(status, body), False

    def send_huge(self, chunked):
        """A long answer, stopping as soon as the client hangs up (what the size cap tests)."""
        total = self.server.huge_bytes
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if chunked:
            self.send_header("Transfer-Encoding", "chunked")
        else:
            self.send_header("Content-Length", str(total))
        self.end_headers()
        head = b'{"meals":[{"idMeal":"1","strMeal":"'
        chunk = b"x" * 65536
        sent = 0

        def write(piece):
            if chunked:
                self.wfile.write(b"%x\r\n" % len(piece) + piece + b"\r\n")
            else:
                self.wfile.write(piece)

        try:
            write(head)
            sent += len(head)
            while sent < total:
                piece = chunk[: total - sent]
                write(piece)
                sent += len(piece)
                # At most ~64 MB/s, so what was sent after a client hung up stays far below the total.
                time.sleep(0.001)
            if chunked:
                self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True
            return sent, True
        return sent, False

    def hostile(self, mode, endpoint, query):
        """One of the hostile answers; (bytes sent, whether the client hung up)."""
        if mode == "null-item":
            return self.send_body(200, b'{"meals":[null]}'), False
        if mode == "object":
            return self.send_body(200, b'{"meals":{}}'), False
        if mode == "html-200":
            page = b"<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>\x1b[2J oops</body></html>"
            return self.send_body(200, page, "text/html"), False
        if mode == "deep":
            depth = 100_000
            return self.send_body(200, b'{"meals":' + b"[" * depth + b"]" * depth + b"}"), False
        if mode == "invalid-utf8":
            return self.send_body(200, b'{"meals":[{"idMeal":"52772","strMeal":"Teri\xff\xfeyaki \xc3\x28 \xed\xa0\x80"}]}'), False
        if mode == "redirect-loop":
            return self.send_body(302, b"", "text/plain", [("Location", self.path)]), False
        if mode == "redirect-once":
            if "hop" not in query:
                separator = "&" if "?" in self.path else "?"
                relative = self.path.rsplit("/", 1)[-1] + separator + "hop=1"
                return self.send_body(302, b"", "text/plain", [("Location", relative)]), False
            return self.send_body(*self.answer(endpoint, query)), False
        if mode == "redirect":
            with self.server.state.lock:
                target = self.server.state.redirect_location.replace("{path}", self.path)
            return self.send_body(302, b"", "text/plain", [("Location", target)]), False
        if mode == "redirect-off-host":
            target = f"http://localhost:{self.server.server_address[1]}/__offhost{self.path}"
            return self.send_body(302, b"", "text/plain", [("Location", target)]), False
        _, body = self.answer(endpoint, query)
        meals = json.loads(body).get("meals") or []
        if not isinstance(meals, list):
            meals = []
        if mode == "wrong-types":
            for index, meal in enumerate(meals):
                meal.update({"strMeal": 12345 + index, "strCategory": ["Beef"], "strTags": {"a": 1},
                             "strMeasure1": 2.5, "strInstructions": None, "strArea": True})
            return self.send_body(200, wire_json({"meals": meals})), False
        if mode == "no-id":
            stripped = [{k: v for k, v in meal.items() if k != "idMeal"} for meal in meals]
            return self.send_body(200, wire_json({"meals": stripped + meals[:1]})), False
        if mode == "duplicate-ids":
            return self.send_body(200, wire_json({"meals": meals + meals})), False
        if mode == "repeated-ids":
            repeated = []
            for meal in meals:
                repeated += [meal, dict(meal, strMeal=f"{meal.get('strMeal')} (repeat)")]
            return self.send_body(200, wire_json({"meals": repeated + meals[:1]})), False
        if mode == "many":
            items = [{"strMeal": f"Hostile meal {n}", "strMealThumb": "", "idMeal": str(900000 + n)}
                     for n in range(20_000)]
            return self.send_body(200, wire_json({"meals": items})), False
        if mode == "drip":
            return self.drip(body)
        if mode == "reset":
            return self.reset(body)
        return self.send_body(500, b"unknown hostile mode", "text/plain"), False

    def drip(self, body):
        """The whole answer's Content-Length, then one byte a second until the client leaves."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.flush()
        sent = 0
        for byte in body[:MAX_DRIP_SECONDS]:
            if self.wait(1.0):
                self.close_connection = True
                return sent, True
            self.wfile.write(bytes([byte]))
            self.wfile.flush()
            sent += 1
        self.close_connection = True
        return sent, False

    def reset(self, body):
        """Half the answer, then an RST instead of a FIN (SO_LINGER with a zero timeout)."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        half = body[: max(1, len(body) // 2)]
        self.wfile.write(half)
        self.wfile.flush()
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.connection.close()
        self.close_connection = True
        return len(half), False

    def answer(self, endpoint, query):
        catalogue = self.server.catalogue

        def arg(name):
            values = query.get(name)
            return values[0] if values else None

        def meals(items):
            return 200, wire_json({"meals": items if items else None})

        if endpoint == "categories.php":
            return 200, catalogue.raw["categories"]
        if endpoint == "list.php":
            for key in ("c", "a", "i"):
                if arg(key) == "list":
                    return 200, catalogue.raw[key]
            return meals([])
        if endpoint == "filter.php":
            for key in ("c", "a", "i"):
                value = arg(key)
                if value is not None:
                    return meals(catalogue.filter(key, value))
            return meals([])
        if endpoint == "search.php":
            if arg("s") is not None:
                return meals(catalogue.search(arg("s")))
            if arg("f") is not None:
                return meals(catalogue.first_letter(arg("f")))
            return meals([])
        if endpoint == "lookup.php":
            wanted = (arg("i") or "").strip()
            if not wanted.isdigit():
                return 200, wire_json({"meals": "Invalid ID"})
            meal = catalogue.by_id.get(wanted)
            return meals([meal] if meal else [])
        if endpoint == "random.php":
            return meals([random.choice(catalogue.meals)])
        return 404, b"<html><body>Not Found</body></html>"

    # --- control ----------------------------------------------------------------------------------

    def control(self, path, query):
        state = self.server.state

        def arg(name, default=None):
            values = query.get(name)
            return values[0] if values else default

        if path.startswith("/__offhost"):
            # Reached only by following the off-host redirect, which a client must refuse.
            with state.lock:
                state.paths["offhost"] += 1
                state.total += 1
            self.send_body(200, wire_json({"meals": None}))
            return
        try:
            if path == "/__stats":
                self.send_body(200, json.dumps(state.snapshot()).encode())
            elif path == "/__reset":
                with state.lock:
                    state.reset()
                self.send_body(200, b'{"ok":true}')
            elif path == "/__fault":
                mode = arg("mode", "none")
                if mode not in FAULT_MODES:
                    raise ValueError("unknown fault mode " + mode)
                target = arg("path", "*")
                times = arg("times")
                with state.lock:
                    if mode == "none":
                        state.faults.pop(target, None)
                    else:
                        state.faults[target] = [mode, max(1, min(int(times), 10_000)) if times else None]
                    if arg("location") is not None:
                        state.redirect_location = arg("location")[:MAX_QUERY_LENGTH]
                    if arg("retry_after") is not None:
                        state.retry_after = max(0, min(int(arg("retry_after")), 3600))
                self.send_body(200, b'{"ok":true}')
            elif path == "/__latency":
                ms = max(0, min(int(arg("ms", "0")), MAX_LATENCY_MS))
                with state.lock:
                    state.latency[arg("path", "*")] = ms
                self.send_body(200, b'{"ok":true}')
            else:
                self.send_body(404, b'{"error":"unknown control endpoint"}')
        except ValueError as error:
            self.send_body(400, json.dumps({"error": str(error)}).encode())


def main():
    here = Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description="A local TheMealDB for tests.")
    parser.add_argument("--fixtures", default=str(here.parent.parent / "Fixtures" / "mealdb" / "api-style"))
    parser.add_argument("--latency-ms", type=int, default=0)
    parser.add_argument("--fault", default="none", choices=sorted(FAULT_MODES))
    parser.add_argument("--hostile", action="store_true", help='every answer carries escapes (--fault escapes)')
    parser.add_argument("--retry-after", type=int, default=1, help="Retry-After seconds for the 429 fault")
    parser.add_argument("--hang-max", type=float, default=30.0, help="longest a hang lasts, seconds")
    parser.add_argument("--huge-bytes", type=int, default=32 * 1024 * 1024)
    parser.add_argument("--tls-cert", help="serve HTTPS with this certificate (PEM), e.g. a self-signed one")
    parser.add_argument("--tls-key", help="the certificate's private key (PEM)")
    local_server.add_arguments(parser)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()

    lifetime = local_server.arrange_end(args, MAX_LIFETIME_S)

    server = local_server.Server(("127.0.0.1", args.port), Handler)
    server.catalogue = Catalogue(args.fixtures)
    fault = "escapes" if args.hostile and args.fault == "none" else args.fault
    server.state = State(max(0, min(args.latency_ms, MAX_LATENCY_MS)), fault, max(0, args.retry_after))
    server.slots = threading.BoundedSemaphore(MAX_CONCURRENT_REQUESTS)
    server.hang_max = max(0.0, min(args.hang_max, lifetime))
    server.huge_bytes = max(1, min(args.huge_bytes, 1 << 30))
    server.verbose = args.verbose
    if args.tls_cert:
        # HTTPS on the same loopback port; the control endpoints then need HTTPS too.
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        context.load_cert_chain(args.tls_cert, args.tls_key)
        server.socket = context.wrap_socket(server.socket, server_side=True)
    local_server.serve(server, args.port_file)


if __name__ == "__main__":
    main()
