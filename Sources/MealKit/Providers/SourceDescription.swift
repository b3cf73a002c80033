/// A source's name and what it can do: the session asks for a capability, never for a source by name.
public struct SourceDescription: Hashable, Sendable {
    /// "TheMealDB", "the offline catalogue", "Edamam": how messages name it.
    public var name: String
    /// The word the prompt shows while this source answers ("offline"); nil for the default source.
    public var promptTag: String?
    /// Where its recipes come from.
    public var origin: RecipeOrigin.Source
    public var capabilities: SourceCapabilities

    public init(name: String, promptTag: String?, origin: RecipeOrigin.Source, capabilities: SourceCapabilities) {
        self.name = name
        self.promptTag = promptTag
        self.origin = origin
        self.capabilities = capabilities
    }
}

/// What a source can answer or needs, one flag a capability.
public struct SourceCapabilities: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lists categories and their meals.
    public static let categories = SourceCapabilities(rawValue: 1 << 0)
    /// Lists cuisines and their meals.
    public static let cuisines = SourceCapabilities(rawValue: 1 << 1)
    /// Lists the ingredients it knows.
    public static let ingredientList = SourceCapabilities(rawValue: 1 << 2)
    /// Lists meals with an ingredient.
    public static let ingredientFilter = SourceCapabilities(rawValue: 1 << 3)
    /// Lists meals by their first letter.
    public static let letter = SourceCapabilities(rawValue: 1 << 4)
    /// Picks meals at random.
    public static let random = SourceCapabilities(rawValue: 1 << 5)
    /// Answers a listing a page at a time (`PagedRecipeProviding`).
    public static let paging = SourceCapabilities(rawValue: 1 << 6)
    /// Recipes come with pictures.
    public static let pictures = SourceCapabilities(rawValue: 1 << 7)
    /// Its picture links expire (within the hour): a favorite's picture is kept before it is saved.
    public static let expiringPictures = SourceCapabilities(rawValue: 1 << 8)
    /// Serves a small variant of each picture (TheMealDB's `/small`), kept after a favorite is saved.
    public static let smallPictures = SourceCapabilities(rawValue: 1 << 9)
    /// Asks a server: pictures may be downloaded.
    public static let network = SourceCapabilities(rawValue: 1 << 10)
    /// Its ids are numbers (TheMealDB's five digits): a number past a listing's may be an id.
    public static let numericIDs = SourceCapabilities(rawValue: 1 << 11)
    /// Its categories are the offline catalogue's, so the catalogue's meal counts apply to them.
    public static let catalogueCategories = SourceCapabilities(rawValue: 1 << 12)
}
