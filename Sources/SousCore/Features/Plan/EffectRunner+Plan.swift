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

    /// What the plan asked for.
    func load(_ request: Plan.Request) async throws -> Plan.Response {
        switch request {
        case .fill(let fill): return .fill(try await mealsToFill(fill))
        }
    }

    /// The recipes for `plan fill`, read in the order the fill chose (`PlanFill`): saved favorites, then
    /// the catalogue's meals, then (only if the catalogue ran out) random meals from the source. A
    /// recipe that cannot be read is passed over: the next one will do.
    func mealsToFill(_ fill: PlanFill) async throws -> PlanFill.Found {
        let wanted = fill.days.count
        var found = PlanFill.Found()
        for id in fill.favoritesToTry {
            guard found.favorites.count < wanted else { break }
            if let meal = await favorites.recipe(forMealID: id).value { found.favorites.append(meal) }
        }
        var taken = fill.excluded.union(found.favorites.map(\.id))
        for id in fill.cataloguePicks(among: await catalog.outlines(), taken: taken) {
            guard found.all.count < wanted else { break }
            guard let meal = try await catalog.meal(id: id) else { continue }
            taken.insert(id)
            found.catalogue.append(meal)
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
