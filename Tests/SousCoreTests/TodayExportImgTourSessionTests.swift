import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `today`, `export`, `img` and `tour` against the state machine: whole state, exact effects, no I/O.
@Suite("Session: today, export, img, tour")
struct TodayExportImgTourSessionTests {
    typealias F = SessionFixtures
    static let day = CalendarDay(year: 2025, month: 11, day: 26)
    static let thumbnail = URL(string: "https://www.themealdb.com/images/media/meals/x.jpg")!

    static func menu() -> DailyMenu {
        DailyMenu(day: day, pick: MealSummary(id: "52772", name: "Teriyaki Chicken Casserole"),
                  category: "Seafood", picks: F.summaries(3))
    }

    static func pictured(_ id: String, _ name: String) -> Recipe {
        var meal = F.meal(id, name)
        meal.thumbnailURL = thumbnail
        return meal
    }

    @Test("today asks for the day's menu; it becomes the listing, meal of the day first, and open 1 opens it")
    func today() {
        var store = F.store()
        store.send(.today, effects: [.load(.today)]) { $0.inFlight = .today }
        let menu = Self.menu()
        let listing = Listing(source: .today, items: [menu.pick] + menu.picks, pageSize: 10)
        store.receive(.today(menu), effects: [.show(.today(menu, favoriteIDs: []))]) {
            $0.listing = listing
            $0.inFlight = nil
        }
        #expect(store.state.prompt == "sous offline [today 1/1]> ")
        store.send(.open(.number(1)), effects: [.load(.meal(id: "52772", purpose: .open))]) { $0.inFlight = .open(.number(1)) }
        store.send(.open(.number(4)), effects: [.load(.meal(id: "50003", purpose: .open))]) { $0.inFlight = .open(.number(4)) }
    }

    @Test("today marks favorites; a source failure can be retried")
    func todayFavoritesAndRetry() {
        let favorite = Favorite(recipe: F.meal("52772", "Teriyaki Chicken Casserole"), source: .live, savedAt: F.fixedDate)
        var store = F.store(SessionState(favorites: [favorite]))
        store.send(.today, effects: [.load(.today)]) { $0.inFlight = .today }
        let menu = Self.menu()
        store.receive(.today(menu), effects: [.show(.today(menu, favoriteIDs: ["52772"]))]) {
            $0.listing = Listing(source: .today, items: [menu.pick] + menu.picks, pageSize: 10)
            $0.inFlight = nil
        }
        var failing = F.store()
        failing.send(.today, effects: [.load(.today)]) { $0.inFlight = .today }
        F.failAndRetry(&failing, .today, effects: [.load(.today)])
    }

    @Test("export of the open meal prints Markdown, or writes the file; the state does not change")
    func exportOpenMeal() {
        let meal = F.meal("52772", "Teriyaki")
        var store = F.store(SessionState(openMeal: meal))
        store.send(.export(ExportRequest()), effects: [.show(.document(RecipeExport.markdown(meal)))])
        store.send(.export(ExportRequest(format: .json)), effects: [.show(.document(RecipeExport.json(meal)))])
        store.send(.export(ExportRequest(path: "~/t.md", force: true)), effects: [
            .writeFile(path: "~/t.md", contents: RecipeExport.markdown(meal), replacing: true, mealName: "Teriyaki", fileName: "Teriyaki.md"),
        ])
        store.send(.fileWritten(path: "/home/cook/t.md", mealName: "Teriyaki"), effects: [
            .show(.message("exported Teriyaki to /home/cook/t.md")),
        ])
        // A local failure is not retryable.
        store.send(.failed(.fileExists("/home/cook/t.md")), effects: [.show(.error(.fileExists("/home/cook/t.md")))])
    }

