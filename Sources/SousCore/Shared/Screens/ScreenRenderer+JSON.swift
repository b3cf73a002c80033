import FoundationEssentials
import MealKit

/// Screens as JSON documents, one a line (JSON Lines), for `--json` and `set output json`.
///
/// Every document has a `"kind"`; an error is `{"error": {"message": …, "line": n}}`. Text from a
/// source is sanitised as on screen; nothing is styled, paged or hinted. The README documents the schema.
extension ScreenRenderer {
    /// The screen as one line of JSON; `line` is the input line an error came from, in a script.
    public func json(_ screen: Screen, line: Int? = nil) -> String {
        let document = jsonObject(screen, line: line)
        return JSONLine.text(document) ?? #"{"error":{"message":"this result could not be written as JSON"}}"#
    }

    private func jsonObject(_ screen: Screen, line: Int?) -> [String: Any] {
        switch screen {
        case .listing(let listing, let favoriteIDs): return listingJSON(listing, favoriteIDs: favoriteIDs)
        case .recipe(let meal, let isFavorite): return recipeJSON(meal, isFavorite: isFavorite, scale: 1, units: .original)
        case .scaledRecipe(let meal, let isFavorite, let scale, let units):
            return recipeJSON(meal, isFavorite: isFavorite, scale: scale, units: units)
        case .shoppingList(let list, let units, let aisles): return shoppingJSON(list, units: units, aisles: aisles)
        case .pantry(let items): return ["kind": "pantry", "items": items.map(clean)]
        case .categories(let categories, let counts, _):
            return ["kind": "categories", "items": categories.enumerated().map { offset, category in
                ["number": offset + 1, "id": category.id ?? JSONNull(), "name": clean(category.name),
                 "description": clean(category.description), "meals": counts[category.name] ?? JSONNull()] as [String: Any]
            }]
        case .areas(let areas): return ["kind": "areas", "items": areas.map { clean($0.name) }]
        case .ingredients(let ingredients, let prefix):
            return ["kind": "ingredients", "prefix": prefix.map(clean) ?? JSONNull(), "items": ingredients.map { clean($0.name) }]
        case .help(let topic): return helpJSON(topic: topic)
        case .history(let entries, let firstNumber):
            return ["kind": "history", "entries": entries.enumerated().map { offset, entry in
                ["number": firstNumber + offset, "date": Self.isoDate(entry.date), "line": clean(entry.line)] as [String: Any]
            }]
        case .message(let text): return ["kind": "message", "text": clean(text)]
        case .notice(let text): return ["kind": "notice", "text": clean(text)]
        case .timerDone(let name): return ["kind": "timerDone", "timer": clean(name)]
        case .timers(let timers, let now):
            return ["kind": "timers", "items": timers.map { timer in
                ["number": timer.number, "label": timer.label.map(clean) ?? JSONNull(), "duration": timer.duration.seconds,
                 "remaining": timer.remaining(at: now).seconds, "ends": Self.isoDate(timer.dueAt)] as [String: Any]
            }]
        case .cookingStep(let step, let count, let meal, let scale, let units):
            var document: [String: Any] = [
                "kind": "step", "meal": clean(meal), "number": step.number, "of": count, "text": clean(step.text),
                "ingredients": step.ingredients.map { ["name": clean($0.name), "measure": clean(measureText($0.measure, scale: scale, units: units))] },
            ]
            if let timer = step.timer { document["timer"] = ["phrase": clean(timer.phrase), "seconds": timer.duration.seconds] }
            return document
        case .error(let error):
            var body: [String: Any] = ["message": clean(error.message)]
            if let line { body["line"] = line }
            return ["error": body]
        case .today(let menu, let favoriteIDs):
            return ["kind": "today", "date": menu.day.description, "category": clean(menu.category),
                    "meal": summaryJSON(menu.pick, number: 1, favoriteIDs: favoriteIDs),
                    "picks": menu.picks.enumerated().map { summaryJSON($1, number: $0 + 2, favoriteIDs: favoriteIDs) }]
        case .document(let text): return ["kind": "document", "text": TerminalText.sanitized(text)]
        case .image(let picture):
            return ["kind": "image", "id": picture.mealID, "name": clean(picture.name), "url": picture.url.absoluteString,
                    "file": picture.image?.path.map(clean) ?? JSONNull()]
        case .tour(let dataDirectory): return ["kind": "tour", "dataDirectory": dataDirectory.map(clean) ?? JSONNull()]
        case .settings(let settings, let overridden):
            return ["kind": "settings", "settings": SettingKey.allCases.map { key in
                ["key": key.rawValue, "value": clean(settings.displayValue(key)), "default": key.defaultValue,
                 "isDefault": settings.isDefault(key), "decidedByFlag": overridden.contains(key)] as [String: Any]
            }]
        case .plan(let week, let favoriteIDs): return planJSON(week, favoriteIDs: favoriteIDs)
        }
    }

    private func listingJSON(_ listing: Listing, favoriteIDs: Set<String>) -> [String: Any] {
        let numbers = listing.numbersOnPage.map(Array.init) ?? []
        return [
            "kind": "listing", "title": clean(listing.source.title), "source": sourceJSON(listing.source),
            "page": listing.page, "pages": listing.pageCount, "count": listing.items.count,
            "total": listing.totalCount ?? listing.items.count,
            "items": numbers.map { number in
                var item = summaryJSON(listing.items[number - 1], number: number, favoriteIDs: favoriteIDs)
                if let detail = listing.details.element(numbered: number), !detail.isEmpty {
                    item["detail"] = clean(detail)
                }
                return item
            },
        ]
    }

