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
        let matches: [MealDetail]
        switch filter {
        case .category(let name):
            matches = meals.filter { $0.category?.caseInsensitiveCompare(name) == .orderedSame }
        case .area(let name):
            matches = meals.filter { $0.area?.caseInsensitiveCompare(name) == .orderedSame }
        case .ingredient(let name):
            let wanted = name.replacingOccurrences(of: "_", with: " ")
                .trimmingCharacters(in: .whitespacesAndNewlines).foldedForSearch
            matches = zip(meals, foldedIngredients).filter { $0.1.contains(wanted) }.map(\.0)
        }
        // filter.php answers in name order.
        return matches.map(\.summary).sorted {
            $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending
        }
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