    @Test("export names the file a folder would take after the meal: .md or .json, no slash, no leading dot")
    func exportFileName() {
        let meal = F.meal("52772", "Teriyaki Chicken Casserole")
        var store = F.store(SessionState(openMeal: meal))
        store.send(.export(ExportRequest(path: "~/recipes")), effects: [
            .writeFile(path: "~/recipes", contents: RecipeExport.markdown(meal), replacing: false,
                       mealName: "Teriyaki Chicken Casserole", fileName: "Teriyaki Chicken Casserole.md"),
        ])
        store.send(.export(ExportRequest(path: "~/recipes", format: .json)), effects: [
            .writeFile(path: "~/recipes", contents: RecipeExport.json(meal), replacing: false,
                       mealName: "Teriyaki Chicken Casserole", fileName: "Teriyaki Chicken Casserole.json"),
        ])
        #expect(RecipeExport.fileName(for: F.meal("1", "../Salt/Pepper"), extension: "md") == "-Salt-Pepper.md")
        #expect(RecipeExport.fileName(for: F.meal("1", " ... "), extension: "md") == "recipe.md")
    }

    @Test("export n fetches a listed meal first, a favorite's saved recipe from the store, and explains mistakes")
    func exportByNumber() {
        let favoriteRecipe = F.meal("50002", "Meal 2")
        let favorite = Favorite(recipe: favoriteRecipe, source: .live, savedAt: F.fixedDate)
        var store = F.store(SessionState(listing: F.listing(5), favorites: [favorite]))
        let request = ExportRequest(item: 3, path: "x.md")
        store.send(.export(request), effects: [.load(.meal(id: "50003", purpose: .export(request)))]) { $0.inFlight = .export(request) }
        let meal = F.meal("50003", "Meal 3")
        // Exporting does not open the meal.
        store.receive(.meal(meal, purpose: .export(request)), effects: [
            .writeFile(path: "x.md", contents: RecipeExport.markdown(meal), replacing: false, mealName: "Meal 3", fileName: "Meal 3.md"),
        ]) { $0.inFlight = nil }
        let second = ExportRequest(item: 2)
        store.send(.export(second), effects: [
            .load(.savedMeal(id: "50002", name: "Meal 2", purpose: .export(second))),
        ]) { $0.inFlight = .export(second) }
        store.receive(.meal(favoriteRecipe, purpose: .export(second)), effects: [
            .show(.document(RecipeExport.markdown(favoriteRecipe))),
        ]) { $0.inFlight = nil }
        store.send(.export(ExportRequest(item: 9)), effects: [.show(.error(.noItem(9, count: 5)))])
        let byID = ExportRequest(item: 52772)
        store.send(.export(byID), effects: [.load(.meal(id: "52772", purpose: .export(byID)))]) { $0.inFlight = .export(byID) }
        var empty = F.store()
        empty.send(.export(ExportRequest()), effects: [.show(.error(.nothingOpen))])
        empty.send(.export(ExportRequest(item: 1)), effects: [.show(.error(.noListing))])
    }

    @Test("img shows the open meal's picture, item n's, or a favorite's by name; downloads only when online")
    func image() {
        let small = MealImageURL.small(Self.thumbnail)
        let meal = Self.pictured("52772", "Teriyaki")
        var online = F.store(SessionState(openMeal: meal, source: .live))
        online.send(.image(nil), effects: [
            .load(.image(mealID: "52772", name: "Teriyaki", url: small, mayDownload: true)),
        ]) { $0.inFlight = .image(nil) }
        var listing = F.listing(3)
        listing.items[1].thumbnailURL = Self.thumbnail
        let favorite = Favorite(recipe: Self.pictured("1", "Beef Wellington"), source: .live, savedAt: F.fixedDate)
        var offline = F.store(SessionState(listing: listing, favorites: [favorite]))
        offline.send(.image(.number(2)), effects: [
            .load(.image(mealID: "50002", name: "Meal 2", url: small, mayDownload: false)),
        ]) { $0.inFlight = .image(.number(2)) }
        offline.send(.image(.name("beef w")), effects: [
            .load(.image(mealID: "1", name: "Beef Wellington", url: small, mayDownload: false)),
        ]) { $0.inFlight = .image(.name("beef w")) }
        let picture = MealPicture(mealID: "1", name: "Beef Wellington", url: small, image: nil)
        var explained = picture
        explained.missingReason = "no picture of Beef Wellington is kept, and sous is offline: this is its address"
        offline.receive(.image(picture), effects: [.show(.image(explained))]) { $0.inFlight = nil }
        // A favorite by its id, though it is not listed.
        offline.send(.image(.number(1)), effects: [.show(.error(.noPicture("Meal 1")))])
        offline.send(.image(.number(7)), effects: [.show(.error(.noItem(7, count: 3)))])
        offline.send(.image(.name("pizza")), effects: [.show(.error(.noSuchMeal("pizza")))])
        offline.send(.image(.number(52772)), effects: [.show(.error(.noMealWithID("52772")))])
        var empty = F.store()
        empty.send(.image(nil), effects: [.show(.error(.nothingOpen))])
        empty.send(.image(.number(1)), effects: [.show(.error(.noListing))])
    }

