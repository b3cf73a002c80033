import SousCore

extension Terminal {
    /// This terminal colouring as the session's `color` setting says now, unless `--color` decided
    /// it for the run; the REPL asks before each batch of output, so `set color never` is felt at once.
    func following(_ state: SessionState) -> Terminal {
        guard !state.overriddenSettings.contains(.color),
              let choice = ColorChoice(rawValue: state.settings[.color]) else { return self }
        var terminal = self
        terminal.choose(choice)
        return terminal
    }
}
