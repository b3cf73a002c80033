import Foundation
import MealKit
import Testing
@testable import SousCore

/// `today`, `export`, `img` and `tour` against the state machine: whole state, exact effects, no I/O.
@Suite("Session: today, export, img, tour")
struct SessionExtrasTests {
    typealias F = SessionFixtures
    static let day = CalendarDay(year: 2025, month: 11, day: 26)
    static let thumbnail = URL(string: "https://www.themealdb.com/images/media/meals/x.jpg")!

    static func menu() -> DailyMenu {
        DailyMenu(day: day, pick: MealSummary(id: "52772", name: "Teriyaki Chicken Casserole"),
                  category: "Seafood", picks: F.summaries(3))
    }

    static func pictured(_ id: String, _ name: String) -> MealDetail {
        var meal = F.meal(id, name)
        meal.thumbnailURL = thumbnail
        return meal
    }

    @Test("today asks for the day's menu; it becomes the listing, meal of the day first, and open 1 opens it")
    func today() {
        var session = F.session()
        #expect(session.handle(.command(.today)) == [.load(.today)])
        #expect(session.state == SessionState())
        #expect(session.inFlight == .today)
        let menu = Self.menu()
        let listing = Listing(source: .today, items: [menu.pick] + menu.picks, pageSize: 10)
        #expect(session.handle(.loaded(.today(menu))) == [.show(.today(menu, favoriteIDs: []))])
        #expect(session.state == SessionState(listing: listing))
        #expect(session.state.prompt == "sous offline [today 1/1]> ")
        #expect(session.handle(.command(.open(.number(1)))) == [.load(.meal(id: "52772", purpose: .open))])
        #expect(session.handle(.command(.open(.number(4)))) == [.load(.meal(id: "50003", purpose: .open))])
    }

    @Test("today marks favorites; a source failure can be retried")
    func todayFavoritesAndRetry() {
        let favorite = Favorite(recipe: F.meal("52772", "Teriyaki Chicken Casserole"), source: .live, savedAt: F.fixedDate)
        var session = F.session(SessionState(favorites: [favorite]))
        _ = session.handle(.command(.today))
        #expect(session.handle(.loaded(.today(Self.menu()))) == [.show(.today(Self.menu(), favoriteIDs: ["52772"]))])
        var failing = F.session()
        _ = failing.handle(.command(.today))
        _ = failing.handle(.failed(.source(.timedOut)))
        #expect(failing.state.retryable == .today)
        #expect(failing.handle(.command(.retry)) == [.load(.today)])
    }

