import Foundation
import Testing
@testable import MealKit

/// A server name that does not resolve fails its request before libcurl is loaded, so `--source auto`
/// without a network answers from the catalogue without paying for ~30 libraries.
@Suite("Host name check")
struct HostNameCheckTests {
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
            error as? MealDBError == .unreachable(MealDBError.unresolvedNameReason) || error as? MealDBError == .timedOut
        }
        #expect(!transport.isLoaded, "libcurl was not loaded for a name with no address")
        // An address is libcurl's to try (port 9, discard: nothing listens on loopback there).
        await #expect(throws: MealDBError.self) {
            _ = try await client.get(URL(string: "http://127.0.0.1:9/")!)
        }
        #expect(transport.isLoaded)
    }
}
