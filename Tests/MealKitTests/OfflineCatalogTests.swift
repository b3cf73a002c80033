import Foundation
import Testing
@testable import MealKit

/// The bundled catalogue's answers, compared with counts computed here from
/// `Fixtures/mealdb/api-style/meals.json` through `JSONSerialization` (not through MealKit).
@Suite("Offline catalogue")
struct OfflineCatalogTests {
    let catalog = OfflineCatalog()

    static func raw() throws -> [RawMeal] { try RawMeal.apiStyle.get() }

    /// STATS.json's `meal_categories_covered`: what `cat <name>` must list offline.
    static let categoryCounts: [String: Int] = [
        "Beef": 75, "Breakfast": 13, "Chicken": 60, "Dessert": 109, "Goat": 1, "Lamb": 28,
        "Miscellaneous": 23, "Pasta": 10, "Pork": 45, "Seafood": 64, "Side": 35, "Starter": 6,
        "Vegan": 7, "Vegetarian": 76,
    ]

    // MARK: Lists

    @Test("bundledInfo says 552 meals, captured Nov 2025")
    func bundledInfo() async throws {
        #expect(OfflineCatalog.bundledInfo.mealCount == 552)
        #expect(OfflineCatalog.bundledInfo.capturedOn == "Nov 2025")
        #expect(try await catalog.allMeals().count == 552)
        #expect(await catalog.sourceKind() == .offline)
    }

    @Test("14 categories, 37 areas in the files' order; 560 ingredients (the file's 563 less its 3 repeats) in name order")
    func lists() async throws {
        let categories = try await catalog.categories()
        let areas = try await catalog.areas()
        let ingredients = try await catalog.ingredients()
        #expect(categories.count == 14)
        #expect(areas.count == 37)
        #expect(ingredients.count == 560)
        #expect(categories.map(\.name) == (try rawRecords("api-style/categories.json", key: "categories")).map { $0["strCategory"] as? String })
        #expect(areas.map(\.name) == (try rawRecords("api-style/areas.json", key: "meals")).map { $0["strArea"] as? String })
        var seen: Set<String> = []
        let uniqueRaw = try rawRecords("api-style/ingredients.json", key: "meals")
            .compactMap { $0["strIngredient"] as? String }
            .filter { seen.insert($0.lowercased()).inserted }
        // In name order, as the shell lists them, not the file's order by id.
        #expect(ingredients.map(\.name) == uniqueRaw.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending })
        #expect(Set(categories.map(\.name)) == Set(Self.categoryCounts.keys))
    }

    // MARK: Filters

    @Test("filter by every category gives the snapshot's count", arguments: categoryCounts.sorted { $0.key < $1.key })
    func filterByCategory(_ entry: (key: String, value: Int)) async throws {
        let expected = try Self.raw().filter { $0.category == entry.key }
        let listing = try await catalog.meals(matching: .category(entry.key))
        #expect(expected.count == entry.value)
        #expect(listing.count == entry.value)
        #expect(Set(listing.map(\.id)) == Set(expected.map(\.id)))
        // Names are matched as the shell passes them, in any case.
        #expect(try await catalog.meals(matching: .category(entry.key.uppercased())) == listing)
    }

    @Test("filter by every area equals the count in the data and in STATS.json")
    func filterByArea() async throws {
        let raw = try Self.raw()
        let stats = try #require(try JSONSerialization.jsonObject(with: Fixture.data("STATS.json")) as? [String: Any])
        let statsAreas = try #require(stats["meal_areas_covered"] as? [String: Int])
        let areas = try await catalog.areas().map(\.name)
        #expect(Set(areas) == Set(statsAreas.keys))

        var total = 0
        for area in areas {
            let expected = raw.filter { $0.area == area }
            let listing = try await catalog.meals(matching: .area(area))
            #expect(listing.count == expected.count, "\(area)")
            #expect(listing.count == statsAreas[area], "\(area)")
            #expect(Set(listing.map(\.id)) == Set(expected.map(\.id)), "\(area)")
            total += listing.count
        }
        #expect(total == 552)
        #expect(try await catalog.meals(matching: .area("Venezulan")).count == 10)
        #expect(try await catalog.meals(matching: .area("british")).count == 59)
        #expect(try await catalog.meals(matching: .area("Atlantean")).isEmpty)
        #expect(try await catalog.meals(matching: .category("Brunch")).isEmpty)
    }

