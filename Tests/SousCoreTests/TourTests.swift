import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// The tour against the state machine: whole state, exact effects, no I/O.
@Suite("Session: tour")
struct TourSessionTests {
    typealias F = SessionFixtures

    @Test("tour asks for where data lives and shows the welcome")
    func tour() {
        var store = F.store()
        store.send(.tour, effects: [.load(.tour)]) { $0.inFlight = .tour }
        store.receive(.tour(dataDirectory: "/home/cook/.local/share/sous"), effects: [
            .show(.tour(dataDirectory: "/home/cook/.local/share/sous")),
        ]) { $0.inFlight = nil }
    }
}

/// The runner's side of the tour, with an injected clock and files.
@Suite("Effect runner: tour")
struct TourRunnerTests {
    typealias F = SessionFixtures

    @Test("the tour learns where data lives")
    func tour() async throws {
        #expect(try await F.runner().load(.tour) == .tour(dataDirectory: "/data/sous"))
    }
}

/// What the tour shows.
@Suite("Screens: tour")
struct TourScreenTests {
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    @Test("the tour fits 80 columns and one screen, names five commands and where data lives")
    func tour() {
        let lines = renderer.render(.tour(dataDirectory: "/home/cook/.local/share/sous")).map(\.plainText)
        #expect(lines.count <= 20)
        #expect(lines.allSatisfy { TextLayout.displayWidth($0) <= 80 })
        for command in ["today", "cat Seafood", "open 1", "fav", "help"] {
            #expect(lines.contains { $0.hasPrefix("   " + command + " ") }, "\(command)")
        }
        #expect(lines.joined(separator: " ").contains("/home/cook/.local/share/sous"))
        let nowhere = renderer.render(.tour(dataDirectory: nil)).map(\.plainText).joined(separator: " ")
        #expect(nowhere.contains("Nothing is saved this session"))
    }
}
