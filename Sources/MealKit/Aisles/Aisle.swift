/// Where in a shop an ingredient is found: what `shop` groups the list under.
///
/// sous knows nine (`builtIn`) and every ingredient of its catalogue's place among them; a user's
/// `aisle.conf` may name others ("deli", "canned goods"), which are aisles all the same.
public struct Aisle: Hashable, Sendable, CustomStringConvertible {
    /// As the user or sous wrote it: "produce", "meat & fish".
    public var name: String

    public init(_ name: String) { self.name = name }

    public static let produce = Aisle("produce")
    public static let meatAndFish = Aisle("meat & fish")
    public static let dairyAndEggs = Aisle("dairy & eggs")
    public static let bakery = Aisle("bakery")
    public static let pantryStaples = Aisle("pantry staples")
    public static let spices = Aisle("spices")
    public static let frozen = Aisle("frozen")
    public static let drinks = Aisle("drinks")
    /// What fits no aisle, or that sous cannot place: always last.
    public static let other = Aisle("other")

    /// sous's own aisles, in the order a list walks them.
    public static let builtIn: [Aisle] = [
        .produce, .meatAndFish, .dairyAndEggs, .bakery, .pantryStaples, .spices, .frozen, .drinks, .other,
    ]

    /// The name folded, so `[Produce]` in a user's file is sous's produce.
    var key: String { IngredientName.key(name) }

    public var description: String { name }
}
