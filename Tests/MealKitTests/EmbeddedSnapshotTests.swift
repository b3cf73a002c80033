import Foundation
import Testing
@testable import MealKit

/// The catalogue compiled into the binary must say exactly what the fixture files say, so a fixture
/// change without rerunning `scripts/embed-snapshot.py` fails here instead of shipping stale data. The
/// recipes are the fixture's bytes; the index (written by the script, in Python) is checked against
/// what MealKit's own decoders and folding make of those files.
@Suite("Embedded snapshot")
struct EmbeddedSnapshotTests {
    static func bytes(_ literal: StaticString) -> Data {
        literal.withUTF8Buffer { Data($0) }
    }

    /// meals.json through the decoder the live client uses, in file order.
    static let decoded: Result<[Recipe], any Error> = Result {
        try MealDBResponse<Recipe>.decode(Fixture.data("api-style/meals.json"))
    }

    static let outlines = SnapshotIndexText.outlines(EmbeddedSnapshot.outlines)

    @Test("the embedded recipes are byte-identical to meals.json")
    func mealsEqualFixture() throws {
        let fixture = try Fixture.data("api-style/meals.json")
        let embedded = Self.bytes(EmbeddedSnapshot.meals)
        #expect(embedded.count == fixture.count, "rerun scripts/embed-snapshot.py")
        #expect(embedded == fixture, "rerun scripts/embed-snapshot.py")
        // The catalogue reads the literal through `StaticString.data`; it must see the same bytes.
        #expect(EmbeddedSnapshot.meals.data == fixture)
    }

    @Test("mealCount, the records and the outlines each count the 552 records of meals.json")
    func mealCount() throws {
        let records = try rawRecords("api-style/meals.json", key: "meals")
        #expect(EmbeddedSnapshot.mealCount == records.count)
        #expect(EmbeddedSnapshot.mealCount == 552)
        #expect(EmbeddedSnapshot.records.count == 2 * 552)
        #expect(Self.outlines.count == 552)
        #expect(Set(Self.outlines.map(\.id)).count == 552, "ids are unique")
        #expect(EmbeddedSnapshot.nameOrder.sorted() == Array(0..<552))
    }

    @Test("each record decodes, on its own, to the same recipe as the whole file gives, for all 552")
    func recordsDecodeAlone() throws {
        let whole = try Self.decoded.get()
        #expect(whole.count == 552)
        for (position, meal) in whole.enumerated() {
            #expect(try CatalogIndex.embeddedRecipe(at: position) == meal, "\(meal.id) \(meal.name)")
        }
        // Records do not overlap and appear in order.
        let bounds = EmbeddedSnapshot.records
        #expect(zip(bounds, bounds.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("a meal opened by id, its index unread, is the meal of that id, for all 552; an id not in it is none")
    func mealsByIDWithoutTheIndex() async throws {
        let whole = try Self.decoded.get()
        let catalogue = OfflineCatalog()
        for meal in whole {
            #expect(try await catalogue.meal(id: meal.id) == meal, "\(meal.id) \(meal.name)")
        }
        #expect(try await catalogue.meal(id: "1") == nil)
        #expect(try await catalogue.meal(id: "") == nil)
        #expect(CatalogIndex.bundledPositionByID.count == 552)
    }

    @Test("each outline says what the decoded recipe says, its folded forms as foldedForSearch folds, for all 552")
    func outlinesMatchRecipes() throws {
        let whole = try Self.decoded.get()
        for (outline, meal) in zip(Self.outlines, whole) {
            #expect(outline == MealOutline(meal), "\(meal.id) \(meal.name)")
            #expect(outline.summary == meal.summary)
        }
    }

    @Test("nameOrder is the order localizedCaseInsensitiveCompare gives")
    func nameOrder() throws {
        let names = EmbeddedSnapshot.nameOrder.map { Self.outlines[$0].name }
        let sorted = Self.outlines.map(\.name).sorted {
            $0.localizedCaseInsensitiveCompare($1) == .orderedAscending
        }
        let first = zip(names, sorted).first { $0 != $1 }
        #expect(first == nil, "\(first.map { "\($0) where \($1) belongs" } ?? ""): change name_order_key in scripts/embed-snapshot.py")
    }

    @Test("categories, cuisines and ingredients equal the fixture files decoded (ingredients each name once, in name order)")
    func lists() throws {
        #expect(EmbeddedSnapshot.categories == (try MealDBResponse<Category>.decode(Fixture.data("api-style/categories.json"))))
        #expect(EmbeddedSnapshot.areas == (try MealDBResponse<Area>.decode(Fixture.data("api-style/areas.json"))))
        var seen: Set<String> = []
        let recorded = try MealDBResponse<IngredientInfo>.decode(Fixture.data("api-style/ingredients.json"))
        #expect(recorded.count == 563)
        let once = recorded.filter { seen.insert($0.name.foldedForSearch).inserted }
        let embedded = SnapshotIndexText.ingredients(EmbeddedSnapshot.ingredients)
        #expect(embedded.count == 560)
        #expect(Set(embedded) == Set(once), "the first of each name, with its id and description")
        let names = embedded.map(\.name)
        let sorted = names.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
        let first = zip(names, sorted).first { $0 != $1 }
        #expect(first == nil, "\(first.map { "\($0) where \($1) belongs" } ?? ""): change name_order_key in scripts/embed-snapshot.py")
    }
}
