import MealKit

/// What a listing shows, for its header and the prompt.
public enum ListingSource: Equatable, Sendable {
    case category(String)
    case area(String)
    case ingredient(String)
    case search(String)
    case letter(Character)
    case random
    case favorites
    /// `cook`: the catalogue ranked by what the pantry covers.
    case pantry
    /// `with chicken, lemon`: meals with all of these ingredients.
    case withIngredients([String])
    case today
    /// `plan`: the week's planned meals.
    case plan
    /// `cookbook`: the user's own Cooklang files.
    case cookbook

    /// The short label of the prompt and header: `Beef`, `"chicken"`, `favorites`.
    public var label: String {
        switch self {
        case .category(let name), .area(let name): return name
        case .ingredient(let name): return "with \(name)"
        case .search(let text): return "\"\(text)\""
        case .letter(let letter): return "letter \(letter)"
        case .random: return "random"
        case .favorites: return "favorites"
        case .pantry: return "from your pantry"
        case .withIngredients(let names): return "with " + names.joined(separator: ", ")
        case .today: return "today"
        case .plan: return "plan"
        case .cookbook: return "cookbook"
        }
    }

    /// The heading of the listing's screen (and its JSON `title`): the label with a capital, as a
    /// category's name has one ("Favorites · 2 meals" beside "Beef · 75 meals", "Letter B").
    public var title: String {
        if case .letter(let letter) = self { return "Letter " + letter.uppercased() }
        guard let first = label.first else { return label }
        return first.uppercased() + label.dropFirst()
    }
}

/// A numbered list of meals and the page being looked at. Numbers run across pages (page 2 shows 11–20).
public struct Listing: Equatable, Sendable {
    public var source: ListingSource
    public var items: [MealSummary]
    /// 1-based.
    public var page: Int
    public var pageSize: Int
    /// A short note after each item's name ("3/4 · missing: sugar"), or none.
    public var details: [String]
    /// Where the source's next page starts (Edamam), when more items can be fetched past these.
    public var continuation: String? = nil
    /// How many items match in all, when the source says and it is more than were fetched.
    public var totalCount: Int? = nil

    public init(source: ListingSource, items: [MealSummary], page: Int = 1, pageSize: Int, details: [String] = []) {
        self.source = source
        self.items = items
        self.page = page
        self.pageSize = max(1, pageSize)
        self.details = details
    }

    public var pageCount: Int { max(1, (items.count + pageSize - 1) / pageSize) }

    /// The 1-based numbers on the current page.
    public var numbersOnPage: ClosedRange<Int>? {
        guard !items.isEmpty else { return nil }
        let first = (page - 1) * pageSize + 1
        return first...min(items.count, first + pageSize - 1)
    }

    /// The item numbered `number`, counting from 1 across pages.
    public func item(numbered number: Int) -> MealSummary? {
        items.element(numbered: number)
    }
}
