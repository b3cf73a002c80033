import Foundation
import MealKit

/// The shell's state machine: an event and the current state give the next state and the effects.
///
/// It does no I/O. A test sends a command and asserts the whole next state and the exact effects.
public struct Session: Sendable {
    public internal(set) var state: SessionState
    /// The command whose data is being fetched, so a failure can be retried.
    public private(set) var inFlight: Command?
    let now: @Sendable () -> Date
    /// Where the user is, so "today" for the plan is their calendar day.
    private let timeZone: TimeZone

    public init(
        state: SessionState = SessionState(), now: @escaping @Sendable () -> Date = Date.init,
        timeZone: TimeZone = .current
    ) {
        self.state = state
        self.now = now
        self.timeZone = timeZone
    }

    /// The user's calendar day now.
    var today: CalendarDay { CalendarDay(now(), in: timeZone) }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .command(let command):
            inFlight = nil
            let effects = handle(command)
            if effects.contains(where: { if case .load = $0 { true } else { false } }) {
                inFlight = command
            }
            return effects
        case .loaded(let response):
            inFlight = nil
            return handle(response)
        case .failed(let error):
            if case .source(let sourceError) = error, sourceError != .cancelled {
                state.retryable = inFlight
            }
            if case .savedRecipeUnreadable(_, let id) = error { state.unreadableFavorites.insert(id) }
            inFlight = nil
            return [.show(.error(error))]
        case .favoritesChanged(let favorites, let problems):
            state.favorites = favorites
            if var listing = state.listing, listing.source == .favorites {
                listing.items = favorites.map(\.summary)
                listing.details = Listing.favoriteDetails(favorites)
                listing.page = min(listing.page, listing.pageCount)
                state.listing = listing
            }
            return problems.map { .show(.notice($0.userMessage)) }
        case .sourceChanged(let source):
            state.source = source
            return []
        case .shoppingListChanged(let list, let problems):
            state.shoppingList = list
            return problems.map { .show(.notice($0.userMessage)) }
        case .pantryChanged(let pantry, let problems):
            state.pantry = pantry
            return problems.map { .show(.notice($0.userMessage)) }
        case .planChanged(let plan, let problems):
            state.plan = plan
            if state.listing?.source == .plan { state.listing = planListing() }
            return problems.map { .show(.notice($0.userMessage)) }
        case .fileWritten(let path, let mealName):
            return [.show(.message("exported \(mealName) to \(path)"))]
        case .imageKept:
            return []
        case .imageNotKept(let name, let reason):
            return [.show(.notice(Self.imageNotKeptMessage(name: name, reason: reason)))]
        case .settingsSaved(let problems):
            return problems.map { .show(.notice($0.userMessage)) }
        case .clockTicked:
            return ringDueTimers()
        case .inputEnded:
            return timersLeftAtEnd()
        }
    }

    // MARK: Commands

    private mutating func handle(_ command: Command) -> [Effect] {
        switch command {
        case .help(let topic):
            guard let topic else { return [.show(.help(topic: nil))] }
            guard let spec = CommandSpec.named(topic) else {
                let suggestion = NameMatcher.closest(to: topic, among: CommandSpec.all.map(\.name))
                return fail(.unknownCommand(topic, suggestion: suggestion))
            }
            return [.show(.help(topic: spec.name))]
        case .categories: return [.load(.categories)]
        case .areas: return [.load(.areas)]
        case .ingredients(let prefix): return [.load(.ingredients(prefix: prefix))]
        case .category(let name): return [.load(.listing(.category(name)))]
        case .area(let name): return [.load(.listing(.area(name)))]
        case .ingredient(let name): return [.load(.listing(.ingredient(name)))]
        case .search(let text): return [.load(.listing(.search(text)))]
        case .letter(let letter): return [.load(.listing(.letter(letter)))]
        case .next:
            if let fetch = fetchMoreIfAtEnd() { return fetch }
            return turnPage { listing in
                guard listing.page < listing.pageCount else { throw SousError.alreadyOnLastPage(pageCount: listing.pageCount) }
                return listing.page + 1
            }
        case .previous:
            return turnPage { listing in
                guard listing.page > 1 else { throw SousError.alreadyOnFirstPage }
                return listing.page - 1
            }
        case .page(let page):
            return turnPage { listing in
                guard (1...listing.pageCount).contains(page) else {
                    throw SousError.noPage(page, pageCount: listing.pageCount)
                }
                return page
            }
        case .first: return turnPage { _ in 1 }
        case .last: return turnPage { $0.pageCount }
        case .list: return turnPage { $0.page }
        case .open(let reference):
            return withMeal(reference, purpose: .open)
        case .random(let count):
            return [.load(.random(count: count))]
        case .favorite(let reference):
            guard let reference else {
                guard let meal = state.openMeal else { return fail(.nothingOpen) }
                return saveFavorite(meal)
            }
            return withMeal(reference, purpose: .favorite)
        case .unfavorite(let reference):
            return unfavorite(reference)
        case .favorites:
            guard !state.favorites.isEmpty else {
                return [.show(.message("no favorites yet: open a meal and type fav"))]
            }
            state.listing = Listing(source: .favorites, items: state.favorites.map(\.summary),
                                    pageSize: state.pageSize, details: Listing.favoriteDetails(state.favorites))
            return showListing()
        case .history(let limit):
            return [.load(.history(limit: limit ?? 20))]
        case .retry:
            guard let command = state.retryable else { return fail(.nothingToRetry) }
            state.retryable = nil
            return handle(command)
        case .quit:
            state.isFinished = true
            return []
        case .openScaled(let reference, let scale):
            return withMeal(reference, purpose: .openScaled(scale))
        case .scale(let factor): return rescale(factor)
        case .shop(let action): return shop(action)
        case .pantry(let action): return pantry(action)
        case .cook: return cook()
        case .plan(let action): return plan(action)
        case .timer(let action): return timer(action)
        case .cooking(let action): return cooking(action)
        case .with(let names): return [.load(.mealsWith(names))]
        case .today: return [.load(.today)]
        case .export(let request): return export(request)
        case .image(let reference): return showImage(reference)
        case .tour: return [.load(.tour)]
        case .settings(let command): return settings(command)
        }
    }

    private mutating func turnPage(_ target: (Listing) throws -> Int) -> [Effect] {
        guard var listing = state.listing else { return fail(.noListing) }
        do {
            listing.page = try target(listing)
        } catch {
            return fail(error as? SousError ?? .noListing)
        }
        state.listing = listing
        return showListing()
    }

    /// Finds the meal a reference names: in the listing, among favorites (they open offline), or
    /// by asking the source (an id, or a name not listed here).
    mutating func withMeal(_ reference: MealReference, purpose: MealPurpose) -> [Effect] {
        switch reference {
        case .number(let number):
            if let listing = state.listing, let item = listing.item(numbered: number) {
                return withMeal(id: item.id, purpose: purpose)
            }
            // TheMealDB ids are five digits; a smaller number is a listing number.
            if number >= 10_000 { return withMeal(id: String(number), purpose: purpose) }
            guard let listing = state.listing else { return fail(.noListing) }
            return fail(.noItem(number, count: listing.items.count))
        case .name(let name):
            let listed = state.listing?.items ?? []
            if case .found(let match) = NameMatcher.match(name, among: listed.map(\.name)),
               let item = listed.first(where: { $0.name == match }) {
                return withMeal(id: item.id, purpose: purpose)
            }
            return [.load(.mealNamed(name, purpose: purpose))]
        }
    }

    private mutating func withMeal(id: String, purpose: MealPurpose) -> [Effect] {
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

    private mutating func act(on meal: MealDetail, purpose: MealPurpose) -> [Effect] {
        switch purpose {
        case .open: return open(meal)
        case .favorite: return saveFavorite(meal)
        case .openScaled(let scale): return open(meal, scale: scale)
        case .shop: return addToShoppingList([meal])
        case .plan(let day, let scale): return putOnPlan(meal, day: day, scale: scale)
        case .shopMissing: return addMissingToShoppingList(meal)
        case .cook: return startCooking(meal, scale: 1)
        case .export(let request): return export(meal, request)
        }
    }

    private mutating func open(_ meal: MealDetail) -> [Effect] {
        open(meal, scale: 1)
    }

    private func saveFavorite(_ meal: MealDetail) -> [Effect] {
        let name = meal.name
        let message = state.isFavorite(meal.id)
            ? "★ \(name) is already a favorite (saved again)"
            : "★ \(name) saved to favorites (works offline)"
        // A favorite keeps the source it was first saved from, whichever source is answering now.
        let source = state.favorites.first { $0.id == meal.id }?.source ?? state.source
        return [.saveFavorite(meal, source: source, savedAt: now()),
                .show(.message(message))] + keepImage(of: meal)
    }

    private mutating func unfavorite(_ reference: MealReference?) -> [Effect] {
        let meal: MealSummary
        switch reference {
        case nil:
            guard let open = state.openMeal else { return fail(.nothingOpen) }
            meal = open.summary
        case .number(let number):
            guard let listing = state.listing else { return fail(.noListing) }
            guard let item = listing.item(numbered: number) else {
                return fail(.noItem(number, count: listing.items.count))
            }
            meal = item
        case .name(let name):
            let names = state.favorites.map(\.name)
            switch NameMatcher.match(name, among: names) {
            case .found(let match):
                guard let favorite = state.favorites.first(where: { $0.name == match }) else {
                    return fail(.notAFavorite(name))
                }
                meal = favorite.summary
            case .ambiguous(let candidates):
                return fail(.ambiguousName(.favorite, name, candidates: candidates))
            case .notFound:
                return fail(.notAFavorite(name))
            }
        }
        guard state.isFavorite(meal.id) else { return fail(.notAFavorite(meal.name)) }
        return [.removeFavorite(mealID: meal.id),
                .show(.message("☆ \(meal.name) removed from favorites"))]
    }

    // MARK: Responses

    private mutating func handle(_ response: Response) -> [Effect] {
        switch response {
        case .categories(let categories): return [.show(.categories(categories))]
        case .areas(let areas): return [.show(.areas(areas))]
        case .ingredients(let ingredients, let prefix):
            return [.show(.ingredients(ingredients, prefix: prefix))]
        case .listing(let source, let items):
            guard !items.isEmpty else {
                return [.show(.message("no meals found for \(source.label)"))]
            }
            state.listing = Listing(source: source, items: items, pageSize: state.pageSize)
            return showListing()
        case .meal(let meal, let purpose): return act(on: meal, purpose: purpose)
        case .random(let meals):
            guard let first = meals.first else { return [.show(.message("no random meal came back"))] }
            if meals.count == 1 { return open(first) }
            state.listing = Listing(source: .random, items: meals.map(\.summary), pageSize: state.pageSize)
            return showListing()
        case .history(let entries, let limit):
            let shown = Array(entries.suffix(limit))
            guard !shown.isEmpty else { return [.show(.message("no history yet"))] }
            return [.show(.history(shown, firstNumber: entries.count - shown.count + 1))]
        case .mealsToShop(let meals): return addToShoppingList(meals)
        case .pantryMatches(let matches): return showPantryMatches(matches)
        case .today(let menu): return showToday(menu)
        case .image(let picture): return [.show(.image(picture))]
        case .tour(let dataDirectory): return [.show(.tour(dataDirectory: dataDirectory))]
        case .listingPage(let source, let page): return showFirstPage(page, of: source)
        case .moreItems(let source, let page): return appendPage(page, to: source)
        }
    }

    func showListing() -> [Effect] {
        guard let listing = state.listing else { return [] }
        return [.show(.listing(listing, favoriteIDs: Set(state.favorites.map(\.id))))]
    }

    func fail(_ error: SousError) -> [Effect] { [.show(.error(error))] }
}
