#!/usr/bin/env python3
"""A local stand-in for Edamam's Recipe Search API v2, for sous's tests (standard library only).

It serves the recorded answers in Fixtures/edamam/ (see the README there) the way the real API would
to this caller: every link that pointed at api.edamam.com points here, the recipe images are served
from /img/ (their signed S3 links would have expired long ago), and the placeholders APP_ID / APP_KEY
in `_links` become the caller's own credentials, as the real API echoes them. That echo is what the
client must never show or store.

Usage:
  python3 Tests/Server/edamam_server.py [--port 0] [--port-file FILE] [--app-id ID] [--app-key KEY]
                                        [--fault 401|403|429|500] [--retry-after S] [--lifetime S]

The first stdout line is the port. The server binds 127.0.0.1 only, and exits by itself after
--lifetime seconds, when its parent process dies, or when its stdin (if a pipe) closes.

Answers to GET /api/recipes/v2?type=public&app_id=…&app_key=…:
  wrong or missing app_id/app_key   401
  _cont=…                           page 2: the hits of search-cheesecake-empty-links.json, from 21, no next
  random=true                       search-cheesecake-empty-links.json (`_links: {}`)
  q=oranges|cheesecake|chicken      search-<q>.json; q=small: search-oranges-small.json
  dishType=…                        search-cheesecake.json;  cuisineType=…: search-chicken.json
  anything else                     no hits
GET /api/recipes/v2/<hash>          the recipe whose uri ends in recipe_<hash>, as {recipe, _links}
GET /img/<path>                     a small JPEG (403 after /__expire_images, as an expired link)

Control endpoints (GET):
  /__stats                          {"api": n, "images": n, "paths": {...}, "account_users": [...]}
  /__fault?mode=M[&times=N][&retry_after=S]   401, 403, 429, 500 or none for the next N API requests
  /__fault?mode=redirect&location=L  a 302 to L for the API requests ("{query}" in L becomes the request's
                                    query, keys included: a redirect that would carry them elsewhere)
  /__expire_images                  image links answer 403 from now on
"""

import argparse
import base64
import json
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler
from pathlib import Path

import local_server

FAULT_MODES = {"none", "401", "403", "429", "500", "redirect"}
# A 1x1 baseline JPEG: only its first bytes matter to the client, which checks it is a JPEG.
JPEG = base64.b64decode(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////"
    "////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=")
SEARCHES = {"oranges": "search-oranges.json", "cheesecake": "search-cheesecake.json",
            "chicken": "search-chicken.json", "small": "search-oranges-small.json"}


