import FoundationEssentials
import MealKit

extension Session {
    /// `cat`, `area`, `ing`, `search`, `letter`: a category or cuisine is resolved among the source's
    /// names first ("bee" → Beef); an ingredient is asked as typed, and resolved only when nothing comes back.
    mutating func browse(_ query: ListingQuery) -> [Effect] {
        switch query {
        case .category, .area: return [.load(.names(query))]
        case .ingredient, .search, .letter: return [.load(listingRequest(query))]
        }
    }

    /// A listing from the source in use: whole, or a page at a time where the source pages (a letter
    /// is asked whole: a source that pages has no letter index, and answers it as not offered).
    private func listingRequest(_ query: ListingQuery) -> Request {
        if state.capabilities.contains(.paging), !query.isLetter { return .listingPage(query) }
        return .listing(query)
    }

    /// `categories`: A to Z, so `cat 3` names the same one whether or not the list was shown, each
    /// with the catalogue's meal count where the source's categories are the catalogue's (Edamam's dish
    /// types are not); a source that asks a server says the counts are the catalogue's.
    mutating func showCategories(_ categories: [Category], mealCounts: [String: Int]) -> [Effect] {
        state.shownNames = .categories
        let sorted = categories.sorted(by: { Self.alphabetical($0.name, $1.name) })
        let counts = state.capabilities.contains(.catalogueCategories) ? mealCounts : [:]
        return [.show(.categories(sorted, mealCounts: counts, countsFromCatalogue: state.capabilities.contains(.network)))]
    }

    /// `areas`: A to Z and numbered, so `area 3` (and `open 3` now) names the third, as with categories.
    mutating func showAreas(_ areas: [Area]) -> [Effect] {
        state.shownNames = .areas
        return [.show(.areas(areas.sorted { Self.alphabetical($0.name, $1.name) }))]
    }

    /// A to Z, blind to case: the order `categories` and `areas` number them in.
    static func alphabetical(_ first: String, _ second: String) -> Bool {
        first.foldedPrecedes(second)
    }

    /// The typed name of `query` matched among the source's names, then its listing asked for; `cat 3`
    /// is the third category as `categories` numbers them, `area 3` the third cuisine as `areas` does.
    mutating func resolved(_ query: ListingQuery, among names: [String]) -> [Effect] {
        guard let (typed, kind) = query.typedName else { return [.load(listingRequest(query))] }
        if query.isNumberedName, let number = Int(typed) {
            let sorted = names.sorted(by: Self.alphabetical)
            guard let name = sorted.element(numbered: number) else {
                if case .area = query { return fail(.noCuisine(number, count: sorted.count)) }
                return fail(.noCategory(number, count: sorted.count))
            }
            return [.load(listingRequest(query.renamed(TerminalText.sanitizedLine(name))))]
        }
        switch NameMatcher.match(typed, among: names) {
        case .found(let name):
            // An ingredient asked as typed already came back empty: its own name has nothing either.
            if case .ingredient = query, name == typed { return [.show(.message("no meals found for \(ListingSource.ingredient(name).label)"))] }
            // Asked for as shown: a server's escapes in a name are never sent back to it.
            return [.load(listingRequest(query.renamed(TerminalText.sanitizedLine(name))))]
        case .ambiguous(let candidates): return fail(.ambiguousName(kind, typed, candidates: candidates))
        case .notFound(let suggestion): return fail(.noSuchName(kind, typed, suggestion: suggestion))
        }
    }

    /// `search`: the source's answers and the cookbook's recipes together, A to Z, the user's own marked
    /// "your cookbook" and, where the words were found beside the title, with what ("with lemon",
    /// "tagged quick").
    mutating func showSearch(_ text: String, found: [MealSummary], cookbook: [CookbookMatch]) -> [Effect] {
        let yours = cookbook.map(\.summary)
        let marks = Dictionary(cookbook.map { ($0.entry.path, $0.detail) }, uniquingKeysWith: { first, _ in first })
        return showListing(found + yours, from: .search(text), details: marks)
    }

    /// `search` on a source that pages (Edamam): the cookbook's recipes first, marked as yours, then the
    /// source's first page in its order; `next` past them fetches the source's next page as before.
    mutating func showSearchPage(_ text: String, page: MealPage, cookbook: [CookbookMatch]) -> [Effect] {
        guard !cookbook.isEmpty else { return showFirstPage(page, of: .search(text)) }
        let yours = cookbook.map(\.summary)
        var listing = Listing(source: .search(text), items: yours + page.items, pageSize: state.pageSize,
                              details: cookbook.map(\.detail) + page.items.map { _ in "" })
        listing.continuation = page.continuation
        // Yours counted in, unless the source's count is its cap ("10000+" stays so).
        listing.totalCount = page.totalCount.map { $0 >= MealPage.countCap ? $0 : $0 + yours.count }
        state.listing = listing
        return showListing()
    }

