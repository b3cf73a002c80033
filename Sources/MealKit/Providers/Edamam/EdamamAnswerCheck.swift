import FoundationEssentials

/// The fuzz target's door to Edamam's answers: the search response and its recipes are internal,
/// and the meals they map to are what sous's screens read.
@_spi(Fuzzing) public enum EdamamAnswerCheck {
    /// The meals a search answer's `body` maps to; a `MealDBError` when it is no search answer.
    public static func meals(from body: Data) throws(MealDBError) -> [Recipe] {
        try EdamamSearchResponse.decode(body).hits.compactMap(\.recipe)
    }
}
