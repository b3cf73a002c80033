import Foundation
import MealKit
import Testing
@testable import SousCore

/// Each command against the state machine: the whole next state and the exact effects, no I/O.
@Suite("Session state machine")
struct SessionTests {
    typealias F = SessionFixtures

    @Test("browsing commands ask for data and leave the state alone until it arrives")
    func browsingCommandsLoad() {
        let cases: [(Command, Effect)] = [
            (.categories, .load(.categories)),
            (.areas, .load(.areas)),
            (.ingredients(prefix: "chi"), .load(.ingredients(prefix: "chi"))),
            (.category("bee"), .load(.listing(.category("bee")))),
            (.area("ital"), .load(.listing(.area("ital")))),
            (.ingredient("salmon"), .load(.listing(.ingredient("salmon")))),
            (.search("pie"), .load(.listing(.search("pie")))),
            (.letter("b"), .load(.listing(.letter("b")))),
            (.random(count: 3), .load(.random(count: 3))),
            (.history(limit: nil), .load(.history(limit: 20))),
            (.history(limit: 5), .load(.history(limit: 5))),
        ]
        for (command, effect) in cases {
            var session = F.session()
            #expect(session.handle(.command(command)) == [effect], "\(command)")
            #expect(session.state == SessionState(), "\(command)")
            #expect(session.inFlight == command)
        }
    }

    @Test("a loaded listing becomes page 1 and is shown")
    func listingLoaded() {
        var session = F.session()
        _ = session.handle(.command(.category("bee")))
        let effects = session.handle(.loaded(.listing(.category("Beef"), F.summaries(75))))
        let expected = Listing(source: .category("Beef"), items: F.summaries(75), page: 1, pageSize: 10)
        #expect(session.state == SessionState(listing: expected))
        #expect(effects == [.show(.listing(expected, favoriteIDs: []))])
        #expect(session.inFlight == nil)
        #expect(session.state.prompt == "sous offline [Beef 1/8]> ")
    }

    @Test("an empty answer says so and keeps the current listing")
    func emptyListing() {
        var session = F.session(SessionState(listing: F.listing(12)))
        let effects = session.handle(.loaded(.listing(.search("zzz"), [])))
        #expect(effects == [.show(.message("no meals found for \"zzz\""))])
        #expect(session.state.listing == F.listing(12))
    }

    @Test("paging moves through the listing and refuses to go past either end")
    func paging() {
        var session = F.session(SessionState(listing: F.listing(25)))
        #expect(session.handle(.command(.next)) == [.show(.listing(F.listing(25, page: 2), favoriteIDs: []))])
        #expect(session.handle(.command(.last)) == [.show(.listing(F.listing(25, page: 3), favoriteIDs: []))])
        #expect(session.handle(.command(.next)) == [.show(.error(.alreadyOnLastPage(pageCount: 3)))])
        #expect(session.state.listing?.page == 3)
        #expect(session.handle(.command(.previous)) == [.show(.listing(F.listing(25, page: 2), favoriteIDs: []))])
        #expect(session.handle(.command(.first)) == [.show(.listing(F.listing(25, page: 1), favoriteIDs: []))])
        #expect(session.handle(.command(.previous)) == [.show(.error(.alreadyOnFirstPage))])
        #expect(session.handle(.command(.page(3))) == [.show(.listing(F.listing(25, page: 3), favoriteIDs: []))])
        #expect(session.handle(.command(.page(0))) == [.show(.error(.noPage(0, pageCount: 3)))])
        #expect(session.handle(.command(.page(-1))) == [.show(.error(.noPage(-1, pageCount: 3)))])
        #expect(session.handle(.command(.list)) == [.show(.listing(F.listing(25, page: 3), favoriteIDs: []))])
        #expect(session.state == SessionState(listing: F.listing(25, page: 3)))
    }

    @Test("paging with nothing listed explains what to do")
    func pagingWithoutListing() {
        for command: Command in [.next, .previous, .first, .last, .list, .page(2)] {
            var session = F.session()
            #expect(session.handle(.command(command)) == [.show(.error(.noListing))])
            #expect(session.state == SessionState())
        }
    }

    @Test("open n fetches the n-th item, counted across pages")
    func openByNumber() {
        var session = F.session(SessionState(listing: F.listing(25, page: 2)))
        #expect(session.handle(.command(.open(.number(13)))) == [.load(.meal(id: "50013", purpose: .open))])
        let meal = F.meal("50013", "Meal 13")
        #expect(session.handle(.loaded(.meal(meal, purpose: .open))) == [.show(.recipe(meal, isFavorite: false))])
        #expect(session.state == SessionState(listing: F.listing(25, page: 2), openMeal: meal))
    }

