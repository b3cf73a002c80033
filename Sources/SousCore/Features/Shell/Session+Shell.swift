import MealKit

extension Session {
    /// A failed effect: shown, and kept for `retry` when the source failed or the user cancelled it
    /// (Ctrl-C on a slow answer, then `retry` once the network is back).
    mutating func failed(_ error: SousError) -> [Effect] {
        if case .source = error { state.retryable = state.inFlight }
        if case .savedRecipeUnreadable(_, let id) = error { state.unreadableFavorites.insert(id) }
        state.inFlight = nil
        return fail(error)
    }

    /// `retry`: the command that failed, run again.
    mutating func retry() -> [Effect] {
        guard let command = state.retryable else { return fail(.nothingToRetry) }
        state.retryable = nil
        // In flight as the command it runs again, so a second failure can be retried in turn.
        return keepingInFlight(command, reduce(command))
    }

    mutating func quit() -> [Effect] {
        state.isFinished = true
        return []
    }

    /// The source that answered changed (the network went away or came back): the prompt follows.
    mutating func sourceChanged(_ source: SourceKind) -> [Effect] {
        // Another source has other names for Tab (Edamam's dish types are not TheMealDB's categories).
        if source != state.source { state.catalogueNames = nil }
        state.source = source
        return []
    }
}
