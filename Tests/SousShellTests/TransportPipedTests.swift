import Foundation
import SousTestSupport
import Testing

/// The real binary's networking as a user meets it: libcurl loaded only for a request (and its
/// absence said in one line), nothing written outside sous's folders, redirects under load.
@Suite("Transport (real binary)", .serialized)
struct TransportPipedTests {
    private static let hasStrace = FileManager.default.isExecutableFile(atPath: "/usr/bin/strace")

    @Test("libcurl missing: one line says so, auto answers from the offline catalogue, the server hears nothing")
    func libcurlMissing() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "auto", "--api-base", server.baseURL.absoluteString],
                               input: "cat Beef\nsearch pie\n", environment: ["SOUS_LIBCURL": "/nonexistent"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.hasPrefix(" Beef · 75 meals"))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 2, "the library, then the fallback: \(run.stderr)")
        #expect(lines.first?.hasPrefix("sous: libcurl could not be loaded: /nonexistent") == true)
        #expect(lines.last == "sous: TheMealDB unreachable: using the offline catalogue (552 meals, Nov 2025)")
        #expect(try await server.stats().total == 0)
    }

    @Test("a library that is not libcurl: one line names what it lacks, and the library is closed again",
          .enabled(if: hasZlib))
    func notLibcurl() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        // zlib: present everywhere, not one of sous's own libraries, and without curl_global_init.
        // The loader's debug output says when a library is unloaded ("destroying link map").
        let run = try home.run(arguments: ["--source", "auto", "--api-base", server.baseURL.absoluteString],
                               input: "cat Beef\n", environment: ["SOUS_LIBCURL": try #require(Self.zlib), "LD_DEBUG": "files"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.contains("sous: TheMealDB unreachable: using the offline catalogue"))
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("sous: libcurl could not be loaded: curl_global_init is missing") },
                "\(run.stderr)")
        #expect(lines.contains { $0.contains("libz.so.1") && $0.contains("dynamically loaded by") }, "\(run.stderr)")
        #expect(lines.contains { $0.contains("libz.so.1") && $0.contains("destroying link map") }, "\(run.stderr)")
        #expect(try await server.stats().total == 0)
    }

    private static let zlib = ["/lib/x86_64-linux-gnu/libz.so.1", "/lib/aarch64-linux-gnu/libz.so.1", "/usr/lib/libz.so.1"]
        .first { FileManager.default.fileExists(atPath: $0) }
    private static let hasZlib = zlib != nil

    @Test("SOUS_LIBCURL names a file by its path: a bare name, which the loader would search the run path for, is refused")
    func bareLibraryName() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "auto", "--api-base", server.baseURL.absoluteString],
                               input: "cat Beef\n", environment: ["SOUS_LIBCURL": "libcurl.so.4"])
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("sous: libcurl could not be loaded: SOUS_LIBCURL=libcurl.so.4 is not a path to a file "
            + "(write ./libcurl.so.4 for one here); no network for this session (install libcurl4)\n"), "\(run.stderr)")
        #expect(try await server.stats().total == 0)
    }

    @Test("after an offline and a live session the XDG roots and HOME hold nothing but sous's own folders")
    func nothingOutsideSousFolders() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let offline = try home.run(arguments: ["--source", "offline", "-c", "favs; cat Beef; open 1; fav"])
        #expect(offline.status == 0, "stderr: \(offline.stderr)")
        let live = try home.run(arguments: ["--source", "auto", "--api-base", server.baseURL.absoluteString],
                                input: "cat Seafood\nopen 1\nfav\nrandom 3\nsearch pie\n")
        #expect(live.status == 0, "stderr: \(live.stderr)")
        #expect(try await server.stats().total >= 5, "the live session did reach the server")
        let files = FileManager.default
        for root in [home.data, home.cache] {
            #expect(try files.contentsOfDirectory(atPath: root.path) == ["sous"], "\(root.path)")
        }
        // Nothing was set, so nothing needed the config folder: sous makes it only to save there.
        if files.fileExists(atPath: home.config.path) {
            #expect(try files.contentsOfDirectory(atPath: home.config.path) == ["sous"], "\(home.config.path)")
        }
        #expect(Set(try files.contentsOfDirectory(atPath: home.root.path)).isSubset(of: ["data", "cache", "config"]))
    }

    private static let hasOpenSSL = FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl")

    @Test("a certificate sous does not trust is said as such (retrying cannot help), and auto names it as it falls back",
          .enabled(if: hasOpenSSL))
    func untrustedCertificate() async throws {
        let home = try TemporaryHome()
        let key = home.root.appendingPathComponent("key.pem").path, certificate = home.root.appendingPathComponent("cert.pem").path
        // A self-signed certificate for the loopback address, made for this test only.
        let made = try home.run(shell: """
            openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout '\(key)' -out '\(certificate)'             -days 1 -subj /CN=127.0.0.1 2>&1
            """)
        #expect(made.status == 0, "\(made.stdout)")
        let server = try await MealDBTestServer.start(["--tls-cert", certificate, "--tls-key", key])
        defer { server.stop() }
        let base = "https://127.0.0.1:\(server.port)/api/json/v1/1/"
        let live = try home.run(arguments: ["--source", "live", "--api-base", base, "-c", "categories"])
        #expect(live.status == 1)
        #expect(live.stderr == "line 1: TheMealDB's certificate was not trusted, so sous sent it nothing: check --api-base "
            + "(or the system's certificates), or start with --source offline\n")
        let auto = try home.run(arguments: ["--source", "auto", "--api-base", base, "-c", "cat Beef"])
        #expect(auto.status == 0, "stderr: \(auto.stderr)")
        #expect((auto.stdout + auto.stderr).contains("TheMealDB's certificate was not trusted: using the offline catalogue ("),
                "\(auto.stdout.prefix(300))\(auto.stderr)")
        #expect(auto.stdout.contains(" Beef · 75 meals"))
    }

    @Test("starting and leaving never opens libcurl; the first request does", .enabled(if: hasStrace))
    func libcurlLoadedAtFirstRequest() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        let home = try TemporaryHome()
        let base = server.baseURL.absoluteString
        let quit = try home.run(shell: "strace -f -qq -e trace=openat -o /dev/stdout \"$SOUS\" --api-base \(base) -c quit")
        #expect(quit.status == 0, "stderr: \(quit.stderr)")
        #expect(quit.stdout.contains("openat"), "strace traced the run")
        #expect(!quit.stdout.contains("libcurl"))
        let request = try home.run(shell: "strace -f -qq -e trace=openat -o /dev/stdout \"$SOUS\" --api-base \(base) -c categories")
        #expect(request.status == 0, "stderr: \(request.stderr)")
        #expect(request.stdout.contains("libcurl.so.4"))
    }

    @Test("the release binary carries the Swift runtime, FoundationEssentials, libstdc++, libedit and libjpeg, and does not link libcurl",
          .enabled(if: ProcessInfo.processInfo.environment["SOUS_BINARY"] != nil
                   && ProcessInfo.processInfo.environment["SOUS_SANITIZER"] == nil))
    func staticallyLinked() throws {
        let home = try TemporaryHome()
        let run = try home.run(shell: "ldd \"$SOUS\"")
        #expect(run.status == 0)
        #expect(run.stdout.contains("libc.so.6"), "ldd listed the libraries: \(run.stdout)")
        // A start maps libc, libm and libgcc_s, fewer libraries than an empty Swift program (which adds libstdc++).
        for library in ["libswiftCore", "libFoundation", "libcurl", "libdispatch", "libedit", "libtinfo", "libbsd", "libjpeg",
                        "libstdc++"] {
            #expect(!run.stdout.contains(library), "\(library) in \(run.stdout)")
        }
    }

    @Test("whatever the server does, a command ends with one line and retry, well before the old 20 s", arguments: [
        ("hang", "TheMealDB did not answer in time: type retry"),
        ("drip", "TheMealDB did not answer in time: type retry"),
        ("redirect-loop", "TheMealDB kept redirecting the request (a loop?): type retry later"),
    ])
    func boundedCommands(mode: String, line: String) async throws {
        let server = try await MealDBTestServer.start(["--fault", mode, "--hang-max", "120"])
        defer { server.stop() }
        let home = try TemporaryHome()
        let started = ContinuousClock.now
        let run = try home.run(arguments: ["--source", "live", "--api-base", server.baseURL.absoluteString, "-c", "random 3"])
        // The promise is 10 s (measured in the benchmark); here, only that the command ends on its own
        // deadline, well before the server's 120 s, however loaded the machine running the suite is.
        #expect(ContinuousClock.now - started < .seconds(90))
        #expect(run.status == 1)
        #expect(run.stderr == "line 1: \(line)\n", "one line: \(run.stderr)")
    }

    @Test("random 5 a hundred times in one shell, every answer redirected on the same server: no crash")
    func redirectsUnderLoad() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        try await server.fault("redirect-once", script: "random.php")
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "live", "--api-base", server.baseURL.absoluteString],
                               input: String(repeating: "random 5\n", count: 100))
        #expect(run.status == 0, "stderr: \(run.stderr)")
        #expect(run.stdout.components(separatedBy: " Random · 5 meals · page 1/1").count == 101)
        #expect(try await server.stats().count("random.php") >= 1000)
    }
}
