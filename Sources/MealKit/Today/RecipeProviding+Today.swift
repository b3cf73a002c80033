/// The meal of the day, worked out from a source's categories and their listings.
///
/// It asks only what every source answers (the category list and two `filter.php` listings), so it
/// works the same on the live API, the offline catalogue and any wrapper of them. The choice is a pure
/// function of the day and the data: two shells, or one restarted, agree on today's meal.
extension RecipeProviding {
    public func dailyMenu(for day: CalendarDay) async throws -> DailyMenu {
        let categories = try await categories().map(\.name).sorted()
        guard !categories.isEmpty else { throw MealDBError.malformedResponse("no categories to choose from") }
        let slots = DailyMenu.categorySlots(for: day, count: categories.count)
        var generator = SeededGenerator(seed: UInt64(bitPattern: Int64(day.ordinal)) ^ 0x5F0F_D15C_0FFE_E000)

        let rotating = categories[slots.rotating]
        let rotatingMeals = try await meals(matching: .category(rotating)).sorted { $0.id < $1.id }
        var headlineMeals = try await meals(matching: .category(categories[slots.headline])).sorted { $0.id < $1.id }
        // A category with no meals today (a live hiccup, a tiny test catalogue) must not leave the day empty.
        if headlineMeals.isEmpty { headlineMeals = rotatingMeals }
        guard !headlineMeals.isEmpty else { throw MealDBError.malformedResponse("no meals to choose from") }

        let pick = headlineMeals[Int(generator.next() % UInt64(headlineMeals.count))]
        var pool = rotatingMeals.filter { $0.id != pick.id }
        var picks: [MealSummary] = []
        while picks.count < DailyMenu.pickCount, !pool.isEmpty {
            picks.append(pool.remove(at: Int(generator.next() % UInt64(pool.count))))
        }
        return DailyMenu(day: day, pick: pick, category: rotating, picks: picks)
    }
}

extension DailyMenu {
    /// Which of `count` categories (sorted by name) give the day's picks and the meal of the day.
    ///
    /// The picks' category rotates one step a day, so each comes round in turn. The meal of the day's
    /// category is 1 to count-1 steps ahead of it, a different step each day: it is never the picks'
    /// category, and (with four categories or more) never yesterday's, so tomorrow's meal cannot be today's.
    static func categorySlots(for day: CalendarDay, count: Int) -> (rotating: Int, headline: Int) {
        let ordinal = day.ordinal
        let rotating = ((ordinal % count) + count) % count
        guard count > 1 else { return (rotating, rotating) }
        let step = 1 + ((ordinal % (count - 1)) + (count - 1)) % (count - 1)
        return (rotating, (rotating + step) % count)
    }
}
