#!/usr/bin/env python3
"""Score `sous-bench parse-ingredients` on the labelled ingredient corpus (../shared/corpora/ingredients).

    python3 bench/parser_score.py [--bench PATH] [--seed N ...] [--misses N] [--json OUT]

Scores the corpus's fixed sample (sample.jsonl), then for each seed a random draw of 1,500 other lines of
the pool (random.Random(seed), lines of the sample left out), each through the corpus's own score.py. The
corpus is read where it lies and never copied: SOUS_CORPORA names the folder holding `ingredients/`
(default: ../shared/corpora beside the repository). Without it, one line says so and the exit code is 0.
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_SEEDS = [1, 2]
DRAW = 1500


def corpus_dir():
    base = Path(os.environ.get("SOUS_CORPORA", ROOT.parent / "shared" / "corpora"))
    return base / "ingredients"


def predict(bench, lines, folded=False):
    result = subprocess.run([str(bench), "parse-ingredients"] + (["--folded"] if folded else []), input="\n".join(lines) + "\n",
                            capture_output=True, text=True, check=True)
    rows = result.stdout.splitlines()
    if len(rows) != len(lines):
        raise SystemExit(f"parser-score: {len(lines)} lines in, {len(rows)} out")
    return rows


def score(corpus, bench, name, labelled, misses, folded=False):
    """The scorer's SUMMARY line for `labelled` (dicts from the corpus), and its figures."""
    with tempfile.TemporaryDirectory(prefix="sous-parser-score-") as scratch:
        sample = Path(scratch) / "labels.jsonl"
        predictions = Path(scratch) / "predictions.jsonl"
        figures = Path(scratch) / "figures.json"
        sample.write_text("".join(json.dumps(row) + "\n" for row in labelled))
        rows = predict(bench, [row["input"] for row in labelled], folded)
        predictions.write_text("\n".join(rows) + "\n")
        out = subprocess.run([sys.executable, str(corpus / "score.py"), str(predictions), "--sample", str(sample),
                              "--json", str(figures), "--label", name],
                             capture_output=True, text=True, check=True).stdout
        summary = [line for line in out.splitlines() if line.startswith("SUMMARY")][-1]
        if misses:
            sys.path.insert(0, str(corpus))
            from score import amount_right, food_equal, norm_unit  # noqa: E402 (the corpus's own rules)
            shown = 0
            for label, row in zip(labelled, rows):
                pred = json.loads(row)
                ok_amount = amount_right(pred.get("amount"), label)
                ok = (food_equal(pred.get("food"), label["food"])
                      and norm_unit(pred.get("unit")) == norm_unit(label["unit"]) and ok_amount)
                if not ok and shown < misses:
                    shown += 1
                    print(f"MISS {label['input']!r}\n     want food={label['food']!r} amount={label['amount']} "
                          f"unit={label['unit']}\n     got  food={pred.get('food')!r} amount={pred.get('amount')} "
                          f"unit={pred.get('unit')} note={pred.get('note')!r}", file=sys.stderr)
        return summary, json.loads(figures.read_text())


def report(bench, seeds=None):
    """The figures for BENCHMARKS.md: a Markdown section (a line saying why when the corpus is absent)."""
    corpus = corpus_dir()
    if not (corpus / "pool.jsonl").exists():
        return f"Skipped: no corpus at `{corpus}` (set `SOUS_CORPORA` to the folder holding `ingredients/`)."
    sample = [json.loads(line) for line in (corpus / "sample.jsonl").read_text().splitlines() if line.strip()]
    pool = [json.loads(line) for line in (corpus / "pool.jsonl").read_text().splitlines() if line.strip()]
    in_sample = {row["input"] for row in sample}
    others = [row for row in pool if row["input"] not in in_sample]
    runs = [("the fixed sample", "", sample)]
    for seed in seeds or DEFAULT_SEEDS:
        runs.append((f"a pool draw, seed {seed}", f"--seed {seed}", random.Random(seed).sample(others, DRAW)))
    rows = ["| lines | food as | amount | unit | food | **fully right** |", "|---|---|---|---|---|---|"]
    for name, _, labelled in runs:
        for folded in (False, True):
            _, figures = score(corpus, bench, name, labelled, 0, folded)
            fig = figures["overall"]
            rows.append(f"| {name} | {'synonyms folded' if folded else 'written'} | {fig['amount']:.3f} | "
                        f"{fig['unit']:.3f} | {fig['food']:.3f} | **{fig['fully_right']:.3f}** |")
    timing = subprocess.run([str(bench), "parse-ingredients", "--time"],
                            input="\n".join(row["input"] for row in sample) + "\n",
                            capture_output=True, text=True, check=True).stdout
    per_line = json.loads(timing)["nsPerLine"]
    return "\n".join(rows) + f"\n\nParsing costs {per_line / 1000:.1f} µs a line (the sample's 1,500 lines, median of 7 rounds)."


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bench", default=str(ROOT / ".build" / "release" / "sous-bench"))
    parser.add_argument("--seed", type=int, action="append", help="a pool draw's seed (default 1 and 2)")
    parser.add_argument("--no-sample", action="store_true", help="score only the pool draws")
    parser.add_argument("--misses", type=int, default=0, help="print up to N lines not fully right (stderr)")
    parser.add_argument("--json", help="write the figures here")
    parser.add_argument("--folded", action="store_true",
                        help="also score the food with synonyms folded, as the kitchen compares it")
    args = parser.parse_args()
    corpus = corpus_dir()
    if not (corpus / "pool.jsonl").exists():
        print(f"parser-score: skipped, no corpus at {corpus} (set SOUS_CORPORA to the folder holding ingredients/)")
        return
    sample = [json.loads(line) for line in (corpus / "sample.jsonl").read_text().splitlines() if line.strip()]
    pool = [json.loads(line) for line in (corpus / "pool.jsonl").read_text().splitlines() if line.strip()]
    in_sample = {row["input"] for row in sample}
    others = [row for row in pool if row["input"] not in in_sample]
    results = {}
    runs = [] if args.no_sample else [("sample", sample)]
    for seed in args.seed or DEFAULT_SEEDS:
        runs.append((f"pool seed {seed}", random.Random(seed).sample(others, DRAW)))
    for name, labelled in runs:
        summary, figures = score(corpus, args.bench, name, labelled, args.misses)
        print(f"{name}: {summary}")
        results[name] = {"summary": summary, "figures": figures}
        if args.folded:
            summary, figures = score(corpus, args.bench, name + " folded", labelled, 0, folded=True)
            print(f"{name}, synonyms folded: {summary}")
            results[name + " folded"] = {"summary": summary, "figures": figures}
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
