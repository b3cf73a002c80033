"""What the local test servers share: loopback only, a free port reported through a file, and an end.

Each server (mealdb_server.py, edamam_server.py) serves its own answers; binding, reporting the port,
and stopping by itself (after --lifetime seconds, when the parent dies, or when a piped stdin closes)
are the same, and live here.
"""
import os
import signal
import stat
import sys
import threading
import time
from http.server import ThreadingHTTPServer


class Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    request_queue_size = 64


def add_arguments(parser, default_lifetime=120.0):
    """The flags every test server takes: --port, --port-file, --lifetime, --stdin-watch."""
    parser.add_argument("--port", type=int, default=0, help="port on 127.0.0.1 (0: a free one)")
    parser.add_argument("--port-file", help="also write the port to this file (atomically)")
    parser.add_argument("--lifetime", type=float, default=default_lifetime, help="seconds before it exits by itself")
    parser.add_argument("--stdin-watch", choices=["auto", "on", "off"], default="auto",
                        help="exit when stdin closes (auto: only when stdin is a pipe)")


def arrange_end(args, max_lifetime):
    """Makes the process end by itself; gives the lifetime in force, bounded to 1..max_lifetime."""
    # A parent may have spawned us with these blocked (a thread's mask is inherited); then a plain
    # SIGTERM from a test harness would wait for --lifetime.
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT, signal.SIGHUP})
    lifetime = max(1.0, min(args.lifetime, max_lifetime))
    if args.stdin_watch == "auto":
        try:
            watch_stdin = stat.S_ISFIFO(os.fstat(0).st_mode)
        except OSError:
            watch_stdin = False
    else:
        watch_stdin = args.stdin_watch == "on"
    watch_for_exit(lifetime, watch_stdin)
    return lifetime


def watch_for_exit(lifetime, watch_stdin):
    """Ends the process after its lifetime, when the parent dies, or when a piped stdin closes."""
    parent = os.getppid()
    started = time.monotonic()

    def lifetime_and_parent():
        while True:
            time.sleep(0.25)
            if time.monotonic() - started > lifetime or os.getppid() != parent:
                os._exit(0)

    threading.Thread(target=lifetime_and_parent, daemon=True).start()
    if watch_stdin:
        def stdin_closed():
            try:
                while sys.stdin.buffer.read1(4096):
                    pass
            except (OSError, ValueError):
                pass
            os._exit(0)

        threading.Thread(target=stdin_closed, daemon=True).start()


def serve(server, port_file):
    """Reports the port (the first stdout line, and the port file when given), then serves."""
    port = server.server_address[1]
    if port_file:
        temporary = port_file + ".tmp"
        with open(temporary, "w") as handle:
            handle.write(f"{port}\n")
        os.replace(temporary, port_file)
    sys.stdout.write(f"{port}\n")
    sys.stdout.flush()
    try:
        server.serve_forever(poll_interval=0.1)
    except KeyboardInterrupt:
        pass
