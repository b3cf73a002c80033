import Foundation
import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// Text from a hostile source or a hostile keyboard, at the render boundary and in the parser.
@Suite("Hostile text")
struct HostileTextTests {
    static let poison = "\u{1B}[2J\u{1B}]52;c;cHduZWQ=\u{07}\u{9B}31m\u{202E}\u{7F}\u{00}\n\t"
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    private func assertSafe(_ lines: [StyledLine], sourceLocation: SourceLocation = #_sourceLocation) {
        for line in lines {
            for span in line.spans {
                let unsafe = (span.text + (span.style.linkTarget ?? "")).unicodeScalars.filter {
                    ($0.value < 0x20 && $0.value != 0x09) || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                        || (0x2066...0x2069).contains($0.value)
                }
                #expect(unsafe.isEmpty, "unsafe \(unsafe.map(\.value)) in \(span.text.debugDescription)",
                        sourceLocation: sourceLocation)
            }
        }
    }

    @Test("every screen that carries outside text renders it clean, on its own lines")
    func screensAreClean() {
        let meal = Recipe(
            id: "1", name: "Pie" + Self.poison, category: "Beef" + Self.poison, area: "Irish" + Self.poison,
            instructions: "Bake." + Self.poison + "Serve.", thumbnailURL: nil, tags: ["a" + Self.poison],
            sourceURL: URL(string: "https://example.com/x"),
            ingredients: [Ingredient(name: "salt" + Self.poison, measure: "1 tsp" + Self.poison)])
        let listing = Listing(
            source: .search("x" + Self.poison), items: [MealSummary(id: "1", name: "Pie" + Self.poison)], pageSize: 10)
        let screens: [Screen] = [
            .message("★ " + meal.name + " saved"), .notice("moved" + Self.poison), .error(.notAFavorite(meal.name)),
            .recipe(meal, isFavorite: true), .listing(listing, favoriteIDs: ["1"]), .pantry(["egg" + Self.poison]),
            .history([HistoryEntry(line: "cat" + Self.poison, date: Date())], firstNumber: 1),
            .areas([Area(name: "Thai" + Self.poison)]), .document("# Pie" + Self.poison),
        ]
        for screen in screens { assertSafe(renderer.render(screen)) }
        #expect(renderer.render(.message("a\nb")) == [StyledLine(" a b")], "a message is one line")
    }

    @Test("absurd facts from a source or a favorites file render rather than trap")
    func hugeFacts() {
        let meal = Recipe(id: "1", name: "x", yield: RecipeYield(amount: 1e300), times: RecipeTimes(total: 1e300),
                          nutrition: Nutrition(caloriesPerServing: 1e300))
        let text = renderer.render(.recipe(meal, isFavorite: false)).map(\.plainText).joined(separator: "\n")
        #expect(text.contains("over a year"))
        // A negative time trapped; the model keeps only facts above 0, however it is made.
        let negative = Recipe(id: "1", name: "x", yield: RecipeYield(amount: -2), times: RecipeTimes(prep: -5, cook: -10, total: -1e300),
                              nutrition: Nutrition(caloriesPerServing: -1))
        let shown = renderer.render(.recipe(negative, isFavorite: false)).map(\.plainText)
        #expect(shown.contains { $0.contains("serves") || $0.contains("min") || $0.contains("kcal") } == false)
    }

    @Test("the prompt stays one short line whatever the listing is called")
    func prompt() {
        var state = SessionState()
        state.listing = Listing(source: .search(String(repeating: "x", count: 500) + "\n\u{1B}[2J"), items: [], pageSize: 10)
        #expect(!state.prompt.contains("\n") && !state.prompt.contains("\u{1B}"))
        #expect(state.prompt.count < 70)
    }

    @Test("a typed line is parsed as the screen would show it")
    func typedEscapes() {
        #expect(CommandParser.parse("\u{1B}[31mcat Beef\u{1B}[0m") == .success(.category("Beef")))
        #expect(CommandParser.parse("\u{00}\u{07}") == nil, "only controls: nothing to do")
        #expect(CommandParser.parse("cat\tBeef") == .success(.category("Beef")))
    }

    @Test("an echoed word is quoted short: a 1 MB word gives a one-line error")
    func longWords() throws {
        let word = String(repeating: "x", count: 1 << 20)
        let parsed = try #require(CommandParser.parse(word))
        guard case .failure(let error) = parsed else { Issue.record("parsed \(parsed)"); return }
        #expect(error.message.count < 200)
        #expect(error.message.contains("x…'"))
        #expect(SousError.lineTooLong(bytes: 1 << 20, limit: 65_536).message
            == "the line is too long (1048576 bytes; sous reads at most 65536): ignored")
    }

    @Test("a pasted megabyte is not kept in history; an ordinary long line is")
    func longLinesAreNotRecorded() {
        #expect(!HistoryPolicy.shouldRecord(String(repeating: "z", count: 1 << 20), after: nil))
        #expect(HistoryPolicy.shouldRecord("search " + String(repeating: "z", count: 900), after: nil))
    }

    @Test("names are matched as shown: a name with escapes is found by its visible text")
    func matching() {
        #expect(NameMatcher.match("beef", among: ["Beef\u{1B}[31m click", "Chicken"]) == .found("Beef\u{1B}[31m click"))
    }

    @Test("server details in errors are cut short", arguments: [
        MealDBError.invalidID(String(repeating: "<html>", count: 50)),
        .malformedResponse(String(repeating: "y", count: 300)),
        .offHostRedirect(String(repeating: "h", count: 300) + ".example"),
    ])
    func serverDetails(error: MealDBError) {
        #expect(SousError.source(error).message.count < 200)
    }
}

extension Style {
    /// Where a link points, for checking it as text too.
    var linkTarget: String? {
        if case .link(let target) = self { return target }
        return nil
    }
}
