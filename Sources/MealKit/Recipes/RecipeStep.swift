/// One step of a recipe's method, and the section it is under ("For the sauce"), if any.
public struct RecipeStep: Hashable, Sendable, Codable {
    /// The step's paragraphs, as written.
    public var paragraphs: [String]
    public var section: String?
    /// The timers the step sets, as its source marks them (Cooklang's `~{25%minutes}`).
    public var timers: [StepTimer] = []

    public init(_ text: String, section: String? = nil) {
        self.init(paragraphs: [text], section: section)
    }

    public init(paragraphs: [String], section: String? = nil) {
        self.paragraphs = paragraphs
        self.section = section
    }

    /// The step as one paragraph.
    public var text: String { paragraphs.joined(separator: " ") }

    private enum CodingKeys: String, CodingKey { case text, paragraphs, section, timers }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        if let paragraphs = try c.decodeIfPresent([String].self, forKey: .paragraphs) {
            self.paragraphs = paragraphs
        } else {
            self.paragraphs = [try c.decode(String.self, forKey: .text)]
        }
        section = try c.decodeIfPresent(String.self, forKey: .section)
        timers = (try? c.decodeIfPresent([StepTimer].self, forKey: .timers)) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if paragraphs.count == 1 { try c.encode(paragraphs[0], forKey: .text) } else { try c.encode(paragraphs, forKey: .paragraphs) }
        try c.encodeIfPresent(section, forKey: .section)
        if !timers.isEmpty { try c.encode(timers, forKey: .timers) }
    }
}
