#!/usr/bin/env python3
"""`make bench`: sous's benchmarks side by side, printed as one table and written to BENCHMARKS.md.

Whole processes are timed here (start to prompt, the piped 1,000-command session, the live workload
against the local server, and the peer, py-mealdb); in-process figures come from `sous-bench`, as JSON.
Every figure is a median over repeated runs with min and max beside it, and every comparison is a
ratio of medians measured in the same run, the variants interleaved (A B C A B C …) so that load on a
shared machine hits all of them alike. One absolute figure from a busy machine means little: rerun.

usage: python3 bench/bench.py [--quick] [--no-write]     (make bench builds first, then runs this)
  --quick     fewer runs (a smoke test of the harness, not figures to keep)
  --no-write  print the table, leave BENCHMARKS.md alone
"""

import argparse
import datetime
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import pty
import select
import signal
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import parser_score  # noqa: E402 (beside this file)
import baseline  # noqa: E402
import benchmarks_md  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SOUS = ROOT / ".build" / "release" / "sous"
SOUS_BENCH = ROOT / ".build" / "release" / "sous-bench"
SERVER = ROOT / "Tests" / "Server" / "mealdb_server.py"
VENV = ROOT / ".build" / "bench-venv"
VENV_PYTHON = VENV / "bin" / "python"
PEER_PACKAGE = "py-mealdb==1.0.0"
PEER_MODULE = "py_mealdb"
PEER_WORKLOAD = ROOT / "bench" / "peer_workload.py"
FLOOR_SOURCE = ROOT / "bench" / "foundation_floor.swift"
FLOOR_BINARY = ROOT / ".build" / "bench-floor" / "foundation-floor"
STATIC_FLOOR_BINARY = ROOT / ".build" / "bench-floor" / "foundation-floor-static"
STATIC_CXX_FLOOR_BINARY = ROOT / ".build" / "bench-floor" / "foundation-floor-static-cxx"
# Where the Makefile's scripts/static-cxx.sh puts the linker script that makes `-lstdc++` the archive.
STATIC_CXX = ROOT / ".build" / "static-cxx"
LATENCY_MS = 50
PROMPT = b"sous> "
LIVE_WORKLOAD = ["categories", "cat Seafood"] + [f"open {n}" for n in range(1, 6)] + [
    "random 5", "search chicken", "cat Seafood"] + [f"open {n}" for n in range(1, 6)]
# One round trip per command that needs unseen data, run one after another: categories, cat Seafood,
# open 1..5, random 5 (its five requests at once), search chicken; the repeats need none.
FLOOR_ROUND_TRIPS = 9
# categories.php, filter.php?c=Seafood, 5 × lookup.php, 5 × random.php, search.php?s=chicken.
MIN_REQUESTS = 13

MS = 1e6  # nanoseconds in a millisecond
# The offline catalogue's first answers, each right after start: `-c LINE` minus `-c quit`.
FIRST_ANSWERS = ["cat Beef", "area Italian", "search pie", "ingredients", "open 52772",
                 "pantry add chicken, rice; cook", "with chicken, lemon"]
# The cookbook figure: this many Cooklang files (`sous-bench write-cookbook`), searched for this.
COOKBOOK_RECIPES = 1_000
COOKBOOK_SEARCH = "search chicken"
COOKBOOK_HEADING = f"**9. Your cookbook** ({COOKBOOK_RECIPES:,} Cooklang files; whole processes, `--source offline -c`)"


def log(text):
    print(f"bench: {text}", file=sys.stderr, flush=True)


# --- running and timing processes -----------------------------------------------------------------

def run_timed(argv, env=None, stdin_bytes=None):
    """Runs argv to completion, output discarded; gives (nanoseconds, peak RSS in KiB, exit status).

    posix_spawn and wait4 keep the harness's own overhead small and identical for every variant (the
    /bin/true floor pays it too), and wait4 gives the child's own peak RSS.
    """
    devnull = os.open(os.devnull, os.O_RDWR)
    read_end = write_end = None
    try:
        if stdin_bytes is not None:
            read_end, write_end = os.pipe()
            if len(stdin_bytes) > 60_000:
                raise ValueError("stdin larger than a pipe buffer")
            os.write(write_end, stdin_bytes)
            os.close(write_end)
            write_end = None
        stdin_fd = read_end if read_end is not None else devnull
        actions = [(os.POSIX_SPAWN_DUP2, stdin_fd, 0), (os.POSIX_SPAWN_DUP2, devnull, 1),
                   (os.POSIX_SPAWN_DUP2, devnull, 2)]
        start = time.perf_counter_ns()
        pid = os.posix_spawn(argv[0], argv, env if env is not None else os.environ, file_actions=actions)
        _, status, usage = os.wait4(pid, 0)
        elapsed = time.perf_counter_ns() - start
        return elapsed, usage.ru_maxrss, os.waitstatus_to_exitcode(status)
    finally:
        os.close(devnull)
        for fd in (read_end, write_end):
            if fd is not None:
                os.close(fd)


def interleaved(variants, runs, warmup=2):
    """Runs each variant `runs` times, A B C A B C …, rotating who goes first; gives name → [ns].

    variants: name → function that runs once and gives nanoseconds.
    """
    names = list(variants)
    times = {name: [] for name in names}
    for round_index in range(warmup + runs):
        shift = round_index % len(names)
        for name in names[shift:] + names[:shift]:
            elapsed = variants[name]()
            if round_index >= warmup:
                times[name].append(elapsed)
    return times


def figure(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "count": len(values)}


def fresh_home(parent):
    """An environment whose XDG directories (data, cache, config) are new, empty folders under parent."""
    home = Path(tempfile.mkdtemp(dir=parent))
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_") and k != "SOUS_API_BASE"}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CACHE_HOME=str(home / "cache"),
               XDG_CONFIG_HOME=str(home / "config"), NO_COLOR="1", TERM="dumb")
    return env


# --- the peer's virtual environment ---------------------------------------------------------------

def ensure_peer():
    check = [str(VENV_PYTHON), "-c", f"import {PEER_MODULE}"]
    if VENV_PYTHON.exists() and subprocess.run(check, capture_output=True).returncode == 0:
        return
    log(f"installing {PEER_PACKAGE} into {VENV.relative_to(ROOT)}")
    subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)
    subprocess.run([str(VENV_PYTHON), "-m", "pip", "install", "-q", "--disable-pip-version-check", PEER_PACKAGE],
                   check=True)
    subprocess.run(check, check=True)


def ensure_foundation_floor(static=False, static_cxx=False):
    """Compiles the empty Foundation program (once per change of its source), linked dynamically or, like
    sous's release binary, with the Swift runtime and Foundation inside (`-static-stdlib`), and optionally
    libstdc++ from its archive too, as sous is linked; gives its path."""
    binary = STATIC_CXX_FLOOR_BINARY if static_cxx else STATIC_FLOOR_BINARY if static else FLOOR_BINARY
    if binary.exists() and binary.stat().st_mtime >= FLOOR_SOURCE.stat().st_mtime:
        return binary
    binary.parent.mkdir(parents=True, exist_ok=True)
    flags = ["-static-stdlib"] if static or static_cxx else []
    if static_cxx:
        flags += ["-use-ld=lld", f"-L{STATIC_CXX}"]
    subprocess.run(["swiftc", "-O"] + flags + [str(FLOOR_SOURCE), "-o", str(binary)], check=True)
    return binary


