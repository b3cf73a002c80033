import Foundation
import MealKit
import Testing
@testable import SousShell

/// The tour's marker: shown once on the first interactive start, remembered in the config directory.
@Suite("First start")
struct FirstStartTests {
    @Test("no marker: show the tour; after it, a private marker in a private folder, and not again")
    func marker() throws {
        let home = try TemporaryHome()
        let first = FirstStart(environment: home.environment())
        #expect(first.shouldShowTour)
        first.markSeen()
        let marker = home.config.appendingPathComponent("sous/seen-tour").path
        let attributes = try FileManager.default.attributesOfItem(atPath: marker)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: home.config.appendingPathComponent("sous").path)
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        #expect(!FirstStart(environment: home.environment()).shouldShowTour)
    }

    @Test("with no config directory there is nowhere to remember it: no forced tour")
    func noConfig() {
        let nowhere = FirstStart(directories: XDGDirectories(environment: [:], accountHome: nil))
        #expect(!nowhere.shouldShowTour)
        nowhere.markSeen()
    }
}