    private func summaryJSON(_ meal: MealSummary, number: Int, favoriteIDs: Set<String>) -> [String: Any] {
        ["number": number, "id": meal.id, "name": clean(meal.name), "favorite": favoriteIDs.contains(meal.id)]
    }

    private func recipeJSON(_ meal: Recipe, isFavorite: Bool, scale: Double, units: UnitSystem) -> [String: Any] {
        let ingredients: [[String: Any]] = meal.ingredients.map { ingredient in
            let measure = measureText(ingredient.measure, scale: scale, units: units)
            let line = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
            var entry: [String: Any] = ["name": clean(ingredient.name), "measure": clean(measure),
                                        "food": clean(line.food), "note": line.note.map(clean) ?? JSONNull(),
                                        "group": ingredient.group.map(clean) ?? JSONNull()]
            if let quantity = Measure(measure).quantity {
                var parsed: [String: Any] = ["amount": quantity.amount]
                if let upper = quantity.upperAmount { parsed["upTo"] = upper }
                if let unit = quantity.unit { parsed["unit"] = unit.symbol }
                entry["quantity"] = parsed
            }
            return entry
        }
        var links: [String: Any] = [:]
        if let url = meal.youtubeURL { links["video"] = url.absoluteString }
        if let url = meal.sourceURL { links["source"] = url.absoluteString }
        if let url = meal.thumbnailURL { links["picture"] = url.absoluteString }
        var origin: [String: Any] = ["source": meal.origin.source.rawValue, "reference": meal.reference]
        if let url = meal.origin.url { origin["url"] = url.absoluteString }
        if let author = meal.origin.author { origin["author"] = clean(author) }
        var times: [String: Any] = [:]
        if let prep = meal.times.prep { times["prep"] = prep }
        if let cook = meal.times.cook { times["cook"] = cook }
        if let total = meal.times.total { times["total"] = total }
        let yield: Any = meal.yield.map { yield -> [String: Any] in
            var document: [String: Any] = ["amount": yield.amount * scale, "unit": yield.unit.map(clean) ?? JSONNull()]
            if let upTo = yield.upTo { document["upTo"] = upTo * scale }
            return document
        } ?? JSONNull()
        return [
            "kind": "recipe", "id": meal.id, "name": clean(meal.name), "category": meal.category.map(clean) ?? JSONNull(),
            "area": meal.area.map(clean) ?? JSONNull(), "tags": meal.tags.map(clean), "favorite": isFavorite,
            "origin": origin, "yield": yield, "times": times,
            "scale": scale, "units": units.rawValue, "ingredients": ingredients,
            "steps": meal.steps.map { ["text": clean($0.text), "section": $0.section.map(clean) ?? JSONNull()] as [String: Any] },
            "links": links,
        ]
    }

    private func shoppingJSON(_ list: ShoppingList, units: UnitSystem, aisles: AisleMap) -> [String: Any] {
        [
            "kind": "shopping",
            // Each meal's share, numbered as the screen numbers them for `shop remove n`.
            "meals": list.entries.enumerated().map { offset, entry in
                ["number": offset + 1, "id": entry.meal.id, "name": clean(entry.meal.name), "scale": entry.scale,
                 "day": entry.plannedDay.map(\.description) ?? JSONNull()] as [String: Any]
            },
            // Numbered as the screen numbers them: in aisle order.
            "items": aisles.grouped(list.items).flatMap { group in group.items.map { (group.aisle, $0) } }.enumerated().map { offset, pair in
                ["number": offset + 1, "name": clean(pair.1.name), "amount": clean(pair.1.amountText(in: units)),
                 "aisle": pair.0.name, "checked": pair.1.isChecked, "meals": pair.1.mealIDs] as [String: Any]
            },
        ]
    }

    private func helpJSON(topic: String?) -> [String: Any] {
        let specs = topic.flatMap(CommandSpec.named).map { [$0] } ?? CommandSpec.all
        return ["kind": "help", "commands": specs.map { spec in
            ["name": spec.name, "aliases": spec.aliases, "usage": spec.usage, "summary": spec.summary,
             "examples": spec.examples, "group": spec.group.rawValue] as [String: Any]
        }]
    }

    /// What a listing is of; its names came from a server or the keyboard, so they are cleaned too.
    private func sourceJSON(_ source: ListingSource) -> [String: Any] {
        switch source {
        case .category(let name): return ["type": "category", "name": clean(name)]
        case .area(let name): return ["type": "area", "name": clean(name)]
        case .ingredient(let name): return ["type": "ingredient", "name": clean(name)]
        case .search(let text): return ["type": "search", "text": clean(text)]
        case .letter(let letter): return ["type": "letter", "letter": clean(String(letter))]
        case .random: return ["type": "random"]
        case .favorites: return ["type": "favorites"]
        case .pantry: return ["type": "pantry"]
        case .withIngredients(let names): return ["type": "with", "ingredients": names.map(clean)]
        case .today: return ["type": "today"]
        case .plan: return ["type": "plan"]
        }
    }

    private static func isoDate(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
