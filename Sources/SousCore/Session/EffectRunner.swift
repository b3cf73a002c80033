import FoundationEssentials
import MealKit

/// Performs the session's effects with the injected services and reports what happened as events.
///
/// It decides nothing: what to fetch, how to match a name, what to show is the session's.
public struct EffectRunner: Sendable {
    public let provider: any RecipeProviding
    public let favorites: any FavoritesStoring
    public let history: any Storing<[HistoryEntry], HistoryEntry>
    public let shoppingList: any Storing<ShoppingList, ShoppingList.Change>
    public let pantry: any Storing<[String], Pantry.Change>
    public let plan: any Storing<MealPlan, MealPlan.Change>
    /// What `cook` and `with` search: the whole bundled catalogue, whichever source is answering.
    public let catalog: OfflineCatalog
    /// What `today`, `export`, `img` and the tour need: a clock, files, pictures.
    public let hostServices: HostServices
    /// Where `set` saves the settings.
    public let settings: any Storing<Settings, Settings.Change>

    public init(
        provider: any RecipeProviding, favorites: any FavoritesStoring, history: any Storing<[HistoryEntry], HistoryEntry>,
        shoppingList: any Storing<ShoppingList, ShoppingList.Change> = FileShoppingListStore.inMemory(),
        pantry: any Storing<[String], Pantry.Change> = FilePantryStore.inMemory(),
        plan: any Storing<MealPlan, MealPlan.Change> = FilePlanStore.inMemory(),
        catalog: OfflineCatalog = OfflineCatalog(), hostServices: HostServices = HostServices(),
        settings: any Storing<Settings, Settings.Change> = FileSettingsStore.inMemory()
    ) {
        self.provider = provider
        self.favorites = favorites
        self.history = history
        self.shoppingList = shoppingList
        self.pantry = pantry
        self.plan = plan
        self.catalog = catalog
        self.hostServices = hostServices
        self.settings = settings
    }

    /// Performs one effect and gives every event it caused: for a fetch, what the source said about
    /// itself (it fell back to the catalogue, or is back) before the answer. `show` effects are the
    /// caller's (they go to the screen), so they give none.
    public func perform(_ effect: Effect) async -> [Event] {
        switch effect {
        case .show:
            return []
        case .load(let request):
            let answer = await loading(request)
            let notices = await provider.takeNotices()
            guard !notices.isEmpty else { return [answer] }
            return notices.map { Event.sourceNotice($0) } + [.sourceChanged(await provider.sourceKind()), answer]
        case .favorites(let effect): return await perform(effect)
        case .shopping(let effect): return await perform(effect)
        case .pantry(let effect): return await perform(effect)
        case .plan(let effect): return await perform(effect)
        case .export(let effect): return await perform(effect)
        case .settings(.save(let key, let value)):
            return Self.changed(await settings.set(key, to: value), "the settings") { .settings(.saved(problems: $1)) }
        case .recordHistory(let entry):
            return [.historySaved(problems: await history.append(entry))]
        }
    }

    /// What another sous changed in the stores since they were last read, as the events a load gives:
    /// one `lstat` a store when nothing changed, so it runs before every command.
    public func changesFromOtherSessions() async -> [Event] {
        var events: [Event] = []
        if let stored = await favorites.refreshIfChanged() { events.append(.favorites(.changed(stored.value, problems: stored.problems))) }
        if let stored = await shoppingList.refreshIfChanged() { events.append(.shopping(.changed(stored.value, problems: stored.problems))) }
        if let stored = await pantry.refreshIfChanged() { events.append(.pantry(.changed(stored.value, problems: stored.problems))) }
        if let stored = await plan.refreshIfChanged() { events.append(.plan(.changed(stored.value, problems: stored.problems))) }
        return events
    }

    /// The events of a change's answer: the store's new value, and when the change is kept in memory
    /// only, that, with the problems met (the session decides what is news).
    static func changed<Value>(
        _ stored: Stored<Value>, _ what: String, _ event: (Value, [StorageProblem]) -> Event
    ) -> [Event] {
        guard !stored.isSaved else { return [event(stored.value, stored.problems)] }
        return [event(stored.value, []), .changeKept(what, problems: stored.problems)]
    }

