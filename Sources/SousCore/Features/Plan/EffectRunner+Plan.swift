import MealKit

extension EffectRunner {
    /// `plan remove n`: the entry's share of the shopping list first, then the entry. A kill between the
    /// two saves leaves the meal planned and not bought, as before `plan shop`, never a share whose
    /// plan entry is gone (listed under a day for ever).
    func removeFromPlan(number: Int, _ entry: MealPlan.Entry, share: String?) async -> [Event] {
        var events: [Event] = []
        if let share { events += await perform(Shopping.Effect.change(.removeEntry(share))) }
        let (stored, wasPlanned) = await plan.remove(entryID: entry.id)
        var planned = Self.changed(stored, "the plan") { .plan(.changed($0, problems: $1)) }
        // Said after the answer, as for any other change.
        planned.insert(.plan(.entryRemoved(number: number, entry, shareRemoved: share != nil, wasPlanned: wasPlanned)), at: 1)
        return events + planned
    }

    /// What the plan asked its store to do.
    func perform(_ effect: Plan.Effect) async -> [Event] {
        switch effect {
        case .change(let change): return Self.changed(await plan.apply(change), "the plan") { .plan(.changed($0, problems: $1)) }
        case .remove(let number, let entry, let share): return await removeFromPlan(number: number, entry, share: share)
        }
    }

    /// What the plan asked for.
    func load(_ request: Plan.Request) async throws -> Plan.Response {
        switch request {
        case .fill(let fill): return .fill(try await mealsToFill(fill))
        }
    }

    /// The recipes for `plan fill`, read in the order the fill chose (`PlanFill`): saved favorites, then
    /// the catalogue's meals, then (only if the catalogue ran out) random meals from the source, whose
    /// failure is told beside what was found. A recipe that cannot be read is passed over: the next one
    /// will do.
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
            found.sourceFailure = await failure(error)
        }
        return found
    }
}
