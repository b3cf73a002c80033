extension HistoryPolicy {
    /// Settings whose values are secrets: a line setting one is never written to history.
    public static let secretSettings: Set<String> = ["edamam.app_key", "edamam.app_id"]

    /// `set edamam.app_key …` (any case, any spacing): history is a plain file, the key must not be in it.
    static func carriesSecret(_ line: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard words.count >= 2, words[0] == "set" else { return false }
        return secretSettings.contains(words[1])
    }
}
