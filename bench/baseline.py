"""sous against an earlier build of itself, side by side in one run (`make bench BASELINE=<commit>`).

A change is judged by what it costs against the build before it, not against a figure written down on
another day: these machines are shared and their speed moves by half from one hour to the next. So the
earlier build (built by the Makefile from BASELINE into .build/baseline/<commit>) and the current one run
interleaved, A B A B, on the same inputs:
  - whole processes: starts, the offline catalogue's first answers, the first prompt on a terminal (with and
    without a history), the piped 1,000-command session;
  - in process: every figure both `sous-bench` binaries report (decoding, per command, completion,
    persistence, the catalogue), each binary run several times in turn; a figure is the fastest of its
    runs' medians (the run least disturbed by the machine's other work), on both sides alike.
A figure is flagged when the current build takes more than 10 % longer than the earlier one. Where valgrind
is installed, each whole-process case also runs once per build under callgrind: instructions executed do not
move with the machine's load, so a whole-process figure is judged by them, its wall time shown beside.
"""
import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

SLOWER_BY = 1.10


def flatten(report, path=""):
    """Every timing in a sous-bench report, as path → median (ns). Lists of cases are keyed by their
    line or name, so both builds' figures meet whatever order they were written in."""
    figures = {}
    if isinstance(report, dict):
        if "median" in report and isinstance(report["median"], (int, float)):
            return {path: report["median"]}
        for key, value in report.items():
            figures.update(flatten(value, f"{path}.{key}" if path else key))
    elif isinstance(report, list):
        for index, value in enumerate(report):
            label = value.get("line") or value.get("name") or value.get("label") if isinstance(value, dict) else None
            figures.update(flatten(value, f"{path}[{label if label else index}]"))
    return figures


def in_process(current, earlier, root, rounds):
    """Each sous-bench run `rounds` times, in turn; path → (current ns, earlier ns)."""
    runs = {"current": [], "earlier": []}
    for _ in range(rounds):
        for name, binary in (("current", current), ("earlier", earlier)):
            output = subprocess.run([str(binary), "--quick", "--fixtures", str(root / "Fixtures" / "mealdb" / "api-style")],
                                    stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True, cwd=root).stdout
            runs[name].append(flatten(json.loads(output)))
    common = set(runs["current"][0]) & set(runs["earlier"][0])
    # Counts and sizes are not timings; the costliest lines differ between builds by design.
    common = {path for path in common if "costliestLines" not in path}
    return {path: (min(run[path] for run in runs["current"]), min(run[path] for run in runs["earlier"]))
            for path in sorted(common)}


def whole_processes(current, earlier, scratch, runs, bench):
    """Whole-process figures of both builds, interleaved; name → (current ns, earlier ns)."""
    script = subprocess.run([str(bench.SOUS_BENCH), "session-script", "300"], capture_output=True, check=True).stdout
    variants = {}
    # Each build has its own homes: the earlier one may keep its files in another layout.
    for name, binary in (("current", current), ("earlier", earlier)):
        sous = str(binary)
        env, returning = bench.fresh_home(scratch), bench.fresh_home(scratch)
        for home in (env, returning):
            config = Path(home["XDG_CONFIG_HOME"]) / "sous"
            config.mkdir(parents=True, exist_ok=True, mode=0o700)
            (config / "seen-tour").touch()
        bench.write_history(Path(returning["XDG_DATA_HOME"]) / "sous", bench.HISTORY_LINES)
        tty_env = dict(env, TERM="xterm-256color", COLUMNS="100", LINES="40")
        returning_tty = dict(returning, TERM="xterm-256color", COLUMNS="100", LINES="40")
        cases = {
            "`sous -c quit`": lambda sous=sous, env=env: bench.run_timed([sous, "-c", "quit"], env)[0],
            "`sous --source offline -c quit`":
                lambda sous=sous, env=env: bench.run_timed([sous, "--source", "offline", "-c", "quit"], env)[0],
            "sous on a terminal, to its first prompt": lambda sous=sous, env=tty_env: bench.run_to_prompt([sous], env),
            f"… with a {bench.HISTORY_LINES:,}-line history": lambda sous=sous, env=returning_tty: bench.run_to_prompt([sous], env),
            "300 piped lines (`sous --source offline < script`)":
                lambda sous=sous, env=env: bench.run_timed([sous, "--source", "offline"], env, script)[0],
        }
        for line in bench.FIRST_ANSWERS:
            cases[f"`sous --source offline -c '{line}'`"] = (
                lambda sous=sous, env=env, line=line: bench.run_timed([sous, "--source", "offline", "-c", line], env)[0])
        for case, run in cases.items():
            variants[(case, name)] = run
    times = bench.interleaved(variants, runs)
    cases = sorted({case for case, _ in variants}, key=list(dict.fromkeys(case for case, _ in variants)).index)
    return {case: (bench.figure(times[(case, "current")])["median"], bench.figure(times[(case, "earlier")])["median"])
            for case in cases}


