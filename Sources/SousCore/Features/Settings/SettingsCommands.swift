import FoundationEssentials
import MealKit

extension CommandSpec {
    static let set = CommandSpec(
        name: "set", usage: "set [key] [value]", summary: "settings (page size, color, units, …), saved",
        examples: ["set", "set page-size 20", "set color never", "set units metric", "set pager", "set page-size default"],
        group: .shell, argument: .setting
    ) { .settings(try SettingCommand.parse($0.text)) }
}

extension SettingCommand {
    /// `set`, `set <key>`, `set <key> <value>`, `set <key> default`; the value is checked here, so
    /// the session only ever sees one a setting takes.
    static func parse(_ argument: String?) throws(SousError) -> SettingCommand {
        guard let argument else { return .list }
        let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
        let word = spellings[words[0].lowercased()] ?? words[0].lowercased()
        guard let key = SettingKey(rawValue: word) else {
            // `edamam.app_key=KEY`: a key name with something stuck to it is that key.
            let suggestion = NameMatcher.closest(to: word, among: SettingKey.allCases.map(\.rawValue))
                ?? SettingKey.allCases.map(\.rawValue).filter { word.hasPrefix($0) }.max { $0.count < $1.count }
            throw .settings(.unknownSetting(words[0], suggestion: suggestion))
        }
        guard words.count > 1 else { return .show(key) }
        let value = words[1].trimmingWhitespace()
        if value.lowercased() == "default" { return .reset(key) }
        guard let canonical = key.domain.canonical(value) else { throw .settings(.badValue(key, got: value)) }
        return .change(key, to: canonical)
    }

    /// Other spellings of a key, as `--colour` is one of `--color`.
    static let spellings = ["colour": "color"]
}