def run_to_prompt(argv, env):
    """Starts argv on a pseudo-terminal and gives the nanoseconds until its first prompt is drawn; then
    sends Ctrl-D and reaps it."""
    pid, master = pty.fork()
    if pid == 0:
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    start = time.perf_counter_ns()
    seen = b""
    elapsed = None
    try:
        while elapsed is None:
            ready, _, _ = select.select([master], [], [], 10)
            if not ready:
                raise SystemExit("bench: no prompt within 10 s")
            try:
                chunk = os.read(master, 65536)
            except OSError:
                chunk = b""
            if not chunk:
                raise SystemExit(f"bench: {argv[0]} ended before its prompt")
            seen += chunk
            if PROMPT in seen:
                elapsed = time.perf_counter_ns() - start
        os.write(master, b"\x04")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            done, _ = os.waitpid(pid, os.WNOHANG)
            if done:
                break
            ready, _, _ = select.select([master], [], [], 0.05)
            if ready:
                try:
                    os.read(master, 65536)
                except OSError:
                    pass
        else:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
    finally:
        os.close(master)
    return elapsed


# --- the local server -----------------------------------------------------------------------------

class Server:
    def __init__(self, latency_ms):
        self.process = subprocess.Popen(
            [sys.executable, str(SERVER), "--latency-ms", str(latency_ms), "--lifetime", "1200"],
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.port = int(self.process.stdout.readline().strip())
        self.root = f"http://127.0.0.1:{self.port}"
        self.api = f"{self.root}/api/json/v1/1/"

    def control(self, path):
        with urllib.request.urlopen(self.root + path, timeout=10) as response:
            return json.loads(response.read() or b"null")

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=10)


# --- the figures ----------------------------------------------------------------------------------

def closed_port():
    """A loopback port nothing listens on: connecting is refused at once, as with no network."""
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def bench_first_answers(scratch, runs):
    """Figure 7: each first answer of the offline catalogue, and `--source auto` reaching it with the
    API unreachable, against `-c quit` of the same source, interleaved."""
    env = fresh_home(scratch)
    sous = str(SOUS)
    unreachable = f"http://127.0.0.1:{closed_port()}/api/json/v1/1/"
    variants = {"offline -c quit": [sous, "--source", "offline", "-c", "quit"],
                "auto, API unreachable, -c quit": [sous, "--api-base", unreachable, "-c", "quit"],
                "auto, API unreachable, -c 'cat Beef'": [sous, "--api-base", unreachable, "-c", "cat Beef"],
                # No network as a laptop without DNS meets it: `.invalid` never resolves (RFC 6761).
                "auto, API name unresolvable, -c 'cat Beef'": [sous, "--api-base", "https://sous-bench.invalid/api/json/v1/1/",
                                                               "-c", "cat Beef"]}
    for line in FIRST_ANSWERS:
        variants[f"offline -c '{line}'"] = [sous, "--source", "offline", "-c", line]
    for argv in variants.values():
        status = run_timed(argv, env)[2]
        if status != 0:
            raise SystemExit(f"bench: {' '.join(argv)} exited with {status}")
    timed = {name: (lambda argv=argv: run_timed(argv, env)[0]) for name, argv in variants.items()}
    return {name: figure(values) for name, values in interleaved(timed, runs).items()}


def bench_start(scratch, runs):
    """Figure 1: start to prompt, whole process, against /bin/true and the peer's start."""
    env = fresh_home(scratch)
    # The tour is a first start's only; the interactive start measured is every later one.
    (Path(env["XDG_CONFIG_HOME"]) / "sous").mkdir(parents=True, exist_ok=True, mode=0o700)
    (Path(env["XDG_CONFIG_HOME"]) / "sous" / "seen-tour").touch()
    tty_env = dict(env, TERM="xterm-256color", COLUMNS="100", LINES="40")
    # A returning user: the same start with a history.json of HISTORY_LINES lines, as sous writes it.
    returning = fresh_home(scratch)
    (Path(returning["XDG_CONFIG_HOME"]) / "sous").mkdir(parents=True, exist_ok=True, mode=0o700)
    (Path(returning["XDG_CONFIG_HOME"]) / "sous" / "seen-tour").touch()
    write_history(Path(returning["XDG_DATA_HOME"]) / "sous", HISTORY_LINES)
    returning_tty_env = dict(returning, TERM="xterm-256color", COLUMNS="100", LINES="40")
    sous = str(SOUS)
    variants = {
        "/bin/true": lambda: run_timed(["/bin/true"], env)[0],
        "empty Swift + Foundation program": lambda: run_timed([str(ensure_foundation_floor())], env)[0],
        "empty Swift + Foundation program, static": lambda: run_timed([str(ensure_foundation_floor(True))], env)[0],
        "empty Swift + Foundation program, static, libstdc++ too":
            lambda: run_timed([str(ensure_foundation_floor(static_cxx=True))], env)[0],
        "sous -c quit": lambda: run_timed([sous, "-c", "quit"], env)[0],
        "sous < /dev/null": lambda: run_timed([sous], env)[0],
        "sous on a terminal, to its first prompt": lambda: run_to_prompt([sous], tty_env),
        f"sous on a terminal with a {HISTORY_LINES:,}-line history, to its first prompt":
            lambda: run_to_prompt([sous], returning_tty_env),
        "sous --source offline -c quit": lambda: run_timed([sous, "--source", "offline", "-c", "quit"], env)[0],
        "sous --source offline -c 'cat Beef'": lambda: run_timed([sous, "--source", "offline", "-c", "cat Beef"], env)[0],
        "python -c pass": lambda: run_timed([str(VENV_PYTHON), "-c", "pass"], env)[0],
        f"python -c 'import {PEER_MODULE}'": lambda: run_timed([str(VENV_PYTHON), "-c", f"import {PEER_MODULE}"], env)[0],
    }
    for argv in ([sous, "-c", "quit"], [sous, "--source", "offline", "-c", "cat Beef"]):
        status = run_timed(argv, env)[2]
        if status != 0:
            raise SystemExit(f"bench: {' '.join(argv)} exited with {status}")
    return {name: figure(values) for name, values in interleaved(variants, runs).items()}


HISTORY_LINES = 1_000


def write_history(data_dir, count):
    """history.json in sous's own layout (one entry a line), `count` typical lines a second apart."""
    data_dir.mkdir(parents=True, exist_ok=True, mode=0o700)
    words = ["cat Beef", "open 2", "search chicken", "random 3", "favs", "shop", "plan", "steps", "next", "fav"]
    start = 1_764_590_400  # 2025-12-01T12:00:00Z
    lines = []
    for index in range(count):
        stamp = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(start + index)) + ".000Z"
        lines.append(json.dumps({"date": stamp, "line": f"{words[index % len(words)]}"}, separators=(",", ":")))
    (data_dir / "history.json").write_text('{\n  "version" : 1,\n  "history" : [\n    '
                                           + ",\n    ".join(lines) + "\n  ]\n}\n")


STORE_FAVORITES = 10_000


