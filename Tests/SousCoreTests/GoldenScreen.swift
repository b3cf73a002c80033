import Foundation
import Testing
@testable import SousCore

/// Screens compared with golden text under Fixtures/golden/ (`SOUS_UPDATE_GOLDEN=1` rewrites them;
/// read the diff): what a user would see at a terminal of `renderer`'s width.
enum GoldenScreen {
    static func check(
        _ name: String, _ screens: [Screen], renderer: ScreenRenderer, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let lines = screens.flatMap(renderer.render).map(\.plainText)
        for line in lines {
            #expect(TextLayout.displayWidth(line) <= renderer.width || line.contains("http"), "[\(line)]", sourceLocation: sourceLocation)
        }
        let text = lines.joined(separator: "\n") + "\n"
        let url = ScreenRendererTests.goldenDirectory.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["SOUS_UPDATE_GOLDEN"] == "1" {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(text == expected, "screen \(name) differs from Fixtures/golden/\(name).txt", sourceLocation: sourceLocation)
    }
}