    @Test("img n also names a favorite by its id, listed or not")
    func imageOfFavoriteByID() {
        let small = MealImageURL.small(Self.thumbnail)
        let favorite = Favorite(recipe: Self.pictured("52772", "Teriyaki"), source: .live, savedAt: F.fixedDate)
        var store = F.store(SessionState(listing: F.listing(3), favorites: [favorite]))
        store.send(.image(.number(52772)), effects: [
            .load(.image(mealID: "52772", name: "Teriyaki", url: small, mayDownload: false)),
        ]) { $0.inFlight = .image(.number(52772)) }
    }

    @Test("img by a prefix of a favorite's name works on the favorites listing, where it is listed and a favorite")
    func imageOnFavoritesListing() {
        let small = MealImageURL.small(Self.thumbnail)
        let favorite = Favorite(recipe: Self.pictured("52772", "Teriyaki Chicken"), source: .live, savedAt: F.fixedDate)
        let listing = Listing(source: .favorites, items: [favorite.summary], pageSize: 10)
        var store = F.store(SessionState(favorites: [favorite], source: .live))
        store.send(.favorites, effects: [.show(.listing(listing, favoriteIDs: ["52772"]))]) { $0.listing = listing }
        store.send(.image(.name("teri")), effects: [
            .load(.image(mealID: "52772", name: "Teriyaki Chicken", url: small, mayDownload: true)),
        ]) { $0.inFlight = .image(.name("teri")) }
    }

    @Test("fav keeps TheMealDB's small picture when online, after saving; a failure is a notice, the favorite stays")
    func favoriteKeepsPicture() {
        let meal = Self.pictured("52772", "Teriyaki")
        var store = F.store(SessionState(openMeal: meal, source: .live))
        let favorite = Favorite(recipe: meal, source: .live, savedAt: F.fixedDate)
        store.send(.favorite(nil), effects: [
            .saveFavorite(meal, source: .live, savedAt: F.fixedDate, picture: .afterSaving(MealImageURL.small(Self.thumbnail))),
        ])
        store.send(.favoriteSaved(meal.summary, isSaved: true), effects: [.show(.message("★ Teriyaki saved to favorites (works offline)"))])
        store.send(.favoritesChanged([favorite], problems: [])) { $0.favorites = [favorite] }
        store.send(.imageKept(mealID: "52772"))
        store.send(.imageNotKept(name: "Teriyaki", reason: "HTTP 404"), effects: [
            .show(.notice("the picture of Teriyaki was not kept (HTTP 404); img shows its link")),
        ])

        // Offline means no network: no download is tried.
        var offline = F.store(SessionState(openMeal: meal))
        offline.send(.favorite(nil), effects: [
            .saveFavorite(meal, source: .offline, savedAt: F.fixedDate, picture: .none),
        ])
        offline.send(.favoriteSaved(meal.summary, isSaved: true), effects: [
            .show(.message("★ Teriyaki saved to favorites (works offline); its picture is not kept while sous is offline")),
        ])
        // A store that could not save says so: never "saved".
        offline.send(.favoriteSaved(meal.summary, isSaved: false), effects: [
            .show(.message("★ Teriyaki is a favorite for this session only: it could not be saved")),
        ])
        offline.send(.favoriteRemoved(meal.summary, isSaved: false), effects: [
            .show(.message("☆ Teriyaki is out of favorites for this session only: it could not be saved")),
        ])
    }

    @Test("tour asks for where data lives and shows the welcome")
    func tour() {
        var store = F.store()
        store.send(.tour, effects: [.load(.tour)]) { $0.inFlight = .tour }
        store.receive(.tour(dataDirectory: "/home/cook/.local/share/sous"), effects: [
            .show(.tour(dataDirectory: "/home/cook/.local/share/sous")),
        ]) { $0.inFlight = nil }
    }
}
