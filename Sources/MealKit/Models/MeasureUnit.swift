import FoundationEssentials

/// A unit a measure is counted in: a weight or volume sous can convert, or a thing counted ("clove").
public struct MeasureUnit: Hashable, Sendable {
    /// What a unit measures; only units of the same dimension add up.
    public enum Dimension: Hashable, Sendable {
        case mass
        case volume
        /// Things counted or sized by eye (cloves, tins, cm of ginger): each unit adds only to itself.
        case other
    }

    /// Which family a unit belongs to, so a sum stays in the family its parts were written in.
    public enum Family: Hashable, Sendable {
        case metric
        case us
        case none
    }

    /// The short form printed after a quantity: "g", "tbsp", "clove".
    public var symbol: String
    /// The form after quantities above one; the same as `symbol` for abbreviations.
    public var plural: String
    public var dimension: Dimension
    public var family: Family
    /// Grams or millilitres in one of this unit; 1 for `.other`.
    public var baseAmount: Double

    public init(symbol: String, plural: String? = nil, dimension: Dimension, family: Family, baseAmount: Double = 1) {
        self.symbol = symbol
        self.plural = plural ?? symbol
        self.dimension = dimension
        self.family = family
        self.baseAmount = baseAmount
    }
}

extension MeasureUnit {
    public static let milligram = MeasureUnit(symbol: "mg", dimension: .mass, family: .metric, baseAmount: 0.001)
    public static let gram = MeasureUnit(symbol: "g", dimension: .mass, family: .metric)
    public static let kilogram = MeasureUnit(symbol: "kg", dimension: .mass, family: .metric, baseAmount: 1_000)
    public static let ounce = MeasureUnit(symbol: "oz", dimension: .mass, family: .us, baseAmount: 28.349_523_125)
    public static let pound = MeasureUnit(symbol: "lb", dimension: .mass, family: .us, baseAmount: 453.592_37)

    public static let millilitre = MeasureUnit(symbol: "ml", dimension: .volume, family: .metric)
    public static let centilitre = MeasureUnit(symbol: "cl", dimension: .volume, family: .metric, baseAmount: 10)
    public static let decilitre = MeasureUnit(symbol: "dl", dimension: .volume, family: .metric, baseAmount: 100)
    // "L", as "1 L" is written and as no one misreads it for a 1.
    public static let litre = MeasureUnit(symbol: "L", dimension: .volume, family: .metric, baseAmount: 1_000)
    // Kitchen spoons and cups, not the legal US values (4.93 ml, 236.6 ml): recipes mean these, and
    // with them 3 tsp make a tablespoon and 16 tablespoons a cup exactly.
    public static let teaspoon = MeasureUnit(symbol: "tsp", dimension: .volume, family: .us, baseAmount: 5)
    public static let tablespoon = MeasureUnit(symbol: "tbsp", dimension: .volume, family: .us, baseAmount: 15)
    public static let cup = MeasureUnit(symbol: "cup", plural: "cups", dimension: .volume, family: .us, baseAmount: 240)
    public static let fluidOunce = MeasureUnit(symbol: "fl oz", dimension: .volume, family: .us, baseAmount: 30)
    public static let pint = MeasureUnit(symbol: "pint", plural: "pints", dimension: .volume, family: .us, baseAmount: 473)
    public static let quart = MeasureUnit(symbol: "quart", plural: "quarts", dimension: .volume, family: .us, baseAmount: 946)
    public static let gallon = MeasureUnit(symbol: "gallon", plural: "gallons", dimension: .volume, family: .us, baseAmount: 3_785)
    public static let dessertspoon = MeasureUnit(symbol: "dsp", dimension: .volume, family: .us, baseAmount: 10)

    /// A counted unit: "clove", "tin", "cm".
    public static func counted(_ symbol: String, plural: String? = nil) -> MeasureUnit {
        MeasureUnit(symbol: symbol, plural: plural ?? symbol + "s", dimension: .other, family: .none)
    }