    @Test("filter results are summaries in name order, whatever the case")
    func filterOrderAndShape() async throws {
        let raw = try Self.raw()
        let byID = Dictionary(uniqueKeysWithValues: raw.map { ($0.id, $0) })
        for category in Self.categoryCounts.keys {
            let listing = try await catalog.meals(matching: .category(category))
            let expectedOrder = listing.map(\.name).sorted { $0.plainLowercased < $1.plainLowercased }
            #expect(listing.map(\.name) == expectedOrder, "\(category)")
            for summary in listing {
                let record = try #require(byID[summary.id])
                #expect(summary.name == record.name)
                #expect(summary.thumbnailURL?.absoluteString == record.thumbnail)
            }
        }
        for area in try await catalog.areas().map(\.name) {
            let names = try await catalog.meals(matching: .area(area)).map(\.name)
            #expect(names == names.sorted { $0.plainLowercased < $1.plainLowercased }, "\(area)")
        }
        // "Šúĺlance s Makom" sorts among the S names, not after Z.
        let desserts = try await catalog.meals(matching: .category("Dessert")).map(\.name)
        let sullance = try #require(desserts.firstIndex(of: "Šúĺlance s Makom"))
        let around = Array(desserts[max(sullance - 1, 0)...min(sullance + 1, desserts.count - 1)])
        #expect(around == ["Suksessterte (Norwegian almond “success cake”)", "Šúĺlance s Makom", "Summer Pudding"])
        // Byte order would put "Beef Wellington" before "Beef and Mustard Pie"; a reader expects the reverse.
        let beef = try await catalog.meals(matching: .category("Beef")).map(\.name)
        let mustard = try #require(beef.firstIndex(of: "Beef and Mustard Pie"))
        let wellington = try #require(beef.firstIndex(of: "Beef Wellington"))
        #expect(mustard < wellington)
    }

    @Test("filter by ingredient: case-insensitive, underscores as spaces")
    func filterByIngredient() async throws {
        let raw = try Self.raw()
        let expected = raw.filter { $0.slots.contains { $0.ingredient.lowercased() == "chicken breast" } }
        #expect(expected.count == 13)
        let listing = try await catalog.meals(matching: .ingredient("chicken_breast"))
        #expect(Set(listing.map(\.id)) == Set(expected.map(\.id)))
        #expect(listing.count == 13)
        #expect(try await catalog.meals(matching: .ingredient("Chicken Breast")) == listing)
        #expect(try await catalog.meals(matching: .ingredient("CHICKEN_BREAST")) == listing)
        #expect(try await catalog.meals(matching: .ingredient("dragon_fruit_of_doom")).isEmpty)
    }

    @Test("filter by listed ingredients (every 4th, and all with accents) matches the meals using them")
    func filterByListedIngredients() async throws {
        let raw = try Self.raw()
        var usedByName: [String: Set<String>] = [:]
        for meal in raw {
            for slot in meal.slots { usedByName[slot.ingredient.plainLowercased, default: []].insert(meal.id) }
        }
        let listed = try await catalog.ingredients()
        #expect(listed.count == 560)
        var nonEmpty = 0
        for ingredient in listed {
            let query = ingredient.name.replacingOccurrences(of: " ", with: "_")
            let listing = try await catalog.meals(matching: .ingredient(query))
            #expect(Set(listing.map(\.id)) == usedByName[ingredient.name.plainLowercased] ?? [], "\(ingredient.name)")
            if !listing.isEmpty { nonEmpty += 1 }
        }
        #expect(nonEmpty > 400)
    }

    @Test("filter by ingredient ignores accents: gruyere finds the meals listing Gruyère")
    func filterByIngredientIgnoresAccents() async throws {
        let raw = try Self.raw()
        let expected = Set(raw.filter { $0.slots.contains { $0.ingredient.plainLowercased == "gruyere" } }.map(\.id))
        #expect(expected.count == 5)
        #expect(Set(try await catalog.meals(matching: .ingredient("gruyere")).map(\.id)) == expected)
        #expect(Set(try await catalog.meals(matching: .ingredient("Gruyère")).map(\.id)) == expected)
    }

