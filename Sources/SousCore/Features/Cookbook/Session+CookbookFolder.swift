import MealKit

extension Session {
    /// `set cookbook <folder> [--create]`: the folder is checked (or made) before it is kept.
    func chooseCookbookFolder(_ typed: String) -> [Effect] {
        var folder = typed.trimmingWhitespace()
        let create = folder.hasSuffix(" --create") || folder == "--create"
        if create { folder = String(folder.dropLast("--create".count)).trimmingWhitespace() }
        guard !folder.isEmpty else { return fail(.missingArgument(usage: "set cookbook <folder> [--create]")) }
        return [.load(.cookbook(.useFolder(CommandSpec.unquoted(folder), create: create)))]
    }

    /// The cookbook is in `folder` now (nil: the default): saved in the settings, its aisle.conf taken
    /// under the user's own.
    mutating func cookbookFolderChosen(_ folder: String?, created: Bool, aisles: AisleConfig?, problem: String?) -> [Effect] {
        state.settings.set(.cookbook, to: folder)
        state.cookbookAisles = aisles
        state.aisles = AisleMap.layered(own: state.ownAisles, cookbook: aisles)
        var effects: [Effect] = [.settings(.save(.cookbook, folder))]
        if let problem { effects.append(.show(.notice(problem))) }
        let shown = folder.map(TerminalText.sanitizedLine) ?? "cookbook/ in the data folder (the default)"
        var line = created ? "made \(shown): your cookbook is there now" : "cookbook \(shown): cookbook lists it"
        if aisles != nil { line += state.ownAisles == nil ? "; shop follows its config/aisle.conf" : "; your own aisle.conf still orders shop" }
        return effects + [.show(.message(line))]
    }
}