    /// `search` when the source failed: the cookbook's recipes with the failure said, or the failure
    /// (`FailedSearch`).
    mutating func searchFailed(_ text: String, _ failure: SousError, cookbook: [CookbookMatch]) -> [Effect] {
        switch FailedSearch.answer(to: failure, cookbook: cookbook) {
        case .cookbookOnly: return showSearch(text, failed: failure, cookbook: cookbook)
        case .failure: return failed(failure)
        }
    }

    /// `search` when the source failed but the cookbook has recipes the words find: the source's failure
    /// in one line, then those recipes, A to Z (`retry` asks the source again).
    mutating func showSearch(_ text: String, failed failure: SousError, cookbook: [CookbookMatch]) -> [Effect] {
        state.retryable = .search(text)
        let notice = Effect.show(.notice(failure.message + " · only your cookbook's recipes are listed"))
        return [notice] + showSearch(text, found: [], cookbook: cookbook)
    }

    /// A whole listing from the source, as page 1; an empty ingredient listing tries the resolved name.
    /// `details` are the notes after some items' names, by id.
    mutating func showListing(_ items: [MealSummary], from source: ListingSource, details: [String: String] = [:]) -> [Effect] {
        guard !items.isEmpty else {
            if case .ingredient(let typed) = source { return [.load(.names(.ingredient(typed)))] }
            // `with chicken lemon` is one ingredient named "chicken lemon": the comma was likely meant.
            if case .withIngredients(let names) = source, names.count == 1, names[0].contains(" ") {
                let split = names[0].split(separator: " ").joined(separator: ", ")
                return [.show(.message("no meals found for \(source.label): separate ingredients with commas (with \(split))"))]
            }
            return [.show(.message("no meals found for \(source.label)"))]
        }
        // A search or a letter comes back in the source's order (TheMealDB's is its ids'): A to Z
        // reads better, and is what help promises.
        var items = items
        switch source {
        case .search, .letter: items.sort { $0.name.foldedPrecedes($1.name) }
        default: break
        }
        state.listing = Listing(source: source, items: items, pageSize: state.pageSize,
                                details: details.isEmpty ? [] : items.map { details[$0.id] ?? "" })
        return showListing()
    }

    /// `ingredients [prefix]`: those starting with the prefix (blind to case and accents), A to Z.
    func showIngredients(_ all: [IngredientInfo], prefix: String?) -> [Effect] {
        var ingredients = all
        if let prefix {
            let wanted = prefix.foldedForSearch
            ingredients = ingredients.filter { $0.name.foldedForSearch.hasPrefix(wanted) }
        }
        ingredients.sort { $0.name.foldedPrecedes($1.name) }
        return [.show(.ingredients(ingredients, prefix: prefix))]
    }

    /// `random n`: one meal opens; several are a listing.
    mutating func showRandom(_ meals: [Recipe]) -> [Effect] {
        guard let first = meals.first else { return [.show(.message("no random meal came back"))] }
        if meals.count == 1 { return open(first, scale: 1) }
        state.listing = Listing(source: .random, items: meals.map(\.summary), pageSize: state.pageSize)
        return showListing()
    }
}

extension ListingQuery {
    /// The name typed for a named kind of listing, and that kind for messages; nil for search and letter.
    var typedName: (String, SousError.NameKind)? {
        switch self {
        case .category(let name): return (name, .category)
        case .area(let name): return (name, .cuisine)
        case .ingredient(let name): return (name, .ingredient)
        case .search, .letter: return nil
        }
    }

    /// The same query for the name it resolved to.
    func renamed(_ name: String) -> ListingQuery {
        switch self {
        case .category: return .category(name)
        case .area: return .area(name)
        case .ingredient: return .ingredient(name)
        case .search, .letter: return self
        }
    }

    var isLetter: Bool { if case .letter = self { true } else { false } }

    /// Whether a number typed for it is one `categories` or `areas` shows.
    var isNumberedName: Bool {
        switch self {
        case .category, .area: true
        case .ingredient, .search, .letter: false
        }
    }
}

extension CookbookMatch {
    /// The recipe as a listing item: its id is the file's path.
    var summary: MealSummary { MealSummary(id: entry.path, name: entry.name) }

    /// "your cookbook", and what the words found beside the title: "your cookbook, with lemon, tagged quick".
    var detail: String {
        var parts = ["your cookbook"]
        if !foods.isEmpty { parts.append("with " + foods.joined(separator: " and ")) }
        if !tags.isEmpty { parts.append("tagged " + tags.joined(separator: " and ")) }
        return parts.joined(separator: ", ")
    }
}