def store_home(scratch, count):
    """An environment whose data directory holds `count` favorites as sous writes them (`sous-bench
    favorites-home`): meals of the bundled catalogue with their names and picture addresses, each saved
    at its own time, the index one entry a line and each favorite's whole recipe file."""
    env = fresh_home(scratch)
    data = Path(env["XDG_DATA_HOME"]) / "sous"
    data.mkdir(parents=True, mode=0o700)
    subprocess.run([str(SOUS_BENCH), "favorites-home", str(data), str(count)], check=True)
    return env


def bench_stores(scratch, runs):
    """Figure 7: whole processes over 10,000 favorites, against an empty start: `favs`, then `fav` and
    `unfav` of one meal (in that order each round, so each finds what it changes); peak RSS of all."""
    sous = str(SOUS)
    empty, full = fresh_home(scratch), store_home(scratch, STORE_FAVORITES)
    times = {"empty": [], "favs": [], "fav": [], "unfav": []}
    peak = 0
    steps = [("empty", empty, "quit"), ("favs", full, "favs"), ("fav", full, "open 52772; fav"),
             ("unfav", full, f"favs; unfav {STORE_FAVORITES + 1}")]
    for round_index in range(2 + runs):
        for name, env, line in steps:
            elapsed, peak_kib, status = run_timed([sous, "--source", "offline", "-c", line], env)
            if status != 0:
                raise SystemExit(f"bench: sous -c '{line}' over {STORE_FAVORITES:,} favorites exited with {status}")
            if round_index >= 2:
                times[name].append(elapsed)
                peak = max(peak, peak_kib) if name != "empty" else peak
    return {name: figure(values) for name, values in times.items()} | {"peak_rss_kib": peak}


def cookbook_home(scratch):
    """An environment whose cookbook holds COOKBOOK_RECIPES Cooklang files written from the catalogue's recipes
    through CooklangWriter, named apart, a third at the top and the rest in a folder for their category."""
    env = fresh_home(scratch)
    folder = Path(env["XDG_DATA_HOME"]) / "sous" / "cookbook"
    subprocess.run([str(SOUS_BENCH), "write-cookbook", str(folder), str(COOKBOOK_RECIPES)], check=True, cwd=ROOT)
    return env


def bench_cookbook(scratch, runs):
    """Figure 9: whole processes over a cookbook of 1,000 recipes, interleaved with an empty start: `quit`
    (start-up must not read the cookbook), the first search with no index at all (removed before each run),
    the first search of a process with the index up to date, and the same search with no cookbook (the
    catalogue's share of the answer)."""
    sous = str(SOUS)
    empty, full = fresh_home(scratch), cookbook_home(scratch)
    index = Path(full["XDG_CACHE_HOME"]) / "sous" / "cookbook-index"

    def once(env, line, cold=False):
        if cold:
            index.unlink(missing_ok=True)
        elapsed, _, status = run_timed([sous, "--source", "offline", "-c", line], env)
        if status != 0:
            raise SystemExit(f"bench: sous -c '{line}' over the cookbook exited with {status}")
        return elapsed

    variants = {"empty start": lambda: once(empty, "quit"),
                "quit over the cookbook": lambda: once(full, "quit"),
                "search, no cookbook": lambda: once(empty, COOKBOOK_SEARCH),
                "search, no index": lambda: once(full, COOKBOOK_SEARCH, cold=True),
                "search, index up to date": lambda: once(full, COOKBOOK_SEARCH),
                "cookbook, index up to date": lambda: once(full, "cookbook")}
    result = {name: figure(values) for name, values in interleaved(variants, runs).items()}
    once(full, COOKBOOK_SEARCH)
    result["index_bytes"] = index.stat().st_size
    result["instructions"] = cookbook_instructions(scratch, empty, full, index)
    return result


def cookbook_instructions(scratch, empty, full, index):
    """The same processes under callgrind, once each: instructions do not wait on a loaded machine, so they
    compare builds where times cannot. A copy of sous stripped of its debug information (callgrind would
    read it all first); nothing when valgrind or objcopy is missing."""
    if not shutil.which("valgrind") or not shutil.which("objcopy"):
        return None
    stripped = Path(scratch) / "sous-stripped"
    subprocess.run(["objcopy", "--strip-debug", str(SOUS), str(stripped)], check=True)

    def count(env, line, cold=False):
        if cold:
            index.unlink(missing_ok=True)
        run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", str(stripped),
                              "--source", "offline", "-c", line], env=env, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE, text=True)
        found = re.search(r"Collected : (\d+)", run.stderr)
        return int(found.group(1)) if found else None

    counts = {"empty start": count(empty, "quit"), "search, no cookbook": count(empty, COOKBOOK_SEARCH),
              "search, no index": count(full, COOKBOOK_SEARCH, cold=True),
              "search, index up to date": count(full, COOKBOOK_SEARCH), "cookbook, index up to date": count(full, "cookbook")}
    return None if None in counts.values() else counts


def cookbook_rows(cookbook, inproc):
    """Section 9 of the table: the whole processes of `bench_cookbook`, then sous-bench's in-process figures."""
    rows = [(COOKBOOK_HEADING, "", "", "")]
    empty = cookbook["empty start"]
    rows.append(("empty start (`quit`, no cookbook)", spread(empty), "", ""))
    over = cookbook["quit over the cookbook"]["median"] - empty["median"]
    rows.append((f"`quit` over the cookbook: {signed_ms(over)} (start-up never reads it)",
                 spread(cookbook["quit over the cookbook"]), "unchanged", ""))
    rows.append((f"`{COOKBOOK_SEARCH}` with no cookbook (the catalogue's part): "
                 f"{signed_ms(cookbook['search, no cookbook']['median'] - empty['median'])} over the empty start",
                 spread(cookbook["search, no cookbook"]), "", ""))
    for name, what in (("search, no index", "the first search ever (no index: every file parsed, the index written)"),
                       ("search, index up to date", "a process's first search, the index up to date")):
        fig = cookbook[name]
        over = fig["median"] - empty["median"]
        cost = fig["median"] - cookbook["search, no cookbook"]["median"]
        rows.append((f"`{COOKBOOK_SEARCH}`, {what}: {signed_ms(over)} over the empty start, {signed_ms(cost)} over the "
                     f"same search with no cookbook", spread(fig), "≤ 30 ms over start", verdict(over <= 30 * MS)))
    fig = cookbook["cookbook, index up to date"]
    rows.append((f"`cookbook` (the listing, through the index, up to date): {signed_ms(fig['median'] - empty['median'])} "
                 f"over the empty start", spread(fig), "", ""))
    rows.append(("the index beside the cache", f"{cookbook['index_bytes'] / 1024:.0f} KiB", "", ""))
    counts = cookbook.get("instructions")
    if counts:
        def millions(name):
            return f"{counts[name] / 1e6:,.1f} M"
        catalogue = counts["search, no cookbook"]
        rows.append(("instructions (callgrind, one process each): `quit`; "
                     f"`{COOKBOOK_SEARCH}` with no cookbook", f"{millions('empty start')}; {millions('search, no cookbook')}", "", ""))
        for name, what in (("search, no index", f"`{COOKBOOK_SEARCH}`, no index"),
                           ("search, index up to date", f"`{COOKBOOK_SEARCH}`, the index up to date"),
                           ("cookbook, index up to date", "`cookbook`, the index up to date")):
            over = counts[name] - (catalogue if name.startswith("search") else counts["empty start"])
            base = "the search with no cookbook" if name.startswith("search") else "`quit`"
            rows.append((f"… {what}: {over / 1e6:,.1f} M over {base}", millions(name), "", ""))
    book = (inproc or {}).get("cookbook")
    if book:
        rows.append((f"in process, `CookbookIndex.search` (\"chicken\", {book['found']} found): no index",
                     spread(book["searchCold"]), "", ""))
        rows.append(("… the index up to date (the folder listed, each file's status asked)", spread(book["searchWarm"]), "", ""))
        rows.append(("… one file changed since (parsed again, the index rewritten)", spread(book["searchOneChanged"]), "", ""))
        rows += page_rows(book)
    return rows


