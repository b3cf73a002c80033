import Foundation
import SousTestSupport
import Testing

/// No code from beside the binary: a `libcurl.so.4` (or libc, libm) dropped next to `sous` in a
/// downloads folder or a shared `bin/` is never loaded; libcurl comes from the system's library
/// folders only (or the file `SOUS_LIBCURL` names).
@Suite("Libraries beside the binary (real binary)", .serialized)
struct LibraryPathTests {
    private static let hasStrace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")
    private static let hasReadelf = FileManager.default.isExecutableFile(atPath: "/usr/bin/readelf")
    /// The release binary `make test` passes (the debug build keeps SwiftPM's `$ORIGIN`, and its
    /// toolchain run path, as every debug build does).
    private static let isReleaseBinary = ProcessInfo.processInfo.environment["SOUS_BINARY"] != nil
        && ProcessInfo.processInfo.environment["SOUS_SANITIZER"] == nil

    /// A folder holding a copy of the binary under test, as a user's downloads folder would.
    private static func binaryCopy(in home: TemporaryHome) throws -> URL {
        let folder = home.root.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("sous")
        // Copied by cp, not in this process: a file this process had open for writing could be inherited
        // by a child another test forks meanwhile, and executing the copy would fail ("Text file busy").
        let copied = try home.run(shell: "cp \"$SOUS\" '\(copy.path)'")
        try #require(copied.status == 0, "\(copied.stderr)")
        return copy
    }

    @Test("a libcurl.so.4 planted beside a copy of the binary is not loaded at the first request: the system's is")
    func plantedLibcurlIsNotLoaded() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let sous = try Self.binaryCopy(in: home)
        let folder = sous.deletingLastPathComponent()
        let marker = home.root.appendingPathComponent("planted-library-ran")
        // A real shared object whose constructor leaves a marker: loading it is running its code.
        let source = home.root.appendingPathComponent("planted.c")
        try """
            #include <fcntl.h>
            #include <unistd.h>
            __attribute__((constructor)) static void planted(void) {
                int fd = open("\(marker.path)", O_WRONLY | O_CREAT | O_TRUNC, 0600);
                if (fd >= 0) { (void)write(fd, "ran\\n", 4); close(fd); }
            }
            """.write(to: source, atomically: true, encoding: .utf8)
        let built = try home.run(shell: """
            compiler=$(command -v cc || command -v clang || command -v gcc) && \
            "$compiler" -shared -fPIC -o '\(folder.path)/libcurl.so.4' '\(source.path)'
            """)
        #expect(built.status == 0, "the C compiler built the planted library: \(built.stderr)")
        // The planted library does run when it is loaded: the test would see it.
        let proof = try home.run(shell: "python3 -c 'import ctypes; ctypes.CDLL(\"\(folder.path)/libcurl.so.4\")'")
        #expect(proof.status == 0 && FileManager.default.fileExists(atPath: marker.path), "\(proof.stderr)")
        try FileManager.default.removeItem(at: marker)

        let run = try home.run(shell: "'\(sous.path)' --source live --api-base \(server.baseURL.absoluteString) -c categories")
        #expect(!FileManager.default.fileExists(atPath: marker.path), "the library beside the binary was loaded")
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.isEmpty, "the system's libcurl answered: \(run.stderr)")
        #expect(run.stdout.contains("   1  Beef"), "\(run.stdout.prefix(300))")
        #expect(try await server.stats().count("categories.php") == 1)
    }

    @Test("the release binary has no $ORIGIN (nor any run path) and looks for no library beside itself at start or at the first request",
          .enabled(if: isReleaseBinary && hasReadelf && hasStrace))
    func noRunPathBesideTheBinary() async throws {
        let home = try TemporaryHome()
        let dynamic = try home.run(shell: "readelf -d \"$SOUS\"")
        #expect(dynamic.status == 0 && dynamic.stdout.contains("NEEDED"), "\(dynamic.stderr)")
        #expect(!dynamic.stdout.contains("ORIGIN"), "\(dynamic.stdout)")
        #expect(!dynamic.stdout.contains("RUNPATH") && !dynamic.stdout.contains("RPATH"), "\(dynamic.stdout)")

        let sous = try Self.binaryCopy(in: home)
        let folder = sous.deletingLastPathComponent().path
        // A closed port: the request fails, but libcurl is loaded for it all the same.
        let traced = try home.run(shell: """
            strace -f -qq -e trace=open,openat -o /dev/stdout \
            '\(sous.path)' --source live --api-base http://127.0.0.1:9/api/json/v1/1/ -c categories
            """)
        #expect(traced.stdout.contains("libcurl.so.4"), "strace traced the load: \(traced.stdout.suffix(500))")
        // The loader tries each run path folder's hwcaps and tls subfolders too: any file opened under
        // the binary's folder is a library looked for beside it.
        let beside = traced.stdout.split(separator: "\n").filter { $0.contains(folder + "/") }
        #expect(beside.isEmpty, "looked up beside the binary: \(beside)")
    }
}
