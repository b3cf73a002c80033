import Foundation
import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// The export document (golden Markdown), the day's menu, the picture fallback and the tour.
@Suite("Screens: today, export, img, tour")
struct TodayExportImgTourScreenTests {
    let catalog = OfflineCatalog()
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    @Test("export of 52772 is the golden Markdown: title, meta, table, numbered steps, links, attribution")
    func markdownGolden() async throws {
        let meal = try #require(try await catalog.meal(id: "52772"))
        let text = RecipeExport.markdown(meal)
        let url = ScreenRendererTests.goldenDirectory.appendingPathComponent("export-52772.md")
        if ProcessInfo.processInfo.environment["SOUS_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        #expect(text == (try String(contentsOf: url, encoding: .utf8)))
        #expect(text.hasSuffix("*Recipe data and images © their owners via TheMealDB*\n"))
    }

    @Test("Markdown from hostile text: no escapes, no broken table, no accidental headings")
    func markdownEscaping() {
        let meal = Recipe(
            id: "x1", name: "Pie \u{1B}[31m| *best*\u{202E}", category: "#1", instructions: "# not a heading\r\n- not a list",
            ingredients: [Ingredient(name: "a|b", measure: "1 <cup>")])
        let text = RecipeExport.markdown(meal)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(text.hasPrefix("# Pie | \\*best\\*\n") || text.hasPrefix("# Pie \\| \\*best\\*\n") || text.contains("\\*best\\*"))
        #expect(text.contains("| 1 \\<cup\\> | a\\|b |"))
        #expect(text.contains("*\\#1*"))
        #expect(text.contains("1. \\# not a heading\n2. \\- not a list\n"))
        #expect(!text.contains("TheMealDB: <"), "only TheMealDB's numeric ids get a link there")
    }

    @Test("JSON export is TheMealDB's record and reads back as the same meal")
    func json() async throws {
        let meal = try #require(try await catalog.meal(id: "52772"))
        let decoded = try JSONDecoder().decode(Recipe.self, from: Data(RecipeExport.json(meal).utf8))
        #expect(decoded == meal)
    }

    @Test("a printed document is sanitised line by line and keeps its blank lines")
    func document() {
        let lines = renderer.render(.document("# A\u{1B}]0;title\u{07}\n\nb\n")).map(\.plainText)
        #expect(lines == ["# A", "", "b"])
    }

    @Test("today: the date, the meal of the day marked, the category's picks, all within 80 columns")
    func today() async throws {
        let menu = try await catalog.dailyMenu(for: CalendarDay(year: 2025, month: 11, day: 26))
        let lines = renderer.render(.today(menu, favoriteIDs: [menu.picks[0].id])).map(\.plainText)
        #expect(lines[0] == " Today · Wednesday 26 November 2025")
        #expect(lines[1] == "   1  \(menu.pick.name)  ☀ meal of the day")
        #expect(lines[2] == " Three from \(menu.category)")
        #expect(lines[3] == "   2  \(menu.picks[0].name) ★")
        #expect(lines.last == " open <n> shows a recipe · new picks tomorrow")
        #expect(lines.count == 7)
        #expect(lines.allSatisfy { TextLayout.displayWidth($0) <= 80 })
    }

    @Test("a picture without pixels is its kept path, else its address")
    func pictureFallback() {
        let url = URL(string: "https://www.themealdb.com/images/media/meals/x.jpg/small")!
        let remote = MealPicture(mealID: "1", name: "P", url: url, image: nil)
        #expect(renderer.render(.image(remote)).map(\.plainText) == [url.absoluteString])
        let kept = MealPicture(mealID: "1", name: "P", url: url, image: StoredImage(data: Data([0xFF]), format: .jpeg, path: "/d/images/1.jpg"))
        #expect(renderer.render(.image(kept)).map(\.plainText) == ["/d/images/1.jpg"])
    }

    @Test("the tour fits 80 columns and one screen, names five commands and where data lives")
    func tour() {
        let lines = renderer.render(.tour(dataDirectory: "/home/cook/.local/share/sous")).map(\.plainText)
        #expect(lines.count <= 20)
        #expect(lines.allSatisfy { TextLayout.displayWidth($0) <= 80 })
        for command in ["today", "cat Seafood", "open 1", "fav", "help"] {
            #expect(lines.contains { $0.hasPrefix("   " + command + " ") }, "\(command)")
        }
        #expect(lines.joined(separator: " ").contains("/home/cook/.local/share/sous"))
        let nowhere = renderer.render(.tour(dataDirectory: nil)).map(\.plainText).joined(separator: " ")
        #expect(nowhere.contains("Nothing is saved this session"))
    }
}
