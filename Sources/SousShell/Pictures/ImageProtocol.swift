/// How this terminal can show a picture.
public enum ImageProtocol: Equatable, Sendable {
    /// kitty's graphics protocol (kitty, Ghostty): raw pixels in APC escapes.
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm): the file itself in an OSC 1337 escape.
    case iTerm
    /// "▀" cells in 24-bit colour: any colour terminal, tmux included.
    case halfBlock
    /// No colour (a pipe, NO_COLOR, TERM=dumb): the path or address only.
    case text

    /// Decides from the environment the terminal set. Inside tmux or screen the inline protocols do
    /// not reach the outer terminal (and KITTY_WINDOW_ID leaks in from it), so half blocks are used.
    public static func detect(environment: [String: String], useColor: Bool) -> ImageProtocol {
        guard useColor else { return .text }
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux") || program == "tmux" {
            return .halfBlock
        }
        if environment["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || program == "ghostty" || term == "xterm-ghostty" {
            return .kitty
        }
        if program == "iTerm.app" || environment["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" {
            return .iTerm
        }
        return .halfBlock
    }
}
