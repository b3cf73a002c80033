import Foundation
import SousTestSupport
import Testing
@testable import MealKit

/// A server name that does not resolve fails its request before libcurl is loaded, so `--source auto`
/// without a network answers from the catalogue without paying for ~30 libraries; one that resolves is
/// not looked up a second time by libcurl, and a name is looked up once however many requests ask.
@Suite("Host name check")
struct HostNameCheckTests {
    /// A resolver that counts its calls and answers `answer`, once `open` (at once when not gated).
    final class CountingResolver: @unchecked Sendable {
        // `@unchecked`: `calls`, `isOpen` and `whenAsked` are guarded by `lock`.
        private let lock = Lock()
        private let condition: LockCondition
        private var calls: [String] = []
        private var isOpen: Bool
        private var whenAsked: CheckedContinuation<Void, Never>?
        private let answer: HostNameCheck.Outcome

        init(answer: HostNameCheck.Outcome, gated: Bool = false) {
            self.answer = answer
            isOpen = !gated
            condition = LockCondition(lock)
        }

        var resolver: HostNameCheck.Resolver {
            { [self] host, _ in
                let asked: CheckedContinuation<Void, Never>? = lock.withLock {
                    calls.append(host)
                    defer { whenAsked = nil }
                    return whenAsked
                }
                asked?.resume()
                lock.withLock {
                    while !isOpen { condition.wait(until: nil) }
                }
                return answer
            }
        }

        /// Returns once the resolver has been asked.
        func asked() async {
            await withCheckedContinuation { continuation in
                let already = lock.withLock {
                    if !calls.isEmpty { return true }
                    whenAsked = continuation
                    return false
                }
                if already { continuation.resume() }
            }
        }

        /// The hosts asked for, in order.
        var asked: [String] { lock.withLock { calls } }

        /// Lets a gated resolver answer.
        func open() {
            lock.withLock {
                isOpen = true
                condition.broadcast()
            }
        }
    }

    static let unresolved = MealDBError.unreachable(MealDBError.unresolvedNameReason)