def page_rows(page):
    """The saved page's two rows of section 9: its recipe found, and `import` of the file."""
    return [(f"{PAGE_ROW_PREFIXES[0]} of {page['pageBytes'] / 1e6:.2f} MB (scripts, markup, JSON-LD `@graph`): "
             f"its recipe found, in process", spread(page["pageExtract"]), "", ""),
            (f"{PAGE_ROW_PREFIXES[1]} in process: read, found, saved as a Cooklang file (atomic, flushed)",
             spread(page["pageImport"]), "≤ 30 ms", verdict(page["pageImport"]["median"] <= 30 * MS))]


# How the saved page's rows start, for `--only import` to find them in BENCHMARKS.md.
PAGE_ROW_PREFIXES = ("a saved recipe page", "… `import page.html`")


def only_cookbook(quick):
    """`--only cookbook`: section 9 alone, put in place of its rows in BENCHMARKS.md's table."""
    scratch = tempfile.mkdtemp(prefix="sous-bench-")
    try:
        log("a cookbook of 1,000 recipes, whole processes")
        cookbook = bench_cookbook(scratch, 5 if quick else 31)
        log("a cookbook of 1,000 recipes, in process (sous-bench only cookbook)")
        argv = [str(SOUS_BENCH), "only", "cookbook"] + (["--quick"] if quick else [])
        inproc = json.loads(subprocess.run(argv, stdout=subprocess.PIPE, check=True, cwd=ROOT).stdout)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    rows = cookbook_rows(cookbook, inproc)
    table = render_table(rows)
    print(table)
    if quick:
        log("--quick: BENCHMARKS.md left alone")
        return
    text = (ROOT / "BENCHMARKS.md").read_text()
    lines = text.split("\n")
    new_rows = table.split("\n")[2:]
    start = next((i for i, line in enumerate(lines) if line.startswith(f"| **9. ")), None)
    if start is None:
        # After the table's last row.
        start = end = max(i for i, line in enumerate(lines[:lines.index("## The ingredient parser") if "## The ingredient parser" in lines else len(lines)])
                          if line.startswith("| ")) + 1
    else:
        end = start + 1
        while end < len(lines) and lines[end].startswith("| ") and not lines[end].startswith("| **"):
            end += 1
    lines[start:end] = new_rows
    text = "\n".join(lines)
    if "9. **Your cookbook**" not in text:
        text = text.rstrip("\n") + "\n" + COOKBOOK_MEASURED
    else:
        # The description in place, as this script now words it.
        start = text.index("9. **Your cookbook**")
        marker = "measures this section alone and puts it in place.\n"
        end = text.index(marker, start) + len(marker)
        text = text[:start] + COOKBOOK_MEASURED + text[end:]
    (ROOT / "BENCHMARKS.md").write_text(text)
    log("BENCHMARKS.md: section 9 rewritten")


def only_import(quick):
    """`--only import`: the saved page's two rows of section 9 alone (`sous-bench only import`), put in place."""
    log("a saved 1 MB page, in process (sous-bench only import)")
    argv = [str(SOUS_BENCH), "only", "import"] + (["--quick"] if quick else [])
    page = json.loads(subprocess.run(argv, stdout=subprocess.PIPE, check=True, cwd=ROOT).stdout)["pageImport"]
    table = render_table(page_rows(page))
    print(table)
    if quick:
        log("--quick: BENCHMARKS.md left alone")
        return
    lines = (ROOT / "BENCHMARKS.md").read_text().split("\n")
    for new_row, prefix in zip(table.split("\n")[2:], PAGE_ROW_PREFIXES):
        at = next((i for i, line in enumerate(lines) if line.startswith("| " + prefix)), None)
        if at is None:
            raise SystemExit("bench: BENCHMARKS.md has no saved-page rows in section 9; run --only cookbook first")
        lines[at] = new_row
    (ROOT / "BENCHMARKS.md").write_text("\n".join(lines))
    log("BENCHMARKS.md: the saved page's rows rewritten")


def requests_at_start(server, scratch):
    """How many requests `sous -c quit` makes against the live source: start must not wait on the network."""
    server.control("/__reset")
    run_timed([str(SOUS), "--api-base", server.api, "-c", "quit"], fresh_home(scratch))
    return server.control("/__stats")["total"]


def bench_pipe(scratch, runs):
    """Figure 2, whole process: the 1,000-command script piped into one offline sous; wall time, peak RSS."""
    script = subprocess.run([str(SOUS_BENCH), "session-script", "1000"], capture_output=True, check=True).stdout
    walls, rss = [], []
    for _ in range(runs):
        elapsed, peak_kib, status = run_timed([str(SOUS), "--source", "offline"], fresh_home(scratch), script)
        if status != 0:
            raise SystemExit(f"bench: the piped session exited with {status}")
        walls.append(elapsed)
        rss.append(peak_kib)
    return {"wall": figure(walls), "peak_rss_kib": figure(rss), "lines": script.count(b"\n") + 1}


def bench_live(server, scratch, runs):
    """Figure 5: the live workload at 50 ms latency, sous against py-mealdb, interleaved."""
    workload = ("\n".join(LIVE_WORKLOAD) + "\n").encode()
    counts = {"sous": [], "peer": []}
    repeats = {"sous": set(), "peer": set()}

    def once(name, argv, stdin_bytes=None):
        server.control("/__reset")
        elapsed, _, status = run_timed(argv, fresh_home(scratch), stdin_bytes)
        if status != 0:
            raise SystemExit(f"bench: the live workload through {name} exited with {status}")
        stats = server.control("/__stats")
        counts[name].append(stats["total"])
        repeats[name].update(url for url, n in stats["urls"].items() if n > 1 and "random.php" not in url)
        return elapsed

    variants = {
        "sous": lambda: once("sous", [str(SOUS), "--api-base", server.api], workload),
        "peer": lambda: once("peer", [str(VENV_PYTHON), str(PEER_WORKLOAD), "--base", server.api]),
    }
    times = interleaved(variants, runs, warmup=1)
    return {name: {"wall": figure(times[name]), "requests": figure(counts[name][-runs:]),
                   "repeated_urls": sorted(repeats[name])} for name in times}


def run_sous_bench(quick):
    argv = [str(SOUS_BENCH), "--fixtures", str(ROOT / "Fixtures" / "mealdb" / "api-style")]
    if quick:
        argv.append("--quick")
    return json.loads(subprocess.run(argv, capture_output=False, stdout=subprocess.PIPE, check=True, cwd=ROOT).stdout)


