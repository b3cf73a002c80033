import MealKit

extension Session {
    mutating func plan(_ action: PlanAction) -> [Effect] {
        let week = MealPlan.week(from: today)
        switch action {
        case .show:
            state.listing = planListing(state.plan)
            return showPlan(state.plan)
        case .put(let typed, let reference, let scale):
            let day: CalendarDay
            switch PlanDay.parse(typed, today: today) {
            case .success(let parsed): day = parsed
            case .failure(let problem): return fail(.plan(.badDay(problem)))
            }
            guard let reference else {
                guard let meal = state.openMeal else { return fail(.nothingOpen) }
                return putOnPlan(meal, day: day, scale: scale ?? state.scale)
            }
            return withMeal(reference, purpose: .plan(day, scale: scale ?? 1))
        case .remove(let number):
            let entries = state.plan.entries(on: week)
            guard entries.indices.contains(number - 1) else {
                return fail(.plan(.noEntry(number, count: entries.count)))
            }
            let entry = entries[number - 1]
            let share = ShoppingList.Entry(planned: entry).id
            let bought = state.shoppingList.entries.contains { $0.id == share }
            let message = "- \(entry.meal.name) off \(PlanDay.label(entry.day))"
                + (bought ? ", and its share off the shopping list" : "")
            // The week is shown again: the numbers after the removed meal moved up, and `plan remove 2`
            // or `open 2` next must mean what the screen says.
            let after = state.plan.applying(.remove(entryID: entry.id))
            state.listing = planListing(after)
            return [.changePlan(.remove(entryID: entry.id))]
                + (bought ? [.changeShoppingList(.removeEntry(share))] : [])
                + [.show(.message(message))] + showPlan(after)
        case .clear:
            guard !state.plan.isEmpty else { return [.show(.message("the plan is already empty"))] }
            return [.changePlan(.clear), .show(.message("plan cleared (the shopping list is as it was)"))]
        case .fill:
            return askToFill()
        case .shop:
            let entries = state.plan.entries(on: week)
            guard !entries.isEmpty else { return fail(.plan(.emptyWeek(from: today))) }
            let shares = entries.map { ShoppingList.Entry(planned: $0, leavingOut: state.pantry) }
            var list = state.shoppingList
            for share in shares { list.add(share) }
            var seen: Set<String> = []
            let atHand = shares.flatMap(\.leftOutNames).filter { seen.insert(IngredientName.key($0)).inserted }
            let meals = "\(entries.count) planned meal\(entries.count == 1 ? "" : "s")"
            let message = "+ \(meals) on the shopping list (\(list.items.count) items): shop shows it"
                + (atHand.isEmpty ? "" : " · in your pantry: " + atHand.joined(separator: ", "))
            return [.changeShoppingList(.addEntries(shares)), .show(.message(message))]
        }
    }

    /// Puts a meal on a day and says where; the plan listing, if shown, follows the store's answer.
    mutating func putOnPlan(_ meal: MealDetail, day: CalendarDay, scale: Double) -> [Effect] {
        let scaled = scale == 1 ? "" : " ×" + ScreenRenderer.factor(scale)
        return [.changePlan(.put(meal, on: day, scale: scale)),
                .show(.message("+ \(meal.name)\(scaled) on \(PlanDay.label(day)): plan shows the week"))]
    }

    /// The store's plan; a plan listing on screen follows it.
    mutating func planChanged(_ plan: MealPlan, problems: [StorageProblem]) -> [Effect] {
        state.plan = plan
        if state.listing?.source == .plan { state.listing = planListing(plan) }
        return notices(problems)
    }

    /// The week of `plan` from today, on screen.
    func showPlan(_ plan: MealPlan) -> [Effect] {
        [.show(.plan(PlanWeek(plan, today: today), favoriteIDs: Set(state.favorites.map(\.id))))]
    }

