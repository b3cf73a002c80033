import MealKit

extension Session {
    mutating func plan(_ action: PlanAction) -> [Effect] {
        let week = MealPlan.week(from: today)
        switch action {
        case .show:
            guard !state.plan.entries(on: week).isEmpty else {
                return [.show(.message(PlanError.emptyWeek(from: today).message))]
            }
            state.listing = planListing()
            return showListing()
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
            return [.changePlan(.remove(entryID: entry.id))]
                + (bought ? [.changeShoppingList(.removeEntry(share))] : [])
                + [.show(.message(message))]
        case .clear:
            guard !state.plan.isEmpty else { return [.show(.message("the plan is already empty"))] }
            return [.changePlan(.clear), .show(.message("plan cleared (the shopping list is as it was)"))]
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

    /// The week from today as a listing, so `open 2` and `plan remove 2` name the same meal.
    /// The store's plan; a plan listing on screen follows it.
    mutating func planChanged(_ plan: MealPlan, problems: [StorageProblem]) -> [Effect] {
        state.plan = plan
        if state.listing?.source == .plan { state.listing = planListing() }
        return notices(problems)
    }

    func planListing() -> Listing {
        let entries = state.plan.entries(on: MealPlan.week(from: today))
        let details = entries.map { entry in
            PlanDay.label(entry.day) + (entry.scale == 1 ? "" : " · ×" + ScreenRenderer.factor(entry.scale))
        }
        return Listing(source: .plan, items: entries.map(\.meal.summary), pageSize: state.pageSize, details: details)
    }
}