def instructions(binary, argv_tail, env, stdin_bytes, scratch, terminal=None, cwd=None):
    """Instructions the process executes (callgrind), or None without valgrind. The binary is copied
    without its DWARF, which valgrind 3.19 cannot read from lld's output. `terminal` (bench.run_to_prompt)
    (the bench module) counts its start on a pseudo-terminal, to the first prompt."""
    if shutil.which("valgrind") is None:
        return None
    stripped = Path(scratch) / f"{Path(binary).parent.name}-{Path(binary).name}-nodebug"
    if not stripped.exists():
        subprocess.run(["objcopy", "--strip-debug", str(binary), str(stripped)], check=True)
    with tempfile.NamedTemporaryFile(dir=scratch, suffix=".callgrind") as out:
        argv = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out.name}", str(stripped)] + argv_tail
        if terminal:
            return to_prompt([shutil.which("valgrind")] + argv[1:], env, out.name, terminal)
        else:
            subprocess.run(argv, input=stdin_bytes or b"", stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                           env=env, check=False, cwd=cwd)
        for line in Path(out.name).read_text(errors="replace").splitlines():
            if line.startswith("totals:"):
                return int(line.split()[1])
    return None


def to_prompt(argv, env, out, bench_module):
    """Runs argv (valgrind's) on a pseudo-terminal until its first prompt, asks callgrind to write its
    counts there (callgrind_control -d), then kills it: the instructions of a start to its prompt.
    (Waiting for a normal exit after Ctrl-D instead takes a process under valgrind longer than a
    loaded machine allows.)"""
    import glob
    import pty
    import select
    import signal
    import time
    pid, master = pty.fork()
    if pid == 0:
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    try:
        seen, deadline = b"", time.monotonic() + 120
        while bench_module.PROMPT not in seen and time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    chunk = b""
                if not chunk:
                    return None
                seen += chunk
        if bench_module.PROMPT not in seen:
            return None
        subprocess.run(["callgrind_control", "-d", str(pid)], capture_output=True, timeout=120, check=False)
        for name in glob.glob(out + "*"):
            for line in Path(name).read_text(errors="replace").splitlines():
                if line.startswith("totals:"):
                    return int(line.split()[1])
        return None
    finally:
        os.kill(pid, signal.SIGKILL)
        os.waitpid(pid, 0)
        os.close(master)


def counted(current, earlier, scratch, bench):
    """Instructions of the whole-process cases that need no terminal; case → (current, earlier)."""
    script = subprocess.run([str(bench.SOUS_BENCH), "session-script", "300"], capture_output=True, check=True).stdout
    cases = {"`sous -c quit`": (["-c", "quit"], None),
             "`sous --source offline -c quit`": (["--source", "offline", "-c", "quit"], None),
             "300 piped lines (`sous --source offline < script`)": (["--source", "offline"], script)}
    for line in bench.FIRST_ANSWERS:
        cases[f"`sous --source offline -c '{line}'`"] = (["--source", "offline", "-c", line], None)
    counts = {}
    for case, (tail, stdin_bytes) in cases.items():
        pair = []
        for binary in (current, earlier):
            env = bench.fresh_home(scratch)
            pair.append(instructions(binary, tail, env, stdin_bytes, scratch))
        if None not in pair:
            counts[case] = tuple(pair)
    # The interactive start with a returning user's history, to the first prompt and out.
    pair = []
    for binary in (current, earlier):
        env = bench.fresh_home(scratch)
        config = Path(env["XDG_CONFIG_HOME"]) / "sous"
        config.mkdir(parents=True, exist_ok=True, mode=0o700)
        (config / "seen-tour").touch()
        bench.write_history(Path(env["XDG_DATA_HOME"]) / "sous", bench.HISTORY_LINES)
        tty = dict(env, TERM="xterm-256color", COLUMNS="100", LINES="40")
        pair.append(instructions(binary, [], tty, None, scratch, terminal=bench))
    if None not in pair:
        counts[f"… with a {bench.HISTORY_LINES:,}-line history"] = tuple(pair)
    # The same start with no history: a newcomer's second start.
    pair = []
    for binary in (current, earlier):
        env = bench.fresh_home(scratch)
        config = Path(env["XDG_CONFIG_HOME"]) / "sous"
        config.mkdir(parents=True, exist_ok=True, mode=0o700)
        (config / "seen-tour").touch()
        tty = dict(env, TERM="xterm-256color", COLUMNS="100", LINES="40")
        pair.append(instructions(binary, [], tty, None, scratch, terminal=bench))
    if None not in pair:
        counts["sous on a terminal, to its first prompt"] = tuple(pair)
    return counts


