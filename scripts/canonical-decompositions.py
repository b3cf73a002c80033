#!/usr/bin/env python3
"""Writes Sources/MealKit/Text/CanonicalDecomposition+Table.swift from Python's Unicode database.

sous folds text for search (lowercase, decompose, drop the accents) and composes what a terminal
hands over before putting it in a URL. The Swift standard library has no public interface for
normalization, so MealKit keeps Unicode's canonical decomposition mappings itself (UnicodeData.txt's
fifth field, without the compatibility ones in <…>); Hangul syllables are decomposed by arithmetic
and need no entries. Tests compare the result with Foundation for every scalar; characters newer than
this Python's Unicode version are listed by hand in `newer` below.

Run it with a newer Python to take a newer Unicode version.
"""
import pathlib
import unicodedata

# Canonical decompositions added after the Unicode version of the Python that wrote the table
# (composite: first, second), found by the test that compares every scalar with Foundation.
newer = {
    # Unicode 16.0: Latin Extended-F/G letters with a dot above
    0x105C9: [0x105D2, 0x0307], 0x105E4: [0x105DA, 0x0307],
    # Unicode 16.0: Tulu-Tigalari
    0x11383: [0x11382, 0x113C9], 0x11385: [0x11384, 0x113BB], 0x1138E: [0x1138B, 0x113C2],
    0x11391: [0x11390, 0x113C9], 0x113C5: [0x113C2, 0x113C2], 0x113C7: [0x113C2, 0x113B8],
    0x113C8: [0x113C2, 0x113C9],
    # Unicode 16.0: Gurung Khema
    0x16121: [0x1611E, 0x1611E], 0x16122: [0x1611E, 0x16129], 0x16123: [0x1611E, 0x1611F],
    0x16124: [0x16129, 0x1611F], 0x16125: [0x1611E, 0x16120], 0x16126: [0x16121, 0x1611F],
    0x16127: [0x16122, 0x1611F], 0x16128: [0x16121, 0x16120],
    # Unicode 16.0: Kirat Rai
    0x16D68: [0x16D67, 0x16D67], 0x16D69: [0x16D63, 0x16D67], 0x16D6A: [0x16D69, 0x16D67],
}

entries = {}
for code in range(0x110000):
    mapping = unicodedata.decomposition(chr(code))
    if not mapping or mapping.startswith("<"):
        continue
    parts = [int(part, 16) for part in mapping.split()]
    entries[code] = parts
entries.update(newer)

numbers = []
for code, parts in sorted(entries.items()):
    numbers += [code, parts[0], parts[1] if len(parts) > 1 else 0]
lines, line = [], ""
for number in numbers:
    word = f"0x{number:X}, "
    if len(line) + len(word) > 112:
        lines.append(line.rstrip())
        line = ""
    line += word
lines.append(line.rstrip())

swift = f'''// Written by scripts/canonical-decompositions.py from Unicode {unicodedata.unidata_version}'s UnicodeData.txt
// and the later decompositions it lists by hand: do not edit.

extension CanonicalDecomposition {{
    /// Each composite's canonical decomposition, in threes sorted by the first: the composite, the
    /// first scalar, the second (0 when the mapping has one). Hangul syllables are not listed: they
    /// decompose by arithmetic. A literal of integers, so it is data in the binary, read in place.
    static let table: [UInt32] = [
''' + "\n".join("        " + l for l in lines) + '''
    ]
}
'''
path = pathlib.Path(__file__).resolve().parent.parent / "Sources/MealKit/Text/CanonicalDecomposition+Table.swift"
path.write_text(swift)
print(f"{len(entries)} decompositions → {path}")