class State:
    def __init__(self, fault, retry_after):
        self.lock = threading.Lock()
        self.fault = fault
        self.fault_times = None
        self.retry_after = retry_after
        self.redirect_location = "/"
        self.api = 0
        self.images = 0
        self.paths = {}
        self.account_users = []
        self.images_expired = False

    def take_fault(self):
        with self.lock:
            if self.fault == "none":
                return None
            mode = self.fault
            if self.fault_times is not None:
                self.fault_times -= 1
                if self.fault_times <= 0:
                    self.fault, self.fault_times = "none", None
            return mode


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "edamam-test"

    def log_message(self, *args):
        pass  # never print: a request line carries the key

    def send(self, status, body, content_type="application/json", headers=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for key, value in (headers or {}).items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def send_json(self, status, value):
        self.send(status, json.dumps(value).encode())

    def do_GET(self):
        parsed = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(parsed.query, keep_blank_values=True)
        path = parsed.path
        state = self.server.state
        if path.startswith("/__"):
            return self.control(path, query)
        if path.startswith("/img/"):
            with state.lock:
                state.images += 1
                expired = state.images_expired
            if expired:
                return self.send(403, b"<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>",
                                 "application/xml")
            return self.send(200, JPEG, "image/jpeg")
        if not path.startswith("/api/recipes/v2"):
            return self.send_json(404, {"status": "error", "message": "not found"})
        with state.lock:
            state.api += 1
            key = "search" if path.rstrip("/") == "/api/recipes/v2" else "recipe"
            state.paths[key] = state.paths.get(key, 0) + 1
            user = self.headers.get("Edamam-Account-User")
            if user:
                state.account_users.append(user)
        fault = state.take_fault()
        if fault == "429":
            return self.send_json(429, [{"errorCode": "usage.limits.exceeded", "message": "Usage limits are exceeded"}]) \
                if state.retry_after <= 0 else self.send(429, json.dumps(
                    [{"errorCode": "usage.limits.exceeded", "message": "Usage limits are exceeded"}]).encode(),
                    headers={"Retry-After": str(state.retry_after)})
        if fault in ("401", "403", "500"):
            return self.send_json(int(fault), [{"errorCode": fault, "message": "fault injected"}])
        if fault == "redirect":
            with state.lock:
                target = state.redirect_location.replace("{query}", parsed.query)
            return self.send(302, b"", "text/plain", headers={"Location": target})
        app_id = query.get("app_id", [""])[0]
        app_key = query.get("app_key", [""])[0]
        if app_id != self.server.app_id or app_key != self.server.app_key:
            return self.send_json(401, [{"errorCode": "401", "message": "Unauthorized app_id"}])
        if query.get("type", [""])[0] != "public":
            return self.send_json(400, [{"errorCode": "illegal_argument", "message": "type is required"}])
        if key == "recipe":
            return self.recipe(path.rstrip("/").rsplit("/", 1)[-1], app_id, app_key)
        return self.search(query, app_id, app_key)

    def localised(self, text, app_id, app_key):
        base = f"http://127.0.0.1:{self.server.server_address[1]}"
        text = text.replace("https://api.edamam.com", base)
        text = text.replace("https://edamam-product-images.s3.amazonaws.com", base + "/img")
        return text.replace("APP_ID", app_id).replace("APP_KEY", app_key)

    def fixture(self, name):
        return (self.server.fixtures / name).read_text(encoding="utf-8")

    def search(self, query, app_id, app_key):
        if "_cont" in query:
            page = json.loads(self.fixture("search-cheesecake-empty-links.json"))
            page["from"], page["to"] = 21, 40
            page["_links"] = {}
            text = json.dumps(page)
        elif query.get("random", [""])[0] == "true":
            text = self.fixture("search-cheesecake-empty-links.json")
        elif query.get("q", [""])[0].lower() in SEARCHES:
            text = self.fixture(SEARCHES[query["q"][0].lower()])
        elif "dishType" in query:
            text = self.fixture("search-cheesecake.json")
        elif "cuisineType" in query:
            text = self.fixture("search-chicken.json")
        else:
            text = json.dumps({"from": 0, "to": 0, "count": 0, "_links": {}, "hits": []})
        self.send(200, self.localised(text, app_id, app_key).encode())

    def recipe(self, recipe_hash, app_id, app_key):
        wanted = "#recipe_" + recipe_hash
        for file in sorted(self.server.fixtures.glob("*.json")):
            data = json.loads(file.read_text(encoding="utf-8"))
            if "hits" in data:
                candidates = [hit.get("recipe", {}) for hit in data["hits"]]
            else:
                candidates = [data.get("recipe", data)]
            for recipe in candidates:
                if recipe.get("uri", "").endswith(wanted):
                    body = {"recipe": recipe, "_links": {"self": {
                        "href": f"https://api.edamam.com/api/recipes/v2/{recipe_hash}?type=public&app_id=APP_ID&app_key=APP_KEY",
                        "title": "Self"}}}
                    return self.send(200, self.localised(json.dumps(body), app_id, app_key).encode())
        self.send_json(404, [{"errorCode": "not_found", "message": "Recipe not found"}])

    def control(self, path, query):
        state = self.server.state
        if path == "/__stats":
            with state.lock:
                return self.send_json(200, {"api": state.api, "images": state.images, "paths": state.paths,
                                            "account_users": state.account_users})
        if path == "/__fault":
            mode = query.get("mode", ["none"])[0]
            if mode not in FAULT_MODES:
                return self.send_json(400, {"error": "unknown mode"})
            with state.lock:
                state.fault = mode
                state.fault_times = int(query["times"][0]) if "times" in query else None
                if "retry_after" in query:
                    state.retry_after = int(query["retry_after"][0])
                if "location" in query:
                    state.redirect_location = query["location"][0][:2048]
            return self.send_json(200, {"fault": mode})
        if path == "/__expire_images":
            with state.lock:
                state.images_expired = True
            return self.send_json(200, {"expired": True})
        self.send_json(404, {"error": "unknown control"})


def main():
    here = Path(__file__).resolve().parent
    parser = argparse.ArgumentParser(description="A local Edamam Recipe Search v2 for tests.")
    parser.add_argument("--fixtures", default=str(here.parent.parent / "Fixtures" / "edamam"))
    parser.add_argument("--app-id", default="test-app-id")
    parser.add_argument("--app-key", default="test-app-key")
    parser.add_argument("--fault", default="none", choices=sorted(FAULT_MODES))
    parser.add_argument("--retry-after", type=int, default=0)
    local_server.add_arguments(parser)
    args = parser.parse_args()

    local_server.arrange_end(args, 3600)

    server = local_server.Server(("127.0.0.1", args.port), Handler)
    server.fixtures = Path(args.fixtures)
    server.app_id, server.app_key = args.app_id, args.app_key
    server.state = State(args.fault, args.retry_after)
    local_server.serve(server, args.port_file)


if __name__ == "__main__":
    main()
