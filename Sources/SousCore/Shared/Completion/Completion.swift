import MealKit

/// What Tab does to a line: which characters to replace, with what, and the candidates to list.
public struct Completion: Equatable, Sendable {
    /// One possibility: the text inserted, and how a listing shows it (`3 Beef and Oyster pie`).
    public struct Candidate: Equatable, Sendable {
        public var text: String
        public var display: String
        /// `text` folded for matching (case and accents), computed once, not at every Tab.
        let key: String

        public init(_ text: String, display: String? = nil) {
            self.text = text
            self.display = display ?? text
            self.key = text.foldedForSearch
        }

        public static func == (lhs: Candidate, rhs: Candidate) -> Bool {
            lhs.text == rhs.text && lhs.display == rhs.display
        }
    }

    /// Character offsets in the line; it always ends at the cursor (text after the cursor is kept).
    public var replacement: Range<Int>
    /// What replaces `replacement`: the single match and a space, or the longest common prefix.
    /// Nil when Tab cannot add anything (no match, or several with nothing more in common).
    public var insertion: String?
    public var candidates: [Candidate]

    public init(replacement: Range<Int>, insertion: String?, candidates: [Candidate]) {
        self.replacement = replacement
        self.insertion = insertion
        self.candidates = candidates
    }

    /// Nothing to offer at `cursor`.
    public static func none(at cursor: Int) -> Completion {
        Completion(replacement: cursor..<cursor, insertion: nil, candidates: [])
    }
}
