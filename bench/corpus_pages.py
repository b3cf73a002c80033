#!/usr/bin/env python3
"""Measure sous's web-page import on the recipe-scrapers pages (../shared/corpora/recipe-pages).

Each saved page goes through `sous-bench extract-page` (RecipePageReader, in its own process so a crash
is seen as one) and is compared with its `*.expected.json` as the corpus README suggests: title,
ingredients (count and text), instructions_list (count and text), the yield's number and the total time
in minutes. On the 35 pages whose schema.org data the generic path reads exactly ("generic=ALL" in
index.json) all five must match on at least 33; every other page must give a recipe or one clear line.
The pages are read where they lie and never copied: SOUS_CORPORA names the folder holding
`recipe-pages/` (default: ../shared/corpora beside the repository). Without it, one line says so and
the exit code is 0. Also prints the in-process extraction time of the largest page (~0.8 MB).

Yield: the expected "N servings" / "N items" is compared by its number; sous keeps a range ("Serves
8-10", "20 - 22 churros"), which matches when the expected number is either end of it.
"""
import json
import os
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchmarks_md  # noqa: E402 (beside this file)

ROOT = Path(__file__).resolve().parent.parent
BENCH = Path(os.environ.get("SOUS_BENCH_BINARY", ROOT / ".build" / "release" / "sous-bench"))
FIELDS = ["title", "ingredients", "instructions", "yield", "total_time"]


def corpus_folder():
    base = Path(os.environ.get("SOUS_CORPORA", ROOT.parent / "shared" / "corpora"))
    return base / "recipe-pages"


def norm(text):
    return re.sub(r"\s+", " ", str(text)).strip()


def expected_number(yields):
    match = re.search(r"\d+(?:\.\d+)?", str(yields or ""))
    return float(match.group()) if match else None


def extract(page):
    """sous's reading of one page: its JSON object, or {"crash": why}."""
    try:
        run = subprocess.run([str(BENCH), "extract-page", str(page)], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return {"crash": "timed out"}
    if run.returncode != 0 or not run.stdout.strip():
        return {"crash": f"exit {run.returncode}: {run.stderr.strip()[-200:]}"}
    return json.loads(run.stdout.splitlines()[0])


def compare(got, want):
    """Which of FIELDS match, and a short note for each that does not."""
    result, notes = {}, []
    result["title"] = norm(got.get("title") or "") == norm(want.get("title") or "")
    if not result["title"]:
        notes.append(f"title {got.get('title')!r} ≠ {want.get('title')!r}")
    gi = [norm(x) for x in got.get("ingredients") or []]
    wi = [norm(x) for x in want.get("ingredients") or []]
    result["ingredients"] = gi == wi
    if not result["ingredients"]:
        first = next((f"{a!r} ≠ {b!r}" for a, b in zip(gi, wi) if a != b), "")
        notes.append(f"ingredients {len(gi)}/{len(wi)} {first}"[:160])
    gs = [norm(x) for x in got.get("instructions_list") or []]
    ws = [norm(x) for x in want.get("instructions_list") or []]
    result["instructions"] = gs == ws
    if not result["instructions"]:
        first = next((f"{a[:50]!r} ≠ {b[:50]!r}" for a, b in zip(gs, ws) if a != b), "")
        notes.append(f"steps {len(gs)}/{len(ws)} {first}"[:160])
    number = expected_number(want.get("yields"))
    ends = {got.get("yields"), got.get("yields_low")} - {None}
    result["yield"] = (number is None and not ends) or (number is not None and any(abs(e - number) < 0.01 for e in ends))
    if not result["yield"]:
        notes.append(f"yield {sorted(ends)} ≠ {want.get('yields')!r}")
    result["total_time"] = got.get("total_time") == want.get("total_time") or (
        got.get("total_time") is not None and want.get("total_time") is not None
        and abs(got["total_time"] - want["total_time"]) < 0.5)
    if not result["total_time"]:
        notes.append(f"total {got.get('total_time')} ≠ {want.get('total_time')}")
    return result, notes


def main():
    folder = corpus_folder()
    if not (folder / "index.json").is_file():
        print(f"corpus-pages: skipped, no corpus at {folder} (set SOUS_CORPORA to the folder holding recipe-pages/)")
        return 0
    if not BENCH.is_file():
        print(f"corpus-pages: {BENCH} is missing (swift build -c release --product sous-bench)", file=sys.stderr)
        return 1
    index = json.load(open(folder / "index.json"))
    generic_all = [e for e in index if e["generic_schema_path_matches"] and not e["generic_schema_path_differs"]]
    field_counts = {f: 0 for f in FIELDS}
    all_five = 0
    other_ok = 0
    crashes = []
    print(f"{'page':28} {'title ingr steps yield time':30} notes")
    for entry in index:
        name = entry["name"]
        got = extract(folder / f"{name}.html")
        want = json.load(open(folder / f"{name}.expected.json"))
        plain = entry in generic_all
        if "crash" in got:
            crashes.append(name)
            print(f"{name:28} CRASH {got['crash']}")
            continue
        if "error" in got:
            line = got["error"]
            clear = "\n" not in line and len(line) < 200
            if not plain and clear:
                other_ok += 1
            print(f"{name:28} {'(one line)':30} {line}")
            continue
        result, notes = compare(got, want)
        marks = " ".join(("✓" if result[f] else "✗").center(len(f) if f != "instructions" else 5) for f in FIELDS)
        if plain:
            for field in FIELDS:
                field_counts[field] += result[field]
            all_five += all(result.values())
        else:
            other_ok += 1
        print(f"{name:28} {marks:30} {'' if plain else '[not generic=ALL] '}{'; '.join(notes)}")
    others = len(index) - len(generic_all)
    print()
    totals = [f"{len(index)} saved pages of recipe-scrapers' corpus through the page reader",
              f"generic=ALL pages, all five right (title, ingredients, steps, yield, total time): {all_five}/{len(generic_all)} (target ≥ 33)",
              "per field: " + ", ".join(f"{f} {field_counts[f]}/{len(generic_all)}" for f in FIELDS),
              f"other pages, a recipe or one clear line: {other_ok}/{others}; crashes: {len(crashes)} {' '.join(crashes)}"]
    for line in totals[1:]:
        print(line)
    largest = max(index, key=lambda e: e["html_bytes"])
    run = subprocess.run([str(BENCH), "extract-page", "--time", str(folder / f"{largest['name']}.html")],
                         capture_output=True, text=True, timeout=120)
    timing = json.loads(run.stdout.splitlines()[0]) if run.returncode == 0 and run.stdout.strip() else None
    if timing:
        line = (f"extraction in process, the largest page, {largest['name']} ({timing['bytes'] / 1e6:.2f} MB): {timing['ms']} ms "
                f"on the clock, {timing['cpu_ms']} ms of processor time (median of 15; target ≤ 30 ms for ~1 MB)")
        print(line)
        totals.append(line)
    if "--no-write" not in sys.argv:
        benchmarks_md.keep_section("Web pages on real data (`make corpus`)", totals,
                                   "`make corpus` (`python3 bench/corpus_pages.py`; `SOUS_CORPORA=DIR` names another "
                                   "folder holding `recipe-pages/`). The pages are read in place from ../shared/corpora, never copied.")
    ok = all_five >= 33 and other_ok == others and not crashes
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
