#!/usr/bin/env python3
"""A local web server of recipe pages, for sous's page-import tests (standard library only).

It serves the files of --root (pages a test wrote) and a few hostile or awkward answers, the way
real sites and broken ones do.

Usage:
  python3 Tests/Server/page_server.py --root DIR [--port 0] [--port-file FILE] [--lifetime S]

The first stdout line is the port. The server binds 127.0.0.1 only, and exits by itself after
--lifetime seconds, when its parent process dies, or when its stdin (if a pipe) closes.

Answers to GET:
  /pages/<name>                   the file <name> of --root, as text/html (charset from ?charset=)
  /gzip/<name>                    the same, gzip-compressed (Content-Encoding: gzip)
  /redirect/<n>/<name>            a chain of n 302s (each to /redirect/<n-1>/…), then /pages/<name>
  /elsewhere/<name>               a 301 to the same page on http://localhost:<port> (another host name)
  /loop                           a 302 to itself, for ever
  /status/<code>                  that status, with a small HTML body
  /big                            a 40 MB page, its length declared
  /big-chunked                    a 40 MB page, no length declared (refused as it arrives)
  /slow                           headers, then a byte a second
  /image                          a PNG's first bytes as image/png
"""
import argparse
import gzip
import sys
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import local_server  # noqa: E402

BIG = 40 << 20


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, format, *args):
        pass

    def send_body(self, status, body, content_type="text/html; charset=utf-8", extra=()):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in extra:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def page(self, name):
        path = (self.server.root / name).resolve()
        if self.server.root not in path.parents or not path.is_file():
            return None
        return path.read_bytes()

    def do_GET(self):
        try:
            self.route()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True

    def route(self):
        parsed = urllib.parse.urlsplit(self.path)
        query = urllib.parse.parse_qs(parsed.query)
        parts = [urllib.parse.unquote(p) for p in parsed.path.split("/")[1:]]
        kind = parts[0] if parts else ""
        port = self.server.server_address[1]
        if kind in ("pages", "gzip") and len(parts) == 2:
            body = self.page(parts[1])
            if body is None:
                return self.send_body(404, b"<html><body>Not Found</body></html>")
            charset = query.get("charset", ["utf-8"])[0]
            content_type = f"text/html; charset={charset}" if charset else "text/html"
            if kind == "gzip":
                return self.send_body(200, gzip.compress(body), content_type, [("Content-Encoding", "gzip")])
            return self.send_body(200, body, content_type)
        if kind == "redirect" and len(parts) == 3 and parts[1].isdigit():
            left = int(parts[1])
            target = f"/pages/{parts[2]}" if left <= 1 else f"/redirect/{left - 1}/{parts[2]}"
            return self.send_body(302, b"", extra=[("Location", target)])
        if kind == "elsewhere" and len(parts) == 2:
            return self.send_body(301, b"", extra=[("Location", f"http://localhost:{port}/pages/{parts[1]}")])
        if kind == "loop":
            return self.send_body(302, b"", extra=[("Location", "/loop")])
        if kind == "status" and len(parts) == 2 and parts[1].isdigit():
            return self.send_body(int(parts[1]), b"<html><body>status</body></html>")
        if kind == "big":
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(BIG))
            self.end_headers()
            chunk = b"<p>" + b"x" * 65533
            for _ in range(BIG // len(chunk)):
                self.wfile.write(chunk)
            return
        if kind == "big-chunked":
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Connection", "close")
            self.end_headers()
            self.close_connection = True
            chunk = b"<p>" + b"x" * 65533
            for _ in range(BIG // len(chunk)):
                self.wfile.write(chunk)
            return
        if kind == "slow":
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", "100000")
            self.end_headers()
            for _ in range(100):
                self.wfile.write(b"x")
                self.wfile.flush()
                time.sleep(1)
            return
        if kind == "image":
            return self.send_body(200, b"\x89PNG\r\n\x1a\n" + b"\0" * 100, "image/png")
        return self.send_body(404, b"<html><body>Not Found</body></html>")


def main():
    parser = argparse.ArgumentParser(description="A local server of recipe pages for tests.")
    parser.add_argument("--root", required=True)
    local_server.add_arguments(parser)
    args = parser.parse_args()
    local_server.arrange_end(args, 3600)
    server = local_server.Server(("127.0.0.1", args.port), Handler)
    server.root = Path(args.root).resolve()
    local_server.serve(server, args.port_file)


if __name__ == "__main__":
    main()
