/// A source whose listings come a page at a time (Edamam: 20 hits per request).
///
/// TheMealDB answers a listing whole, so its providers do not conform and their paths are unchanged;
/// the runner asks for pages only when the provider is one of these.
public protocol PagedRecipeProviding: RecipeProviding {
    /// The first page of meals named like `text`.
    func firstPage(searching text: String) async throws -> MealPage
    /// The first page of meals matching `filter`.
    func firstPage(matching filter: MealFilter) async throws -> MealPage
    /// The page a continuation token points at.
    func page(after continuation: String) async throws -> MealPage
}