    /// The scale a meal named from the plan's listing is planned at, when not 1: `open 2` and `steps 2`
    /// on the week show meal 2 ×2 when it is planned ×2. Nil from any other listing (as written).
    func plannedScale(_ reference: MealReference) -> Double? {
        guard let listing = state.listing, listing.source == .plan else { return nil }
        let number: Int
        switch (reference, state.locate(reference)) {
        case (.number(let typed), .listed): number = typed
        case (.name, .listed(let item)):
            guard let index = listing.items.firstIndex(where: { $0.id == item.id }) else { return nil }
            number = index + 1
        default: return nil
        }
        let meals = PlanWeek(state.plan, today: today).meals
        // The listing is the week as last shown; a meal no longer at that number opens as written.
        guard meals.indices.contains(number - 1), meals[number - 1].meal.id == listing.item(numbered: number)?.id,
              meals[number - 1].scale != 1
        else { return nil }
        return meals[number - 1].scale
    }

    /// The week from today as a listing, so `open 2` and `plan remove 2` name the same meal; one page,
    /// since the week is shown whole.
    func planListing(_ plan: MealPlan) -> Listing {
        let meals = PlanWeek(plan, today: today).meals.map(\.meal)
        return Listing(source: .plan, items: meals, pageSize: max(state.pageSize, meals.count))
    }

    // MARK: Fill

    /// `plan fill`: asks for a meal for each empty day, favorites first, in an order fixed by the day
    /// and the number of meals planned: the same week fills the same way, and a fill after a removal
    /// chooses afresh rather than in the order that brought the removed meal.
    private func askToFill() -> [Effect] {
        let week = PlanWeek(state.plan, today: today)
        let empty = week.emptyDays
        guard !empty.isEmpty else {
            return [.show(.message("every day from \(PlanDay.label(today)) to \(PlanDay.label(week.lastDay)) has a meal: nothing to fill"))]
        }
        let planned = Set(week.meals.map(\.meal.id))
        var generator = SeededGenerator(
            seed: UInt64(bitPattern: Int64(today.ordinal)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(state.plan.entries.count))
        var favorites = state.favorites.map(\.id)
            .filter { !planned.contains($0) && !state.unreadableFavorites.contains($0) }
        var order: [String] = []
        while !favorites.isEmpty { order.append(favorites.remove(at: Int(generator.next() % UInt64(favorites.count)))) }
        return [.load(.planFill(PlanFill(days: empty, favoriteIDs: order, excluded: planned, seed: generator.next())))]
    }

    /// The recipes found for a fill, put on the empty days; says in one line how many and from where,
    /// then shows the week.
    mutating func fillPlan(_ found: PlanFill.Found) -> [Effect] {
        // Every day of the week, not only the empty ones: a meal on any of them is not chosen again.
        let change = MealPlan.Change.fill(days: MealPlan.week(from: today), candidates: found.all, scale: 1)
        let filled = state.plan.applying(change)
        let before = Set(state.plan.entries.map(\.id))
        let added = filled.entries.filter { !before.contains($0.id) }.map(\.meal.id)
        guard !added.isEmpty else {
            return [.show(.message("no meal left to fill the week with: fav some meals, or plan <day> puts the open meal on a day"))]
        }
        let sourceName = state.source == .edamam ? "Edamam" : state.source == .live ? "TheMealDB" : "the catalogue"
        let groups = [(found.favorites, "your favorites"), (found.catalogue, "the catalogue"), (found.source, sourceName)]
            .map { meals, name in (Set(meals.map(\.id)).intersection(added).count, name) }
            .filter { $0.0 > 0 }
        let days = "\(added.count) day\(added.count == 1 ? "" : "s")"
        var line = groups.count == 1
            ? "filled \(days) from \(groups[0].1)"
            : "filled \(days): " + groups.map { "\($0.0) from \($0.1)" }.joined(separator: ", ")
        let unfilled = PlanWeek(filled, today: today).emptyDays.count
        if unfilled > 0 { line += " · \(unfilled) left empty: no other meal to choose from" }
        state.listing = planListing(filled)
        return [.changePlan(change), .show(.message(line))] + showPlan(filled)
    }
}
