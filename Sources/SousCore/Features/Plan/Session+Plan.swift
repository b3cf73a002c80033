import MealKit

extension Session {
    mutating func plan(_ action: PlanAction) -> [Effect] {
        switch action {
        case .show:
            return showPlan(state.plan)
        case .showWeek(let choice):
            let first = state.shownPlan?.firstDay ?? today
            switch choice {
            case .next: return showPlan(state.plan, from: first.adding(days: 7))
            case .previous: return showPlan(state.plan, from: first.adding(days: -7))
            case .from(let typed): return showWeek(from: typed)
            }
        case .put(let typed, let reference, let scale):
            // No meal open and none named: the day's week is what there is to show.
            if reference == nil, state.openMeal == nil { return showWeek(from: typed) }
            let day: CalendarDay
            switch PlanDay.parse(typed, today: today) {
            case .success(let parsed): day = parsed
            case .failure(let problem): return fail(.plan(.badDay(problem)))
            }
            guard let reference else {
                guard let meal = state.openMeal else { return fail(.nothingOpen) }
                return putOnPlan(meal, day: day, scale: scale ?? state.scale)
            }
            return withMeal(reference, purpose: .plan(.put(on: day, scale: scale ?? 1)))
        case .remove(let number):
            let meals = shownPlanMeals
            guard let shown = meals.element(numbered: number) else {
                return fail(.plan(.noEntry(number, count: meals.count)))
            }
            // The number is the one on screen; the entry is the plan's now, if it is still there.
            guard let entry = state.plan.entry(id: shown.entry.id) else {
                return fail(.plan(.entryGone(number, name: shown.meal.name, day: shown.entry.day)))
            }
            let share = ShoppingList.Entry(planned: entry).id
            let bought = state.shoppingList.entries.contains { $0.id == share }
            return [.plan(.remove(number: number, entry, share: bought ? share : nil))]
        case .clear:
            guard !state.plan.isEmpty else { return [.show(.message("the plan is already empty"))] }
            // The week's numbers go with it, the listing of them too: `open 2` must not open a meal now gone.
            state.shownPlan = nil
            if state.listing?.source == .plan { state.listing = nil }
            return [.plan(.change(.clear)), .show(.message("plan cleared (the shopping list is as it was)"))]
        case .fill:
            return askToFill()
        case .shop:
            // In the week's order as `plan` numbers it: the shares read in the order of the screen.
            let entries = PlanWeek(state.plan, today: today).meals.map(\.entry)
            guard !entries.isEmpty else { return fail(.plan(.emptyWeek(from: today))) }
            let shares = entries.map { ShoppingList.Entry(planned: $0, leavingOut: state.pantry) }
            var list = state.shoppingList
            for share in shares { list.add(share) }
            var seen: Set<String> = []
            let atHand = shares.flatMap(\.leftOutNames).filter { seen.insert(IngredientName.key($0)).inserted }
            let meals = "\(entries.count) planned meal\(entries.count == 1 ? "" : "s")"
            let message = "+ \(meals) on the shopping list (\(list.items.count) items): shop shows it"
                + (atHand.isEmpty ? "" : " · in your pantry: " + atHand.joined(separator: ", "))
            return [.shopping(.change(.addEntries(shares))), .show(.message(message))]
        }
    }

    /// Puts a meal on a day and says where; the plan listing, if shown, follows the store's answer.
    mutating func putOnPlan(_ meal: Recipe, day: CalendarDay, scale: Double) -> [Effect] {
        let scaled = scale == 1 ? "" : " ×" + ScaledMeasure.factor(scale)
        return [.plan(.change(.put(meal, on: day, scale: scale))),
                .show(.message("+ \(meal.name)\(scaled) on \(PlanDay.label(day, today: today)): \(Self.howToSee(day, today: today))"))]
    }

    /// How to see the week a day is in: `plan` for this week, else the week from that day.
    static func howToSee(_ day: CalendarDay, today: CalendarDay) -> String {
        day <= today.adding(days: 6) ? "plan shows the week" : "plan week \(day) shows it"
    }

    /// What the plan's store answered.
    mutating func reduce(_ event: Plan.Event) -> [Effect] {
        switch event {
        case .changed(let plan, let problems): return planChanged(plan, problems: problems)
        case .entryRemoved(let number, let entry, let shareRemoved, let wasPlanned):
            return planEntryRemoved(number: number, entry, shareRemoved: shareRemoved, wasPlanned: wasPlanned)
        }
    }

    /// A recipe fetched for the plan, for what it was fetched for.
    mutating func act(on meal: Recipe, for purpose: Plan.Purpose) -> [Effect] {
        switch purpose {
        case .put(let day, let scale): return putOnPlan(meal, day: day, scale: scale)
        }
    }

    /// The store's plan. The week on screen keeps its numbers, as `shop`'s do: `plan remove 2` and
    /// `open 2` mean the meal shown as 2 whatever another sous changed since, until `plan` shows it again.
    mutating func planChanged(_ plan: MealPlan, problems: [StorageProblem]) -> [Effect] {
        state.plan = plan
        return notices(problems)
    }

