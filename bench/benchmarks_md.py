"""BENCHMARKS.md's sections that scripts other than bench/bench.py keep: `make corpus` writes its figures
there, and bench.py carries them over when it rewrites the file."""
import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILE = ROOT / "BENCHMARKS.md"
# Where a kept section goes when the file has none of that heading yet.
BEFORE = "## What is measured"
MARK = "(`make corpus`)"


def keep_section(heading, lines, reproduce):
    """Puts `## heading` (its figures, dated, and how to reproduce them) in place of the section of
    that heading, or before "What is measured" when there is none."""
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    body = f"## {heading}\n\nMeasured {date}. Reproduce: {reproduce}\n\n" + "\n".join(f"- {line}" for line in lines) + "\n\n"
    text = FILE.read_text() if FILE.exists() else "# Benchmarks\n\n"
    start = text.find(f"## {heading}\n")
    if start >= 0:
        end = text.find("\n## ", start + 3)
        text = text[:start] + body + (text[end + 1:] if end >= 0 else "")
    else:
        at = text.find(BEFORE)
        text = text[:at] + body + text[at:] if at >= 0 else text.rstrip("\n") + "\n\n" + body
    FILE.write_text(text)


def kept_sections(text):
    """The sections `make corpus` wrote into `text`, whole, for bench.py to put back."""
    sections = []
    for part in text.split("\n## ")[1:]:
        if part.splitlines()[0].endswith(MARK):
            sections.append("## " + part.rstrip("\n") + "\n")
    return "\n".join(sections)
