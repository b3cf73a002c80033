import MealKit

extension Session {
    mutating func pantry(_ action: PantryAction) -> [Effect] {
        switch action {
        case .show:
            guard !state.pantry.isEmpty else { return [.show(.message(PantryError.empty.message))] }
            return [.show(.pantry(.items(state.pantry)))]
        case .add(let names):
            let had = Set(state.pantry.map(IngredientName.key))
            let (present, new) = (names.filter { had.contains(IngredientName.key($0)) }, names.filter { !had.contains(IngredientName.key($0)) })
            let said = { (names: [String]) in names.map(IngredientName.shown).joined(separator: ", ") }
            guard !new.isEmpty else {
                return [.show(.message("\(said(present)) \(present.count == 1 ? "is" : "are") already in the pantry"))]
            }
            let count = Pantry.adding(new, to: state.pantry).count
            var message = "+ \(said(new)) in the pantry (\(count) item\(count == 1 ? "" : "s"))"
            if !present.isEmpty { message += "; already there: " + said(present) }
            return [.pantry(.change(.add(new))), .show(.message(message + ": cook ranks meals by it"))]
        case .remove(let names):
            let had = Set(state.pantry.map(IngredientName.key))
            let (present, absent) = (names.filter { had.contains(IngredientName.key($0)) }, names.filter { !had.contains(IngredientName.key($0)) })
            let said = { (names: [String]) in names.map(IngredientName.shown).joined(separator: ", ") }
            guard !present.isEmpty else { return fail(.pantry(.notInPantry(said(absent)))) }
            let count = Pantry.removing(present, from: state.pantry).count
            var message = "- \(said(present)) out of the pantry (\(count == 0 ? "empty now" : "\(count) item\(count == 1 ? "" : "s") left"))"
            if !absent.isEmpty { message += "; not in it: " + said(absent) }
            return [.pantry(.change(.remove(present))), .show(.message(message))]
        case .clear:
            return [.pantry(.change(.clear)), .show(.message("pantry cleared"))]
        }
    }

    /// What the pantry's store answered.
    mutating func reduce(_ event: Pantry.Event) -> [Effect] {
        switch event {
        case .changed(let pantry, let problems): return pantryChanged(pantry, problems: problems)
        }
    }

    /// The store's pantry.
    mutating func pantryChanged(_ pantry: [String], problems: [StorageProblem]) -> [Effect] {
        state.pantry = pantry
        return notices(problems)
    }

    mutating func cook() -> [Effect] {
        guard !state.pantry.isEmpty else { return fail(.pantry(.empty)) }
        return [.load(.pantry(.matches(pantry: state.pantry)))]
    }

    /// The ranked meals as a listing (so `open n` and paging work), each with what it still needs.
    mutating func showPantryMatches(_ matches: [PantryMatch]) -> [Effect] {
        guard !matches.isEmpty else {
            return [.show(.message("no meal in the catalogue uses what is in your pantry"))]
        }
        let details = matches.map { match in
            "\(match.have)/\(match.total)"
                + (match.missing.isEmpty ? " · nothing missing" : " · missing: " + match.missing.map(IngredientName.shown).joined(separator: ", "))
        }
        state.listing = Listing(source: .pantry, items: matches.map(\.meal), pageSize: state.pageSize, details: details)
        return showListing()
    }
}