# --- the report -----------------------------------------------------------------------------------

def machine():
    model = "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0, 0, 0)
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout.splitlines()
    return {"nproc": os.cpu_count(), "cpu": model, "kernel": platform.release(),
            "load": "%.2f %.2f %.2f" % load, "swift": swift[0] if swift else "?"}


def ms(ns, digits=2):
    return f"{ns / MS:.{digits}f} ms"


def us(ns):
    return f"{ns / 1e3:.1f} µs"


def spread(fig, unit=ms):
    return f"{unit(fig['median'])} ({unit(fig['min'])} – {unit(fig['max'])})"


def signed_ms(ns):
    """+2.31 ms, or −1.36 ms when the difference is below the noise and came out negative."""
    return ("+" if ns >= 0 else "−") + ms(abs(ns))


def verdict(ok):
    return "✅ met" if ok else "❌ missed"


def build_rows(start, at_start, pipe, inproc, live, answers, stores, cookbook):
    """The table: (figure, median (min – max), target, verdict)."""
    rows = []
    true = start["/bin/true"]["median"]
    quit_ = start["sous -c quit"]
    closed = start["sous < /dev/null"]
    peer_start = start[f"python -c 'import {PEER_MODULE}'"]
    rows.append(("**1. Start to prompt**", "", "", ""))
    rows.append(("`/bin/true` (the floor)", spread(start["/bin/true"]), "", ""))
    swift_floor = start["empty Swift + Foundation program"]
    rows.append(("empty Swift program on Foundation, linked dynamically (`bench/foundation_floor.swift`)",
                 f"{spread(swift_floor)} · {swift_floor['median'] / true:.1f}× /bin/true", "", ""))
    static_floor = start["empty Swift + Foundation program, static"]
    rows.append(("the same, `-static-stdlib` (the floor for sous, linked so too)",
                 f"{spread(static_floor)} · {static_floor['median'] / true:.1f}× /bin/true", "", ""))
    cxx_floor = start["empty Swift + Foundation program, static, libstdc++ too"]
    rows.append(("the same with libstdc++ from its archive too, as sous links it (for comparison; not the target's floor)",
                 f"{spread(cxx_floor)} · {cxx_floor['median'] / static_floor['median']:.2f}× the static floor", "", ""))
    for name in ["sous -c quit", "sous < /dev/null", "sous on a terminal, to its first prompt",
                 f"sous on a terminal with a {HISTORY_LINES:,}-line history, to its first prompt",
                 "sous --source offline -c quit"]:
        fig = start[name]
        ratio = fig["median"] / static_floor["median"]
        rows.append((f"`{name}`" if name.startswith("sous -") or name.startswith("sous <") else name,
                     f"{spread(fig)} · {fig['median'] / true:.1f}× /bin/true · "
                     f"{ratio:.2f}× the static Swift floor ({fig['median'] / cxx_floor['median']:.2f}× the one "
                     f"linked as sous is)", "≤ 2× the static floor (moonshot 1.5×)",
                     verdict(ratio <= 2) + (" (moonshot too)" if ratio <= 1.5 else "")))
    first = start["sous --source offline -c 'cat Beef'"]
    rows.append(("`sous --source offline -c 'cat Beef'` (first use reads the catalogue's index)",
                 f"{spread(first)} · +{ms(first['median'] - start['sous --source offline -c quit']['median'])} over `-c quit`",
                 "", ""))
    rows.append(("`python -c pass` (venv interpreter)", spread(start["python -c pass"]), "", ""))
    rows.append((f"`python -c 'import {PEER_MODULE}'` (the peer)", spread(peer_start), "", ""))
    for name, fig in (("sous -c quit", quit_), ("sous < /dev/null", closed)):
        ratio = peer_start["median"] / fig["median"]
        rows.append((f"peer start ÷ `{name}`", f"{ratio:.1f}×", "≥ 5×", verdict(ratio >= 5)))
    rows.append(("requests made by `sous -c quit` on the live source", str(at_start), "0", verdict(at_start == 0)))

    commands = inproc["commands"]
    rows.append(("**2. Per command** (1,000-command offline session)", "", "", ""))
    rows.append(("median per command, in process (ShellEngine, file stores, no output)",
                 spread(commands["median"], us), "< 1 ms", verdict(commands["median"]["median"] < MS)))
    rows.append(("p99 per command, in process", spread(commands["p99"], us), "", ""))
    rows.append(("slowest command, in process", spread(commands["slowest"], us), "", ""))
    rows.append(("median per command with screens rendered to lines", spread(commands["medianRendered"], us), "", ""))
    rows.append(("costliest lines, in process (median of each)",
                 " · ".join(f"`{item['line']}` {us(item['median'])}" for item in commands["costliestLines"]), "", ""))
    rows.append(("whole piped process, 1,000 lines, output to /dev/null", spread(pipe["wall"]) +
                 f" · {us(pipe['wall']['median'] / pipe['lines'])} a line", "", ""))
    rss = pipe["peak_rss_kib"]
    rows.append(("peak RSS of the piped process",
                 f"{rss['median'] / 1024:.1f} MiB ({rss['min'] / 1024:.1f} – {rss['max'] / 1024:.1f})",
                 "< 50 MB", verdict(rss["max"] * 1024 < 50e6)))

    completion = inproc["completion"]
    rows.append((f"**3. Completion** ({completion['completer']})", "", "", ""))
    for case in completion["cases"]:
        target = "< 2 ms" if case["names"] >= 10_000 else ""
        rows.append((f"`{case['line']}` — {case['name']}: {case['candidates']} of {case['names']:,} candidates",
                     spread(case["time"], us), target,
                     verdict(case["time"]["median"] < 2 * MS) if target else ""))

    decoding = inproc["decoding"]
    rows.append(("**4. Decoding** (meals.json, wire encoding)", "", "", ""))
    rows.append((f"{decoding['meals']} meals, {decoding['bytes'] / 1e6:.2f} MB", spread(decoding["time"]), "", ""))
    rows.append(("meals per second (at the median)", f"{decoding['mealsPerSecond']:,.0f}", "", ""))

    rows.append((f"**5. Live workload** ({LATENCY_MS} ms latency, fresh cache)", "", "", ""))
    floor = FLOOR_ROUND_TRIPS * LATENCY_MS * MS
    s, p = live["sous"], live["peer"]
    rows.append((f"sequential floor: {FLOOR_ROUND_TRIPS} round trips × {LATENCY_MS} ms", ms(floor, 0), "", ""))
    rows.append(("sous, one piped process", f"{spread(s['wall'])} · {s['wall']['median'] / floor:.2f}× floor",
                 "≤ 1.25× floor (aim 1.1×)", verdict(s["wall"]["median"] <= 1.25 * floor)
                 + (" (aim too)" if s["wall"]["median"] <= 1.1 * floor else "")))
    rows.append(("sous requests", f"{s['requests']['median']:.0f} ({s['requests']['min']} – {s['requests']['max']})"
                 + (f" · repeated: {', '.join(s['repeated_urls'])}" if s["repeated_urls"] else " · none repeated"),
                 f"{MIN_REQUESTS}, no repeat",
                 verdict(s["requests"]["median"] == MIN_REQUESTS and not s["repeated_urls"])))
    rows.append((f"peer (py-mealdb via bench/peer_workload.py)", spread(p["wall"]), "", ""))
    rows.append(("peer requests", f"{p['requests']['median']:.0f}", "", ""))
    ratio = p["wall"]["median"] / s["wall"]["median"]
    rows.append(("peer ÷ sous, end to end", f"{ratio:.1f}×", "≥ 3×", verdict(ratio >= 3)))

    persistence = inproc["persistence"]
    rows.append((f"**6. Persistence at scale**", "", "", ""))
    rows.append((f"load {persistence['favorites']:,} favorites ({persistence['favoritesFileBytes'] / 1e6:.1f} MB file)",
                 spread(persistence["favoritesLoad"]), "", ""))
    rows.append(("save them (`fav` one more: read, merge, atomic write)", spread(persistence["favoritesSave"]), "", ""))
    both = persistence["favoritesLoadPlusSave"]
    rows.append(("load + save", spread(both), "< 50 ms", verdict(both["median"] < 50 * MS)))
    rows.append((f"load {persistence['historyEntries']:,} history entries (what a terminal start reads for Up)",
                 spread(persistence["historyLoad"]), "≤ 2 ms", verdict(persistence["historyLoad"]["median"] <= 2 * MS)))
    rows.append(("record one line to that history (each interactive line)", spread(persistence["historyAppend"]), "", ""))
    if "favoritesJSONDecoder" in persistence:
        for name, what, store_key in (("favoritesJSONDecoder", "the favorites", "favoritesLoad"),
                                      ("historyJSONDecoder", "the history", "historyLoad")):
            ratio = persistence[name]["median"] / persistence[store_key]["median"]
            rows.append((f"{what} decoded by `JSONDecoder` instead, in one call, dates left as text (a lower bound)",
                         f"{spread(persistence[name])} · {ratio:.1f}× the store's load", "", ""))

    rows.append(("**7. Offline catalogue** (first answers: whole processes, each minus `-c quit`)", "", "", ""))
    floor = answers["offline -c quit"]
    rows.append(("`sous --source offline -c quit` (the start-up floor)", spread(floor), "", ""))
    for line in FIRST_ANSWERS:
        fig = answers[f"offline -c '{line}'"]
        over = fig["median"] - floor["median"]
        target, ok = ("≤ 5 ms over", over <= 5 * MS) if "cook" not in line and "with" not in line else ("", None)
        rows.append((f"`sous --source offline -c '{line}'`",
                     f"{spread(fig)} · {signed_ms(over)} · {fig['median'] / floor['median']:.2f}× the floor", target,
                     verdict(ok) if target else ""))
    auto_floor = answers["auto, API unreachable, -c quit"]
    auto = answers["auto, API unreachable, -c 'cat Beef'"]
    over = auto["median"] - floor["median"]
    rows.append(("`sous -c 'cat Beef'`, `--source auto` with the API unreachable (connection refused)",
                 f"{spread(auto)} · {signed_ms(over)} over offline `-c quit` · {auto['median'] / floor['median']:.2f}× "
                 f"· {signed_ms(auto['median'] - auto_floor['median'])} over its own `-c quit`",
                 "≤ 5 ms over", verdict(over <= 5 * MS)))
    nameless = answers["auto, API name unresolvable, -c 'cat Beef'"]
    over = nameless["median"] - floor["median"]
    rows.append(("`sous -c 'cat Beef'`, `--source auto` with the API's name unresolvable (no DNS: libcurl not loaded)",
                 f"{spread(nameless)} · {signed_ms(over)} over offline `-c quit` · {nameless['median'] / floor['median']:.2f}×",
                 "≤ 5 ms over", verdict(over <= 5 * MS)))
    catalog = inproc["catalog"]
    rows.append((f"recipe of each of the {catalog['meals']} meals read by id (`OfflineCatalog.meal(id:)`), in process: median",
                 spread(catalog["recipeMedian"], us), "", ""))
    rows.append(("… the slowest of them", spread(catalog["recipeSlowest"], us),
                 "≤ 2 ms", verdict(catalog["recipeSlowest"]["median"] <= 2 * MS)))
    rows.append((f"`open <id>` of each of the {catalog['meals']} meals, in process (ShellEngine, screens rendered): median",
                 spread(catalog["openMedian"], us), "", ""))
    rows.append((f"… the slowest of them (last round: {catalog['slowestMeal']})", spread(catalog["openSlowest"], us),
                 "≤ 2 ms", verdict(catalog["openSlowest"]["median"] <= 2 * MS)))
    rows.append(("`cook` (pantry: chicken, rice, garlic) over the catalogue's index, in process",
                 spread(catalog["cook"], us), "", ""))
    rows.append(("`with chicken, lemon` over the catalogue's index, in process", spread(catalog["with"], us), "", ""))
    rows.append((f"**8. Stores at {STORE_FAVORITES:,} favorites** (whole process, `--source offline -c`)", "", "", ""))
    rows.append(("empty start (`quit`, no favorites)", spread(stores["empty"]), "", ""))
    for name, line in (("favs", "favs"), ("fav", "open 52772; fav"), ("unfav", "favs; unfav 10001")):
        over = stores[name]["median"] - stores["empty"]["median"]
        rows.append((f"`{line}`: {ms(over)} over the empty start", spread(stores[name]), "≤ 25 ms over",
                     verdict(over <= 25 * MS)))
    rows.append(("peak RSS of those", f"{stores['peak_rss_kib'] / 1024:.1f} MiB", "≤ 40 MiB",
                 verdict(stores["peak_rss_kib"] <= 40 * 1024)))
    return rows + cookbook_rows(cookbook, inproc)


