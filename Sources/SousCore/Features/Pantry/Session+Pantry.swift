import MealKit

extension Session {
    mutating func pantry(_ action: PantryAction) -> [Effect] {
        switch action {
        case .show:
            guard !state.pantry.isEmpty else { return [.show(.message(KitchenError.emptyPantry.message))] }
            return [.show(.pantry(state.pantry))]
        case .add(let names):
            let count = Pantry.adding(names, to: state.pantry).count
            let shown = names.joined(separator: ", ")
            return [.changePantry(.add(names)),
                    .show(.message("+ \(shown) in the pantry (\(count) item\(count == 1 ? "" : "s")): cook ranks meals by it"))]
        case .remove(let name):
            let key = IngredientName.key(name)
            guard state.pantry.contains(where: { IngredientName.key($0) == key }) else {
                return fail(.kitchen(.notInPantry(name)))
            }
            return [.changePantry(.remove(name)), .show(.message("- \(name) out of the pantry"))]
        case .clear:
            return [.changePantry(.clear), .show(.message("pantry cleared"))]
        }
    }

    mutating func cook() -> [Effect] {
        guard !state.pantry.isEmpty else { return fail(.kitchen(.emptyPantry)) }
        return [.load(.pantryMatches(pantry: state.pantry))]
    }

    /// The ranked meals as a listing (so `open n` and paging work), each with what it still needs.
    mutating func showPantryMatches(_ matches: [PantryMatch]) -> [Effect] {
        guard !matches.isEmpty else {
            return [.show(.message("no meal in the catalogue uses what is in your pantry"))]
        }
        let details = matches.map { match in
            "\(match.have)/\(match.total)"
                + (match.missing.isEmpty ? " · nothing missing" : " · missing: " + match.missing.joined(separator: ", "))
        }
        state.listing = Listing(source: .pantry, items: matches.map(\.meal), pageSize: state.pageSize, details: details)
        return showListing()
    }
}
