import MealKit

extension MealReference {
    /// TheMealDB's ids have five digits: a number from here up is an id, a smaller one a listing number
    /// (for a source whose ids are numbers).
    static let smallestMealID = 10_000
}

/// Where the meal a reference names was found, as far as the session can tell without a source.
enum MealLocation: Equatable {
    /// A meal listed here (or among the other meals the command looks at), with its id and name.
    case listed(MealSummary)
    /// A number big enough to be a meal id, not listed here.
    case id(String)
    /// A name that matches nothing listed here.
    case unlisted(name: String)
    /// A name that matches several listed meals.
    case ambiguous(name: String, candidates: [String])
    /// A number that is neither on the listing nor an id.
    case failed(SousError)
}

/// A meal a number names: an item of the listing (or a known meal with that id), or an id to ask for.
enum NumberedMeal: Equatable {
    case listed(MealSummary)
    case id(String)

    var id: String {
        switch self {
        case .listed(let meal): return meal.id
        case .id(let id): return id
        }
    }
}

extension SessionState {
    /// The meal a number names: listing item n, else a meal of `alsoByID` with that id, else an id
    /// when it is big enough to be one.
    func locate(number: Int, alsoByID: [MealSummary] = []) -> Result<NumberedMeal, SousError> {
        if let item = listing?.item(numbered: number) { return .success(.listed(item)) }
        if let known = alsoByID.first(where: { $0.id == String(number) }) { return .success(.listed(known)) }
        if capabilities.contains(.numericIDs), number >= MealReference.smallestMealID { return .success(.id(String(number))) }
        guard let listing else { return .failure(shownNames.map { .numberIsName(number, $0) } ?? .noListing) }
        return .failure(.noItem(number, count: listing.items.count))
    }

    /// The meal `reference` names: the one way `open`, `fav`, `unfav`, `shop`, `export` and `img`
    /// read "n, id or name".
    ///
    /// - Parameters:
    ///   - names: the meals a name is matched against (the listing's, by default; `unfav` its favorites).
    ///   - alsoByID: meals a number may name by id even when not listed (`unfav`, `img`: favorites).
    func locate(
        _ reference: MealReference, names: [MealSummary]? = nil, alsoByID: [MealSummary] = []
    ) -> MealLocation {
        switch reference {
        case .number(let number):
            switch locate(number: number, alsoByID: alsoByID) {
            case .success(.listed(let item)): return .listed(item)
            case .success(.id(let id)): return .id(id)
            case .failure(let error): return .failed(error)
            }
        case .name(let name):
            let candidates = names ?? listing?.items ?? []
            switch NameMatcher.match(name, among: candidates.map(\.name)) {
            case .found(let match):
                guard let item = candidates.first(where: { $0.name == match }) else { return .unlisted(name: name) }
                return .listed(item)
            case .ambiguous(let matches):
                return .ambiguous(name: name, candidates: matches)
            case .notFound:
                return .unlisted(name: name)
            }
        }
    }
}
