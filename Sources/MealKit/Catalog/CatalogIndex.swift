import Foundation

/// The catalogue's data with the lookups it needs precomputed (folded names, meals by id).
struct CatalogIndex: Sendable {
    let meals: [MealDetail]
    let categories: [Category]
    let areas: [Area]
    let ingredients: [IngredientInfo]
    let mealsByID: [String: MealDetail]
    /// Each meal's name, case- and diacritic-folded, in `meals` order.
    private let foldedNames: [String]
    /// Each meal's ingredient names, folded, in `meals` order (filter.php?i= compares these).
    private let foldedIngredients: [Set<String>]
    /// Each meal's place in name order, in `meals` order: a listing sorts by these integers instead of
    /// comparing names with a locale at every step.
    private let nameRank: [Int]

    init(meals: [MealDetail], categories: [Category], areas: [Area], ingredients: [IngredientInfo]) {
        self.meals = meals
        self.categories = categories
        self.areas = areas
        // The recorded list names Fennel, Rosemary and Tomato Sauce twice; one of each is enough.
        var seen: Set<String> = []
        self.ingredients = ingredients.filter { seen.insert($0.name.foldedForSearch).inserted }
        self.mealsByID = Dictionary(meals.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.foldedNames = meals.map { $0.name.foldedForSearch }
        self.foldedIngredients = meals.map { Set($0.ingredients.map(\.name.foldedForSearch)) }
        var rank = [Int](repeating: 0, count: meals.count)
        let byName = meals.indices.sorted {
            meals[$0].name.localizedCaseInsensitiveCompare(meals[$1].name) == .orderedAscending
        }
        for (position, index) in byName.enumerated() { rank[index] = position }
        self.nameRank = rank
    }

    /// The snapshot compiled into the binary, decoded once, on first use.
    static let bundled: Result<CatalogIndex, MealDBError> = Result {
        try CatalogIndex(
            meals: MealDBResponse<MealDetail>.decode(EmbeddedSnapshot.meals.data),
            categories: MealDBResponse<Category>.decode(EmbeddedSnapshot.categories.data),
            areas: MealDBResponse<Area>.decode(EmbeddedSnapshot.areas.data),
            ingredients: MealDBResponse<IngredientInfo>.decode(EmbeddedSnapshot.ingredients.data))
    }.mapError { error in
        error as? MealDBError ?? .catalogueUnavailable(String(describing: error))
    }

    func meals(matching filter: MealFilter) -> [MealSummary] {
        let matches: [Int]
        switch filter {
        case .category(let name):
            matches = meals.indices.filter { meals[$0].category?.caseInsensitiveCompare(name) == .orderedSame }
        case .area(let name):
            matches = meals.indices.filter { meals[$0].area?.caseInsensitiveCompare(name) == .orderedSame }
        case .ingredient(let name):
            let wanted = name.replacingOccurrences(of: "_", with: " ")
                .trimmingCharacters(in: .whitespacesAndNewlines).foldedForSearch
            matches = meals.indices.filter { foldedIngredients[$0].contains(wanted) }
        }
        // filter.php answers in name order.
        return matches.sorted { nameRank[$0] < nameRank[$1] }.map { meals[$0].summary }
    }

    func search(name: String) -> [MealDetail] {
        let wanted = name.trimmingCharacters(in: .whitespacesAndNewlines).foldedForSearch
        guard !wanted.isEmpty else { return [] }
        return zip(meals, foldedNames).filter { $0.1.contains(wanted) }.map(\.0)
    }

    func meals(startingWith letter: Character) -> [MealDetail] {
        let wanted = String(letter).foldedForSearch
        return zip(meals, foldedNames).filter { $0.1.hasPrefix(wanted) }.map(\.0)
    }
}

extension String {
    /// Lower-cased and stripped of accents, so "creme" finds "Crème" and "SULLANCE" finds "Šúĺlance".
    package var foldedForSearch: String {
        folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

extension StaticString {
    /// The literal's bytes, without copying them.
    var data: Data {
        Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: utf8Start), count: utf8CodeUnitCount,
             deallocator: .none)
    }
}
