import MealKit

extension EffectRunner {
    /// `plan remove n`: the entry's share of the shopping list first, then the entry. A kill between the
    /// two saves leaves the meal planned and not bought, as before `plan shop`, never a share whose
    /// plan entry is gone (listed under a day for ever).
    func removeFromPlan(number: Int, _ entry: MealPlan.Entry, share: String?) async -> [Event] {
        var events: [Event] = []
        if let share { events += await perform(ShoppingList.Change.removeEntry(share)) }
        let (stored, wasPlanned) = await plan.remove(entryID: entry.id)
        var planned = Self.changed(stored, "the plan", Event.planChanged)
        // Said after the answer, as for any other change.
        planned.insert(.planEntryRemoved(number: number, entry, shareRemoved: share != nil, wasPlanned: wasPlanned), at: 1)
        return events + planned
    }

    /// The recipes for `plan fill`: saved favorites in the order given, then the catalogue's meals in
    /// the seed's order, then (only if the catalogue ran out) random meals from the source.
    func mealsToFill(_ fill: PlanFill) async throws -> PlanFill.Found {
        let wanted = fill.days.count
        var taken = fill.excluded
        var found = PlanFill.Found()
        for id in fill.favoriteIDs where found.favorites.count < wanted && !taken.contains(id) {
            // A favorite whose saved recipe cannot be read is passed over: the next one will do.
            guard let meal = await favorites.recipe(forMealID: id).value else { continue }
            taken.insert(meal.id)
            found.favorites.append(meal)
        }
        var generator = SeededGenerator(seed: fill.seed)
        let outlines = await catalog.outlines().filter { !taken.contains($0.id) }
        // A day's meal is a main course: desserts, sides, starters and breakfasts only once those run out.
        // Sorted, so the same seed picks the same meals whatever order the index keeps.
        let isMain = { (outline: MealOutline) in PlanFill.isDayMeal(named: outline.name, category: outline.category) }
        for tier in [outlines.filter(isMain), outlines.filter { !isMain($0) }] {
            var pool = tier.map(\.id).sorted()
            while found.all.count < wanted, !pool.isEmpty {
                let id = pool.remove(at: Int(generator.next() % UInt64(pool.count)))
                guard let meal = try await catalog.meal(id: id) else { continue }
                taken.insert(id)
                found.catalogue.append(meal)
            }
        }
        let short = wanted - found.all.count
        guard short > 0 else { return found }
        do {
            for meal in try await provider.randomMeals(count: short) where taken.insert(meal.id).inserted {
                found.source.append(meal)
            }
        } catch {
            // Some days filled is worth more than an error: the line says how many were.
            if found.all.isEmpty { throw error }
        }
        return found
    }
}
