extension CookbookExchange {
    /// Why the cookbook fetches a recipe from elsewhere.
    public enum Purpose: Equatable, Sendable {
        /// To change it in the editor (`edit n` of a recipe from another source): copied into the
        /// cookbook first.
        case edit
    }
}
