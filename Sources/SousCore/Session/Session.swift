import FoundationEssentials
import MealKit

/// The shell's state machine: an event and the current state give the next state and the effects.
///
/// It does no I/O. A test sends a command and asserts the whole next state and the exact effects.
/// This file only routes: each feature's part of the reducer is in its folder under `Features/`.
public struct Session: Sendable {
    public internal(set) var state: SessionState
    let clock: SessionClock

    public init(state: SessionState = SessionState(), clock: SessionClock = .utc) {
        self.state = state
        self.clock = clock
    }

    /// The user's calendar day now.
    var today: CalendarDay { clock.today }

    public mutating func handle(_ event: Event) -> [Effect] {
        switch event {
        case .command(let command):
            state.inFlight = nil
            return keepingInFlight(command, reduce(command))
        case .loaded(let response):
            // In flight while the answer is read, so an answer that is a failure can be retried; one
            // that asks for more (a name resolved, then its listing) keeps it in flight.
            let command = state.inFlight
            let effects = reduce(response)
            state.inFlight = nil
            return command.map { keepingInFlight($0, effects) } ?? effects
        case .failed(let error): return failed(error)
        case .sourceChanged(let source): return sourceChanged(source)
        case .sourceNotice(let notice): return [.show(.notice(notice.userMessage))]
        case .storageProblems(let problems): return notices(problems)
        case .lineEntered(let line): return lineEntered(line)
        case .historyLoaded(let lastLine, let problems): return historyLoaded(lastLine: lastLine, problems: problems)
        case .historySaved(let problems): return notices(problems)
        case .catalogueNamesLoaded(let names):
            state.catalogueNames = names
            return []
        case .favorites(let event): return reduce(event)
        case .shopping(let event): return reduce(event)
        case .pantry(let event): return reduce(event)
        case .plan(let event): return reduce(event)
        case .export(let event): return reduce(event)
        case .settings(let event): return reduce(event)
        case .changeKept(let what, let problems): return changeKept(what, problems: problems)
        case .unsavedAtEnd(let changes, let historyLines): return unsavedAtEnd(changes: changes, historyLines: historyLines)
        case .clockTicked: return ringDueTimers()
        case .inputEnded: return timersLeftAtEnd()
        }
    }

    /// Remembers `command` while effects still fetch its data, so a failure can be retried.
    mutating func keepingInFlight(_ command: Command, _ effects: [Effect]) -> [Effect] {
        if state.inFlight == nil, effects.contains(where: \.isLoad) { state.inFlight = command }
        return effects
    }

    mutating func reduce(_ command: Command) -> [Effect] {
        switch command {
        case .help(let topic): return help(topic)
        case .categories: return [.load(.categories)]
        case .areas: return [.load(.areas)]
        case .ingredients(let prefix): return [.load(.ingredients(prefix: prefix))]
        case .category(let name): return browse(.category(name))
        case .area(let name): return browse(.area(name))
        case .ingredient(let name): return browse(.ingredient(name))
        case .search(let text): return browse(.search(text))
        case .letter(let letter): return browse(.letter(letter))
        case .random(let count): return [.load(.random(count: count))]
        case .next: return nextPage()
        case .previous: return previousPage()
        case .page(let page): return goToPage(page)
        case .first: return turnPage { _ in 1 }
        case .last: return turnPage { $0.pageCount }
        case .list: return turnPage { $0.page }
        case .open(.number(let number)) where number < MealReference.smallestMealID && state.shownNames != nil:
            // Categories or cuisines on screen: `open 3` lists that one's meals, as `cat 3` does.
            return browse(state.shownNames?.query(number) ?? .category(String(number)))
        case .open(let reference): return withMeal(reference, purpose: .recipe(plannedScale(reference).map { .scaled($0) } ?? .open))
        case .openScaled(let reference, let scale): return withMeal(reference, purpose: .recipe(.scaled(scale)))
        case .favorite(let reference): return favorite(reference)
        case .unfavorite(let reference): return unfavorite(reference)
        case .favorites: return showFavorites()
        case .history(let limit): return [.load(.history(limit: limit ?? 20))]
        case .retry: return retry()
        case .clear: return [.show(.clearScreen)]
        case .quit: return quit()
        case .scale(let factor): return rescale(factor)
        case .shop(let action): return shop(action)
        case .pantry(let action): return pantry(action)
        case .cook: return cook()
        case .plan(let action): return plan(action)
        case .timer(let action): return timer(action)
        case .cooking(let action): return cooking(action)
        case .with(let names): return [.load(.pantry(.mealsWith(names)))]
        case .today: return [.load(.today)]
        case .export(let request): return export(request)
        case .image(let reference): return showImage(reference)
        case .tour: return [.load(.tour)]
        case .cookbook: return [.load(.cookbook(.contents))]
        case .importRecipe(let source): return [.load(.cookbook(.importing(source)))]
        case .newRecipe(let title): return newRecipe(title)
        case .edit(let reference): return edit(reference)
        case .editorAnswer(let reopen): return editorAnswer(reopen: reopen)
        case .settings(let command): return settings(command)
        }
    }

