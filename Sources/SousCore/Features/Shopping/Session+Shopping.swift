import MealKit

extension Session {
    mutating func shop(_ action: ShopAction) -> [Effect] {
        switch action {
        case .show:
            guard !state.shoppingList.isEmpty else {
                return [.show(.message("the shopping list is empty: open a meal and type shop add"))]
            }
            // From here on, numbers mean what this screen shows.
            state.shownShoppingList = ShownShoppingList(state.shoppingList, aisles: state.aisles)
            return [.show(.shopping(.list(state.shoppingList, units: state.units, aisles: state.aisles)))]
        case .add(let numbers):
            return addToShoppingList(numbers: numbers)
        case .addMissing(let number):
            return withMeal(.number(number), purpose: .shopping(.addMissing))
        case .remove(let number):
            return removeFromShoppingList(number: number)
        case .check(let numbers), .uncheck(let numbers):
            return setChecked(numbers, action == .check(numbers))
        case .uncheckAll:
            return uncheckAll()
        case .clear:
            guard !state.shoppingList.isEmpty || !state.shoppingList.checked.isEmpty else {
                return [.show(.message("the shopping list is already empty"))]
            }
            state.shownShoppingList = nil
            return [.shopping(.change(.clear)), .show(.message("shopping list cleared"))]
        }
    }

    /// `shop check 1 5 7-9` / `shop uncheck …`: every number checked first, so a wrong one changes
    /// nothing; then one change for them all, and one line saying what changed and what already was.
    private func setChecked(_ numbers: [Int], _ isChecked: Bool) -> [Effect] {
        let items = shownShoppingList.items
        var rows: [ShownShoppingList.Row] = []
        for number in numbers {
            guard let shown = items.element(numbered: number) else {
                return fail(.shopping(.noItem(number, count: items.count)))
            }
            guard state.shoppingList.items.contains(where: { $0.key == shown.key }) else {
                return fail(.shopping(.itemGone(number, name: shown.name)))
            }
            rows.append(shown)
        }
        let (changing, unchanged) = (rows.filter { state.shoppingList.checked.contains($0.key) != isChecked },
                                     rows.filter { state.shoppingList.checked.contains($0.key) == isChecked })
        func names(_ rows: [ShownShoppingList.Row]) -> String { rows.map(\.name).joined(separator: ", ") }
        var said: [String] = []
        if !changing.isEmpty { said.append(isChecked ? "✓ \(names(changing)) ticked off" : "\(names(changing)) \(changing.count == 1 ? "is" : "are") back on the list") }
        if !unchanged.isEmpty {
            let verb = unchanged.count == 1 ? "was" : "were"
            said.append(isChecked ? "\(names(unchanged)) \(verb) already ticked off" : "\(names(unchanged)) \(verb) not ticked")
        }
        let message = [Effect.show(.message(said.joined(separator: " · ")))]
        guard !changing.isEmpty else { return message }
        return [.shopping(.change(.setChecked(keys: changing.map(\.key), isChecked)))] + message
    }

    /// `shop uncheck-all`: every ticked item back on the list, in one change, for the next shop.
    private func uncheckAll() -> [Effect] {
        let ticked = state.shoppingList.items.map(\.key).filter(state.shoppingList.checked.contains)
        guard !ticked.isEmpty else { return [.show(.message("nothing on the shopping list is ticked off"))] }
        let count = "\(ticked.count) item\(ticked.count == 1 ? " is" : "s are")"
        return [.shopping(.change(.setChecked(keys: ticked, false))), .show(.message("\(count) back on the list"))]
    }

    /// The numbers the user goes by: the list as `shop` last showed it, else as it would show it now.
    private var shownShoppingList: ShownShoppingList {
        state.shoppingNumbers
    }

    /// A recipe fetched for the list, for what it was fetched for.
    mutating func act(on meal: Recipe, for purpose: Shopping.Purpose) -> [Effect] {
        switch purpose {
        case .add: return addToShoppingList([meal])
        case .addMissing: return addMissingToShoppingList(meal)
        }
    }

    /// What the shopping list asked for, come back.
    mutating func reduce(_ response: Shopping.Response) -> [Effect] {
        switch response {
        case .meals(let meals): return addToShoppingList(meals)
        }
    }

    /// What the shopping list's store answered.
    mutating func reduce(_ event: Shopping.Event) -> [Effect] {
        switch event {
        case .changed(let list, let problems): return shoppingListChanged(list, problems: problems)
        }
    }

