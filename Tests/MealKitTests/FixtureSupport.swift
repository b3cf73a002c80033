import Foundation

/// The recorded TheMealDB files under `Fixtures/mealdb/`, found from this file's own path so the tests
/// run from any working directory.
enum Fixture {
    static let mealdb: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // MealKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fixtures/mealdb", isDirectory: true)

    static func url(_ relativePath: String) -> URL { mealdb.appendingPathComponent(relativePath) }

    static func data(_ relativePath: String) throws -> Data { try Data(contentsOf: url(relativePath)) }
}

/// One meal as the fixture's JSON has it, read with `JSONSerialization`, not with the code under test,
/// so the expectations the tests compare against are computed independently of MealKit's decoders.
struct RawMeal: Sendable {
    struct Slot: Sendable, Equatable {
        var ingredient: String
        var measure: String
    }

    var id: String
    var name: String
    var category: String?
    var area: String?
    var thumbnail: String?
    var instructions: String
    var tags: String?
    var youtube: String?
    var source: String?
    /// The filled ingredient slots, in slot order, trimmed; the measure is "" when blank.
    var slots: [Slot]

    static func blankToNil(_ value: Any?) -> String? {
        guard let string = value as? String else { return nil }
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }

    init(_ record: [String: Any]) throws {
        guard let id = record["idMeal"] as? String else { throw FixtureProblem("a record without idMeal") }
        self.id = id
        name = Self.blankToNil(record["strMeal"]) ?? ""
        category = Self.blankToNil(record["strCategory"])
        area = Self.blankToNil(record["strArea"])
        thumbnail = Self.blankToNil(record["strMealThumb"])
        instructions = Self.blankToNil(record["strInstructions"]) ?? ""
        tags = record["strTags"] as? String
        youtube = record["strYoutube"] as? String
        source = record["strSource"] as? String
        slots = (1...20).compactMap { slot in
            guard let ingredient = Self.blankToNil(record["strIngredient\(slot)"]) else { return nil }
            return Slot(ingredient: ingredient, measure: Self.blankToNil(record["strMeasure\(slot)"]) ?? "")
        }
    }

    /// Every record of an `{"meals":[…]}` file, in file order.
    static func load(_ relativePath: String) throws -> [RawMeal] {
        let records = try rawRecords(relativePath, key: "meals")
        return try records.map(RawMeal.init)
    }

    /// The api-style meals, parsed once for the whole test run.
    static let apiStyle: Result<[RawMeal], any Error> = Result { try load("api-style/meals.json") }
}

/// The list under `key` in a fixture file, as `JSONSerialization` reads it.
func rawRecords(_ relativePath: String, key: String) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Fixture.data(relativePath))
    guard let envelope = object as? [String: Any], let records = envelope[key] as? [[String: Any]] else {
        throw FixtureProblem("\(relativePath) has no list under \"\(key)\"")
    }
    return records
}

struct FixtureProblem: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension Data {
    /// A small hand-written JSON body.
    static func json(_ text: String) -> Data { Data(text.utf8) }
}

extension String {
    /// Lower-cased with accents removed by canonical decomposition ("Šúĺlance" → "sullance"), written
    /// here so expectations do not lean on the folding the catalogue itself uses.
    var plainLowercased: String {
        var scalars = String.UnicodeScalarView()
        for scalar in decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars).lowercased()
    }
}