    private mutating func reduce(_ response: Response) -> [Effect] {
        switch response {
        case .categories(let categories, let counts): return showCategories(categories, mealCounts: counts)
        case .areas(let areas): return showAreas(areas)
        case .ingredients(let ingredients, let prefix): return showIngredients(ingredients, prefix: prefix)
        case .names(let names, let query): return resolved(query, among: names)
        case .listing(let source, let items): return showListing(items, from: source)
        case .search(let text, let found, let cookbook): return showSearch(text, found: found, cookbook: cookbook)
        case .searchPage(let text, let page, let cookbook): return showSearchPage(text, page: page, cookbook: cookbook)
        case .searchFailed(let text, let failure, let cookbook): return searchFailed(text, failure, cookbook: cookbook)
        case .meal(let meal, let purpose): return act(on: meal, purpose: purpose)
        case .mealsNamed(let name, let meals, let purpose): return pick(named: name, among: meals, purpose: purpose)
        case .cookbookNamed(let name, let entries, let purpose): return pick(named: name, amongYours: entries, purpose: purpose)
        case .random(let meals): return showRandom(meals)
        case .history(let entries, let limit): return showHistory(entries, limit: limit)
        case .shopping(let response): return reduce(response)
        case .pantry(.matches(let matches)): return showPantryMatches(matches)
        case .today(let menu): return showToday(menu)
        case .image(let picture): return showImage(picture)
        case .tour(let dataDirectory): return [.show(.tour(dataDirectory: dataDirectory))]
        case .listingPage(let source, let page): return showFirstPage(page, of: source)
        case .moreItems(let source, let page): return appendPage(page, to: source)
        case .plan(let response): return reduce(response)
        case .cookbook(let response): return reduce(response)
        }
    }

    /// The current listing, shown with favorites starred (the plan's as its week, shown afresh).
    mutating func showListing() -> [Effect] {
        guard let listing = state.listing else { return [] }
        state.shownNames = nil
        if listing.source == .plan { return showPlan(state.plan) }
        return [.show(.listing(listing, favoriteIDs: favoriteIDs(onPageOf: listing)))]
    }

    /// Which meals on the listing's page are favorites: all of a favorites listing's, and the others
    /// found in one pass over the favorites against the page's few ids (not a set of 10,000 made each time).
    private func favoriteIDs(onPageOf listing: Listing) -> Set<String> {
        let shown = Set((listing.numbersOnPage.map(Array.init) ?? []).map { listing.items[$0 - 1].id })
        if listing.source == .favorites { return shown }
        return Set(state.favorites.lazy.map(\.id).filter(shown.contains))
    }

    func fail(_ error: SousError) -> [Effect] { [.show(.error(error))] }

    /// Storage problems as notices, each once a session: a store that cannot save says so once, not
    /// after every command.
    mutating func notices(_ problems: [StorageProblem]) -> [Effect] {
        // A lock wait Ctrl-C stopped is said as any cancelled command is, each time.
        let cancelled: [Effect] = problems.contains(where: \.isCancelledWait) ? [.show(.error(.source(.cancelled)))] : []
        return problems.filter { !$0.isCancelledWait && state.reportedProblems.insert($0).inserted }
            .map { .show(.notice($0.userMessage)) } + cancelled
    }

    /// A change a store keeps in memory: its problem told the first time, and each later time that
    /// the problem is old news a line of its own, so the command's own answer ("+ … on the shopping
    /// list") never stands alone as if saved.
    mutating func changeKept(_ what: String, problems: [StorageProblem]) -> [Effect] {
        let told = notices(problems)
        guard told.isEmpty else { return told }
        return [.show(.notice("\(what) is still not saved: this change is kept for this session only"))]
    }

    /// The end of the session: changes the disk still refuses are lost now, said as an error so the
    /// exit status tells a script too.
    func unsavedAtEnd(changes: Int, historyLines: Int) -> [Effect] {
        guard changes > 0 || historyLines > 0 else { return [] }
        return fail(.changesNotSaved(changes, historyLines: historyLines))
    }
}

extension Effect {
    var isLoad: Bool { if case .load = self { true } else { false } }
}
