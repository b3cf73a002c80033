#!/usr/bin/env python3
"""Cooklang against real data: the canonical suite, cookcli's seed recipes and the round-trip fixture.

    python3 bench/corpus_cooklang.py [--bench PATH] [--quiet]

Reads ../shared/corpora/cooklang (or $SOUS_CORPORA/cooklang) in place, never copying it:
  1. every case of canonical.spec-v7.json through `sous-bench cooklang-canonical`, compared with the result
     the suite expects (numbers as numbers, 1e-9 apart at most); PASS/FAIL a case, then the total;
  2. every .cook file under recipes/ through `sous-bench cooklang-files`: no error diagnostics, the time a
     parse takes, and the recipe written back as Cooklang and read again with the same ingredients and steps;
  3. roundtrip/dish.cook and cookcli's own re-formatting of it read as the same steps.
Exit status 1 when a canonical case fails or a seed recipe has an error. Without the corpus, one line says
so and the exit status is 0.
"""
import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import benchmarks_md  # noqa: E402 (beside this file)

ROOT = Path(__file__).resolve().parent.parent
# The totals, printed and kept in BENCHMARKS.md.
TOTALS = []


def total(line):
    print(line)
    TOTALS.append(line)


def corpus_dir():
    base = Path(os.environ.get("SOUS_CORPORA", ROOT.parent / "shared" / "corpora"))
    return base / "cooklang"


def same(expected, got):
    if isinstance(expected, bool) or isinstance(got, bool):
        return expected == got
    if isinstance(expected, (int, float)) and isinstance(got, (int, float)):
        return abs(expected - got) < 1e-9
    if isinstance(expected, (int, float)) or isinstance(got, (int, float)):
        return False
    return str(expected) == str(got)


FIELDS = {"text": ["value"], "ingredient": ["name", "quantity", "units"], "cookware": ["name", "quantity"],
          "timer": ["name", "quantity", "units"]}


def item_equal(expected, got):
    kind = expected.get("type")
    if kind != got.get("type") or kind not in FIELDS:
        return False
    return all(same(expected.get(field, ""), got.get(field, "")) for field in FIELDS[kind])


def result_equal(expected, got):
    steps, got_steps = expected.get("steps", []), got.get("steps", [])
    if len(steps) != len(got_steps):
        return False
    for step, got_step in zip(steps, got_steps):
        if len(step) != len(got_step) or not all(item_equal(a, b) for a, b in zip(step, got_step)):
            return False
    meta, got_meta = expected.get("metadata", {}) or {}, got.get("metadata", {}) or {}
    return set(meta) == set(got_meta) and all(same(meta[key], got_meta[key]) for key in meta)


def run(bench, args):
    return subprocess.run([str(bench)] + args, capture_output=True, text=True, check=True).stdout.splitlines()


def canonical(bench, corpus, quiet):
    suite_path = corpus / "canonical.spec-v7.json"
    suite = json.loads(suite_path.read_text())["tests"]
    rows = [json.loads(line) for line in run(bench, ["cooklang-canonical", str(suite_path)])]
    timing = next((row["timing"] for row in rows if "timing" in row), {})
    results = {row["name"]: row for row in rows if "name" in row}
    passed = 0
    for name in sorted(suite):
        got = results.get(name, {}).get("result", {})
        ok = result_equal(suite[name]["result"], got)
        passed += ok
        if not ok or not quiet:
            print(f"{'PASS' if ok else 'FAIL'} {name}")
        if not ok:
            print(f"     want {json.dumps(suite[name]['result'], ensure_ascii=False)}")
            print(f"     got  {json.dumps(got, ensure_ascii=False)}")
    total(f"canonical (spec v7): {passed}/{len(suite)} cases pass; {timing.get('nsPerCase', 0) / 1000:.1f} µs a case")
    return passed == len(suite)


def recipes(bench, corpus, quiet):
    files = sorted(str(path) for path in (corpus / "recipes").rglob("*.cook"))
    rows = [json.loads(line) for line in run(bench, ["cooklang-files"] + files)]
    clean = True
    for row in rows:
        errors = [d for d in row["diagnostics"] if ": error: " in d]
        warnings = [d for d in row["diagnostics"] if ": warning: " in d]
        clean &= not errors
        name = os.path.relpath(row["file"], corpus)
        status = "ok" if not errors else "ERRORS"
        trip = "round trip ok" if not row["roundTrip"] else f"round trip: {len(row['roundTrip'])} differences"
        if errors or not quiet or row["roundTrip"]:
            print(f"{status:6} {name}: {row['steps']} steps, {row['ingredients']} ingredients, {row['bytes']} bytes, "
                  f"parse {row['nsPerParse'] / 1000:.1f} µs, parse+map {row['nsPerParseAndMap'] / 1000:.1f} µs; {trip}")
        for line in errors + warnings + row["roundTrip"]:
            print(f"       {line}")
    parse = sorted(row["nsPerParse"] for row in rows)
    per_kb = sorted(row["nsPerParse"] / max(1, row["bytes"]) * 1024 for row in rows)
    total(f"cookcli's seed recipes: {len(rows)} files, {sum(1 for r in rows if not any(': error: ' in d for d in r['diagnostics']))} "
          f"without errors, {sum(1 for r in rows if not r['roundTrip'])} round trips exact; parse median "
          f"{parse[len(parse) // 2] / 1000:.1f} µs (max {parse[-1] / 1000:.1f} µs), {per_kb[len(per_kb) // 2] / 1000:.1f} µs per KB")
    return clean


def fixture(bench, corpus):
    dish, expected = corpus / "roundtrip" / "dish.cook", corpus / "roundtrip" / "dish.cookcli-format-cooklang.expected"
    rows = [json.loads(line) for line in run(bench, ["cooklang-files", str(dish), str(expected)])]
    same_steps = rows[0]["document"] == rows[1]["document"]
    errors = [d for row in rows for d in row["diagnostics"] if ": error: " in d]
    total(f"round-trip fixture: dish.cook and cookcli's re-formatting read as {'the same' if same_steps else 'DIFFERENT'} "
          f"steps ({rows[0]['steps']}); {len(errors)} errors; written back and read again: "
          f"{'exact' if not rows[0]['roundTrip'] else rows[0]['roundTrip']}")
    return same_steps and not errors


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bench", default=str(ROOT / ".build" / "release" / "sous-bench"))
    parser.add_argument("--quiet", action="store_true", help="print only what fails, and the totals")
    parser.add_argument("--no-write", action="store_true", help="leave BENCHMARKS.md alone")
    args = parser.parse_args()
    corpus = corpus_dir()
    if not (corpus / "canonical.spec-v7.json").exists():
        print(f"corpus_cooklang: skipped, no corpus at {corpus} (set SOUS_CORPORA to the folder holding cooklang/)")
        return 0
    ok = canonical(args.bench, corpus, args.quiet)
    ok &= recipes(args.bench, corpus, args.quiet)
    ok &= fixture(args.bench, corpus)
    if not args.no_write:
        benchmarks_md.keep_section("Cooklang on real data (`make corpus`)", TOTALS,
                                   "`make corpus` (`python3 bench/corpus_cooklang.py`; `SOUS_CORPORA=DIR` names "
                                   "another folder holding `cooklang/`). Read in place from ../shared/corpora/cooklang, never copied.")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