    /// The week from the day typed, past days too (`plan week 2025-06-01` looks back).
    private mutating func showWeek(from typed: String) -> [Effect] {
        switch PlanDay.parse(typed, today: today) {
        case .success(let day), .failure(.past(let day)): return showPlan(state.plan, from: day)
        case .failure(let problem): return fail(.plan(.badDay(problem)))
        }
    }

    /// What `plan remove n` did, told once the store said whether the entry was still planned: another
    /// sous removing it at the same moment removed it, and this one says so rather than claim it too.
    mutating func planEntryRemoved(number: Int, _ entry: MealPlan.Entry, shareRemoved: Bool, wasPlanned: Bool) -> [Effect] {
        guard wasPlanned else { return fail(.plan(.entryGone(number, name: entry.meal.name, day: entry.day))) }
        let message = "- \(entry.meal.name) off \(PlanDay.label(entry.day, today: today))"
            + (shareRemoved ? ", and its share off the shopping list" : "")
        // The week is shown again: the numbers after the removed meal moved up, and `plan remove 2`
        // or `open 2` next must mean what the screen says.
        return [.show(.message(message))] + showPlan(state.plan, from: state.shownPlan?.firstDay)
    }

    /// The week of `plan` from today (or from `first`), on screen; from here on its numbers are the
    /// listing's (`open 2`) and `plan remove`'s. One page, since the week is shown whole.
    mutating func showPlan(_ plan: MealPlan, from first: CalendarDay? = nil) -> [Effect] {
        let week = PlanWeek(plan, today: today, from: first)
        state.shownPlan = week
        state.shownNames = nil
        state.listing = Listing(source: .plan, items: week.meals.map(\.meal), pageSize: max(state.pageSize, week.meals.count))
        return [.show(.plan(.week(week, favoriteIDs: Set(state.favorites.map(\.id)))))]
    }

    /// The numbers the user goes by: the week as `plan` last showed it, else as it would show it now.
    private var shownPlanMeals: [PlanWeek.Meal] {
        state.planNumbers(today: today)
    }

    /// The scale a meal named from the plan's listing is planned at, when not 1: `open 2` and `steps 2`
    /// on the week show meal 2 ×2 when it was shown ×2. Nil from any other listing (as written).
    func plannedScale(_ reference: MealReference) -> Double? {
        guard let listing = state.listing, listing.source == .plan, let shown = state.shownPlan else { return nil }
        let number: Int
        switch (reference, state.locate(reference)) {
        case (.number(let typed), .listed): number = typed
        case (.name, .listed(let item)):
            guard let index = listing.items.firstIndex(where: { $0.id == item.id }) else { return nil }
            number = index + 1
        default: return nil
        }
        guard let meal = shown.meals.element(numbered: number), meal.scale != 1 else { return nil }
        return meal.scale
    }

    // MARK: Fill

    /// `plan fill`: asks for a meal for each empty day, favorites first, in an order fixed by the day
    /// and the number of meals planned: the same week fills the same way, and a fill after a removal
    /// chooses afresh rather than in the order that brought the removed meal.
    private func askToFill() -> [Effect] {
        let week = PlanWeek(state.plan, today: today)
        let empty = week.emptyDays
        guard !empty.isEmpty else {
            return [.show(.message("every day from \(PlanDay.label(today)) to \(PlanDay.label(week.lastDay, today: today)) has a meal: nothing to fill"))]
        }
        let planned = Set(week.meals.map(\.meal.id))
        var generator = SeededGenerator(
            seed: UInt64(bitPattern: Int64(today.ordinal)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(state.plan.entries.count))
        var favorites = state.favorites.map(\.id)
            .filter { !planned.contains($0) && !state.unreadableFavorites.contains($0) }
        var order: [String] = []
        while !favorites.isEmpty { order.append(favorites.remove(at: Int(generator.next() % UInt64(favorites.count)))) }
        return [.load(.plan(.fill(PlanFill(days: empty, favoriteIDs: order, excluded: planned, seed: generator.next()))))]
    }

    /// What the plan asked for, come back.
    mutating func reduce(_ response: Plan.Response) -> [Effect] {
        switch response {
        case .fill(let found):
            if let failure = found.failure { return failed(failure) }
            return fillPlan(found)
        }
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
        let sourceName = state.source.description.name
        let groups = [(found.favorites, "your favorites"), (found.catalogue, "the catalogue"), (found.source, sourceName)]
            .map { meals, name in (Set(meals.map(\.id)).intersection(added).count, name) }
            .filter { $0.0 > 0 }
        let days = "\(added.count) day\(added.count == 1 ? "" : "s")"
        var line = groups.count == 1
            ? "filled \(days) from \(groups[0].1)"
            : "filled \(days): " + groups.map { "\($0.0) from \($0.1)" }.joined(separator: ", ")
        let unfilled = PlanWeek(filled, today: today).emptyDays.count
        if unfilled > 0 { line += " · \(unfilled) left empty: no other meal to choose from" }
        return [.plan(.change(change)), .show(.message(line))] + showPlan(filled)
    }
}
