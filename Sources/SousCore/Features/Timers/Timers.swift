import FoundationEssentials
import MealKit

/// The kitchen timers' own part of the shell's vocabulary: their screens.
public enum Timers {
    /// The timers' screens: lines in `ScreenRenderer+Timers`, JSON as `TimersDocument` and
    /// `TimerDoneDocument`.
    public enum Screen: FeatureScreen {
        /// `timers`: the running timers, numbered in this order, as they stand at `now`.
        case list([RunningTimers.Timer], now: Date)
        /// A kitchen timer is due: "⏰ rice: 25 min done", with the terminal's bell.
        case done(String)

        func lines(in renderer: ScreenRenderer) -> [StyledLine] {
            switch self {
            case .list(let timers, let now): renderer.render(timers: timers, now: now)
            case .done(let name): renderer.render(timerDone: name)
            }
        }

        var document: any Encodable {
            switch self {
            case .list(let timers, let now): TimersDocument(timers, now: now)
            case .done(let name): TimerDoneDocument(timer: TerminalText.sanitizedLine(name))
            }
        }
    }
}