    // MARK: Search

    @Test("name search is case-insensitive and finds the same meals the data says")
    func searchByName() async throws {
        let raw = try Self.raw()
        let expected = raw.filter { $0.name.lowercased().contains("chicken") }.map(\.id)
        #expect(expected.count == 49)
        let found = try await catalog.searchMeals(name: "chicken")
        #expect(found.map(\.id) == expected)
        #expect(try await catalog.searchMeals(name: "CHICKEN").map(\.id) == expected)
        #expect(try await catalog.searchMeals(name: "  chicken \t").map(\.id) == expected)
        #expect(try await catalog.searchMeals(name: "zzzqqq").isEmpty)
    }

    @Test("name search ignores accents: creme, SULLANCE, boulangere")
    func searchIgnoresDiacritics() async throws {
        #expect(try await catalog.searchMeals(name: "SULLANCE").map(\.name) == ["Šúĺlance s Makom"])
        #expect(try await catalog.searchMeals(name: "šúĺlance").map(\.name) == ["Šúĺlance s Makom"])
        #expect(try await catalog.searchMeals(name: "boulangere").map(\.name) == ["Boulangère Potatoes"])
        #expect(try await catalog.searchMeals(name: "creme").map(\.id).contains("52917"))
        #expect(try await catalog.searchMeals(name: "pabellon").map(\.id) == ["53334"])

        // The snapshot has no name spelled "Crème …", so a small catalogue of our own.
        let small = OfflineCatalog(
            meals: [
                Recipe(id: "1", name: "Crème Brûlée"),
                Recipe(id: "2", name: "White chocolate creme brulee"),
                Recipe(id: "3", name: "Cream of Tomato"),
            ],
            categories: [], areas: [], ingredients: [])
        #expect(try await small.searchMeals(name: "creme").map(\.id) == ["1", "2"])
        #expect(try await small.searchMeals(name: "CRÈME BRÛLÉE").map(\.id) == ["1", "2"])
    }

    @Test("an empty or blank search finds nothing", arguments: ["", " ", "   \t "])
    func emptySearch(_ text: String) async throws {
        #expect(try await catalog.searchMeals(name: text).isEmpty)
    }

    @Test("first letter: every letter a–z matches the names that start with it")
    func firstLetter() async throws {
        let raw = try Self.raw()
        /// The first letter with accents taken off by Unicode decomposition ("Š" → "s").
        func initial(_ name: String) -> String {
            guard let first = name.decomposedStringWithCanonicalMapping.unicodeScalars.first else { return "" }
            return String(first).lowercased()
        }
        var total = 0
        for letter in "abcdefghijklmnopqrstuvwxyz" {
            let expected = raw.filter { initial($0.name) == String(letter) }.map(\.id)
            let found = try await catalog.meals(startingWith: letter)
            #expect(found.map(\.id) == expected, "\(letter)")
            let upper = try await catalog.meals(startingWith: Character(letter.uppercased()))
            #expect(upper.map(\.id) == expected, "\(letter)")
            total += found.count
        }
        #expect(total == 552)  // no snapshot name starts with a digit
        #expect(try await catalog.meals(startingWith: "s").contains { $0.name == "Šúĺlance s Makom" })
        #expect(try await catalog.meals(startingWith: "1").isEmpty)
    }

    // MARK: Outlines and repeated ids

    @Test("outlines give every meal's row and ingredients without decoding: cook and with rank them as they rank the recipes")
    func outlinesServeThePantry() async throws {
        let recipes = try await catalog.allMeals()
        let outlines = await catalog.outlines()
        #expect(outlines.map(\.summary) == recipes.map(\.summary))
        #expect(outlines.map(\.ingredientNames) == recipes.map { $0.ingredients.map(\.name) })
        for pantry in [["chicken", "lemon", "garlic"], ["eggs", "flour", "milk", "sugar"], ["rice"]] {
            let ranked = PantryMatch.rank(outlines, pantry: pantry)
            #expect(!ranked.isEmpty)
            #expect(ranked == PantryMatch.rank(recipes, pantry: pantry), "\(pantry)")
        }
        let with = PantryMatch.meals(outlines, withAll: ["chicken", "lemon"]).map(\.summary)
        #expect(!with.isEmpty)
        #expect(with == PantryMatch.meals(recipes, withAll: ["chicken", "lemon"]).map(\.summary))
    }

