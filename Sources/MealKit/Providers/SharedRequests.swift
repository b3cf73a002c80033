import FoundationEssentials

/// Shares one load among every caller asking for the same URL while it is in flight.
///
/// Each caller waits on its own continuation rather than on the load's `Task.value`, so a caller
/// whose task is cancelled leaves at once (Ctrl-C must not wait for a slow server), and the load
/// itself is cancelled only when its last caller has left.
actor SharedRequests {
    private struct Entry {
        var token: UInt64
        var load: Task<Void, Never>
        var waiters: [UInt64: CheckedContinuation<Data, any Error>]
    }

    private var entries: [URL: Entry] = [:]
    private var nextToken: UInt64 = 0

    /// How many distinct loads are running (tests).
    var inFlightCount: Int { entries.count }

    func data(for url: URL, load: @escaping @Sendable () async throws -> Data) async throws -> Data {
        nextToken += 1
        let waiter = nextToken
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                join(url: url, waiter: waiter, continuation: continuation, load: load)
            }
        } onCancel: {
            Task { await self.leave(url: url, waiter: waiter) }
        }
    }

    private func join(
        url: URL, waiter: UInt64, continuation: CheckedContinuation<Data, any Error>,
        load: @escaping @Sendable () async throws -> Data
    ) {
        // The cancellation handler may have run before this waiter existed; it found nothing then.
        if Task.isCancelled {
            continuation.resume(throwing: MealDBError.cancelled)
            return
        }
        if entries[url] != nil {
            entries[url]?.waiters[waiter] = continuation
            return
        }
        nextToken += 1
        let token = nextToken
        let task = Task {
            let result: Result<Data, any Error>
            do { result = .success(try await load()) } catch { result = .failure(error) }
            self.finish(url: url, token: token, result: result)
        }
        entries[url] = Entry(token: token, load: task, waiters: [waiter: continuation])
    }

    private func leave(url: URL, waiter: UInt64) {
        guard let continuation = entries[url]?.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: MealDBError.cancelled)
        if let entry = entries[url], entry.waiters.isEmpty {
            entries[url] = nil
            entry.load.cancel()
        }
    }

    private func finish(url: URL, token: UInt64, result: Result<Data, any Error>) {
        // A newer load for the same URL may have replaced an abandoned one; it is not ours to end.
        guard let entry = entries[url], entry.token == token else { return }
        entries[url] = nil
        for continuation in entry.waiters.values { continuation.resume(with: result) }
    }
}
