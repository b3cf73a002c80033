import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `shop add missing n`: a meal `cook` ranked, onto the list less what the pantry holds.
@Suite("Session: shop add missing")
struct ShopMissingSessionTests {
    static let pancakes = Recipe(id: "50001", name: "Pancakes", ingredients: [
        Ingredient(name: "Eggs", measure: "2"), Ingredient(name: "Plain Flour", measure: "100g"),
        Ingredient(name: "Milk", measure: "300ml"), Ingredient(name: "Sugar", measure: "1 tbsp"),
    ])

    @Test("the ranked meal's recipe is fetched, then only what the pantry lacks goes on the list")
    func addMissing() throws {
        var state = SessionState(listing: Listing(source: .pantry, items: [Self.pancakes.summary], pageSize: 10,
                                                  details: ["3/4 · missing: Sugar"]))
        state.pantry = ["eggs", "flour", "milk"]
        var store = SessionFixtures.store(state)
        store.send(.shop(.addMissing(1)), effects: [.load(.meal(id: "50001", purpose: .shopping(.addMissing)))]) {
            $0.inFlight = .shop(.addMissing(1))
        }
        let share = ShoppingList.Entry(meal: Self.pancakes, leavingOut: ["eggs", "flour", "milk"])
        #expect(share.leftOut == ["egg", "plain flour", "milk"])
        store.receive(.meal(Self.pancakes, purpose: .shopping(.addMissing)), effects: [
            .shopping(.change(.addEntries([share]))),
            .show(.message("+ what Pancakes still needs on the shopping list (1 item) · in your pantry: Eggs, Plain Flour, Milk")),
        ]) { $0.inFlight = nil }
        store.send(.shop(.addMissing(2)), effects: [.show(.error(.noItem(2, count: 1)))])
    }

    @Test("shop add missing n parses; without a number it says the usage")
    func parsing() throws {
        #expect(try CommandParser.parse("shop add missing 3")?.get() == .shop(.addMissing(3)))
        #expect(try CommandParser.parse("shop add 3")?.get() == .shop(.add([3])))
        #expect(throws: SousError.missingArgument(usage: "shop add missing <n>")) { try CommandParser.parse("shop add missing")?.get() }
        #expect(throws: SousError.notANumber("x", usage: "shop add missing <n>")) { try CommandParser.parse("shop add missing x")?.get() }
    }
}