    @Test("export of the open meal prints Markdown, or writes the file; the state does not change")
    func exportOpenMeal() {
        let meal = F.meal("52772", "Teriyaki")
        let state = SessionState(openMeal: meal)
        var session = F.session(state)
        #expect(session.handle(.command(.export(ExportRequest()))) == [.show(.document(RecipeExport.markdown(meal)))])
        #expect(session.handle(.command(.export(ExportRequest(format: .json)))) == [.show(.document(RecipeExport.json(meal)))])
        #expect(session.handle(.command(.export(ExportRequest(path: "~/t.md", force: true)))) == [
            .writeFile(path: "~/t.md", contents: RecipeExport.markdown(meal), replacing: true, mealName: "Teriyaki"),
        ])
        #expect(session.state == state)
        #expect(session.handle(.fileWritten(path: "/home/cook/t.md", mealName: "Teriyaki")) == [
            .show(.message("exported Teriyaki to /home/cook/t.md")),
        ])
        #expect(session.handle(.failed(.fileExists("/home/cook/t.md"))) == [.show(.error(.fileExists("/home/cook/t.md")))])
        #expect(session.state == state, "a local failure is not retryable")
    }

    @Test("export n fetches a listed meal first, a favorite's saved recipe from the store, and explains mistakes")
    func exportByNumber() {
        let favoriteRecipe = F.meal("50002", "Meal 2")
        let favorite = Favorite(recipe: favoriteRecipe, source: .live, savedAt: F.fixedDate)
        var session = F.session(SessionState(listing: F.listing(5), favorites: [favorite]))
        let request = ExportRequest(item: 3, path: "x.md")
        #expect(session.handle(.command(.export(request))) == [.load(.meal(id: "50003", purpose: .export(request)))])
        let meal = F.meal("50003", "Meal 3")
        #expect(session.handle(.loaded(.meal(meal, purpose: .export(request)))) == [
            .writeFile(path: "x.md", contents: RecipeExport.markdown(meal), replacing: false, mealName: "Meal 3"),
        ])
        #expect(session.state.openMeal == nil, "exporting does not open the meal")
        #expect(session.handle(.command(.export(ExportRequest(item: 2)))) == [
            .load(.savedMeal(id: "50002", name: "Meal 2", purpose: .export(ExportRequest(item: 2)))),
        ])
        #expect(session.handle(.loaded(.meal(favoriteRecipe, purpose: .export(ExportRequest(item: 2))))) == [
            .show(.document(RecipeExport.markdown(favoriteRecipe))),
        ])
        #expect(session.handle(.command(.export(ExportRequest(item: 9)))) == [.show(.error(.noItem(9, count: 5)))])
        #expect(session.handle(.command(.export(ExportRequest(item: 52772)))) == [
            .load(.meal(id: "52772", purpose: .export(ExportRequest(item: 52772)))),
        ])
        var empty = F.session()
        #expect(empty.handle(.command(.export(ExportRequest()))) == [.show(.error(.nothingOpen))])
        #expect(empty.handle(.command(.export(ExportRequest(item: 1)))) == [.show(.error(.noListing))])
        #expect(empty.state == SessionState())
    }

    @Test("img shows the open meal's picture, item n's, or a favorite's by name; downloads only when online")
    func image() {
        let meal = Self.pictured("52772", "Teriyaki")
        var session = F.session(SessionState(openMeal: meal, source: .live))
        #expect(session.handle(.command(.image(nil))) == [
            .load(.image(mealID: "52772", name: "Teriyaki", url: Self.thumbnail, mayDownload: true)),
        ])
        var listing = F.listing(3)
        listing.items[1].thumbnailURL = Self.thumbnail
        let favorite = Favorite(recipe: Self.pictured("1", "Beef Wellington"), source: .live, savedAt: F.fixedDate)
        var offline = F.session(SessionState(listing: listing, favorites: [favorite]))
        #expect(offline.handle(.command(.image(.number(2)))) == [
            .load(.image(mealID: "50002", name: "Meal 2", url: Self.thumbnail, mayDownload: false)),
        ])
        #expect(offline.handle(.command(.image(.name("beef w")))) == [
            .load(.image(mealID: "1", name: "Beef Wellington", url: Self.thumbnail, mayDownload: false)),
        ])
        let picture = MealPicture(mealID: "1", name: "Beef Wellington", url: Self.thumbnail, image: nil)
        #expect(offline.handle(.loaded(.image(picture))) == [.show(.image(picture))])
        #expect(offline.handle(.command(.image(.number(1)))) == [.show(.error(.noPicture("Meal 1")))])
        #expect(offline.handle(.command(.image(.number(7)))) == [.show(.error(.noItem(7, count: 3)))])
        #expect(offline.handle(.command(.image(.name("pizza")))) == [.show(.error(.noSuchMeal("pizza")))])
        #expect(offline.state == SessionState(listing: listing, favorites: [favorite]))
        var empty = F.session()
        #expect(empty.handle(.command(.image(nil))) == [.show(.error(.nothingOpen))])
        #expect(empty.handle(.command(.image(.number(1)))) == [.show(.error(.noListing))])
    }

    @Test("fav keeps the picture when online, after the confirmation; a failure is a notice, the favorite stays")
    func favoriteKeepsPicture() {
        let meal = Self.pictured("52772", "Teriyaki")
        var session = F.session(SessionState(openMeal: meal, source: .live))
        let favorite = Favorite(recipe: meal, source: .live, savedAt: F.fixedDate)
        #expect(session.handle(.command(.favorite(nil))) == [
            .saveFavorite(meal, source: .live, savedAt: F.fixedDate),
            .show(.message("★ Teriyaki saved to favorites (works offline)")),
            .keepImage(mealID: "52772", name: "Teriyaki", url: Self.thumbnail),
        ])
        _ = session.handle(.favoritesChanged([favorite], problems: []))
        #expect(session.handle(.imageKept(mealID: "52772")) == [])
        #expect(session.handle(.imageNotKept(name: "Teriyaki", reason: "HTTP 404")) == [
            .show(.notice("the picture of Teriyaki was not kept (HTTP 404); img shows its link")),
        ])
        #expect(session.state == SessionState(openMeal: meal, favorites: [favorite], source: .live))

        var offline = F.session(SessionState(openMeal: meal))
        #expect(offline.handle(.command(.favorite(nil))) == [
            .saveFavorite(meal, source: .offline, savedAt: F.fixedDate),
            .show(.message("★ Teriyaki saved to favorites (works offline)")),
        ], "offline means no network: no download is tried")
    }

    @Test("tour asks for where data lives and shows the welcome")
    func tour() {
        var session = F.session()
        #expect(session.handle(.command(.tour)) == [.load(.tour)])
        #expect(session.handle(.loaded(.tour(dataDirectory: "/home/cook/.local/share/sous"))) == [
            .show(.tour(dataDirectory: "/home/cook/.local/share/sous")),
        ])
        #expect(session.state == SessionState())
    }
}
