import MealKit

extension Session {
    /// `set`: shows the settings, or changes one in this session and asks for it to be saved.
    mutating func settings(_ command: SettingCommand) -> [Effect] {
        switch command {
        case .list:
            return [.show(.settings(state.settings, overridden: state.overriddenSettings))]
        case .show(.cookbook):
            let folder = state.settings.isDefault(.cookbook) ? "cookbook/ in the data folder (the default)" : state.settings[.cookbook]
            return [.show(.message("cookbook is \(TerminalText.sanitizedLine(folder)): set cookbook <folder> chooses another"))]
        case .show(let key):
            return [.show(.message(Self.describe(key, in: state.settings)))]
        case .change(.cookbook, let value):
            return chooseCookbookFolder(value)
        case .reset(.cookbook):
            return [.load(.cookbook(.useFolder(nil, create: false)))]
        case .change(let key, let value):
            return change(key, to: value)
        case .reset(let key):
            return change(key, to: nil)
        }
    }

    /// What the settings store answered.
    mutating func reduce(_ event: Settings.Event) -> [Effect] {
        switch event {
        case .saved(let problems): return settingsSaved(problems: problems)
        }
    }

    /// A setting saved, or the problems saving it met.
    mutating func settingsSaved(problems: [StorageProblem]) -> [Effect] {
        notices(problems)
    }

    private mutating func change(_ key: SettingKey, to value: String?) -> [Effect] {
        let oldPageSize = state.pageSize
        state.settings.set(key, to: value)
        if key == .pageSize { repage(from: oldPageSize) }
        return [.settings(.save(key, value)), .show(.message(confirmation(for: key)))]
    }

    /// Gives the listing the new page size on the page that holds the item that was first on screen.
    private mutating func repage(from oldPageSize: Int) {
        guard var listing = state.listing else { return }
        let firstShown = (listing.page - 1) * oldPageSize
        listing.pageSize = state.pageSize
        listing.page = min(firstShown / state.pageSize + 1, listing.pageCount)
        state.listing = listing
    }

    /// The line after a change: the value, and when it is felt if not at once.
    private func confirmation(for key: SettingKey) -> String {
        let value = state.settings.displayValue(key)
        var text = "\(key.rawValue) \(value)"
        if state.settings.isDefault(key) { text += " (the default)" }
        // The flags are named after their settings (--color, --source).
        let flagged = state.overriddenSettings.contains(key)
        switch key {
        case _ where flagged && key.timing == .nextStart: text += ": saved for the next start without --\(key.rawValue)"
        case _ where flagged: text += ": saved; --\(key.rawValue) decides this run"
        case .pageSize: text += ": listings show \(value) meals a page"
        case .color: text += value == "auto" ? ": color when the terminal takes it" : value == "never" ? ": no color" : ": color even through pipes"
        case .units: return Self.unitsLine(state.units)
        case .pager: text += value == "on" ? ": long output goes through the pager" : ": long output is printed straight through"
        case .output: text += value == "json" ? ": results print as JSON, one document a line" : ": results print as text"
        case .suggest: text += value == "on" ? ": typing shows a suggestion from history (→ takes it)" : ": no suggestions while typing"
        case .cache, .source, .historySize: text += ": takes effect at the next start"
        case .edamamAppID, .edamamAppKey, .edamamAccountUser: text += ": used for --source edamam"
        case .cookbook: text += ": cookbook lists it"
        }
        return text
    }

    static func unitsLine(_ units: UnitSystem) -> String {
        switch units {
        case .original: return "units: as each recipe writes them"
        case .metric: return "units: metric (g, ml; spoons stay spoons) where close enough"
        case .us: return "units: US (oz, lb, tsp, tbsp, cups) where close enough"
        }
    }

    /// `set page-size`: "page-size is 5 (default 10; 5–100)".
    static func describe(_ key: SettingKey, in settings: Settings) -> String {
        let defaultValue = key.defaultValue.isEmpty ? "not set" : key.defaultValue
        return "\(key.rawValue) is \(settings.displayValue(key)) (default \(defaultValue); \(key.domain.summary))"
    }
}

extension SettingDomain {
    /// "5–100", "on or off", "auto, always or never": what the setting takes, in words.
    public var summary: String {
        switch self {
        case .range(let range): return "\(range.lowerBound)–\(range.upperBound)"
        case .token(let secret): return secret ? "a key (never shown)" : "an id"
        case .folder: return "a folder"
        case .choices(let choices):
            guard choices.count > 1 else { return choices.first ?? "" }
            return choices.dropLast().joined(separator: ", ") + " or " + (choices.last ?? "")
        }
    }
}
