import FoundationEssentials
import MealKit

extension Session {
    mutating func timer(_ action: TimerAction) -> [Effect] {
        let now = clock.now()
        switch action {
        case .start(let duration, let label, let unitGiven):
            let timer = state.timers.start(duration, label: label, at: now)
            // A bare number is minutes: said, so "timer 90" meant as seconds is caught at once.
            let assumed = unitGiven ? "" : " (a number alone is minutes: 90s for seconds)"
            return [.show(.message("⏱ \(TerminalText.sanitizedLine(timer.name)) started\(assumed): it rings at the prompt · timers lists them"))]
        case .list:
            guard !state.timers.isEmpty else { return [.show(.message(TimerError.noTimer(1, running: []).message))] }
            return [.show(.timers(.list(state.timers.running, now: now)))]
        case .cancel(let number):
            guard let timer = state.timers.cancel(number) else {
                return fail(.timer(.noTimer(number, running: state.timers.numbers)))
            }
            return [.show(.message("timer \(TerminalText.sanitizedLine(timer.name)) cancelled"))]
        }
    }

    /// The timers due now, taken out and rung: "⏰ rice: 25 min done".
    mutating func ringDueTimers() -> [Effect] {
        state.timers.takeDue(at: clock.now()).map { .show(.timers(.done(TerminalText.sanitizedLine($0.name)))) }
    }

    /// Said when input ends with timers still running (a pipe, `-c`): they will not ring.
    func timersLeftAtEnd() -> [Effect] {
        let now = clock.now()
        return state.timers.running.map { timer in
            .show(.notice("timer \(TerminalText.sanitizedLine(timer.name)) was still running (\(timer.remaining(at: now).clockText) left) when input ended"))
        }
    }
}
