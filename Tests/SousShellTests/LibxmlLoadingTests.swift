import Foundation
import Testing

/// libxml2, which reads imported web pages, costs a start nothing: the binary does not link it and a
/// session that imports nothing never opens it (MealKit's page reader loads it at the first page).
@Suite("libxml2 loading")
struct LibxmlLoadingTests {
    private static let hasStrace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")

    @Test("starting and leaving never opens libxml2", .enabled(if: hasStrace))
    func notOpenedAtStart() throws {
        let home = try TemporaryHome()
        let quit = try home.run(shell: "strace -f -qq -e trace=openat,open -o /dev/stdout \"$SOUS\" -c quit")
        #expect(quit.status == 0, "stderr: \(quit.stderr)")
        #expect(quit.stdout.contains("openat"), "strace traced the run")
        #expect(!quit.stdout.contains("libxml2"), "\(quit.stdout)")
    }

    @Test("the binary does not link libxml2", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf")
                                                       && ProcessInfo.processInfo.environment["SOUS_SANITIZER"] == nil))
    func notLinked() throws {
        let home = try TemporaryHome()
        let needed = try home.run(shell: "readelf -d \"$SOUS\" | grep NEEDED; ldd \"$SOUS\"")
        #expect(needed.stdout.contains("libc.so.6"), "readelf and ldd listed the libraries: \(needed.stdout)")
        #expect(!needed.stdout.contains("libxml2"), "\(needed.stdout)")
    }
}
