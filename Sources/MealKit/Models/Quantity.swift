import FoundationEssentials

/// How much of an ingredient a measure asks for: an amount (or a range), a unit, and the words around them.
///
/// "1 ½ tsp" is 1.5 teaspoons; "3-4" is 3 to 4 things; "2 large" is 2 with the note "large";
/// "Juice of 1" is 1 with the prefix "Juice of".
public struct Quantity: Hashable, Sendable {
    public var amount: Double
    /// The top of a range ("3-4"); nil for a single amount.
    public var upperAmount: Double?
    /// Nil for things counted without a unit ("2 eggs", "1 chopped").
    public var unit: MeasureUnit?
    /// Words before the amount that belong to it: "Juice of".
    public var prefix: String?
    /// Words after the amount and unit: "large", "chopped", "(400g)".
    public var note: String?

    /// The largest amount a measure is read as. A million of anything is no kitchen quantity: past
    /// it the text is a typo or a hostile server's, shown as written and never scaled or summed.
    public static let largestAmount = 1_000_000.0

    public init(amount: Double, upperAmount: Double? = nil, unit: MeasureUnit? = nil, prefix: String? = nil, note: String? = nil) {
        self.amount = amount
        self.upperAmount = upperAmount
        self.unit = unit
        self.prefix = prefix
        self.note = note
    }

    /// The amount in grams or millilitres, for units that have one.
    public var baseAmount: Double? {
        guard let unit, unit.dimension != .other else { return nil }
        return amount * unit.baseAmount
    }

    /// The quantity times `factor`, in the same unit tidied to a readable size (6 tsp → 2 tbsp, but
    /// 4 tsp × 3 is 4 tbsp, not ¼ cup: spoons stay spoons).
    public func scaled(by factor: Double) -> Quantity {
        var scaled = self
        scaled.amount *= factor
        scaled.upperAmount = upperAmount.map { $0 * factor }
        return factor == 1 ? scaled : scaled.tidied()
    }

    /// The quantity in `system`'s units where that is exact enough; a volume never becomes a weight.
    public func converted(to system: UnitSystem) -> Quantity {
        guard let unit, unit.dimension != .other, system != .original else { return self }
        let target: MeasureUnit.Family = system == .metric ? .metric : .us
        guard unit.family != target else { return self }
        // Spoons are metric kitchen measures too (5 and 15 ml): "1 tsp" reads better than "5 ml".
        if system == .metric, unit == .teaspoon || unit == .tablespoon { return self }
        var converted = self
        converted.unit = MeasureUnit.ladder(for: unit.dimension, family: target, baseAmount: amount * unit.baseAmount)
        converted.rescale(from: unit)
        // 100 ml is no round part of a cup (½ cup would be 20% more); 6 ⅔ tbsp is close.
        if converted.unit == .cup, converted.amount < 2,
           !Self.isNearRoundPart(converted.amount) {
            converted.unit = .tablespoon
            converted.rescale(from: .cup)
        }
        return converted
    }

    /// The unit changed to a readable size when the amount has outgrown it (1200 g → 1.2 kg, ¼ tbsp → ¾ tsp).
    ///
    /// Spoons move only between teaspoons and tablespoons: what the recipe measures with spoons is
    /// measured with spoons however much of it there is, on the recipe and on the shopping list.
    public func tidied() -> Quantity {
        guard let unit, unit.dimension != .other, !unit.fits(amount) else { return self }
        var tidied = self
        if unit == .teaspoon || unit == .tablespoon {
            tidied.unit = amount * unit.baseAmount < MeasureUnit.tablespoon.baseAmount / 2 ? .teaspoon : .tablespoon
        } else {
            tidied.unit = MeasureUnit.ladder(for: unit.dimension, family: unit.family, baseAmount: amount * unit.baseAmount)
        }
        tidied.rescale(from: unit)
        return tidied
    }

    /// Within 6% of a whole number of quarters or thirds.
    private static func isNearRoundPart(_ value: Double) -> Bool {
        [4.0, 3.0].contains { parts in abs((value * parts).rounded() / parts - value) <= value * 0.06 }
    }

    private mutating func rescale(from old: MeasureUnit) {
        guard let unit, unit != old else { return }
        let ratio = old.baseAmount / unit.baseAmount
        amount *= ratio
        upperAmount = upperAmount.map { $0 * ratio }
    }
}

extension MeasureUnit {
    /// Whether `amount` of this unit reads well, or a neighbour on its ladder would read better.
    func fits(_ amount: Double) -> Bool {
        switch self {
        case .gram, .millilitre: return amount < 1_000
        case .kilogram, .litre, .pound: return amount >= 1
        case .ounce: return amount < 16
        // A bigger spoon only when it gives a round number: 6 tsp is 2 tbsp, but 4 tsp stays 4 tsp;
        // 7⅞ tsp, which no spoon measures, is 2½ tbsp.
        case .teaspoon: return amount < 3 || (amount < 8 && Self.isWhole(amount * 2) && !Self.isWhole(amount / 1.5))
        case .tablespoon: return amount >= 0.5
        case .cup: return amount >= 0.25
        default: return true
        }
    }

    private static func isWhole(_ value: Double) -> Bool { abs(value - value.rounded()) < 1e-9 }

    /// The unit of a family that suits an amount of `baseAmount` grams or millilitres.
    static func ladder(for dimension: Dimension, family: Family, baseAmount: Double) -> MeasureUnit {
        switch (dimension, family) {
        case (.mass, .us): return baseAmount < MeasureUnit.pound.baseAmount ? .ounce : .pound
        case (.mass, _): return baseAmount < 1_000 ? .gram : .kilogram
        case (.volume, .us):
            if baseAmount < MeasureUnit.tablespoon.baseAmount { return .teaspoon }
            return baseAmount < MeasureUnit.cup.baseAmount / 4 ? .tablespoon : .cup
        case (.volume, _): return baseAmount < 1_000 ? .millilitre : .litre
        case (.other, _): return .counted("piece")
        }
    }
}
