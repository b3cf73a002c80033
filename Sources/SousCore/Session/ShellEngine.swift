import Foundation
import MealKit

/// Runs lines through the session and its effects until the session has nothing left to do.
///
/// The terminal layer calls it; it never prints. One command runs at a time.
public actor ShellEngine {
    /// What one line produced.
    public struct Outcome: Equatable, Sendable {
        public var screens: [Screen]
        /// True when the line failed (an error was shown): the piped mode's exit status.
        public var failed: Bool { screens.contains { if case .error = $0 { true } else { false } } }
    }

    private var session: Session
    private let runner: EffectRunner
    private let now: @Sendable () -> Date
    private var lastRecordedLine: String?
    private var reportedProblems: Set<StorageProblem> = []
    /// Category, cuisine and ingredient names for Tab, fetched once on first use.
    private var catalogueNames: (categories: [String], areas: [String], ingredients: [String])?

    /// Lines to show at start that no store produced (a skipped line of aisle.conf).
    private let startNotices: [String]

    public init(
        runner: EffectRunner, state: SessionState = SessionState(), now: @escaping @Sendable () -> Date = Date.init,
        startNotices: [String] = []
    ) {
        self.startNotices = startNotices
        self.session = Session(state: state, now: now)
        self.runner = runner
        self.now = now
    }

    public var state: SessionState { session.state }

    /// Loads favorites and the history's last line; gives the notices worth showing before the first prompt.
    /// - Parameter problems: what went wrong opening the stores (no data directory, …).
    public func start(problems: [StorageProblem] = []) async -> [Screen] {
        var screens = unreported(problems).map { Screen.notice($0.userMessage) } + startNotices.map(Screen.notice)
        screens += await send(.sourceChanged(await runner.provider.sourceKind()))
        let favorites = await runner.favorites.load()
        screens += await send(.favoritesChanged(favorites.value, problems: unreported(favorites.problems)))
        let shoppingList = await runner.shoppingList.load()
        screens += await send(.shoppingListChanged(shoppingList.value, problems: unreported(shoppingList.problems)))
        let pantry = await runner.pantry.load()
        screens += await send(.pantryChanged(pantry.value, problems: unreported(pantry.problems)))
        let plan = await runner.plan.load()
        screens += await send(.planChanged(plan.value, problems: unreported(plan.problems)))
        let history = await runner.history.load()
        lastRecordedLine = history.value.last?.line
        screens += unreported(history.problems).map { .notice($0.userMessage) }
        return screens
    }

    /// Parses and runs one line. A blank line does nothing.
    public func execute(line: String) async -> Outcome {
        // Timers due while the line was typed ring first, above what the line brings.
        let rings = await send(.clockTicked)
        // In cooking mode Enter, n, b, t and q are its keys; every other line is a command as usual.
        if session.state.cooking != nil, let key = CookingAction.key(line) {
            return Outcome(screens: rings + (await execute(.cooking(key))).screens)
        }
        guard let parsed = CommandParser.parse(line) else { return Outcome(screens: rings) }
        switch parsed {
        case .success(let command): return Outcome(screens: rings + (await execute(command)).screens)
        case .failure(let error): return Outcome(screens: rings + [.error(error)])
        }
    }

    /// The timers due now, rung: what the terminal shows above the line being typed.
    public func ringDueTimers() async -> [Screen] { await send(.clockTicked) }

    /// When the next timer is due, so the terminal knows when to ring it; nil with none running.
    public var nextTimerDue: Date? { session.state.timers.nextDue }

    /// Input is over: timers due ring, and those still running are named, since they never will.
    public func endOfInput() async -> [Screen] {
        await send(.clockTicked) + (await send(.inputEnded))
    }

    public func execute(_ command: Command) async -> Outcome {
        var screens = await send(.command(command))
        // A change of source is told before the answer it affected.
        screens = await runner.provider.takeNotices().map { .notice($0.userMessage) } + screens
        let source = await runner.provider.sourceKind()
        if source != session.state.source { screens += await send(.sourceChanged(source)) }
        return Outcome(screens: screens)
    }

    /// Saves a typed line to history, unless it starts with a space or repeats the previous one.
    public func record(line: String) async -> [Screen] {
        guard HistoryPolicy.shouldRecord(line, after: lastRecordedLine) else { return [] }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        lastRecordedLine = trimmed
        let problems = await runner.history.append(HistoryEntry(line: trimmed, date: now()))
        return unreported(problems).map { .notice($0.userMessage) }
    }

    /// The saved history's lines, oldest first, for the line editor's Up/Down at start.
    public func historyLines(limit: Int = 1_000) async -> [String] {
        Array((await runner.history.load()).value.suffix(limit).map(\.line))
    }

    /// What Tab can offer now: the listing and favorites from the state, and the catalogue's names.
    ///
    /// The names are fetched through the provider the first time and kept; a source that cannot answer
    /// leaves them empty, to be tried again on the next call.
    public func completionContext() async -> CompletionContext {
        if catalogueNames == nil {
            let provider = runner.provider
            async let categories = try? provider.categories().map(\.name)
            async let areas = try? provider.areas().map(\.name)
            async let ingredients = try? provider.ingredients().map(\.name)
            let fetched = (await categories, await areas, await ingredients)
            if let categories = fetched.0, let areas = fetched.1, let ingredients = fetched.2 {
                catalogueNames = (categories, areas, ingredients)
            } else {
                return CompletionContext(
                    state: session.state, categories: fetched.0 ?? [], areas: fetched.1 ?? [],
                    ingredients: fetched.2 ?? [])
            }
        }
        let names = catalogueNames ?? ([], [], [])
        return CompletionContext(
            state: session.state, categories: names.categories, areas: names.areas, ingredients: names.ingredients)
    }

    /// Feeds an event through the session, performing effects (and the events they cause) in order.
    private func send(_ event: Event) async -> [Screen] {
        var screens: [Screen] = []
        var queue = session.handle(event)
        while !queue.isEmpty {
            let effect = queue.removeFirst()
            if case .show(let screen) = effect {
                screens.append(screen)
            } else if let next = await runner.perform(effect) {
                queue.append(contentsOf: session.handle(next))
            }
        }
        return screens
    }

    /// Each storage problem is told once a session, not after every command.
    private func unreported(_ problems: [StorageProblem]) -> [StorageProblem] {
        problems.filter { reportedProblems.insert($0).inserted }
    }
}
