import Foundation
import Testing
@testable import MealKit

/// The catalogue compiled into the binary must be exactly the fixture files, so a fixture change
/// without rerunning `scripts/embed-snapshot.py` fails here instead of shipping stale data.
@Suite("Embedded snapshot")
struct EmbeddedSnapshotTests {
    static func bytes(_ literal: StaticString) -> Data {
        literal.withUTF8Buffer { Data($0) }
    }

    @Test("each embedded literal is byte-identical to its api-style fixture", arguments: [
        ("meals.json", EmbeddedSnapshot.meals),
        ("categories.json", EmbeddedSnapshot.categories),
        ("areas.json", EmbeddedSnapshot.areas),
        ("ingredients.json", EmbeddedSnapshot.ingredients),
    ] as [(String, StaticString)])
    func literalEqualsFixture(_ file: String, _ literal: StaticString) throws {
        let fixture = try Fixture.data("api-style/\(file)")
        let embedded = Self.bytes(literal)
        #expect(embedded.count == fixture.count, "rerun scripts/embed-snapshot.py")
        #expect(embedded == fixture, "rerun scripts/embed-snapshot.py")
        // The catalogue reads the literal through `StaticString.data`; it must see the same bytes.
        #expect(literal.data == fixture)
    }

    @Test("mealCount is the number of records in meals.json")
    func mealCount() throws {
        let records = try rawRecords("api-style/meals.json", key: "meals")
        #expect(EmbeddedSnapshot.mealCount == records.count)
        #expect(EmbeddedSnapshot.mealCount == 552)
    }
}
