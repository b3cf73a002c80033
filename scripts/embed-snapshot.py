#!/usr/bin/env python3
"""Writes Sources/MealKit/Providers/MealDB/Catalog/EmbeddedSnapshot.swift from Fixtures/mealdb/api-style/.

The offline catalogue is compiled into the binary, so `sous` finds it wherever it is installed and starts
without reading a file. Two parts:

- `meals`: meals.json byte for byte, as a raw string literal; a recipe is decoded from its own record
  (its byte range, in `records`) only when it is opened.
- the index: each meal's outline (id, name, category, cuisine, thumbnail, ingredient names, and their
  case- and accent-folded forms) and the ingredients as compact text (records apart by U+001E, fields
  by U+001F, a list's items by U+001D; MealKit's SnapshotIndexText reads it), the meals in name order,
  the categories and cuisines as Swift values. Listings, searches, `cook` and `with` read only these, so
  the first answer decodes no JSON. Text rather than Swift values for the large parts: an array literal
  of 552 structs with nested arrays costs the optimiser minutes and gigabytes.

Run this after changing the fixtures; tests check that `meals` equals the fixture's bytes and that the
index says what decoding the fixtures with MealKit says (names, folding, order).
"""
import json
import pathlib
import unicodedata

root = pathlib.Path(__file__).resolve().parent.parent
source = root / "Fixtures" / "mealdb" / "api-style"
target = root / "Sources" / "MealKit" / "Providers" / "MealDB" / "Catalog" / "EmbeddedSnapshot.swift"


def lossy(value):
    """What MealKit's decodeLossyString makes of a value: trimmed text, None when absent or blank."""
    if value is None or isinstance(value, (dict, list)):
        return None
    if isinstance(value, bool):
        text = "true" if value else "false"
    else:
        text = str(value)
    text = text.strip()
    return text or None


def fold(text):
    """String.foldedForSearch: lower-cased, accents (non-spacing marks) taken off."""
    decomposed = unicodedata.normalize("NFD", text)
    plain = "".join(c for c in decomposed if unicodedata.category(c) != "Mn")
    return unicodedata.normalize("NFC", plain.lower())


def literal(text):
    """A Swift string literal (or nil) for text."""
    if text is None:
        return "nil"
    out = []
    for c in text:
        if c == "\\":
            out.append("\\\\")
        elif c == '"':
            out.append('\\"')
        elif c == "\n":
            out.append("\\n")
        elif c == "\r":
            out.append("\\r")
        elif c == "\t":
            out.append("\\t")
        elif ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F:
            out.append("\\u{%x}" % ord(c))
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def strings(items):
    return "[" + ", ".join(literal(item) for item in items) + "]"


def record_ranges(text):
    """The byte range of each object in the top-level list of `{"meals":[{…},{…}]}`."""
    data = text.encode("utf-8")
    ranges, depth, start = [], 0, None
    in_string = escaped = False
    for offset, byte in enumerate(data):
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:
                escaped = True
            elif byte == 0x22:
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x7B, 0x5B):
            depth += 1
            if depth == 3 and byte == 0x7B:
                start = offset
        elif byte in (0x7D, 0x5D):
            if depth == 3 and byte == 0x7D:
                ranges.append((start, offset + 1))
            depth -= 1
    return data, ranges


def ingredient_names(meal):
    """The meal's ingredient names, in slot order, as MealDetail's decoder reads them."""
    names, slot = [], 1
    while slot <= 20 or f"strIngredient{slot}" in meal:
        name = lossy(meal.get(f"strIngredient{slot}"))
        if name is not None:
            names.append(name)
        slot += 1
    return names


# Letters a collation sorts with a base letter though Unicode does not decompose them.
COLLATION_BASE = str.maketrans({"ø": "o", "æ": "ae", "œ": "oe", "ß": "ss", "ł": "l", "đ": "d", "ð": "d",
                                "þ": "th", "ı": "i"})


def name_order_key(name):
    """Close to localizedCaseInsensitiveCompare for these names; a test checks the resulting order."""
    return (fold(name).translate(COLLATION_BASE), name)


meals_text = (source / "meals.json").read_text(encoding="utf-8").rstrip("\n")
assert "\n" not in meals_text and '"#' not in meals_text, "meals.json"
meals = json.loads(meals_text)["meals"]
meals_bytes, ranges = record_ranges(meals_text)
assert len(ranges) == len(meals), (len(ranges), len(meals))
for (start, end), meal in zip(ranges, meals):
    assert json.loads(meals_bytes[start:end].decode("utf-8")) == meal, meal.get("idMeal")

categories = json.loads((source / "categories.json").read_text(encoding="utf-8"))["categories"]
areas = json.loads((source / "areas.json").read_text(encoding="utf-8"))["meals"]
ingredients = json.loads((source / "ingredients.json").read_text(encoding="utf-8"))["meals"]