def counted_in_process(current, earlier, root, scratch):
    """Instructions of each in-process group (`sous-bench only GROUP --quick`) for both builds; the
    wall-time figures of a group move with the machine's load, its instructions do not. The session
    group (1,000 commands under callgrind) takes a few minutes."""
    counts = {}
    fixtures = str(root / "Fixtures" / "mealdb" / "api-style")
    for group in ("decoding", "commands", "completion", "persistence", "catalog"):
        pair = []
        for binary in (current, earlier):
            pair.append(instructions(binary, ["only", group, "--quick", "--fixtures", fixtures],
                                     dict(os.environ), None, scratch, cwd=root))
        if None not in pair:
            counts[f"`sous-bench only {group}` (the whole group): instructions"] = tuple(pair)
    return counts


def rows(pairs, unit_ns):
    lines = []
    slower = []
    for name, (now, before) in pairs.items():
        ratio = now / before if before else float("inf")
        flag = "❌ slower" if ratio > SLOWER_BY else "✅"
        if ratio > SLOWER_BY:
            slower.append(name)
        lines.append(f"| {name} | {unit_ns(now)} | {unit_ns(before)} | {ratio:.2f}× | {flag} |")
    return lines, slower


def report(current_dir, earlier_dir, root, scratch, quick, bench):
    """The section of BENCHMARKS.md comparing the current build with the earlier one, and the figures
    more than 10 % slower."""
    earlier_dir = Path(earlier_dir)
    revision = (earlier_dir / "REVISION").read_text().strip() if (earlier_dir / "REVISION").exists() else earlier_dir.name
    runs = 5 if quick else 21
    processes = whole_processes(current_dir / "sous", earlier_dir / "sous", scratch, runs, bench)
    counts = counted(current_dir / "sous", earlier_dir / "sous", scratch, bench)
    inproc = in_process(current_dir / "sous-bench", earlier_dir / "sous-bench", root, 2 if quick else 3)
    process_rows, process_slower = rows(processes, bench.ms)
    if counts:
        # Judged by instructions where they were counted: wall times on a shared machine only hint.
        process_slower = [case for case in process_slower if case not in counts]
        count_rows, count_slower = rows({f"{case}: instructions": pair for case, pair in counts.items()},
                                        lambda n: f"{n / 1e6:.2f} M")
        process_rows += count_rows
        process_slower += count_slower
    inproc_rows, inproc_slower = rows({f"`{path}`": pair for path, pair in inproc.items()},
                                      lambda ns: bench.us(ns) if ns < 1e6 else bench.ms(ns))
    group_counts = counted_in_process(current_dir / "sous-bench", earlier_dir / "sous-bench", root, scratch)
    if group_counts:
        # A group's wall times are judged by its instructions, as whole processes are.
        groups = {name.split("only ")[1].split("`")[0] for name in group_counts}
        inproc_slower = [path for path in inproc_slower if path.strip("`").split(".")[0] not in groups]
        group_rows, group_slower = rows(group_counts, lambda n: f"{n / 1e6:.1f} M")
        inproc_rows += group_rows
        inproc_slower += group_slower
    slower = process_slower + inproc_slower
    verdict = ("no figure is more than 10 % slower" if not slower
               else f"{len(slower)} figure(s) more than 10 % slower: " + ", ".join(slower))
    text = f"""## Against an earlier build ({revision})

Reproduce: `make bench BASELINE={revision}` (builds that commit into `.build/baseline/`, then runs both builds
interleaved; see `bench/baseline.py`). Whole processes: {runs} interleaved runs of each build, medians. In process:
each build's `sous-bench --quick` run {2 if quick else 3} times in turn, the fastest of each figure's medians.
A ratio is current ÷ earlier; above {SLOWER_BY:.2f}× is flagged. Instructions (callgrind, once per build) judge
what they count: a whole process, or a whole in-process group; wall times are shown for what a user waits, but
on a shared machine they move by tens of percent between neighbouring runs. **{verdict}.**

| figure | current | earlier | ratio | |
|---|---|---|---|---|
""" + "\n".join(process_rows + inproc_rows) + "\n"
    return text, slower
