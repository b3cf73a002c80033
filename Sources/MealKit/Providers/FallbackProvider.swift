import FoundationEssentials

/// Something the fallback wants the user told, once: the source changed.
public enum FallbackNotice: Equatable, Sendable {
    /// The live source could not be reached; answers now come from the offline catalogue.
    case usingOffline(reason: MealDBError, catalogue: OfflineCatalog.Info)
    /// The live source answered again; answers come from it again.
    case backOnline
    /// A client-side rate limit holds the next request back for `seconds` (`limit` per `window` s).
    case rateLimitWait(seconds: Int, limit: Int, window: Int)
}

/// Live first; when the live source cannot be reached, the offline catalogue, said once.
///
/// Only connectivity failures (unreachable, timed out) switch sources: an HTTP error or a malformed
/// answer means TheMealDB is there, and is reported as it is. While fallen back, the live source is
/// left alone for `retryInterval` (so each command does not wait for a timeout), then tried again.
/// Every answer comes whole from one source: a listing is never part live, part offline.
public final class FallbackProvider: RecipeProviding, Sendable {
    public let primary: any RecipeProviding
    public let fallback: any RecipeProviding
    public let fallbackInfo: OfflineCatalog.Info
    public let retryInterval: TimeInterval
    /// Each notice as it happens, for a shell that listens; `takeNotices()` is the polled twin.
    public let notices: AsyncStream<FallbackNotice>

    private let state: State
    private let now: @Sendable () -> Date

    /// - Parameters:
    ///   - primary: the live source (usually `CachingProvider(upstream: LiveMealDBClient(…), …)`).
    ///   - fallback: the offline source, described by `fallbackInfo` in the notice.
    ///   - retryInterval: how long to stay offline before trying the live source again.
    ///   - now: the clock; tests pass their own.
    public init(
        primary: any RecipeProviding, fallback: any RecipeProviding = OfflineCatalog(),
        fallbackInfo: OfflineCatalog.Info = OfflineCatalog.bundledInfo, retryInterval: TimeInterval = 60,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.primary = primary
        self.fallback = fallback
        self.fallbackInfo = fallbackInfo
        self.retryInterval = retryInterval
        self.now = now
        let (stream, continuation) = AsyncStream.makeStream(
            of: FallbackNotice.self, bufferingPolicy: .bufferingNewest(State.noticeLimit))
        notices = stream
        state = State(continuation: continuation)
    }

    deinit {
        state.continuation.finish()
    }

    /// The notices not yet taken, oldest first (at most a few: older ones are dropped).
    public func takeNotices() async -> [FallbackNotice] {
        await state.takeNotices()
    }

    /// Whether answers currently come from the fallback.
    public func isFallenBack() async -> Bool {
        await state.offlineSince != nil
    }

    // MARK: RecipeProviding

    public func sourceKind() async -> SourceKind {
        await isFallenBack() ? await fallback.sourceKind() : await primary.sourceKind()
    }

    public func categories() async throws -> [Category] {
        try await answer { try await $0.categories() }
    }

    public func areas() async throws -> [Area] {
        try await answer { try await $0.areas() }
    }

    public func ingredients() async throws -> [IngredientInfo] {
        try await answer { try await $0.ingredients() }
    }

    public func meals(matching filter: MealFilter) async throws -> [MealSummary] {
        try await answer { try await $0.meals(matching: filter) }
    }

    public func searchMeals(name: String) async throws -> [Recipe] {
        try await answer { try await $0.searchMeals(name: name) }
    }

    public func meals(startingWith letter: Character) async throws -> [Recipe] {
        try await answer { try await $0.meals(startingWith: letter) }
    }

    public func meal(id: String) async throws -> Recipe? {
        try await answer { try await $0.meal(id: id) }
    }

    public func randomMeal() async throws -> Recipe {
        try await answer { try await $0.randomMeal() }
    }

    /// Routed whole, not through `randomMeal()`, so one pick is never part live, part offline.
    public func randomMeals(count: Int) async throws -> [Recipe] {
        try await answer { try await $0.randomMeals(count: count) }
    }

    // MARK: Switching

    private func answer<Value: Sendable>(
        _ ask: @Sendable (any RecipeProviding) async throws -> Value
    ) async throws -> Value {
        if await state.shouldTryPrimary(now: now(), retryInterval: retryInterval) {
            do {
                let value = try await ask(primary)
                await state.primaryAnswered()
                return value
            } catch let error as MealDBError where error.isConnectivityFailure {
                await state.primaryUnreachable(error, now: now(), info: fallbackInfo)
            }
        }
        return try await ask(fallback)
    }

    /// Which source is in use and what is left to tell.
    private actor State {
        static let noticeLimit = 8

        nonisolated let continuation: AsyncStream<FallbackNotice>.Continuation
        private(set) var offlineSince: Date?
        private var pending: [FallbackNotice] = []

        init(continuation: AsyncStream<FallbackNotice>.Continuation) {
            self.continuation = continuation
        }

        func shouldTryPrimary(now: Date, retryInterval: TimeInterval) -> Bool {
            guard let offlineSince else { return true }
            let elapsed = now.timeIntervalSince(offlineSince)
            // A clock set back should not strand us offline for good.
            return elapsed >= retryInterval || elapsed < 0
        }

        func primaryAnswered() {
            guard offlineSince != nil else { return }
            offlineSince = nil
            post(.backOnline)
        }

        func primaryUnreachable(_ error: MealDBError, now: Date, info: OfflineCatalog.Info) {
            // Already offline (a retry failed): wait another interval, but say nothing new.
            if offlineSince == nil { post(.usingOffline(reason: error, catalogue: info)) }
            offlineSince = now
        }

        func takeNotices() -> [FallbackNotice] {
            defer { pending = [] }
            return pending
        }

        private func post(_ notice: FallbackNotice) {
            pending.append(notice)
            if pending.count > Self.noticeLimit { pending.removeFirst() }
            continuation.yield(notice)
        }
    }
}
