import Foundation
import MealKit

/// Performs the session's effects with the injected services and reports what happened as an event.
public struct EffectRunner: Sendable {
    public let provider: any RecipeProviding
    public let favorites: any FavoritesStoring
    public let history: any HistoryStoring
    public let shoppingList: any ShoppingListStoring
    public let pantry: any PantryStoring
    public let plan: any PlanStoring
    /// What `cook` and `with` search: the whole bundled catalogue, whichever source is answering.
    public let catalog: OfflineCatalog
    /// What `today`, `export`, `img` and the tour need: a clock, files, pictures.
    public let extras: ExtraServices
    /// Where `set` saves the settings.
    public let settings: any SettingsStoring
    /// Keeps favorites' pictures whose links expire (Edamam's); nil keeps none.
    public var imageKeeper: (any ImageKeeping)? = nil

    public init(
        provider: any RecipeProviding, favorites: any FavoritesStoring, history: any HistoryStoring,
        shoppingList: any ShoppingListStoring = InMemoryShoppingListStore(),
        pantry: any PantryStoring = InMemoryPantryStore(), plan: any PlanStoring = InMemoryPlanStore(),
        catalog: OfflineCatalog = OfflineCatalog(),
        extras: ExtraServices = ExtraServices(), settings: any SettingsStoring = InMemorySettingsStore()
    ) {
        self.provider = provider
        self.favorites = favorites
        self.history = history
        self.shoppingList = shoppingList
        self.pantry = pantry
        self.plan = plan
        self.catalog = catalog
        self.extras = extras
        self.settings = settings
    }

    /// Performs one effect; `show` effects are the caller's (they go to the screen), so they give nil.
    public func perform(_ effect: Effect) async -> Event? {
        switch effect {
        case .show:
            return nil
        case .load(let request):
            do {
                return .loaded(try await load(request))
            } catch let error as SousError {
                return .failed(error)
            } catch let error as MealDBError {
                return .failed(.source(error))
            } catch is CancellationError {
                return .failed(.source(.cancelled))
            } catch {
                return .failed(.source(.malformedResponse(String(describing: error))))
            }
        case .saveFavorite(let recipe, let source, let savedAt):
            let (kept, pictureProblems) = await keepingPicture(of: recipe, source: source)
            let stored = await favorites.add(kept, source: source, savedAt: savedAt)
            return .favoritesChanged(stored.value, problems: pictureProblems + stored.problems)
        case .removeFavorite(let mealID):
            let stored = await favorites.remove(mealID: mealID)
            await extras.images.remove(mealID: mealID)
            return .favoritesChanged(stored.value, problems: stored.problems)
        case .changeShoppingList(let change):
            return await perform(change)
        case .changePantry(let change):
            return await perform(change)
        case .changePlan(let change):
            let stored = await plan.apply(change)
            return .planChanged(stored.value, problems: stored.problems)
        case .writeFile(let path, let contents, let replacing, let mealName):
            return await writeFile(path: path, contents: contents, replacing: replacing, mealName: mealName)
        case .keepImage(let mealID, let name, let url):
            return await keepImage(mealID: mealID, name: name, url: url)
        case .saveSetting(let key, let value):
            return .settingsSaved(problems: await settings.set(key, to: value).problems)
        }
    }

    func load(_ request: Request) async throws -> Response {
        switch request {
        case .categories:
            return .categories(try await provider.categories())
        case .areas:
            return .areas(try await provider.areas())
        case .ingredients(let prefix):
            var ingredients = try await provider.ingredients()
            if let prefix {
                let wanted = prefix.foldedForSearch
                ingredients = ingredients.filter { $0.name.foldedForSearch.hasPrefix(wanted) }
            }
            ingredients.sort { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
            return .ingredients(ingredients, prefix: prefix)
        case .listing(let query):
            return try await listing(query)
        case .meal(let id, let purpose):
            guard let meal = try await provider.meal(id: id) else { throw SousError.noSuchMeal(id) }
            return .meal(meal, purpose: purpose)
        case .savedMeal(let id, let name, let purpose):
            let stored = await favorites.recipe(forMealID: id)
            guard let meal = stored.value else { throw SousError.savedRecipeUnreadable(name: name, id: id) }
            return .meal(meal, purpose: purpose)
        case .mealNamed(let name, let purpose):
            let matches = try await provider.searchMeals(name: name)
            let folded = name.foldedForSearch
            if let exact = matches.first(where: { $0.name.foldedForSearch == folded }) ?? (matches.count == 1 ? matches.first : nil) {
                return .meal(exact, purpose: purpose)
            }
            guard !matches.isEmpty else { throw SousError.noSuchMeal(name) }
            return .listing(.search(name), matches.map(\.summary))
        case .random(let count):
            return .random(try await provider.randomMeals(count: count))
        case .history(let limit):
            return .history(await history.load().value, limit: limit)
        case .mealsToShop(let ids):
            return .mealsToShop(try await meals(ids: ids))
        case .pantryMatches(let pantry):
            return .pantryMatches(PantryMatch.rank(try await catalog.allMeals(), pantry: pantry))
        case .mealsWith(let names):
            let meals = PantryMatch.meals(try await catalog.allMeals(), withAll: names)
            return .listing(.withIngredients(names), meals.map(\.summary))
        case .today:
            return .today(try await provider.dailyMenu(for: extras.today))
        case .image(let mealID, let name, let url, let mayDownload):
            return .image(await picture(mealID: mealID, name: name, url: url, mayDownload: mayDownload))
        case .tour:
            return .tour(dataDirectory: extras.dataDirectory)
        case .moreItems(let source, let continuation):
            return try await moreItems(of: source, after: continuation)
        }
    }

    private func listing(_ query: ListingQuery) async throws -> Response {
        if let paged = try await pagedListing(query) { return paged }
        switch query {
        case .category(let typed):
            let name = try resolve(typed, among: try await provider.categories().map(\.name), kind: .category)
            return .listing(.category(name), try await provider.meals(matching: .category(name)))
        case .area(let typed):
            let name = try resolve(typed, among: try await provider.areas().map(\.name), kind: .cuisine)
            return .listing(.area(name), try await provider.meals(matching: .area(name)))
        case .ingredient(let typed):
            // The ingredient list is older than many recipes, so a name it lacks may still find meals:
            // ask first, and consult the list only when nothing comes back.
            let direct = try await provider.meals(matching: .ingredient(typed))
            if !direct.isEmpty { return .listing(.ingredient(typed), direct) }
            let name = try resolve(typed, among: try await provider.ingredients().map(\.name), kind: .ingredient)
            return .listing(.ingredient(name), try await provider.meals(matching: .ingredient(name)))
        case .search(let text):
            return .listing(.search(text), try await provider.searchMeals(name: text).map(\.summary))
        case .letter(let letter):
            return .listing(.letter(letter), try await provider.meals(startingWith: letter).map(\.summary))
        }
    }

    func resolve(_ typed: String, among names: [String], kind: SousError.NameKind) throws -> String {
        switch NameMatcher.match(typed, among: names) {
        case .found(let name): return name
        case .ambiguous(let candidates): throw SousError.ambiguousName(kind, typed, candidates: candidates)
        case .notFound(let suggestion): throw SousError.noSuchName(kind, typed, suggestion: suggestion)
        }
    }
}
