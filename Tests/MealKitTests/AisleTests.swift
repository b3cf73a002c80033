import Foundation
import MealKit
import Testing

/// Aisles: sous's table for the whole catalogue, and a user's aisle.conf laid over it.
@Suite("Aisles")
struct AisleTests {
    @Test("every ingredient of the offline catalogue has its aisle in the table, and only water is 'other'")
    func everyCatalogueIngredientHasAnAisle() async throws {
        let catalog = OfflineCatalog()
        let listed = try await catalog.ingredients().map(\.name)
        let used = try await catalog.allMeals().flatMap { $0.ingredients.map(\.name) }
        let names = Set((listed + used).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        // 563 in the file, three of them twice (Fennel, Rosemary, Tomato Sauce).
        #expect(listed.count == 560)
        #expect(names.count > 1_000)
        let missing = names.filter { AisleMap.builtIn.tableAisle(for: $0) == nil }.sorted()
        #expect(missing == [], "not in the table")
        let other = Set(names.filter { AisleMap.builtIn.tableAisle(for: $0) == .other }.map(IngredientName.key))
        #expect(other == ["water", "boiling water", "cold water", "warm water"])
        // Every one of sous's aisles is used, none is a catch-all.
        let counts = Dictionary(grouping: names, by: { AisleMap.builtIn.aisle(for: $0) }).mapValues(\.count)
        #expect(Set(counts.keys) == Set(Aisle.builtIn))
        #expect(counts.values.allSatisfy { $0 < names.count / 2 })
    }

    @Test("the table puts what a shopper would expect where they would look", arguments: [
        ("Plain Flour", Aisle.pantryStaples), ("Spring Onions", .produce), ("Chicken Thighs", .meatAndFish),
        ("Eggs", .dairyAndEggs), ("Greek Yogurt", .dairyAndEggs), ("Coconut Milk", .pantryStaples),
        ("Baguette", .bakery), ("Ground Cumin", .spices), ("Frozen Peas", .frozen), ("Red Wine", .drinks),
        ("Red Wine Vinegar", .pantryStaples), ("Red Pepper", .produce), ("Red Pepper Flakes", .spices),
        ("Peanut Butter", .pantryStaples), ("Garlic Clove", .produce), ("Soy Sauce", .pantryStaples),
        ("Lemon Juice", .produce), ("Salt Cod", .meatAndFish), ("Puff Pastry", .frozen),
    ])
    func tableSpotChecks(name: String, aisle: Aisle) {
        #expect(AisleMap.builtIn.tableAisle(for: name) == aisle)
    }

    @Test("a name not in the table is placed by its last words, or else under other")
    func unknownNamesFallBack() {
        #expect(AisleMap.builtIn.tableAisle(for: "Smoked Streaky Bacon") == nil)
        #expect(AisleMap.builtIn.aisle(for: "Smoked Streaky Bacon") == .meatAndFish)
        #expect(AisleMap.builtIn.aisle(for: "organic baby spinach") == .produce)
        #expect(AisleMap.builtIn.aisle(for: "Quorn pieces") == .other)
    }

    @Test("aisle.conf: sections, synonyms, comments, a section named twice, blank and CRLF lines")
    func parsesCooklangFormat() {
        let config = AisleConfig.parse("""
            // my shop\r
            [produce]\r
            potatoes

              spring onions | scallions   // same thing
            [canned goods]
            tuna|chicken of the sea
            [Produce]
            leeks
            [empty]
            """)
        #expect(config.problems == [])
        #expect(config.sections.map(\.aisle.name) == ["produce", "canned goods", "empty"])
        #expect(config.sections.map(\.ingredients) == [
            [["potatoes"], ["spring onions", "scallions"], ["leeks"]], [["tuna", "chicken of the sea"]], [],
        ])
    }

    @Test("a broken line is named with its number and the rest of the file still applies")
    func brokenLinesAreSkippedAlone() {
        let config = AisleConfig.parse("""
            milk
            [dairy
            butter
            [dairy]
            cheese
            [fish] salmon
            eggs
            [dairy]
            cheeses
            we[i]rd
            |
            cream
            []
            """)
        #expect(config.problems.map(\.line) == [1, 2, 3, 6, 7, 9, 10, 11, 13])
        #expect(config.problems.map(\.kind) == [
            .outsideSection, .malformedSection, .outsideSection, .malformedSection, .outsideSection,
            .duplicate(name: "cheeses", firstLine: 5), .malformedName, .malformedName, .malformedSection,
        ])
        #expect(config.problems[1].text == "[dairy")
        // "eggs" came under the broken "[fish] salmon": no aisle to put it in. The rest applies.
        #expect(config.sections.map(\.ingredients) == [[["cheese"], ["cream"]]])
        let mixed = AisleConfig.parse("[a]\nmilk\n[b]\noat milk | Milk")
        #expect(mixed.problems.map(\.kind) == [.duplicate(name: "Milk", firstLine: 2)])
    }

    @Test("the user's aisles win over the table, their order first, and their own sections are aisles too")
    func userFileOverrides() {
        let map = AisleMap.builtIn.overridden(by: AisleConfig.parse("""
            [deli]
            bacon
            ham | jamón
            [Produce]
            eggs
            [other]
            """))
        #expect(map.aisle(for: "Smoked Streaky Bacon") == Aisle("deli"))
        #expect(map.aisle(for: "Jamon") == Aisle("deli"))
        #expect(map.aisle(for: "Eggs") == .produce)
        #expect(map.aisle(for: "Chicken Thighs") == .meatAndFish)
        #expect(map.order.map(\.name) == [
            "deli", "produce", "meat & fish", "dairy & eggs", "bakery", "pantry staples", "spices", "frozen",
            "drinks", "other",
        ])
        let items = ["Flour", "Bacon", "Eggs", "Leeks", "Quorn pieces", "Salt"].map {
            ShoppingItem(key: IngredientName.key($0), name: $0)
        }
        #expect(map.grouped(items).map { "\($0.aisle): \($0.items.map(\.name).joined(separator: ", "))" } == [
            "deli: Bacon", "produce: Eggs, Leeks", "pantry staples: Flour", "spices: Salt", "other: Quorn pieces",
        ])
    }

    @Test("aisle.conf is read from the config directory; none is no override; a folder in its place is a problem")
    func readsTheUsersFile() throws {
        let directory = try TemporaryDirectory()
        let directories = XDGDirectories(environment: ["XDG_CONFIG_HOME": directory.path, "HOME": directory.path])
        let path = try #require(AisleConfigFile.path(in: directories))
        #expect(path == directory.file("sous/aisle.conf"))
        #expect(try AisleConfigFile.read(directories).get() == nil)

        try FileManager.default.createDirectory(atPath: directory.file("sous"), withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: path, contents: Data("[deli]\nham\n".utf8)))
        #expect(try AisleConfigFile.read(directories).get()?.sections.map(\.aisle.name) == ["deli"])

        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        guard case .failure(.unreadable(path, _)) = AisleConfigFile.read(directories) else {
            Issue.record("expected .unreadable(\(path))")
            return
        }
    }
}
