/// A record that names one meal by its id: two with the same id are the same meal.
public protocol MealIdentifiable {
    var id: String { get }
}

extension MealSummary: MealIdentifiable {}
extension Recipe: MealIdentifiable {}
extension MealOutline: MealIdentifiable {}

extension Sequence where Element: MealIdentifiable {
    /// The meals with each id once, the first of each kept, in their order.
    ///
    /// A listing that repeats an id would show the meal twice and count it twice; every listing is
    /// built through this, live, cached or offline.
    public func droppingRepeatedIDs() -> [Element] {
        var seen: Set<String> = []
        return filter { seen.insert($0.id).inserted }
    }
}

extension MealIdentifiable {
    /// `droppingRepeatedIDs()` for a list whose element type is only known to be this one at run
    /// time (a generic decoder's); a list of another type comes back as it was.
    static func droppingRepeatedIDs<Item>(in items: [Item]) -> [Item] {
        guard let meals = items as? [Self] else { return items }
        return meals.droppingRepeatedIDs() as? [Item] ?? items
    }
}
