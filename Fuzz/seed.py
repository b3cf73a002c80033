#!/usr/bin/env python3
"""Writes the fuzzers' seed corpora from Fixtures/ (and a few hand-made hostile cases).

Usage: seed.py <corpus-root>. Each target gets <corpus-root>/<Target>/; existing files are kept, so
what libFuzzer found in earlier runs stays in the corpus.
"""
import hashlib
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FIXTURES = os.path.join(ROOT, "Fixtures")
HOSTILE = [
    "\x1b[31mred\x1b[0m", "\x1b]52;c;ZXZpbA==\x07", "\x1b]8;;https://evil\x1b\\x\x1b]8;;\x1b\\",
    "\x1bP1;2|data\x1b\\", "\u009b31m", "\u009d0;title\u009c", "\u202eevil\u202c", "\u2066iso\u2069",
    "a\x00b\x7fc\r\nd\te", "\x1b", "\x1b[", "\x1b]", "crème brûlée", "麻婆豆腐", "🍲", "½ cup",
]


def write(target, name, data):
    directory = os.path.join(sys.argv[1], target)
    os.makedirs(directory, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogatepass")
    digest = hashlib.sha1(data).hexdigest()[:16]
    with open(os.path.join(directory, f"seed-{name}-{digest}"), "wb") as f:
        f.write(data)


def main():
    meals = json.load(open(os.path.join(FIXTURES, "mealdb", "api-style", "meals.json")))["meals"][:40]
    for meal in meals[:12]:
        write("FuzzMealDecoder", "meal", json.dumps({"meals": [meal]}))
    for hostile in HOSTILE[:8]:
        write("FuzzMealDecoder", "hostile", json.dumps({"meals": [dict(meals[0], strMeal=hostile)]}))
    for body in ['{"meals":null}', '{"meals":[null]}', '{"meals":{}}', '{"meals":"Invalid ID"}',
                 '{"meals":[{"idMeal":1,"strMeal":2}]}', '[' * 600, '<html>oops</html>']:
        write("FuzzMealDecoder", "shape", body)
    for name in ["areas.json", "category-list.json"]:
        write("FuzzMealDecoder", "list", open(os.path.join(FIXTURES, "mealdb", "api-style", name), "rb").read())
    edamam = os.path.join(FIXTURES, "edamam")
    for name in sorted(os.listdir(edamam)):
        if name.startswith("search-"):
            write("FuzzMealDecoder", "edamam", open(os.path.join(edamam, name), "rb").read())
    # Numbers past what Int holds, where a screen prints them: a measure, a step's duration.
    hit = {"recipe": {"label": "x", "uri": "http://www.edamam.com/ontologies/edamam.owl#recipe_1",
                      "ingredients": [{"food": "flour", "quantity": 1e300, "measure": "cup"}],
                      "instructionLines": ["Rest 99999999999999999999 hours."]}}
    write("FuzzMealDecoder", "edamam-huge", json.dumps({"hits": [hit]}))
    write("FuzzMealDecoder", "huge", json.dumps({"meals": [dict(meals[0], strInstructions="Bake 1e999 minutes, then 99999999999999999999 hours.")]}))
    # sous's own facts, as favorites and the cache keep them: a negative time trapped on the recipe screen.
    for value in ["90", "-1e300"]:
        facts = {"sousServings": value, "sousTotalMinutes": value, "sousCaloriesPerServing": value}
        write("FuzzMealDecoder", "facts", json.dumps({"meals": [dict(meals[0], **facts)]}))

    measures = sorted({meal.get(f"strMeasure{i}") or "" for meal in meals for i in range(1, 21)})
    for measure in measures + ["1 ½ tsp", "3-4", "2 x 400g tins", "1e308 kg", "99999999999999999999 cups"]:
        write("FuzzMeasure", "measure", measure)

    for line in ["help", "cat Beef", "open 13", "open 52772 x2", "page -1", "random 1000000", "search chicken",
                 "letter a", "fav 3", "shop add 2", "pantry add eggs, flour", "set page-size 20", "export 3 out.md",
                 "history 10", "open 99999999999999999999", "   ", "scale 1/2", "ing chicken breast", "quit",
                 "timer 99999999999999999999m"]:
        write("FuzzCommandParser", "line", line)

    # Whole sessions, one line each of a dozen commands: each feature from a listing to its numbers.
    sessions = [
        ["categories", "cat 3", "next", "open 2", "fav", "favs", "unfav 1", "page 1"],
        ["cat Beef", "open 1", "shop add", "shop", "shop check 2", "shop uncheck 2", "shop remove 1", "shop clear"],
        ["search pie", "plan mon 1", "plan tomorrow 2 x2", "plan", "plan shop", "plan remove 1", "open 1", "plan clear"],
        ["open 52772", "steps", "next", "next", "prev", "steps 3", "timer 25m rice", "timers", "timer cancel 1"],
        ["pantry add eggs, flour, milk", "pantry", "cook", "with chicken, rice", "pantry remove eggs", "pantry clear"],
        ["open 52772 x2", "scale 1/2", "units metric", "units us", "export 52772", "img", "today", "random 3"],
        ["areas", "area Italian", "last", "first", "ing Garlic", "ingredients ch", "letter b", "history"],
        ["set page-size 5", "cat Dessert", "next", "set", "set page-size 100", "help", "help open", "tour"],
        ["plan fill", "plan", "plan shop", "shop", "open 3", "steps", "timer 1h30", "timers"],
    ]
    for session in sessions:
        write("FuzzSession", "session", "\n".join(session))

    # Web pages, written here: byte 0 even is a whole page, odd a JSON-LD block in a minimal page.
    recipe = ('{"@type": "Recipe", "name": "Soup &amp;amp; bread", "image": ["javascript:x", "/s.jpg"], '
              '"recipeYield": ["4", "Serves 4-6"], "totalTime": "PT1H30M", "prepTime": "P0DT0H95M", '
              '"recipeIngredient": ["2 cups stock", "&frac12; tsp salt", "1 onion, ((chopped))"], '
              '"recipeInstructions": [{"@type": "HowToSection", "name": "Soup", "itemListElement": '
              '[{"@type": "HowToStep", "name": "Step 1", "text": "<p>Boil.</p>"}]}, "Serve."], '
              '"keywords": "a, b", "nutrition": {"calories": "200 kcal"}}')
    for block in [recipe, '{"@graph": [{"@type": "WebPage"}, ' + recipe + ']}', '[' + recipe + ']',
                  '{"@type": "WebPage", "mainEntity": ' + recipe + '}', '// <![CDATA[\n' + recipe[:-1] + ',}\n// ]]>',
                  '{"@type": ["Recipe"], "name": "x\u202e\u001b[31m", "recipeInstructions": "a\\nb", "recipeYield": "4人分",}',
                  '{"@type": "recipe", "name": "n", "recipeYield": 10, "totalTime": "PT-476070H19M32S"} trailing',
                  '[' * 300]:
        write("FuzzWebPage", "jsonld", b"\x01" + block.encode())
    microdata = ('<html><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">P</h1>'
                 '<img itemprop="image" src="file:///etc/passwd"><meta itemprop="totalTime" content="PT20M">'
                 '<span itemprop="recipeYield">Makes 8</span><li itemprop="recipeIngredient">200 g <b>flour</b></li>'
                 '<ol itemprop="recipeInstructions"><li>Mix.</li><li>Fry.</li></ol>'
                 '<div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">J</span></div>'
                 '</div></body></html>')
    for page in [microdata, '<html><head><meta charset="iso-8859-1"></head><body>\xe8</body></html>',
                 '<div>' * 200 + '</div>' * 200, '<html><body><p>no recipe</p></body></html>']:
        write("FuzzWebPage", "page", b"\x00" + page.encode("utf-8", "surrogateescape"))

    for text in HOSTILE + [meal["strMeal"] for meal in meals[:10]] + [meals[0]["strInstructions"][:500]]:
        write("FuzzSanitizer", "text", text)

    # Cooklang files written for the fuzzer: every construct once, and the ways a file goes wrong.
    cooklang = [
        "---\ntitle: Soup\nservings: 4\ntags:\n  - winter\nsource:\n  url: https://example.org\n---\n\n"
        "= Base\n\nMelt @butter{30%g} in a #pot{} for ~{5%minutes}.\n\n> A note.\n\n== Finish ==\n"
        "Season with @salt{=1%tsp}(fine) and @./Sauces/Pesto{2%tbsp}. Rest ~rest{1-2%hours}.",
        ">> servings: 2\n>> [mode]: ingredients\n@flour{200%g}\n\n>> [mode]: default\n\n"
        "Mix @&flour{} @?cheese{} @-water @+salt{1} @&(=1)salsa @tortilla|wrap{2} -- comment\n[- block\n-] end",
        "Lay out @rice paper{1}.\\\nTop with @avocado{1/2}(sliced) \\@ not an ingredient ~ {5} # 10 @ x",
        "---\ntitle: \"unclosed\nbad line\n---\n@{2} ~{} @x{2 #y{ [- never closed",
        "@a{01/2%cup} @b{1 / 2 %cup} @c{7 k } #d{two small} ~e{1.5%h} @🧂 @chilli⸫ ~rest\u2009then",
    ]
    for text in cooklang:
        write("FuzzCooklang", "cook", text)

    # The store loader's first byte picks the file: even for favorites.json, odd for history.json.
    seeds = os.path.join(os.path.dirname(os.path.abspath(__file__)), "Seeds")
    for name in sorted(os.listdir(seeds)):
        data = open(os.path.join(seeds, name), "rb").read()
        marker = b"\x00" if name.startswith("favorites") else b"\x01"
        write("FuzzStoreLoader", "store", marker + data)
        write("FuzzStoreLoader", "cut", marker + data[: len(data) // 2])


if __name__ == "__main__":
    main()