    /// Tries once more to save what every store keeps in memory, as a session ends: how many changes,
    /// and how many lines of history, still are not on disk.
    public func saveWaitingChanges() async -> (changes: Int, historyLines: Int) {
        var changes = await favorites.saveWaitingChanges()
        changes += await shoppingList.saveWaitingChanges()
        changes += await pantry.saveWaitingChanges()
        changes += await plan.saveWaitingChanges()
        changes += await settings.saveWaitingChanges()
        return (changes, await history.saveWaitingChanges())
    }

    /// A fetch's answer, or why there is none, as the event the session reads.
    private func loading(_ request: Request) async -> Event {
        do {
            return .loaded(try await load(request))
        } catch {
            return .failed(await failure(error))
        }
    }

    /// An error thrown while fetching, as the failure the session reads.
    func failure(_ error: any Error) async -> SousError {
        switch error {
        case let error as SousError: error
        case let error as MealDBError: .source(error, from: await provider.sourceKind())
        case is CancellationError: .source(.cancelled)
        default: .source(.malformedResponse(String(describing: error)))
        }
    }

    func load(_ request: Request) async throws -> Response {
        switch request {
        case .categories:
            return .categories(try await provider.categories(), mealCounts: await mealCounts())
        case .areas:
            return .areas(try await provider.areas())
        case .ingredients(let prefix):
            return .ingredients(try await provider.ingredients(), prefix: prefix)
        case .listing(let query):
            return try await listing(query)
        case .listingPage(let query):
            return try await firstPage(query)
        case .names(let query):
            return .names(try await names(for: query), for: query)
        case .meal(let id, let purpose):
            guard let meal = try await recipe(id: id) else { throw SousError.noMealWithID(id) }
            return .meal(meal, purpose: purpose)
        case .savedMeal(let id, let name, let purpose):
            if Cookbook.isCookbookID(id) { return .meal(try await favoriteInCookbook(id: id, name: name), purpose: purpose) }
            let stored = await favorites.recipe(forMealID: id)
            guard let meal = stored.value else { throw SousError.savedRecipeUnreadable(name: name, id: id) }
            return .meal(meal, purpose: purpose)
        case .cookbookNamed(let name, let purpose):
            return .cookbookNamed(name, cookbookRecipes(named: name), purpose: purpose)
        case .mealNamed(let name, let purpose):
            return .mealsNamed(name, try await provider.searchMeals(name: name), purpose: purpose)
        case .random(let count):
            return .random(try await provider.randomMeals(count: count))
        case .history(let limit):
            return .history(await history.load().value, limit: limit)
        case .shopping(let request):
            return .shopping(try await load(request))
        case .pantry(let request):
            return await load(request)
        case .today:
            return .today(try await provider.dailyMenu(for: hostServices.today))
        case .image(let mealID, let name, let url, let mayDownload):
            return .image(await picture(mealID: mealID, name: name, url: url, mayDownload: mayDownload))
        case .tour:
            return .tour(dataDirectory: hostServices.dataDirectory)
        case .moreItems(let source, let continuation):
            return try await moreItems(of: source, after: continuation)
        case .plan(let request):
            return .plan(try await load(request))
        case .cookbook(let request):
            return .cookbook(try await load(request))
        }
    }

    func listing(_ query: ListingQuery) async throws -> Response {
        switch query {
        case .category(let name): return .listing(.category(name), try await provider.meals(matching: .category(name)))
        case .area(let name): return .listing(.area(name), try await provider.meals(matching: .area(name)))
        case .ingredient(let name): return .listing(.ingredient(name), try await provider.meals(matching: .ingredient(name)))
        case .search(let text):
            return await searching(text) { .search(text, found: try await provider.searchMeals(name: text).map(\.summary), cookbook: $0) }
        case .letter(let letter): return .listing(.letter(letter), try await provider.meals(startingWith: letter).map(\.summary))
        }
    }

    /// The names a typed name of this kind is matched among.
    private func names(for query: ListingQuery) async throws -> [String] {
        switch query {
        case .category: return try await provider.categories().map(\.name)
        case .area: return try await provider.areas().map(\.name)
        case .ingredient: return try await provider.ingredients().map(\.name)
        case .search, .letter: return []
        }
    }
}