    /// How `count` GETs of `url` sent at once end: each one's error, nil for an answer.
    static func failures(of count: Int, client: HTTPClient, url: URL) async -> [MealDBError?] {
        await withTaskGroup(of: MealDBError?.self) { group in
            for _ in 0..<count {
                group.addTask {
                    do throws(MealDBError) {
                        _ = try await client.get(url)
                        return nil
                    } catch {
                        return error
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    @Test("addresses, this machine and a configured proxy are libcurl's to resolve; names are checked")
    func whichHostsAreChecked() {
        #expect(HostNameCheck.needsCheck(host: "www.themealdb.com", environment: [:]))
        #expect(HostNameCheck.needsCheck(host: "api.edamam.com", environment: ["NO_PROXY": "x"]))
        #expect(!HostNameCheck.needsCheck(host: "127.0.0.1", environment: [:]))
        #expect(!HostNameCheck.needsCheck(host: "[::1]", environment: [:]))
        #expect(!HostNameCheck.needsCheck(host: "::1", environment: [:]))
        #expect(!HostNameCheck.needsCheck(host: "localhost", environment: [:]))
        #expect(!HostNameCheck.needsCheck(host: "www.themealdb.com", environment: ["https_proxy": "http://proxy:3128"]))
        #expect(!HostNameCheck.needsCheck(host: "www.themealdb.com", environment: ["ALL_PROXY": "socks5://proxy"]))
        #expect(HostNameCheck.needsCheck(host: "www.themealdb.com", environment: ["HTTPS_PROXY": ""]), "an empty proxy is none")
    }

    @Test("a name that does not resolve fails as unreachable (or out of time) and libcurl is never loaded")
    func anUnresolvableNameSkipsTheLoad() async throws {
        let transport = HTTPTransport()
        // `.invalid` never resolves (RFC 6761); a resolver that cannot answer at all runs into the wait.
        let client = HTTPClient(policy: HTTPPolicy(responseTimeout: 3, budget: 4, maxAttempts: 1), transport: transport)
        await #expect {
            _ = try await client.get(URL(string: "https://sous-test.invalid/api/json/v1/1/categories.php")!)
        } throws: { error in
            error as? MealDBError == Self.unresolved || error as? MealDBError == .timedOut
        }
        #expect(!transport.isLoaded, "libcurl was not loaded for a name with no address")
        // An address is libcurl's to try (port 9, discard: nothing listens on loopback there).
        await #expect(throws: MealDBError.self) {
            _ = try await client.get(URL(string: "http://127.0.0.1:9/")!)
        }
        #expect(transport.isLoaded)
    }

    @Test("the address the check found is the one libcurl connects to: it does not resolve the name again")
    func theAddressFoundIsHandedToLibcurl() async throws {
        let server = try await MealDBTestServer.start()
        defer { server.stop() }
        // Only the check can know this name is the local server: for libcurl's own resolver it has no address.
        let resolver = CountingResolver(answer: .proceed(addresses: ["127.0.0.1"]))
        let transport = HTTPTransport(resolver: resolver.resolver)
        // Time enough for a loaded machine (the whole suite at once on two cores): the default 5 s for
        // an answer ran out twice there, though the local server answers in a millisecond.
        let client = HTTPClient(policy: HTTPPolicy(responseTimeout: 30, budget: 30, maxAttempts: 1), transport: transport)
        let url = URL(string: "http://sous-test.invalid:\(server.port)/api/json/v1/1/categories.php")!
        let response = try await client.get(url)
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Beef"))
        #expect(resolver.asked == ["sous-test.invalid"])
        #expect(try await server.stats().count("categories.php") == 1)
    }

    @Test("three requests at once for one host (a completion context) ask the resolver once; another host is asked apart")
    func oneLookupPerHost() async throws {
        let resolver = CountingResolver(answer: .unresolvable)
        // Remembered for ten minutes, so a loaded machine's slow scheduling cannot outlast the memory.
        let transport = HTTPTransport(resolver: resolver.resolver, nameMemory: 600_000_000_000)
        let client = HTTPClient(policy: HTTPPolicy(responseTimeout: 30, budget: 30, maxAttempts: 1), transport: transport)
        let url = URL(string: "https://www.themealdb.com/api/json/v1/1/list.php?c=list")!
        #expect(await Self.failures(of: 3, client: client, url: url) == [Self.unresolved, Self.unresolved, Self.unresolved])
        // The next command, a moment later, has the answer remembered.
        await #expect(throws: Self.unresolved) { try await client.get(url) }
        #expect(resolver.asked == ["www.themealdb.com"])
        await #expect(throws: Self.unresolved) { try await client.get(URL(string: "https://api.edamam.com/")!) }
        #expect(resolver.asked == ["www.themealdb.com", "api.edamam.com"])
        #expect(!transport.isLoaded)
    }

    @Test("an answer is forgotten once its memory is over: `retry` after the network is back asks again")
    func anAnswerIsForgotten() async throws {
        let resolver = CountingResolver(answer: .unresolvable)
        let transport = HTTPTransport(resolver: resolver.resolver, nameMemory: 0)
        let client = HTTPClient(policy: HTTPPolicy(responseTimeout: 30, budget: 30, maxAttempts: 1), transport: transport)
        let url = URL(string: "https://www.themealdb.com/api/json/v1/1/random.php")!
        await #expect(throws: Self.unresolved) { try await client.get(url) }
        await #expect(throws: Self.unresolved) { try await client.get(url) }
        #expect(resolver.asked == ["www.themealdb.com", "www.themealdb.com"])
    }

    @Test("a resolver that never answers: each request ends at its response timeout, and one thread waits on it",
          .timeLimit(.minutes(1)))
    func aHungResolver() async throws {
        let resolver = CountingResolver(answer: .unresolvable, gated: true)
        defer { resolver.open() }
        let transport = HTTPTransport(resolver: resolver.resolver)
        let client = HTTPClient(policy: HTTPPolicy(responseTimeout: 0.5, budget: 2, maxAttempts: 1), transport: transport)
        let url = URL(string: "https://www.themealdb.com/api/json/v1/1/random.php")!
        #expect(await Self.failures(of: 3, client: client, url: url) == [.timedOut, .timedOut, .timedOut])
        // A later request waits on the same lookup rather than starting another.
        await #expect(throws: MealDBError.timedOut) { try await client.get(url) }
        // The resolver never answers: that these requests ended at all is the timeouts' doing (and the
        // test's one-minute limit catches a wait on the resolver).
        #expect(resolver.asked == ["www.themealdb.com"], "one resolver thread, not one per request")
        #expect(!transport.isLoaded)
    }

    @Test("a request cancelled while its name is looked up ends at once as cancelled", .timeLimit(.minutes(1)))
    func cancelledWhileWaiting() async throws {
        let resolver = CountingResolver(answer: .unresolvable, gated: true)
        defer { resolver.open() }
        let transport = HTTPTransport(resolver: resolver.resolver)
        let client = HTTPClient(policy: HTTPPolicy(responseTimeout: 30, budget: 30, maxAttempts: 1), transport: transport)
        let task = Task { try await client.get(URL(string: "https://www.themealdb.com/api/json/v1/1/random.php")!) }
        await resolver.asked()
        task.cancel()
        await #expect(throws: MealDBError.cancelled) { try await task.value }
    }

    @Test("the line handed to libcurl: the host and port of the request, every address, and a timeout mark")
    func resolveEntry() {
        #expect(HostNameCheck.resolveEntry(for: URL(string: "https://www.themealdb.com/api/")!,
                                           addresses: ["203.0.113.7", "[2001:db8::1]"])
                == "+www.themealdb.com:443:203.0.113.7,[2001:db8::1]")
        #expect(HostNameCheck.resolveEntry(for: URL(string: "http://example.test:8080/")!, addresses: ["127.0.0.1"])
                == "+example.test:8080:127.0.0.1")
        #expect(HostNameCheck.resolveEntry(for: URL(string: "http://example.test/")!, addresses: []) == nil)
    }

    @Test("the system resolver gives numeric addresses, IPv6 in brackets, each once")
    func systemResolverAddresses() {
        guard case .proceed(let addresses) = HostNameCheck.systemResolver("localhost", "80") else {
            Issue.record("localhost did not resolve")
            return
        }
        #expect(addresses.contains("127.0.0.1") || addresses.contains("[::1]"), "\(addresses)")
        #expect(Set(addresses).count == addresses.count)
        #expect(HostNameCheck.systemResolver("sous-test.invalid", "443") == .unresolvable)
    }
}
