import Foundation
import MealKit
import Testing
@testable import SousCore

/// Wrapping at word boundaries, for every line sous writes.
@Suite("Text layout")
struct TextLayoutTests {
    @Test("a styled line wraps between words, keeps its styles and indents its later rows")
    func styledWrap() {
        let line = StyledLine([Span(" no category 'Chicken Breasts'.", .error), Span(" Did you mean Chicken?", .dim)])
        let rows = TextLayout.wrap(line, width: 24, hangingIndent: 3)
        #expect(rows.map(\.plainText) == [" no category 'Chicken", "   Breasts'. Did you", "   mean Chicken?"])
        #expect(rows[1].spans == [Span("   "), Span("Breasts'.", .error), Span(" Did you", .dim)])
        #expect(rows.allSatisfy { TextLayout.displayWidth($0.plainText) <= 24 })
    }

    @Test("only a word longer than the row is split; a line that fits is untouched")
    func longWord() {
        #expect(TextLayout.wrap(StyledLine("see https://example.com/a/very/long/path ok"), width: 16, hangingIndent: 2)
            .map(\.plainText) == ["see", "  https://exampl", "  e.com/a/very/l", "  ong/path ok"])
        let table = StyledLine("   2 tsp    salt")
        #expect(TextLayout.wrap(table, width: 40, hangingIndent: 2) == [table], "inner spaces of a line that fits stay")
        #expect(TextLayout.wrap("a  b   c", width: 20) == ["a b c"], "prose: runs of spaces are one")
    }

    @Test("a description is cut at a word; a long list reads across its rows")
    func cutAtWordAndAcross() {
        #expect(TextLayout.truncateAtWord("Chicken is a type of domesticated fowl", width: 24) == "Chicken is a type of…")
        #expect(TextLayout.truncateAtWord("Supercalifragilistic", width: 8) == "Superca…")
        #expect(TextLayout.columns(["Apple", "Bean", "Corn", "Dill", "Egg"], width: 22, indent: 1, across: true)
            == [" Apple  Bean   Corn", " Dill   Egg"])
    }

    @Test("errors, notices and messages wrap at words at any width, under a hanging indent",
          arguments: [40, 47, 53, 61, 80])
    func screensWrapAtWords(width: Int) {
        let renderer = ScreenRenderer(width: width, utcOffset: .utc)
        let name = "Chicken Breasts with a very long name indeed and then some more words to wrap"
        let screens: [Screen] = [
            .error(.noSuchName(.category, name, suggestion: "Chicken")),
            .message("+ \(name) on the shopping list (3 meals, 42 items): shop shows it"),
            .notice("TheMealDB unreachable: using the offline catalogue (552 meals, Nov 2025); type retry to try again"),
        ]
        for screen in screens {
            let rows = renderer.render(screen).map(\.plainText)
            #expect(rows.count > 1 || width == 80)
            #expect(rows.allSatisfy { TextLayout.displayWidth($0) <= width }, "\(rows)")
            let whole = ScreenRenderer(width: 1_000, utcOffset: .utc).render(screen).map(\.plainText)
            #expect(whole.count == 1)
            #expect(rows.flatMap { $0.split(separator: " ") } == whole.flatMap { $0.split(separator: " ") },
                    "every word whole, in order: \(rows)")
            let indent = rows.first.map { $0.prefix { $0 == " " }.count } ?? 0
            for row in rows.dropFirst() { #expect(row.hasPrefix(String(repeating: " ", count: indent + 2))) }
        }
    }

    @Test("on a terminal an error stands at the margin of messages and notices and hangs alike, at 80 and 60 columns",
          arguments: [80, 60])
    func errorsAlignWithNotices(width: Int) {
        let renderer = ScreenRenderer(width: width, utcOffset: .utc)
        let long = "a reason long enough to take two rows at any of these widths, so that its second row shows where it hangs"
        let screens: [Screen] = [
            .error(.noSuchName(.category, long, suggestion: nil)), .notice(long), .message(long),
        ]
        for screen in screens {
            let rows = renderer.render(screen).map(\.plainText)
            #expect(rows.count >= 2)
            let margins = rows.map { $0.prefix { $0 == " " }.count }
            #expect(margins.first == 1, "\(screen): \(rows)")
            #expect(margins.dropFirst().allSatisfy { $0 == 3 }, "\(screen): \(rows)")
        }
        // Through a pipe an error is one record with no margin: "line 3: no category …".
        let piped = ScreenRenderer(width: width, utcOffset: .utc, wrapsLongLines: false)
        #expect(piped.render(.error(.noSuchName(.category, "Beeef", suggestion: "Beef"))).map(\.plainText)
            == ["no category 'Beeef'. Did you mean Beef?"])
    }
}
