#!/usr/bin/env python3
"""The live workload of `make bench`, driven through the peer client, py-mealdb (PyPI), for comparison.

    categories; cat Seafood; open 1..5; random 5; search chicken; cat Seafood; open 1..5

py-mealdb keeps its base URL in the public attribute `MealDB.base_url` (set in __init__ to the real
server), so pointing it at the local server needs no monkeypatching: we set the attribute. Like the
library, this script makes one request per call, one after another, and caches nothing; it prints the
names it gets, as the shell prints what it shows.

usage: peer_workload.py --base http://127.0.0.1:PORT/api/json/v1/1
"""

import argparse
import sys

from py_mealdb import MealDB


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", required=True, help="TheMealDB base URL, without a trailing slash")
    base = parser.parse_args().base.rstrip("/")

    db = MealDB("1")
    db.base_url = base
    out = []

    def names(meals):
        out.extend(meal["strMeal"] for meal in meals.items or [])

    def category_then_open_five():
        seafood = db.filter_by_category("Seafood")
        names(seafood)
        for summary in seafood.items[:5]:
            names(db.meal_details_by_id(summary["idMeal"]))

    out.extend(category["strCategory"] for category in db.list_meal_categories().items)
    category_then_open_five()
    for _ in range(5):
        names(db.single_random_meal())
    names(db.get_meal_by_name("chicken"))
    category_then_open_five()
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
