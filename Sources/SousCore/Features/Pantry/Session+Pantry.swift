import MealKit

extension Session {
    mutating func pantry(_ action: PantryAction) -> [Effect] {
        switch action {
        case .show:
            guard !state.pantry.isEmpty else { return [.show(.message(PantryError.empty.message))] }
            return [.show(.pantry(.items(state.pantry)))]
        case .add(let names):
            let (present, new) = inPantry(names)
            guard !new.isEmpty else {
                return [.show(.message("\(Self.said(present)) \(present.count == 1 ? "is" : "are") already in the pantry"))]
            }
            let count = Pantry.adding(new, to: state.pantry).count
            var message = "+ \(Self.said(new)) in the pantry (\(count) item\(count == 1 ? "" : "s"))"
            if !present.isEmpty { message += "; already there: " + Self.said(present) }
            return [.pantry(.change(.add(new))), .show(.message(message + ": cook ranks meals by it"))]
        case .remove(let names):
            let (present, absent) = inPantry(names)
            guard !present.isEmpty else { return fail(.pantry(.notInPantry(Self.said(absent)))) }
            let count = Pantry.removing(present, from: state.pantry).count
            var message = "- \(Self.said(present)) out of the pantry (\(count == 0 ? "empty now" : "\(count) item\(count == 1 ? "" : "s") left"))"
            if !absent.isEmpty { message += "; not in it: " + Self.said(absent) }
            return [.pantry(.change(.remove(present))), .show(.message(message))]
        case .clear:
            return [.pantry(.change(.clear)), .show(.message("pantry cleared"))]
        }
    }

    /// `names` apart: those the pantry holds (compared as `IngredientName.key`s) and the others.
    private func inPantry(_ names: [String]) -> (held: [String], notHeld: [String]) {
        let held = Set(state.pantry.map(IngredientName.key))
        return (names.filter { held.contains(IngredientName.key($0)) }, names.filter { !held.contains(IngredientName.key($0)) })
    }

    /// Names as the pantry's messages list them: "eggs, flour".
    private static func said(_ names: [String]) -> String { names.map(IngredientName.shown).joined(separator: ", ") }

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
