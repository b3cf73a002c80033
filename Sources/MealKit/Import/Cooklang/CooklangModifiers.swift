/// cooklang-rs's component modifiers, written between the sigil and the name: `@@` (another recipe),
/// `@&` (the same ingredient as before), `@?` (optional), `@+` (a new one, never merged), `@-` (used
/// in the step, left off the ingredient list).
public struct CooklangModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let recipe = CooklangModifiers(rawValue: 1)
    public static let reference = CooklangModifiers(rawValue: 2)
    public static let optional = CooklangModifiers(rawValue: 4)
    public static let new = CooklangModifiers(rawValue: 8)
    public static let hidden = CooklangModifiers(rawValue: 16)

    /// The modifier a character writes, if it is one.
    static func named(_ byte: UInt8) -> CooklangModifiers? {
        switch byte {
        case UInt8(ascii: "@"): return .recipe
        case UInt8(ascii: "&"): return .reference
        case UInt8(ascii: "?"): return .optional
        case UInt8(ascii: "+"): return .new
        case UInt8(ascii: "-"): return .hidden
        default: return nil
        }
    }
}
