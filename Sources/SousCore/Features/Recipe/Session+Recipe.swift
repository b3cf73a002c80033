import MealKit

extension Session {
    /// Finds the meal a reference names and does `purpose` with it: at hand, from the favorites'
    /// saved recipes (they open offline), or asked of the source (an id, or a name not listed here).
    mutating func withMeal(_ reference: MealReference, purpose: MealPurpose) -> [Effect] {
        switch state.locate(reference) {
        case .listed(let item): return withMeal(id: item.id, purpose: purpose)
        case .id(let id): return withMeal(id: id, purpose: purpose)
        case .unlisted(let name), .ambiguous(let name, _): return [.load(.mealNamed(name, purpose: purpose))]
        case .failed(let error): return fail(error)
        }
    }

    private mutating func withMeal(id: String, purpose: MealPurpose) -> [Effect] {
        // A cookbook recipe is read from its file every time: it may have been edited since it was opened
        // (a favorite of one refers to the file, and says so when the file is gone).
        if Cookbook.isCookbookID(id) {
            if let favorite = state.favorites.first(where: { $0.id == id }) {
                return [.load(.savedMeal(id: id, name: TerminalText.sanitized(favorite.name), purpose: purpose))]
            }
            return [.load(.meal(id: id, purpose: purpose))]
        }
        if let meal = state.openMeal, meal.id == id { return act(on: meal, purpose: purpose) }
        // A planned meal's recipe is kept whole in the plan, so it opens offline.
        if let meal = state.plan.entries.first(where: { $0.meal.id == id })?.meal { return act(on: meal, purpose: purpose) }
        if let favorite = savedFavorite(id) {
            return [.load(.savedMeal(id: id, name: TerminalText.sanitized(favorite.name), purpose: purpose))]
        }
        return [.load(.meal(id: id, purpose: purpose))]
    }

    /// The favorite whose saved recipe can serve `id`: not one found unreadable this run.
    func savedFavorite(_ id: String) -> Favorite? {
        guard !state.unreadableFavorites.contains(id) else { return nil }
        return state.favorites.first { $0.id == id }
    }

    /// A recipe at hand, for what it was fetched for.
    mutating func act(on meal: Recipe, purpose: MealPurpose) -> [Effect] {
        switch purpose {
        case .open: return open(meal, scale: 1)
        case .favorite: return saveFavorite(meal)
        case .openScaled(let scale): return open(meal, scale: scale)
        case .shopping(let purpose): return act(on: meal, for: purpose)
        case .plan(.put(let day, let scale)): return putOnPlan(meal, day: day, scale: scale)
        case .cook(let scale): return startCooking(meal, scale: scale)
        case .export(let request): return export(meal, request)
        case .edit: return edit(meal)
        }
    }

    /// A name found among the cookbook's titles (exactly, or the only one it begins): that recipe, read
    /// from its file now; several titles it begins, or one title in several files, are listed in one line.
    mutating func pick(named name: String, amongYours entries: [CookbookEntry], purpose: MealPurpose) -> [Effect] {
        guard entries.count == 1, let entry = entries.first else {
            return fail(.ambiguousName(.meal, name, candidates: entries.map(CookbookNames.shown)))
        }
        return [.load(.meal(id: entry.path, purpose: purpose))]
    }

    /// A name searched at the source: the meal of exactly that name (or the only one found), else
    /// the matches as a listing to choose from.
    mutating func pick(named name: String, among meals: [Recipe], purpose: MealPurpose) -> [Effect] {
        let folded = name.foldedForSearch
        if let exact = meals.first(where: { $0.name.foldedForSearch == folded }) ?? (meals.count == 1 ? meals.first : nil) {
            return act(on: exact, purpose: purpose)
        }
        guard !meals.isEmpty else { return fail(.noSuchMeal(name)) }
        return showListing(meals.map(\.summary), from: .search(name))
    }
}
