import MealKit

/// A listing's page for scripts (`"kind": "listing"`): what it is of, where the page stands, its meals.
struct ListingDocument: Encodable {
    /// What a listing is of; its names came from a server or the keyboard, so they are cleaned too.
    struct Source: Encodable {
        var type: String
        var name: String?
        var text: String?
        var letter: String?
        var ingredients: [String]?

        init(_ source: ListingSource) {
            let clean = TerminalText.sanitizedLine
            switch source {
            case .category(let name): (type, self.name) = ("category", clean(name))
            case .area(let name): (type, self.name) = ("area", clean(name))
            case .ingredient(let name): (type, self.name) = ("ingredient", clean(name))
            case .search(let text): (type, self.text) = ("search", clean(text))
            case .letter(let letter): (type, self.letter) = ("letter", clean(String(letter)))
            case .random: type = "random"
            case .favorites: type = "favorites"
            case .pantry: type = "pantry"
            case .withIngredients(let names): (type, ingredients) = ("with", names.map(clean))
            case .today: type = "today"
            case .plan: type = "plan"
            case .cookbook: type = "cookbook"
            }
        }
    }

    let kind = "listing"
    var title: String
    var source: Source
    var page: Int
    var pages: Int
    /// Meals in the listing so far; `total` is the source's count when it has more.
    var count: Int
    var total: Int
    var items: [MealSummaryDocument]

    init(_ listing: Listing, favoriteIDs: Set<String>) {
        title = TerminalText.sanitizedLine(listing.source.title)
        source = Source(listing.source)
        page = listing.page
        pages = listing.pageCount
        count = listing.items.count
        total = listing.totalCount ?? listing.items.count
        items = (listing.numbersOnPage.map(Array.init) ?? []).map { number in
            MealSummaryDocument(listing.items[number - 1], number: number, favoriteIDs: favoriteIDs,
                                detail: listing.details.element(numbered: number))
        }
    }
}
