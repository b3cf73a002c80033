import MealKit

extension Session {
    /// Finds the meal a reference names and does `purpose` with it: at hand, from the favorites'
    /// saved recipes (they open offline), or asked of the source (an id, or a name not listed here).
    mutating func withMeal(_ reference: MealReference, purpose: MealPurpose) -> [Effect] {
        switch state.locate(reference) {
        case .listed(let item): return withMeal(id: item.id, purpose: purpose)
        case .id(let id): return withMeal(id: id, purpose: purpose)
        case .unlisted(let name), .ambiguous(let name, _): return [.load(.cookbookNamed(name, purpose: purpose))]
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

    /// A recipe at hand, for what it was fetched for: each feature acts on its own purposes.
    mutating func act(on meal: Recipe, purpose: MealPurpose) -> [Effect] {
        switch purpose {
        case .recipe(let opening): return act(on: meal, for: opening)
        case .favorites(let purpose): return act(on: meal, for: purpose)
        case .shopping(let purpose): return act(on: meal, for: purpose)
        case .cooking(let purpose): return act(on: meal, for: purpose)
        case .plan(let purpose): return act(on: meal, for: purpose)
        case .export(let request): return export(meal, request)
        case .cookbook(let purpose): return act(on: meal, for: purpose)
        }
    }

    /// A recipe fetched to be shown.
    mutating func act(on meal: Recipe, for opening: RecipeOpening) -> [Effect] {
        switch opening {
        case .open: return open(meal, scale: 1)
        case .scaled(let scale): return open(meal, scale: scale)
        }
    }

    /// The cookbook's answer for a name typed: its recipe when it has one (`MealByName`), else the
    /// source is asked.
    mutating func pick(named name: String, amongYours entries: [CookbookEntry], purpose: MealPurpose) -> [Effect] {
        switch MealByName.inCookbook(entries) {
        case .yours(let path): return [.load(.meal(id: path, purpose: purpose))]
        case .several(let candidates): return fail(.ambiguousName(.meal, name, candidates: candidates))
        case .notYours: return [.load(.mealNamed(name, purpose: purpose))]
        }
    }

    /// The source's answer for a name typed: the meal of that name (`MealByName`), else the matches as
    /// a listing to choose from.
    mutating func pick(named name: String, among meals: [Recipe], purpose: MealPurpose) -> [Effect] {
        switch MealByName.atSource(name, among: meals) {
        case .meal(let meal): return act(on: meal, purpose: purpose)
        case .choices(let summaries): return showListing(summaries, from: .search(name))
        case .none: return fail(.noSuchMeal(name))
        }
    }
}
