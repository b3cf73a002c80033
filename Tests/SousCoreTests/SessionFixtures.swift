import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// Small, readable meals and listings for the state-machine tests.
enum SessionFixtures {
    static let fixedDate = SessionTestStore.fixedDate

    static func meal(_ id: String, _ name: String) -> Recipe {
        Recipe(id: id, name: name, category: "Beef", area: "British", instructions: "Cook it.",
                   ingredients: [Ingredient(name: "Beef", measure: "500g")])
    }

    /// `count` summaries named "Meal 1" … with ids 50001 ….
    static func summaries(_ count: Int) -> [MealSummary] {
        (1...max(1, count)).prefix(count).map { MealSummary(id: String(50_000 + $0), name: "Meal \($0)") }
    }

    static func listing(_ count: Int, page: Int = 1, source: ListingSource = .category("Beef")) -> Listing {
        Listing(source: source, items: summaries(count), page: page, pageSize: 10)
    }

    /// A test store over `state`, its clock at `fixedDate`.
    static func store(_ state: SessionState = SessionState()) -> SessionTestStore {
        SessionTestStore(state)
    }

    /// An effect runner on the offline catalogue and in-memory stores, its clock at `date` in `zone`, data
    /// said to live in /data/sous.
    static func runner(
        at date: Date = Date(timeIntervalSince1970: 1_764_199_800), zone: String = "Europe/London",
        files: any FileWriting = InMemoryFileWriter(), images: any ImageStoring = InMemoryImageStore(),
        fetcher: any ImageFetching = ClosureImageFetcher.offline
    ) -> EffectRunner {
        EffectRunner(
            provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
            hostServices: HostServices(clock: .fixed(date, offset: .zone(zone)), files: files,
                                  images: images, imageFetcher: fetcher, dataDirectory: "/data/sous"))
    }

    /// The command in flight fails at the source, and `retry` runs `command` again, asking `effects`.
    static func failAndRetry(
        _ store: inout SessionTestStore, _ command: Command, effects: [Effect], error: SousError = .source(.timedOut),
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        store.send(.failed(error), effects: [.show(.error(error))], sourceLocation: sourceLocation) {
            $0.inFlight = nil
            $0.retryable = command
        }
        store.send(.retry, effects: effects, sourceLocation: sourceLocation) {
            $0.retryable = nil
            $0.inFlight = command
        }
    }
}
