/// A part of a recipe under a heading (`= Dough`, `== Filling ==`); the part before any heading has none.
public struct CooklangSection: Hashable, Sendable {
    /// A step, or a note (`> ...`) said between the steps.
    public enum Content: Hashable, Sendable {
        case step(CooklangStep)
        case note(String)
    }

    public var name: String?
    public var content: [Content]

    public init(name: String? = nil, content: [Content] = []) {
        self.name = name
        self.content = content
    }

    public var steps: [CooklangStep] {
        content.compactMap { if case .step(let step) = $0 { return step } else { return nil } }
    }
}