    /// The store's shopping list.
    mutating func shoppingListChanged(_ list: ShoppingList, problems: [StorageProblem]) -> [Effect] {
        state.shoppingList = list
        return notices(problems)
    }

    /// Puts a meal on the list less what the pantry holds: what `cook` says is missing.
    mutating func addMissingToShoppingList(_ meal: Recipe) -> [Effect] {
        let share = ShoppingList.Entry(meal: meal, leavingOut: state.pantry)
        var list = state.shoppingList
        list.add(share)
        let missing = list.items.filter { $0.entryIDs.contains(share.id) }.count
        let message = "+ what \(meal.name) still needs on the shopping list (\(missing) item\(missing == 1 ? "" : "s"))"
            + (share.leftOutNames.isEmpty ? "" : " · in your pantry: " + share.leftOutNames.joined(separator: ", "))
        return [.shopping(.change(.addEntries([share]))), .show(.message(message))]
    }

    /// Puts full recipes on the list and says how big it now is.
    mutating func addToShoppingList(_ meals: [Recipe]) -> [Effect] {
        var list = state.shoppingList
        for meal in meals { list.add(meal) }
        // One meal is named; several are counted, so the line stays short.
        let names = meals.count == 1 ? meals[0].name : "\(meals.count) meals"
        let count = list.meals.count
        let message = "+ \(names) on the shopping list (\(count) meal\(count == 1 ? "" : "s"), "
            + "\(list.items.count) items): shop shows it"
        return [.shopping(.change(.add(meals))), .show(.message(message))]
    }

    /// `shop add` (the open meal) or `shop add 2 5` (listing numbers): recipes at hand go straight
    /// on; any other is fetched first.
    private mutating func addToShoppingList(numbers: [Int]) -> [Effect] {
        guard !numbers.isEmpty else {
            guard let meal = state.openMeal else { return fail(.nothingOpen) }
            // The open meal goes on at the scale it is shown at: `open 13 x2; shop add` buys twice.
            return addToShoppingList([meal.scaled(by: state.scale)])
        }
        var ids: [String] = []
        for number in numbers {
            switch state.locate(number: number) {
            case .success(let meal): if !ids.contains(meal.id) { ids.append(meal.id) }
            case .failure(let error): return fail(error)
            }
        }
        let atHand = ids.compactMap(mealAtHand)
        if atHand.count == ids.count { return addToShoppingList(atHand) }
        return [.load(.shopping(.meals(ids: ids, saved: Set(ids.filter { savedFavorite($0) != nil }))))]
    }

    /// `shop remove` (every share of the open meal), `shop remove n` (the share numbered n under the
    /// list, and only it) or `shop remove <id>` (every share of that meal).
    private func removeFromShoppingList(number: Int?) -> [Effect] {
        guard let number else {
            guard let open = state.openMeal else { return fail(.nothingOpen) }
            return removeFromShoppingList(mealID: open.id, name: open.name)
        }
        let shares = shownShoppingList.shares
        guard let shown = shares.element(numbered: number) else {
            if number >= MealReference.smallestMealID {
                let meal = state.shoppingList.meals.first { $0.id == String(number) }
                return removeFromShoppingList(mealID: String(number), name: meal?.name ?? String(number))
            }
            return fail(.shopping(.noMeal(number, count: shares.count)))
        }
        guard state.shoppingList.entries.contains(where: { $0.id == shown.key }) else {
            return fail(.shopping(.mealGone(number, name: shown.name)))
        }
        return [.shopping(.change(.removeEntry(shown.key))), .show(.message("- \(shown.name) off the shopping list"))]
    }

    /// Every share of one meal off the list, or why it cannot be.
    private func removeFromShoppingList(mealID: String, name: String) -> [Effect] {
        guard state.shoppingList.contains(mealID: mealID) else { return fail(.shopping(.notOnList(name))) }
        return [.shopping(.change(.remove(mealID: mealID))), .show(.message("- \(name) off the shopping list"))]
    }

    /// A full recipe the session already holds: the open meal, or one on the list. A favorite's recipe
    /// is on disk, not here: the runner reads it for `Shopping.Request.meals`.
    private func mealAtHand(_ id: String) -> Recipe? {
        if let meal = state.openMeal, meal.id == id { return meal }
        return state.shoppingList.meals.first { $0.id == id }
    }
}
