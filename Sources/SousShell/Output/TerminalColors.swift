import MealKit
import SousCore

/// Whether output is coloured and carries links: `--color` (or `set color`), the terminal and the
/// environment (`NO_COLOR`, `TERM=dumb`, emulators that show OSC 8 links).
public struct TerminalColors: Equatable, Sendable {
    public enum Choice: String, Sendable, CaseIterable {
        case auto, always, never
    }

    public private(set) var choice: Choice
    /// Whether `auto` colours: a terminal on stdout, not `TERM=dumb`, no `NO_COLOR`.
    let colorsWhenAuto: Bool
    /// Whether the terminal shows OSC 8 links, when it colours at all.
    let showsLinks: Bool

    public init(choice: Choice, outputIsTTY: Bool, environment: [String: String]) {
        self.choice = choice
        let term = environment["TERM"] ?? ""
        colorsWhenAuto = outputIsTTY && term != "dumb" && !(environment["NO_COLOR"].map { !$0.isEmpty } ?? false)
        // OSC 8 is understood by the terminals that say so through these; others would print it raw.
        let program = environment["TERM_PROGRAM"] ?? ""
        showsLinks = ["iTerm.app", "WezTerm", "vscode", "ghostty"].contains(program)
            || environment["VTE_VERSION"] != nil || environment["KITTY_WINDOW_ID"] != nil
            || term.hasPrefix("xterm-kitty") || term == "foot" || term == "wezterm"
    }

    public var useColor: Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return colorsWhenAuto
        }
    }

    public var supportsHyperlinks: Bool { useColor && showsLinks }

    /// The colours as the session's `color` setting says now, unless `--color` decided it for the
    /// run; the REPL asks before each batch of output, so `set color never` is felt at once.
    func following(_ state: SessionState) -> TerminalColors {
        guard !state.overriddenSettings.contains(.color),
              let choice = Choice(rawValue: state.settings[.color]) else { return self }
        var colors = self
        colors.choice = choice
        return colors
    }
}
