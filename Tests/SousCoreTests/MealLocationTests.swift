import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// The one way a command reads "n, id or name": what each reference finds, and what the commands do with it.
@Suite("Meal references")
struct MealLocationTests {
    typealias F = SessionFixtures

    static func named(_ names: [String]) -> Listing {
        Listing(source: .search("x"), items: names.enumerated().map { MealSummary(id: String(50_001 + $0.offset), name: $0.element) },
                pageSize: 10)
    }

    @Test("a number is a listing item, counted across pages; from 10000 up it is an id")
    func numbers() {
        let state = SessionState(listing: F.listing(25, page: 3))
        #expect(state.locate(.number(13)) == .listed(MealSummary(id: "50013", name: "Meal 13")))
        #expect(state.locate(.number(25)) == .listed(MealSummary(id: "50025", name: "Meal 25")))
        #expect(state.locate(.number(26)) == .failed(.noItem(26, count: 25)))
        #expect(state.locate(.number(0)) == .failed(.noItem(0, count: 25)))
        #expect(state.locate(.number(9_999)) == .failed(.noItem(9_999, count: 25)))
        #expect(state.locate(.number(10_000)) == .id("10000"))
        #expect(state.locate(.number(52772)) == .id("52772"))
    }

    @Test("with no listing, a small number says there is none; an id still works")
    func noListing() {
        let state = SessionState()
        #expect(state.locate(.number(3)) == .failed(.noListing))
        #expect(state.locate(.number(52772)) == .id("52772"))
        #expect(state.locate(.name("pie")) == .unlisted(name: "pie"))
        #expect(state.locate(number: 3) == .failure(.noListing))
    }

    @Test("a big number is an id only for a source whose ids are numbers: on Edamam, 52772 is a listing number")
    func numbersAreIDsOnlyWhereTheSourceSaysSo() {
        let edamam = SessionState(listing: F.listing(25), source: .edamam)
        #expect(edamam.locate(.number(52772)) == .failed(.noItem(52772, count: 25)))
        #expect(SessionState(source: .edamam).locate(.number(52772)) == .failed(.noListing))
        #expect(SessionState(source: .offline).locate(.number(52772)) == .id("52772"))
        let favorite = MealSummary(id: "52772", name: "Teriyaki")
        #expect(edamam.locate(.number(52772), alsoByID: [favorite]) == .listed(favorite), "a TheMealDB favorite still opens")
    }

    @Test("a favorite is found by its id even when not listed, for unfav and img")
    func favoriteByID() {
        let favorite = MealSummary(id: "52772", name: "Teriyaki")
        let state = SessionState(listing: F.listing(3))
        #expect(state.locate(.number(52772), alsoByID: [favorite]) == .listed(favorite))
        #expect(state.locate(.number(2), alsoByID: [favorite]) == .listed(MealSummary(id: "50002", name: "Meal 2")),
                "the listing comes first")
        #expect(state.locate(.number(52773), alsoByID: [favorite]) == .id("52773"))
        // A small id of a favorite (tests' and hand-made ones) is found too when nothing is listed.
        let small = MealSummary(id: "7", name: "Seven")
        #expect(SessionState().locate(.number(7), alsoByID: [small]) == .listed(small))
    }

    @Test("a name is matched among the listing, or the meals given; several matches are ambiguous")
    func names() {
        let state = SessionState(listing: Self.named(["Beef Wellington", "Beef Stew", "Apple Pie"]))
        #expect(state.locate(.name("apple")) == .listed(MealSummary(id: "50003", name: "Apple Pie")))
        #expect(state.locate(.name("beef w")) == .listed(MealSummary(id: "50001", name: "Beef Wellington")))
        guard case .ambiguous(name: "beef", let candidates) = state.locate(.name("beef")) else {
            Issue.record("beef matched one"); return
        }
        #expect(Set(candidates) == ["Beef Wellington", "Beef Stew"])
        #expect(state.locate(.name("teriyaki")) == .unlisted(name: "teriyaki"))
        let favorites = [MealSummary(id: "1", name: "Teriyaki")]
        #expect(state.locate(.name("teriyaki"), names: favorites) == .listed(favorites[0]))
        #expect(state.locate(.name("apple"), names: favorites) == .unlisted(name: "apple"), "only the meals given")
    }

    @Test("open with an ambiguous name asks the cookbook, then the source, which finds the one meant")
    func openAmbiguous() {
        var store = F.store(SessionState(listing: Self.named(["Beef Wellington", "Beef Stew"])))
        store.send(.open(.name("beef")), effects: [.load(.cookbookNamed("beef", purpose: .recipe(.open)))]) { $0.inFlight = .open(.name("beef")) }
    }

    @Test("unfav by a favorite's id or name, listed or not; an ambiguous name lists the candidates")
    func unfavoriteReferences() {
        let favorites = [
            Favorite(recipe: F.meal("52772", "Teriyaki Chicken"), source: .live, savedAt: F.fixedDate),
            Favorite(recipe: F.meal("52773", "Teriyaki Salmon"), source: .live, savedAt: F.fixedDate),
        ]
        var store = F.store(SessionState(listing: F.listing(3), favorites: favorites))
        store.send(.unfavorite(.number(52773)), effects: [
            .favorites(.remove(favorites[1].summary)),
        ])
        store.send(.unfavorite(.number(52999)), effects: [.show(.error(.notAFavorite("52999")))])
        store.send(.unfavorite(.number(2)), effects: [.show(.error(.notAFavorite("Meal 2")))])
        store.send(.unfavorite(.number(9)), effects: [.show(.error(.noItem(9, count: 3)))])
        guard case .ambiguous(let name, let candidates) = store.state.locate(.name("teriyaki"), names: favorites.map(\.summary)) else {
            Issue.record("teriyaki matched one"); return
        }
        store.send(.unfavorite(.name("teriyaki")), effects: [
            .show(.error(.ambiguousName(.favorite, name, candidates: candidates))),
        ])
        store.send(.unfavorite(.name("teriyaki s")), effects: [
            .favorites(.remove(favorites[1].summary)),
        ])
    }
}
