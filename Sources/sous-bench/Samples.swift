import Foundation

/// Timings of one figure in nanoseconds, summarised as the harness reports every figure: median, min, max.
struct Samples: Codable, Sendable {
    private(set) var values: [Double] = []

    init(_ values: [Double] = []) { self.values = values }

    mutating func append(_ value: Double) { values.append(value) }

    var median: Double { percentile(50) }
    var min: Double { values.min() ?? 0 }
    var max: Double { values.max() ?? 0 }

    /// The nearest-rank percentile: the smallest value with at least `p` per cent of the values at or below it.
    func percentile(_ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(Swift.max(rank, 1), sorted.count) - 1]
    }

    /// Median, min and max, the shape every figure takes in the JSON the bench script reads.
    var summary: Figure { Figure(median: median, min: min, max: max, count: values.count) }
}

/// One reported figure: a median over repeated runs, with the extremes beside it.
struct Figure: Codable, Sendable {
    var median: Double
    var min: Double
    var max: Double
    var count: Int
}

/// Monotonic time, for timing one call.
enum Stopwatch {
    /// Nanoseconds `body` took.
    static func time(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        return nanoseconds(ContinuousClock.now - start)
    }

    /// Nanoseconds the awaited `body` took, actor hops included.
    static func time(_ body: () async throws -> Void) async rethrows -> Double {
        let start = ContinuousClock.now
        try await body()
        return nanoseconds(ContinuousClock.now - start)
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }
}
