import Foundation
import Testing
@testable import MealKit

/// The client-side limit, on an injected clock: waits are computed, never slept.
@Suite("Request rate limiter")
struct RequestRateLimiterTests {
    @Test("ten at once go at once; the eleventh, 48 s later, waits the 12 s left of the minute")
    func slidingWindow() async {
        let clock = ProviderTestClock()
        let limiter = RequestRateLimiter(limit: 10, window: 60, now: clock.function)
        for _ in 0..<10 { #expect(await limiter.reserve().wait == 0) }
        clock.advance(48)
        #expect(await limiter.reserve().wait == 12)
        // The twelfth queues behind it: the same second, since the second request also left at 0.
        #expect(await limiter.reserve().wait == 12)
        clock.advance(12)
        #expect(await limiter.reserve().wait == 0, "by now the first requests have left the window")
    }

    @Test("concurrent callers get distinct slots in order")
    func concurrentCallers() async {
        let clock = ProviderTestClock()
        let limiter = RequestRateLimiter(limit: 2, window: 10, now: clock.function)
        let waits = await withTaskGroup(of: TimeInterval.self) { group in
            for _ in 0..<6 { group.addTask { await limiter.reserve().wait } }
            return await group.reduce(into: []) { $0.append($1) }.sorted()
        }
        #expect(waits == [0, 0, 10, 10, 20, 20])
    }

    @Test("a released slot (its request was cancelled) is free again")
    func release() async {
        let clock = ProviderTestClock()
        let limiter = RequestRateLimiter(limit: 1, window: 60, now: clock.function)
        #expect(await limiter.reserve().wait == 0)
        let queued = await limiter.reserve()
        #expect(queued.wait == 60)
        await limiter.release(queued.slot)
        #expect(await limiter.reserve().wait == 60, "the cancelled one does not push the next to 120")
    }
}