    @Test("open with a number outside the listing names the range; a five-digit number is an id")
    func openOutOfRange() {
        var session = F.session(SessionState(listing: F.listing(75)))
        #expect(session.handle(.command(.open(.number(99)))) == [.show(.error(.noItem(99, count: 75)))])
        #expect(session.handle(.command(.open(.number(0)))) == [.show(.error(.noItem(0, count: 75)))])
        #expect(session.handle(.command(.open(.number(52772)))) == [.load(.meal(id: "52772", purpose: .open))])
        var empty = F.session()
        #expect(empty.handle(.command(.open(.number(3)))) == [.show(.error(.noListing))])
    }

    @Test("open by name picks the listed meal, or asks the source")
    func openByName() {
        var listing = F.listing(3)
        listing.items[1].name = "Beef Wellington"
        var session = F.session(SessionState(listing: listing))
        #expect(session.handle(.command(.open(.name("beef w")))) == [.load(.meal(id: "50002", purpose: .open))])
        #expect(session.handle(.command(.open(.name("teriyaki")))) == [.load(.mealNamed("teriyaki", purpose: .open))])
    }

    @Test("fav saves the open meal with the full recipe; unfav removes it")
    func favoriteOpenMeal() {
        let meal = F.meal("52772", "Teriyaki Chicken Casserole")
        var session = F.session(SessionState(openMeal: meal))
        let favorite = Favorite(recipe: meal, source: .offline, savedAt: F.fixedDate)
        #expect(session.handle(.command(.favorite(nil))) == [
            .saveFavorite(meal, source: .offline, savedAt: F.fixedDate),
            .show(.message("★ Teriyaki Chicken Casserole saved to favorites (works offline)")),
        ])
        #expect(session.handle(.favoritesChanged([favorite], problems: [])) == [])
        #expect(session.state == SessionState(openMeal: meal, favorites: [favorite]))
        #expect(session.handle(.command(.unfavorite(nil))) == [
            .removeFavorite(mealID: "52772"),
            .show(.message("☆ Teriyaki Chicken Casserole removed from favorites")),
        ])
        #expect(session.handle(.favoritesChanged([], problems: [])) == [])
        #expect(session.state == SessionState(openMeal: meal))
        #expect(session.handle(.command(.unfavorite(nil))) == [.show(.error(.notAFavorite("Teriyaki Chicken Casserole")))])
    }

    @Test("fav with nothing open says what to do")
    func favoriteNothingOpen() {
        var session = F.session()
        #expect(session.handle(.command(.favorite(nil))) == [.show(.error(.nothingOpen))])
        #expect(session.handle(.command(.unfavorite(nil))) == [.show(.error(.nothingOpen))])
    }

    @Test("fav n fetches the full recipe first, then saves it")
    func favoriteByNumber() {
        var session = F.session(SessionState(listing: F.listing(5)))
        #expect(session.handle(.command(.favorite(.number(2)))) == [.load(.meal(id: "50002", purpose: .favorite))])
        let meal = F.meal("50002", "Meal 2")
        #expect(session.handle(.loaded(.meal(meal, purpose: .favorite))) == [
            .saveFavorite(meal, source: .offline, savedAt: F.fixedDate),
            .show(.message("★ Meal 2 saved to favorites (works offline)")),
        ])
        #expect(session.state.openMeal == nil, "saving does not open the meal")
    }

    @Test("favs lists favorites from memory, and open reads the saved recipe from the store, not the source")
    func favoritesListing() {
        let meal = F.meal("52772", "Teriyaki Chicken Casserole")
        let favorite = Favorite(recipe: meal, source: .live, savedAt: F.fixedDate)
        var session = F.session(SessionState(favorites: [favorite]))
        let listing = Listing(source: .favorites, items: [meal.summary], pageSize: 10)
        #expect(session.handle(.command(.favorites)) == [.show(.listing(listing, favoriteIDs: ["52772"]))])
        #expect(session.handle(.command(.open(.number(1)))) == [
            .load(.savedMeal(id: "52772", name: "Teriyaki Chicken Casserole", purpose: .open)),
        ])
        #expect(session.state == SessionState(listing: listing, favorites: [favorite]))
        #expect(session.handle(.loaded(.meal(meal, purpose: .open))) == [.show(.recipe(meal, isFavorite: true))])
        #expect(session.state == SessionState(listing: listing, openMeal: meal, favorites: [favorite]))
        // The open meal is at hand: no second read.
        #expect(session.handle(.command(.open(.number(1)))) == [.show(.recipe(meal, isFavorite: true))])
        // Removing from the favorites listing updates it in place.
        #expect(session.handle(.command(.unfavorite(.number(1)))) == [
            .removeFavorite(mealID: "52772"),
            .show(.message("☆ Teriyaki Chicken Casserole removed from favorites")),
        ])
        _ = session.handle(.favoritesChanged([], problems: []))
        #expect(session.state.listing?.items == [])
    }

    @Test("a favorite whose saved recipe is unreadable says so in one line; open by id then fetches it again")
    func unreadableSavedRecipe() {
        let favorite = Favorite(recipe: F.meal("52772", "Teriyaki Chicken Casserole"), source: .live, savedAt: F.fixedDate)
        var session = F.session(SessionState(favorites: [favorite]))
        _ = session.handle(.command(.favorites))
        #expect(session.handle(.command(.open(.number(1)))) == [
            .load(.savedMeal(id: "52772", name: "Teriyaki Chicken Casserole", purpose: .open)),
        ])
        let error = SousError.savedRecipeUnreadable(name: "Teriyaki Chicken Casserole", id: "52772")
        #expect(session.handle(.failed(error)) == [.show(.error(error))])
        #expect(error.message == "the saved recipe of Teriyaki Chicken Casserole is missing or damaged: open it by id 52772 to fetch it again")
        #expect(session.state.unreadableFavorites == ["52772"])
        #expect(session.state.retryable == nil, "retrying would read the same file")
        #expect(session.handle(.command(.open(.number(52772)))) == [.load(.meal(id: "52772", purpose: .open))])
        #expect(session.state.isFavorite("52772"), "still a favorite: fav saves the fetched recipe again")
    }

    @Test("favs with none says how to save one")
    func noFavorites() {
        var session = F.session()
        #expect(session.handle(.command(.favorites)) == [.show(.message("no favorites yet: open a meal and type fav"))])
        #expect(session.state == SessionState())
    }

    @Test("unfav by name matches among favorites")
    func unfavoriteByName() {
        let favorite = Favorite(recipe: F.meal("1", "Beef Wellington"), source: .live, savedAt: F.fixedDate)
        var session = F.session(SessionState(favorites: [favorite]))
        #expect(session.handle(.command(.unfavorite(.name("beef")))).first == .removeFavorite(mealID: "1"))
        #expect(session.handle(.command(.unfavorite(.name("pizza")))) == [.show(.error(.notAFavorite("pizza")))])
    }

    @Test("random 1 opens the meal; random n lists them")
    func random() {
        var session = F.session()
        let one = F.meal("1", "One")
        #expect(session.handle(.loaded(.random([one]))) == [.show(.recipe(one, isFavorite: false))])
        #expect(session.state.openMeal == one)
        let meals = [F.meal("2", "Two"), F.meal("3", "Three")]
        let listing = Listing(source: .random, items: meals.map(\.summary), pageSize: 10)
        #expect(session.handle(.loaded(.random(meals))) == [.show(.listing(listing, favoriteIDs: []))])
        #expect(session.state == SessionState(listing: listing, openMeal: one))
    }

    @Test("a source failure is shown and can be retried; a local mistake cannot")
    func retry() {
        var session = F.session()
        _ = session.handle(.command(.category("Beef")))
        #expect(session.handle(.failed(.source(.timedOut))) == [.show(.error(.source(.timedOut)))])
        #expect(session.state.retryable == .category("Beef"))
        #expect(session.handle(.command(.retry)) == [.load(.listing(.category("Beef")))])
        #expect(session.state.retryable == nil)
        _ = session.handle(.failed(.noSuchName(.category, "Beeef", suggestion: "Beef")))
        #expect(session.handle(.command(.retry)) == [.show(.error(.nothingToRetry))])
    }

    @Test("Ctrl-C's cancellation is not offered for retry")
    func cancelledIsNotRetryable() {
        var session = F.session()
        _ = session.handle(.command(.search("pie")))
        _ = session.handle(.failed(.source(.cancelled)))
        #expect(session.state.retryable == nil)
    }

    @Test("storage problems are shown as notices and the favorites stay in memory")
    func storageProblems() {
        let favorite = Favorite(recipe: F.meal("1", "One"), source: .live, savedAt: F.fixedDate)
        var session = F.session()
        let problem = StorageProblem.unwritable(path: "/data/favorites.json", reason: "disk full")
        #expect(session.handle(.favoritesChanged([favorite], problems: [problem])) == [.show(.notice(problem.userMessage))])
        #expect(session.state.favorites == [favorite])
    }

    @Test("help answers for a command, an alias, or suggests one")
    func help() {
        var session = F.session()
        #expect(session.handle(.command(.help(topic: nil))) == [.show(.help(topic: nil))])
        #expect(session.handle(.command(.help(topic: "o"))) == [.show(.help(topic: "open"))])
        #expect(session.handle(.command(.help(topic: "serch"))) == [.show(.error(.unknownCommand("serch", suggestion: "search")))])
    }

    @Test("quit finishes the session")
    func quit() {
        var session = F.session()
        #expect(session.handle(.command(.quit)) == [])
        #expect(session.state.isFinished)
    }

    @Test("the prompt says where you are and whether the source is offline")
    func prompt() {
        #expect(SessionState(source: .live).prompt == "sous> ")
        #expect(SessionState(listing: F.listing(25, page: 2), source: .live).prompt == "sous [Beef 2/3]> ")
        #expect(SessionState(listing: F.listing(3, source: .search("pie")), source: .offline).prompt == "sous offline [\"pie\" 1/1]> ")
    }
}
