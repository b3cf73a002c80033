import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// `shop` by aisle: the numbers `shop check` takes follow the aisles shown, the user's aisle.conf included.
@Suite("Session: shopping by aisle")
struct AisleSessionTests {
    typealias F = SessionFixtures

    static let soup = Recipe(id: "50001", name: "Soup", ingredients: [
        Ingredient(name: "Plain Flour", measure: "20g"), Ingredient(name: "Leeks", measure: "2"),
        Ingredient(name: "Bacon", measure: "100g"),
    ])

    @Test("shop shows the list with the session's aisles, and shop check n ticks the n-th item as shown")
    func numbersFollowTheAisles() {
        var state = SessionState()
        state.shoppingList = ShoppingList(meals: [Self.soup])
        var store = F.store(state)
        store.send(.shop(.show), effects: [.show(.shopping(.list(state.shoppingList, units: .original)))]) {
            $0.shownShoppingList = ShownShoppingList(state.shoppingList, aisles: .builtIn)
        }
        // Produce first: the leeks, though "Bacon" and "Plain Flour" sort before them.
        store.send(.shop(.check([1])), effects: [
            .shopping(.change(.setChecked(keys: ["leek"], true))), .show(.message("✓ leeks ticked off")),
        ])

        state.aisles = AisleMap.builtIn.overridden(by: AisleConfig.parse("[deli]\nbacon\n"))
        var mine = F.store(state)
        mine.send(.shop(.show), effects: [.show(.shopping(.list(state.shoppingList, units: .original, aisles: state.aisles)))]) {
            $0.shownShoppingList = ShownShoppingList(state.shoppingList, aisles: state.aisles)
        }
        mine.send(.shop(.check([1])), effects: [
            .shopping(.change(.setChecked(keys: ["bacon"], true))), .show(.message("✓ bacon ticked off")),
        ])
        let lines = ScreenRenderer(width: 80, utcOffset: .utc).render(.shopping(.list(state.shoppingList, units: .original, aisles: state.aisles)))
        #expect(lines.map(\.plainText).filter { !$0.hasPrefix("   ") }.prefix(4) == [
            " Shopping list · 1 meal · 3 items", " deli", " produce", " pantry staples",
        ])
    }
}