    @Test("a catalogue whose recipes repeat an id lists, finds and counts each meal once, the first kept")
    func repeatedIDs() async throws {
        let first = Recipe(id: "1", name: "Pie one", category: "Beef", area: "British")
        let second = Recipe(id: "2", name: "Pie two", category: "Beef", area: "British")
        let repeated = Recipe(id: "1", name: "Pie one (repeat)", category: "Beef", area: "British")
        let small = OfflineCatalog(meals: [first, repeated, second, first], categories: [], areas: [], ingredients: [])
        #expect(try await small.meals(matching: .category("Beef")).map(\.id) == ["1", "2"])
        #expect(try await small.meals(matching: .area("british")).map(\.id) == ["1", "2"])
        #expect(try await small.searchMeals(name: "pie") == [first, second])
        #expect(try await small.meals(startingWith: "p") == [first, second])
        #expect(try await small.meal(id: "1") == first)
        #expect(try await small.allMeals() == [first, second])
        #expect(await small.outlines().count == 2)
    }

    // MARK: Lookup and random

    @Test("lookup by id gives the full recipe; an unknown id gives nil")
    func lookup() async throws {
        let biryani = try #require(try await catalog.meal(id: "52805"))
        #expect(biryani.name == "Lamb Biryani")
        #expect(biryani.ingredients.count == 20)
        #expect(try await catalog.meal(id: "53085") == nil)  // "15-minute chicken…", not in the snapshot
        #expect(try await catalog.meal(id: "") == nil)
        #expect(try await catalog.meal(id: "abc") == nil)

        let raw = try Self.raw()
        for record in raw {
            #expect(try await catalog.meal(id: record.id)?.name == record.name)
        }
    }

    @Test("random uses the injected pickIndex over all 552 meals")
    func randomWithInjectedPick() async throws {
        let raw = try Self.raw()
        let bounds = Recorder()
        let first = OfflineCatalog(pickIndex: { bound in bounds.record(bound); return 0 })
        let last = OfflineCatalog(pickIndex: { $0 - 1 })
        #expect(try await first.randomMeal().id == raw.first?.id)
        #expect(try await last.randomMeal().id == raw.last?.id)
        #expect(bounds.values == [552])

        let empty = OfflineCatalog(meals: [], categories: [], areas: [], ingredients: [], pickIndex: { _ in 0 })
        await #expect(throws: MealDBError.self) { try await empty.randomMeal() }
    }

    @Test("randomMeals(count: 5) gives 5 distinct meals, even when picks repeat")
    func fiveDistinctRandomMeals() async throws {
        let raw = try Self.raw()
        // Hands out 0, 0, 1, 1, 2, 2, …: every pick is repeated once.
        let picks = Recorder()
        let repeating = OfflineCatalog(pickIndex: { _ in picks.record(0) / 2 })
        let meals = try await repeating.randomMeals(count: 5)
        #expect(meals.count == 5)
        #expect(Set(meals.map(\.id)) == Set(raw.prefix(5).map(\.id)))

        let random = try await catalog.randomMeals(count: 5)
        #expect(random.count == 5)
        #expect(Set(random.map(\.id)).count == 5)

        // A source that always answers the same meal cannot give five; it gives one and stops.
        let stuck = OfflineCatalog(pickIndex: { _ in 7 })
        #expect(try await stuck.randomMeals(count: 5).map(\.id) == [raw[7].id])
        #expect(try await catalog.randomMeals(count: 0).isEmpty)
    }
}

/// Collects values from `pickIndex`, which the catalogue may call from several tasks at once.
private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int] = []

    /// Records `value` and returns how many values came before it.
    @discardableResult
    func record(_ value: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        recorded.append(value)
        return recorded.count - 1
    }

    var values: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
