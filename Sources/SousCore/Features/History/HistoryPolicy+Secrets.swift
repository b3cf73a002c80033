extension HistoryPolicy {
    /// Settings whose values are secrets: a line setting one is never written to history.
    public static let secretSettings: Set<String> = ["edamam.app_key", "edamam.app_id"]

    /// `set edamam.app_key …` (any case, any spacing), and every other line setting something that
    /// starts `edamam`: history is a plain file, and a mistyped line (`set edamam.app_key=KEY`,
    /// `set edamam.app_keyx KEY`) holds the key all the same.
    static func carriesSecret(_ line: String) -> Bool {
        let words = line.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        guard words.count >= 2, words[0] == "set" else { return false }
        return secretSettings.contains(words[1]) || isEdamamSetting(words[1])
    }

    /// A settings word that names, or was meant to name, one of Edamam's (`edamam.app_key=…`).
    public static func isEdamamSetting(_ word: String) -> Bool {
        word.lowercased().hasPrefix("edamam")
    }
}
