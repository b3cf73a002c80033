import FoundationEssentials

/// One request to TheMealDB's free V1 API, and the one place its URLs are spelled.
public enum MealDBEndpoint: Hashable, Sendable {
    /// `categories.php`: the categories with descriptions and thumbnails.
    case categories
    /// `list.php?c=list`: the category names only.
    case categoryNames
    /// `list.php?a=list`: the cuisines.
    case areas
    /// `list.php?i=list`: the ingredients.
    case ingredients
    /// `filter.php?c=|a=|i=`: meals of a category, a cuisine, or with a main ingredient.
    case filter(MealFilter)
    /// `search.php?s=`: meals whose name contains the text.
    case search(name: String)
    /// `search.php?f=`: meals whose name starts with the letter.
    case firstLetter(Character)
    /// `lookup.php?i=`: one meal by id.
    case lookup(id: String)
    /// `random.php`: one random meal.
    case random

    /// The public free-tier base: API version 1, test key "1".
    public static let defaultBaseURL = URL(string: "https://www.themealdb.com/api/json/v1/1/")!

    /// How long an answer stays good in a cache, so a caller need not know the endpoints itself.
    public enum Volatility: Hashable, Sendable {
        /// Listings, names and searches: they change when the catalogue grows.
        case listing
        /// One recipe: it rarely changes once published.
        case recipe
        /// A different answer every time.
        case uncacheable
    }

    public var volatility: Volatility {
        switch self {
        case .categories, .categoryNames, .areas, .ingredients, .filter, .search, .firstLetter: .listing
        case .lookup: .recipe
        case .random: .uncacheable
        }
    }

    /// The script name, e.g. `lookup.php`.
    public var script: String {
        switch self {
        case .categories: "categories.php"
        case .categoryNames, .areas, .ingredients: "list.php"
        case .filter: "filter.php"
        case .search, .firstLetter: "search.php"
        case .lookup: "lookup.php"
        case .random: "random.php"
        }
    }

    /// The query string, already percent-encoded (empty when there is none).
    public var encodedQuery: String {
        switch self {
        case .categories, .random: ""
        case .categoryNames: "c=list"
        case .areas: "a=list"
        case .ingredients: "i=list"
        case .filter(.category(let name)): "c=" + Self.encode(name)
        case .filter(.area(let name)): "a=" + Self.encode(name)
        // TheMealDB's own links write ingredients with underscores ("chicken_breast"); it accepts
        // spaces too, but the underscore form is the one its caches and docs use.
        case .filter(.ingredient(let name)): "i=" + Self.encode(name, spacesAs: "_")
        case .search(let name): "s=" + Self.encode(name)
        case .firstLetter(let letter): "f=" + Self.encode(String(letter))
        case .lookup(let id): "i=" + Self.encode(id)
        }
    }

    /// `script?query`, relative to a base; also the cache's key for this request.
    public var relativeReference: String {
        let query = encodedQuery
        return query.isEmpty ? script : script + "?" + query
    }

    /// The full URL under `base` (a missing trailing slash on `base` is supplied, so
    /// `http://127.0.0.1:8080/api/json/v1/1` works as well as the canonical form).
    public func url(base: URL = Self.defaultBaseURL) -> URL {
        var prefix = base.absoluteString
        if !prefix.hasSuffix("/") { prefix += "/" }
        // Every character of the reference is unreserved or percent-encoded, so this cannot fail
        // for a base that was itself a valid URL.
        return URL(string: prefix + relativeReference)!
    }

    /// Trims, NFC-normalises (a terminal may hand us "crème" decomposed) and percent-encodes UTF-8:
    /// everything outside RFC 3986's unreserved set, including `&`, `=`, `+`, `#`, `/` and `?`, so
    /// user text can never change the query's shape.
    static func encode(_ text: String, spacesAs space: String = " ") -> String {
        var value = text.trimmingWhitespaceAndNewlines().canonicallyComposed
        value = value.split(whereSeparator: \.isWhitespace).joined(separator: space)
        return value.percentEncoded
    }
}