def render_table(rows):
    lines = ["| figure | median (min – max) | target | |", "|---|---|---|---|"]
    lines += [f"| {a} | {b} | {c} | {d} |" for a, b, c, d in rows]
    return "\n".join(lines)


def write_markdown(table, info, command, runs, elapsed, parser_section):
    text = f"""# Benchmarks

Written by `make bench` ({command}); do not edit by hand, rerun it.

- **Date**: {datetime.datetime.now(datetime.timezone.utc).strftime('%Y-%m-%d %H:%M UTC')}
- **Machine**: {info['nproc']} CPUs (`nproc`), {info['cpu']}, Linux {info['kernel']}; load average at the start {info['load']}
- **Toolchain**: {info['swift']}; release build, `--static-swift-stdlib`, linked by lld
- **Runs**: {runs}; the whole run took {elapsed:.0f} s
- **Reproduce**: `make bench` (builds `sous` and `sous-bench` in release mode with `--static-swift-stdlib` and lld (see the Makefile), then `python3 bench/bench.py`)

Each figure is the median over repeated runs, with the fastest and slowest beside it. Comparisons are
ratios of medians measured in the same run with the variants interleaved (A B A B …), so that load on
the machine hits both sides alike. Absolute times from a shared, loaded machine are only indicative.

{table}

## The ingredient parser

`IngredientParser` on `../shared/corpora/ingredients` (63,272 ingredient lines labelled by people; read in place,
never copied), scored by the corpus's own `score.py`: the fixed sample and seeded draws of 1,500 other lines of
the pool. "Written" is the food as the parser reads it (singular, lower case), which the labels can be compared
with; "synonyms folded" is the food the kitchen compares ("cilantro" is "coriander", "zucchini" "courgette"),
which the labels, written as the line has it, count as wrong. The target is 0.90 fully right (the corpus's regex
baseline 0.69, a CRF model trained on most of these lines 0.957).
Reproduce: `make parser-score` (`python3 bench/parser_score.py [--seed N] [--misses N] [--folded]`;
`SOUS_CORPORA=DIR` names another folder holding `ingredients/`).

{parser_section}

## What is measured

1. **Start to prompt**: whole processes, spawned with `posix_spawn` and reaped with `wait4`, stdin
   `/dev/null`, output discarded, fresh XDG directories. Beside `/bin/true`, the floor for any Swift program:
   `bench/foundation_floor.swift`, an empty program on Foundation, compiled with `swiftc -O`, linked
   dynamically and with `-static-stdlib`; the static one is sous's floor, as sous's release binary links the
   Swift runtime and Foundation statically (`--static-swift-stdlib`) and loads libcurl only at the first
   request. "On a terminal" starts `sous` on a pseudo-terminal (tour already seen) and stops the clock when
   its prompt `sous> ` arrives; "with a history" is the same start over a `history.json` of {HISTORY_LINES:,}
   lines in sous's own layout (a returning user: the history is read for Up before the prompt).
   `sous -c quit` and `sous < /dev/null` use the default
   source (live, offline catalogue if unreachable), which makes no request before the first command (checked
   against the local server). The peer's start is its interpreter importing it (`python -c "import py_mealdb"`,
   in `.build/bench-venv`).
2. **Per command**: the scripted session of `sous-bench session-script` (listings, paging, opens, searches,
   favorites; every line must succeed). In process: each line through `ShellEngine.execute(line:)` with the
   offline catalogue (already decoded) and the file stores in a temporary directory; per round the median,
   p99 and slowest command, over several rounds. Whole process: the same lines piped into
   `sous --source offline`, peak RSS from `wait4`.
3. **Completion**: candidates for a line (cursor at its end) over the catalogue's names, the largest category
   listing and a synthetic listing of 10,000 names made of the catalogue's.
4. **Decoding**: `LiveMealDBClient.recipes(inAnswer:)` of `Fixtures/mealdb/api-style/meals.json`, as the live
   client decodes an answer.
5. **Live workload**: `{'; '.join(LIVE_WORKLOAD)}` piped into one `sous --api-base http://127.0.0.1:PORT/…` with a
   fresh cache directory, against `Tests/Server/mealdb_server.py --latency-ms {LATENCY_MS}`; requests from its
   `/__stats`. The floor is {FLOOR_ROUND_TRIPS} round trips (each command needing unseen data waits for one; `random 5`
   sends its five at once; the repeats need none) and {MIN_REQUESTS} requests. The peer is
   [py-mealdb](https://pypi.org/project/py-mealdb/) 1.0.0 driven through the same workload by
   `bench/peer_workload.py`: its base URL is the public attribute `MealDB.base_url`, set to the local server
   (no monkeypatching); it makes one request per call, one after another, and caches nothing.
6. **Persistence at scale**: `favorites.json` with 10,000 favorites (real recipes from the snapshot, distinct
   ids) and `history.json` with 5,000 lines, written in the stores' format; a fresh `FileFavoritesStore` loads
   them, then `add` saves one more (read, merge, atomic write under the lock); a fresh `FileHistoryStore`
   loads the history, then `append` records one line. The same two files are also decoded by `JSONDecoder`
   in one call each, into types of the bench's own with every field the stores read and the dates left as
   text (parsing them would only add): the lower bound of reading them with the toolchain's decoder instead
   of the stores' readers (issue 26).
7. **Offline catalogue**: each line as `sous --source offline -c LINE` (fresh XDG directories), interleaved
   with `-c quit`, whose median is the floor every figure is measured over: the catalogue's index is read
   at the first answer, and a recipe is decoded only when it is opened. `--source auto` with the API
   unreachable: `--api-base` at a loopback port nothing listens on. In process, over several rounds: each
   recipe read by id from the catalogue (decoded from its own record), `open <id>` of every meal through
   `ShellEngine` with its screens rendered (steps split, text wrapped), then `cook` and `with`.
8. **Stores at 10,000 favorites**: a data directory with 10,000 favorites as sous writes them
   (`sous-bench favorites-home`: meals of the bundled catalogue with their real names and picture addresses,
   distinct ids, each saved at its own time; the index one entry a line, and each favorite's whole recipe
   file), and an empty one; per round, in this order, whole processes
   `sous --source offline -c …`: `quit` over the empty one, then `favs`, `open 52772; fav` and
   `favs; unfav 10001` over the full one (a start sweeps the recipe folder under the lock when it changed
   since the last sweep; a `fav` or `unfav` that found it swept leaves it so). The figure is the median over
   the empty start's median; peak RSS is the largest of the three. Where the time goes (callgrind on a
   stripped copy, instructions over the empty start): `favs` ~50 M, of which reading the 2.2 MB index is
   ~40 M (one line in the shape sous writes read straight through, ~4,000 instructions a favorite: its
   name's and picture's texts made and checked, two dates read); `open 52772; fav` ~72 M, that read, the
   catalogue's recipe, and the save (merge, the unchanged lines copied, ~12 M), plus the index flushed to
   disk (`fsync` of 2.2 MB: ~3 ms here) and the recipe file and both folders flushed (~1 ms).
""" + COOKBOOK_MEASURED
    old = (ROOT / "BENCHMARKS.md").read_text() if (ROOT / "BENCHMARKS.md").exists() else ""
    kept = benchmarks_md.kept_sections(old)
    if kept:
        at = text.find("## What is measured")
        text = text[:at] + kept + "\n" + text[at:]
    (ROOT / "BENCHMARKS.md").write_text(text)


