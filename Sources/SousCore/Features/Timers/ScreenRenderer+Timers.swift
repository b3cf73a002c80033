import FoundationEssentials
import MealKit

extension ScreenRenderer {
    /// `timers`: each running timer with the number it got when it started (the one `timer cancel`
    /// takes) and what is left of it at `now`.
    func render(timers: [RunningTimers.Timer], now: Date) -> [StyledLine] {
        timers.map { timer in
            StyledLine(" \(timer.number)  \(clean(timer.name)) · \(timer.remaining(at: now).clockText) left")
        }
    }

    /// A timer come due, said at the prompt (the terminal's bell is the shell's).
    func render(timerDone name: String) -> [StyledLine] {
        [StyledLine(" ⏰ " + clean(name) + " done", .notice)]
    }
}
