import FoundationEssentials
import MealKit

/// Runs lines through the session and its effects until the session has nothing left to do.
///
/// The terminal layer calls it; it never prints. One command runs at a time. It keeps no state of
/// its own: everything the session remembers is in `SessionState`.
public actor ShellEngine {
    /// What one line produced.
    public struct Outcome: Equatable, Sendable {
        public var screens: [Screen]

        public init(screens: [Screen]) { self.screens = screens }
        /// True when the line failed (an error was shown): the piped mode's exit status.
        public var failed: Bool { screens.contains { if case .error = $0 { true } else { false } } }
    }

    private var session: Session
    private let runner: EffectRunner
    /// The session's clock, for the screens' times.
    public nonisolated let clock: SessionClock

    /// Lines to show at start that no store produced (a skipped line of aisle.conf).
    private let startNotices: [String]

    public init(runner: EffectRunner, state: SessionState = SessionState(), startNotices: [String] = []) {
        self.startNotices = startNotices
        self.session = Session(state: state, clock: runner.hostServices.clock)
        self.runner = runner
        self.clock = runner.hostServices.clock
    }

    public var state: SessionState { session.state }

    /// Whether the stores' contents are in the state yet: they are read at the first command that
    /// needs them (see `loadStores`), not at start.
    private var storesLoaded = false
    /// Whether the history has been read already (`historyLines`, at a terminal's start): the first
    /// command then does not read it again.
    private var historyLoaded = false
    /// What a load started by Tab had to tell, shown before the next command's answer.
    private var pendingScreens: [Screen] = []

    /// The notices worth showing before the first prompt: what went wrong opening the stores, the
    /// start notices, the source. The stores themselves are read later, by `loadStoresIfNeeded`.
    /// - Parameter problems: what went wrong opening the stores (no data directory, …).
    public func start(problems: [StorageProblem] = []) async -> [Screen] {
        var screens = await send(.storageProblems(problems)) + startNotices.map(Screen.notice)
        screens += await send(.sourceChanged(await runner.provider.sourceKind()))
        return screens
    }

    /// Loads favorites, the shopping list, the pantry, the plan and the history's last line, once: at
    /// the first command, Tab or typed line that needs them, so a start (and `quit`, `help`) opens no
    /// store. What a load found wrong (a damaged file moved aside) is told then, before that command's
    /// answer.
    private func loadStoresIfNeeded() async -> [Screen] {
        guard !storesLoaded else { return [] }
        storesLoaded = true
        let favorites = await runner.favorites.load()
        var screens = await send(.favorites(.changed(favorites.value, problems: favorites.problems)))
        let shoppingList = await runner.shoppingList.load()
        screens += await send(.shopping(.changed(shoppingList.value, problems: shoppingList.problems)))
        let pantry = await runner.pantry.load()
        screens += await send(.pantry(.changed(pantry.value, problems: pantry.problems)))
        let plan = await runner.plan.load()
        screens += await send(.plan(.changed(plan.value, problems: plan.problems)))
        if !historyLoaded { screens += await loadHistory().screens }
        return screens
    }

    /// Reads the history and takes its last line in (the history rule compares with it): what is in
    /// the file, and what reading it had to tell.
    private func loadHistory() async -> (entries: [HistoryEntry], screens: [Screen]) {
        historyLoaded = true
        let history = await runner.history.load()
        return (history.value, await send(.historyLoaded(lastLine: history.value.last?.line, problems: history.problems)))
    }

    /// Whether a command reads or writes anything the stores hold; `quit`, `help` and `clear` do not.
    private static func needsStores(_ command: Command) -> Bool {
        switch command {
        case .quit, .help, .clear: false
        default: true
        }
    }

    /// Parses and runs one line. A blank line does nothing.
    public func execute(line: String) async -> Outcome {
        // Timers due while the line was typed ring first, above what the line brings.
        let rings = await send(.clockTicked)
        // In cooking mode Enter, n, b, t and q are its keys; every other line is a command as usual.
        if session.state.cooking != nil, let key = CookingAction.key(line) {
            return Outcome(screens: rings + (await execute(.cooking(key))).screens)
        }
        // After a draft with errors the line answers "reopen the editor?"; any other line keeps the
        // draft (nothing typed is lost) and runs as the command it is.
        var answered: [Screen] = []
        if session.state.editing != nil {
            let reopen = ReopenAnswer.parse(line)
            answered = (await execute(.editorAnswer(reopen: reopen ?? false))).screens
            if reopen != nil { return Outcome(screens: rings + answered) }
        }
        guard let parsed = CommandParser.parse(line) else { return Outcome(screens: rings + answered) }
        switch parsed {
        case .success(let command): return Outcome(screens: rings + answered + (await execute(command)).screens)
        case .failure(let error): return Outcome(screens: rings + answered + [.error(error)])
        }
    }

    /// The timers due now, rung: what the terminal shows above the line being typed.
    public func ringDueTimers() async -> [Screen] { await send(.clockTicked) }

    /// Input is over: timers due ring, and those still running are named, since they never will; the
    /// changes the disk refused are tried once more, and those still not saved are counted, as an
    /// error (the exit status says it).
    public func endOfInput() async -> [Screen] {
        var screens = await send(.clockTicked) + (await send(.inputEnded))
        let unsaved = await runner.saveWaitingChanges()
        screens += await send(.unsavedAtEnd(changes: unsaved.changes, historyLines: unsaved.historyLines))
        return screens
    }

    /// Runs a command, after taking in what another sous saved meanwhile (a favorite, the list), and
    /// saving what a store kept in memory when the disk refused it (a full disk may have room now).
    public func execute(_ command: Command) async -> Outcome {
        var screens = pendingScreens
        pendingScreens = []
        guard Self.needsStores(command) else { return Outcome(screens: screens + (await send(.command(command)))) }
        screens += await loadStoresIfNeeded()
        for change in await runner.changesFromOtherSessions() { screens += await send(change) }
        return Outcome(screens: screens + (await send(.command(command))))
    }

    /// Saves a typed line to history when the history rule keeps it.
    /// - Returns: the line as saved (for the line editor's own history), or nil; and any notice.
    public func record(line: String) async -> (recorded: String?, screens: [Screen]) {
        // The history rule compares with the last saved line, so the history is read first.
        var screens = pendingScreens + (await loadStoresIfNeeded())
        pendingScreens = []
        let before = session.state.lastRecordedLine
        screens += await send(.lineEntered(line))
        // The rule never keeps a line twice in a row, so a kept line is always a new last line.
        let after = session.state.lastRecordedLine
        return (after != before ? after : nil, screens)
    }

    /// Records a typed line (when the history rule keeps it) and runs it, as one piece that Ctrl-C (a
    /// cancelled task) stops wherever it waits, another sous's lock included. A cancelled line answers
    /// one line, "cancelled", after any timer that rang or notice told (the source fell back, a file
    /// was damaged): the store keeps a change it could not save for its next visit, and has written
    /// nothing half-way. A command not begun when Ctrl-C came is not run.
    public func enter(line: String) async -> (recorded: String?, outcome: Outcome) {
        let (recorded, notices) = await record(line: line)
        let outcome = Task.isCancelled ? Outcome(screens: []) : await execute(line: line)
        let screens = notices + outcome.screens
        guard Task.isCancelled else { return (recorded, Outcome(screens: screens)) }
        let kept = screens.filter {
            switch $0 {
            case .timers(.done), .notice: true
            default: false
            }
        }
        return (recorded, Outcome(screens: kept + [.error(.source(.cancelled))]))
    }

    /// The saved history's lines, oldest first, for the line editor's Up/Down at start.
    public func historyLines(limit: Int = 1_000) async -> [String] {
        let (entries, screens) = await loadHistory()
        // A damaged file found here is told before the first command's answer, as any load's.
        pendingScreens += screens
        return Array(entries.suffix(limit).map(\.line))
    }

    /// What Tab can offer now: the listing and favorites from the state, and the catalogue's names.
    ///
    /// The names are fetched through the provider the first time and kept in the state; a source
    /// that cannot answer leaves them empty, to be tried again on the next call.
    public func completionContext() async -> CompletionContext {
        // Favorites are among the names offered. Anything a load has to tell waits for the next
        // command's answer: Tab has no room for it.
        pendingScreens += await loadStoresIfNeeded()
        if session.state.catalogueNames == nil {
            let provider = runner.provider
            async let categories = try? provider.categories().map(\.name)
            async let areas = try? provider.areas().map(\.name)
            async let ingredients = try? provider.ingredients().map(\.name)
            let fetched = (await categories, await areas, await ingredients)
            guard let categories = fetched.0, let areas = fetched.1, let ingredients = fetched.2 else {
                return CompletionContext(
                    state: session.state, today: clock.today, categories: fetched.0 ?? [], areas: fetched.1 ?? [], ingredients: fetched.2 ?? [])
            }
            _ = await send(.catalogueNamesLoaded(.init(categories: categories, areas: areas, ingredients: ingredients)))
        }
        let names = session.state.catalogueNames
        return CompletionContext(
            state: session.state, today: clock.today, categories: names?.categories ?? [], areas: names?.areas ?? [],
            ingredients: names?.ingredients ?? [])
    }

    /// Feeds an event through the session, performing effects (and the events they cause) in order.
    private func send(_ event: Event) async -> [Screen] {
        var screens: [Screen] = []
        var queue = session.handle(event)
        while !queue.isEmpty {
            let effect = queue.removeFirst()
            if case .show(let screen) = effect {
                screens.append(screen)
            } else {
                for next in await runner.perform(effect) { queue.append(contentsOf: session.handle(next)) }
            }
        }
        return screens
    }
}