    /// The unit a word names, in any of the spellings TheMealDB's measures use ("tbs", "tblsp",
    /// "Tablespoons", "grams", "Litre"); nil when the word is not a unit.
    public static func named(_ word: String) -> MeasureUnit? {
        var key = word.lowercased()
        while key.last == "." { key.removeLast() }
        while key.first == "." { key.removeFirst() }
        return spellings[key]
    }

    private static let spellings: [String: MeasureUnit] = {
        var table: [String: MeasureUnit] = [:]
        func add(_ unit: MeasureUnit, _ words: String) {
            for word in words.split(separator: " ") { table[String(word)] = unit }
        }
        add(.milligram, "mg milligram milligrams")
        add(.gram, "g gr gm gms gram grams gramme grammes")
        add(.kilogram, "kg kgs kilo kilos kilogram kilograms")
        add(.ounce, "oz ounce ounces")
        add(.pound, "lb lbs pound pounds")
        add(.millilitre, "ml mls millilitre millilitres milliliter milliliters")
        add(.centilitre, "cl centilitre centilitres")
        add(.decilitre, "dl decilitre decilitres")
        add(.litre, "l ltr litre litres liter liters")
        add(.teaspoon, "tsp tsps tspn teaspoon teaspoons")
        add(.tablespoon, "tbsp tbsps tbs tbls tblsp tbl tablespoon tablespoons tbspn")
        add(.cup, "cup cups")
        add(.fluidOunce, "floz fl-oz")
        table["fl oz"] = .fluidOunce
        add(.dessertspoon, "dsp dessertspoon dessertspoons")
        add(.pint, "pint pints pt")
        add(.quart, "quart quarts qt qts")
        add(.gallon, "gallon gallons gal")
        let counted: [(String, String, String)] = [
            ("clove", "cloves", ""), ("can", "cans", ""), ("tin", "tins", ""), ("jar", "jars", ""),
            ("packet", "packets", "pkt"), ("pack", "packs", ""), ("package", "packages", ""),
            ("bag", "bags", ""), ("bottle", "bottles", ""), ("tub", "tubs", ""), ("pot", "pots", ""),
            ("pinch", "pinches", ""), ("dash", "dashes", ""), ("handful", "handfuls", "handfull handfulls"),
            ("slice", "slices", ""), ("sprig", "sprigs", ""), ("bunch", "bunches", ""), ("stick", "sticks", ""),
            ("leaf", "leaves", ""), ("piece", "pieces", ""), ("head", "heads", ""), ("bulb", "bulbs", ""),
            ("stalk", "stalks", ""), ("knob", "knobs", ""), ("drop", "drops", ""), ("strip", "strips", ""),
            ("rasher", "rashers", ""), ("fillet", "fillets", ""), ("pod", "pods", ""), ("scoop", "scoops", ""),
            ("shot", "shots", ""), ("part", "parts", ""), ("cube", "cubes", ""), ("sheet", "sheets", ""),
            ("floret", "florets", ""), ("shank", "shanks", ""), ("cm", "cm", ""), ("inch", "inches", ""),
            ("ear", "ears", ""), ("rib", "ribs", ""), ("loaf", "loaves", ""), ("box", "boxes", ""),
            ("container", "containers", ""), ("envelope", "envelopes", ""), ("carton", "cartons", ""),
            ("punnet", "punnets", ""), ("bar", "bars", ""), ("square", "squares", ""), ("link", "links", ""),
            ("wedge", "wedges", ""), ("sachet", "sachets", ""), ("glass", "glasses", ""), ("jigger", "jiggers", ""),
            ("splash", "splashes", ""), ("mm", "mm", ""), ("spear", "spears", ""),
        ]
        for (singular, plural, extra) in counted {
            let unit = MeasureUnit.counted(singular, plural: plural)
            add(unit, "\(singular) \(plural) \(extra)")
        }
        return table
    }()
}