RECORD, FIELD, ITEM = "\x1e", "\x1f", "\x1d"


def fields(values):
    """One record of the index text: fields apart by FIELD, a list's items by ITEM, None as empty."""
    out = []
    for value in values:
        items = value if isinstance(value, list) else [value or ""]
        assert not any(mark in item for item in items for mark in (RECORD, FIELD, ITEM)), items
        out.append(ITEM.join(items))
    return FIELD.join(out)


def text_literal(records):
    """A Swift string literal (escaped, not raw: the separators are control characters) of the records."""
    return literal(RECORD.join(records))


ids = [lossy(meal.get("idMeal")) for meal in meals]
assert len(set(ids)) == len(ids) and None not in ids, "every meal has an id of its own"
outline_records = []
for meal in meals:
    name = lossy(meal.get("strMeal")) or ""
    category = lossy(meal.get("strCategory"))
    area = lossy(meal.get("strArea")) or lossy(meal.get("strCountry"))
    names = ingredient_names(meal)
    outline_records.append(fields([
        lossy(meal.get("idMeal")), name, category, area, lossy(meal.get("strMealThumb")), names,
        fold(name), category and fold(category), area and fold(area), [fold(n) for n in names]]))
order = sorted(range(len(meals)), key=lambda i: name_order_key(lossy(meals[i].get("strMeal")) or ""))
# The recorded list names Fennel, Rosemary and Tomato Sauce twice; one of each is enough.
seen, ingredient_records = set(), []
for ingredient in ingredients:
    name = lossy(ingredient.get("strIngredient"))
    if name is None or fold(name) in seen:
        continue
    seen.add(fold(name))
    ingredient_records.append((name_order_key(name), fields([
        lossy(ingredient.get("idIngredient")), name, lossy(ingredient.get("strDescription")),
        lossy(ingredient.get("strType"))])))
# In name order, as the shell shows them: sorting a list already in order costs the shell one comparison
# an item, where the file's order (by id) cost it a locale-aware sort of 560 names at every `ingredients`.
ingredient_records = [record for _, record in sorted(ingredient_records, key=lambda pair: pair[0])]

lines = [
    "// Generated by scripts/embed-snapshot.py from Fixtures/mealdb/api-style/. Do not edit.",
    "// Recipe data and images © their owners via TheMealDB (https://www.themealdb.com).",
    "",
    "import FoundationEssentials",
    "",
    "/// TheMealDB's free V1 answers, recorded in late November 2025: the recipes in the API's own wire",
    "/// encoding, and the index the listings read without decoding them (see `SnapshotIndexText`).",
    "enum EmbeddedSnapshot {",
    '    static let capturedOn = "Nov 2025"',
    f"    static let mealCount = {len(meals)}",
    "",
    "    /// meals.json byte for byte.",
    f'    static let meals: StaticString = #"{meals_text}"#',
    "",
    "    /// Where each meal's JSON object lies in `meals`: meal n from byte `records[2n]` up to `records[2n + 1]`.",
    "    static let records: [Int] = [",
]
pairs = [f"{start}, {end}" for start, end in ranges]
lines += ["        " + ", ".join(pairs[n:n + 8]) + "," for n in range(0, len(pairs), 8)]
lines += ["    ]", "",
          "    /// Each meal's outline in meals.json's order: id, name, category, area, thumbnail, ingredient names,",
          "    /// then the name, category, area and ingredient names folded.",
          f"    static let outlines: StaticString = {text_literal(outline_records)}",
          "",
          "    /// The positions of the meals in name order (filter.php answers in name order).",
          "    static let nameOrder: [Int] = ["]
lines += ["        " + ", ".join(str(i) for i in order[n:n + 20]) + "," for n in range(0, len(order), 20)]
lines += ["    ]", "", "    static let categories: [Category] = ["]
for category in categories:
    thumb = lossy(category.get("strCategoryThumb"))
    lines.append("        Category(id: %s, name: %s, thumbnailURL: %s, description: %s),"
                 % (literal(lossy(category.get("idCategory"))), literal(lossy(category.get("strCategory"))),
                    f"URL(string: {literal(thumb)})" if thumb else "nil",
                    literal(lossy(category.get("strCategoryDescription")) or "")))
lines += ["    ]", "", "    static let areas: [Area] = ["]
lines += [f"        Area(name: {literal(lossy(area.get('strArea')))})," for area in areas]
lines += ["    ]", "",
          "    /// list.php?i=list, each name once (the recording repeats three), in name order: id, name,",
          "    /// description, type.",
          f"    static let ingredients: StaticString = {text_literal(ingredient_records)}",
          "}"]
target.write_text("\n".join(lines) + "\n", encoding="utf-8")
print(f"wrote {target.relative_to(root)} ({target.stat().st_size} bytes, {len(meals)} meals)")
