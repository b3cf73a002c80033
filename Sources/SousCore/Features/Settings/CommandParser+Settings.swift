import MealKit

extension CommandParser {
    /// `set`, `set <key>`, `set <key> <value>`, `set <key> default`; the value is checked here, so
    /// the session only ever sees one a setting takes.
    static func setting(_ argument: String?, spec: CommandSpec) throws -> Command {
        guard let argument else { return .settings(.list) }
        let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
        let word = words[0].lowercased()
        guard let key = SettingKey(rawValue: word) else {
            let suggestion = NameMatcher.closest(to: word, among: SettingKey.allCases.map(\.rawValue))
            throw SousError.settings(.unknownSetting(words[0], suggestion: suggestion))
        }
        guard words.count > 1 else { return .settings(.show(key)) }
        let value = words[1].trimmingCharacters(in: .whitespaces)
        if value.lowercased() == "default" { return .settings(.reset(key)) }
        guard let canonical = key.domain.canonical(value) else {
            throw SousError.settings(.badValue(key, got: value))
        }
        return .settings(.change(key, to: canonical))
    }
}
