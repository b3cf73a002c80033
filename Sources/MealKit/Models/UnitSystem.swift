/// The units quantities are shown in: as the recipe wrote them, or converted to one system.
public enum UnitSystem: String, CaseIterable, Hashable, Sendable, Codable {
    /// As written (sums of mixed units stay in the family their parts share, metric otherwise).
    case original
    /// Grams, kilograms, millilitres, litres; spoons stay spoons, as metric kitchens use them too.
    case metric
    /// Ounces, pounds, teaspoons, tablespoons, cups.
    case us
}