COOKBOOK_MEASURED = f"""9. **Your cookbook**: {COOKBOOK_RECIPES:,} Cooklang files written by `sous-bench write-cookbook` from the
   catalogue's recipes through `CooklangWriter` (named apart: the catalogue's 552 names, then again with a word
   before them, "Weeknight …", "Smoky …"; a third at the top, the rest in a folder for their category, as cookcli
   collections are kept; dated long ago, as a cookbook's files are). Whole processes `sous --source offline -c …`
   interleaved: `quit` over an empty home (the start every figure is measured over) and over the cookbook;
   `{COOKBOOK_SEARCH}` with no cookbook, over the cookbook with its index removed before each run (the first search
   ever: every file parsed, the index written to `$XDG_CACHE_HOME/sous/cookbook-index`), and with the index
   up to date (each file's status asked, nothing parsed). In process (`sous-bench only cookbook`): the same search
   through `CookbookIndex` cold, warm and after one file changed; a saved page of ~1 MB built by
   `sous-bench saved-page` (a head of styles and analytics, a JSON-LD `@graph` with WebSite, WebPage,
   BreadcrumbList and the Recipe with HowToSections and nutrition, 150 paragraphs of story, 300 comments and a
   bundled script to 1 MB): its recipe found from the bytes, then `import` of the file (read, found, written
   into a cookbook as Cooklang, atomically and flushed). `cookbook` (the listing) reads the same index.
   The instructions are callgrind's count of one process each (`valgrind --tool=callgrind` on a copy of sous
   stripped by `objcopy --strip-debug`, fresh XDG homes), which a loaded machine does not move; to see where
   they go, `callgrind_annotate --inclusive=yes` on a `--callgrind-out-file` of the same command. Measured so
   (issue 23): before the index was read as bytes, a warm search cost 86 M instructions over the catalogue's
   (63 M reading the index: every list item unescaped, each character of each field compared, each path split
   to check it; 11 M listing and asking the status of the 1,000 files), a cold one 1,313 M (the front matter
   alone 400 M: trims that rebuilt each value scalar by scalar, `firstRange(of:)` on every value), `cookbook`
   1,403 M (every file parsed and mapped to a whole recipe each time).
   `python3 bench/bench.py --only cookbook` measures this section alone and puts it in place; `--only import`
   the saved page's two rows alone (`sous-bench only import`).
   Where the import's time went, and goes (callgrind on `sous-bench only import --quick` stripped by
   `objcopy --strip-debug`, fresh XDG homes; instructions a page): before (71c086e) 141 M to find the recipe,
   113 M of them libxml2's HTML parser reading the bundled script a character at a time and formatting an error
   for each `</div>` in its strings (35 M), 13 M checking that the bytes are UTF-8; then 14 M to save (11 M of
   them the Cooklang markup reading each ingredient line again) and two fsyncs (0.2–0.8 ms each on this disk);
   `import` does not touch the search index (the next search refreshes it), and its screen is `open`'s (a
   fraction of a millisecond, section 7). Now the bodies of the
   page's scripts and style sheets (JSON-LD and microdata kept) are taken out before libxml2 reads it
   (`PageCode`): 29 M a page, libxml2 16 M of them. On the clock, both builds run interleaved at load
   average 3.5: recipe found 12.5 ms → 3.1 ms, import 16.5 ms → 6.5 ms (73 ms in the table before was measured
   at load average 11). The rest of an import is now mostly its two fsyncs, which wait on whatever else
   writes to the disk: 0.2–11 ms each (`strace -T`) while other builds and tests ran. On the 50 real pages of
   ../shared/corpora (`sous-bench extract-page --time`): the same extraction, field for field; 237 ms → 215 ms
   for all 50, median 4.5 ms → 3.8 ms (their markup, not their scripts, is most of their bytes). A whole
   `sous --source offline -c 'import page.html'` (after a first start, 15 runs, 2026-12-06 17:00): 17.5 ms, against
   3.5 ms for `-c quit` and 6.3 ms to import a small .cook file; libxml2's dlopen (with ICU) is 1.5 ms of it.
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--no-write", action="store_true")
    parser.add_argument("--baseline", metavar="DIR",
                        help="a folder holding an earlier build's sous and sous-bench, to run side by side (bench/baseline.py)")
    parser.add_argument("--baseline-only", action="store_true",
                        help="with --baseline: only the comparison, put in place of BENCHMARKS.md's section")
    parser.add_argument("--only", choices=["cookbook", "import"],
                        help="one section (or the saved page's rows) alone, put in place in BENCHMARKS.md")
    args = parser.parse_args()
    if args.only == "import":
        only_import(args.quick)
        return
    if args.only == "cookbook":
        only_cookbook(args.quick)
        return
    if args.baseline_only:
        scratch = tempfile.mkdtemp(prefix="sous-bench-")
        try:
            section, _ = baseline.report(SOUS.parent, args.baseline, ROOT, scratch, args.quick, sys.modules[__name__])
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
        print(section)
        text = (ROOT / "BENCHMARKS.md").read_text()
        start, end = text.find("## Against an earlier build"), text.find("## What is measured")
        if not args.quick and start >= 0 and end > start:
            (ROOT / "BENCHMARKS.md").write_text(text[:start] + section + "\n\n" + text[end:])
            log("BENCHMARKS.md: the comparison section rewritten")
        return
    for binary in (SOUS, SOUS_BENCH):
        if not binary.exists():
            raise SystemExit(f"bench: {binary} is missing; run `make bench` (it builds both in release mode)")
    began = time.monotonic()
    info = machine()
    ensure_peer()
    ensure_foundation_floor()
    ensure_foundation_floor(static=True)
    ensure_foundation_floor(static_cxx=True)
    runs = {"start": 5 if args.quick else 31, "pipe": 2 if args.quick else 7, "live": 2 if args.quick else 9,
            "stores": 2 if args.quick else 9}
    scratch = tempfile.mkdtemp(prefix="sous-bench-")
    server = Server(LATENCY_MS)
    try:
        log(f"start to prompt ({runs['start']} interleaved runs of each)")
        start = bench_start(scratch, runs["start"])
        log(f"the offline catalogue's first answers ({runs['start']} interleaved runs of each)")
        answers = bench_first_answers(scratch, runs["start"])
        server.control(f"/__latency?ms=0")
        at_start = requests_at_start(server, scratch)
        server.control(f"/__latency?ms={LATENCY_MS}")
        log(f"the piped 1,000-command session ({runs['pipe']} runs)")
        pipe = bench_pipe(scratch, runs["pipe"])
        log("in-process figures (sous-bench)")
        inproc = run_sous_bench(args.quick)
        log(f"the live workload, sous and the peer interleaved ({runs['live']} runs of each)")
        live = bench_live(server, scratch, runs["live"])
        log(f"stores at {STORE_FAVORITES:,} favorites ({runs['stores']} rounds)")
        stores = bench_stores(scratch, runs["stores"])
        log(f"a cookbook of {COOKBOOK_RECIPES:,} recipes ({runs['start']} interleaved runs of each)")
        cookbook = bench_cookbook(scratch, runs["start"])
        baseline_section = ""
        if args.baseline:
            log(f"against the earlier build in {args.baseline}, interleaved")
            baseline_section, _ = baseline.report(SOUS.parent, args.baseline, ROOT, scratch, args.quick, sys.modules[__name__])
            print(baseline_section)
    finally:
        server.stop()
        shutil.rmtree(scratch, ignore_errors=True)
    log("the ingredient parser on the labelled corpus (bench/parser_score.py)")
    parser_section = parser_score.report(SOUS_BENCH)
    print(parser_section)
    table = render_table(build_rows(start, at_start, pipe, inproc, live, answers, stores, cookbook))
    print(table)
    runs_text = (f"{runs['start']} interleaved starts of each variant; {runs['pipe']} piped sessions; "
                 f"{runs['live']} interleaved live workloads each; in process: "
                 f"{inproc['commands']['rounds']} rounds of the session, {inproc['decoding']['time']['count']} decodes, "
                 f"{inproc['completion']['cases'][0]['time']['count']} completions of each line, "
                 f"{inproc['persistence']['favoritesLoad']['count']} store rounds")
    if args.quick:
        log("--quick: BENCHMARKS.md left alone")
    elif not args.no_write:
        write_markdown(table, info, "python3 bench/bench.py", runs_text, time.monotonic() - began,
                       parser_section + ("\n\n" + baseline_section if baseline_section else ""))
        log("BENCHMARKS.md written")


if __name__ == "__main__":
    main()
