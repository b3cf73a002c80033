import MealKit

extension EffectRunner {
    /// The first page of a listing from a source that answers a page at a time (Edamam).
    func firstPage(_ query: ListingQuery) async throws -> Response {
        // A source that does not page answers its whole listing, as for `listing`.
        guard let paged = provider as? any PagedRecipeProviding else { return try await listing(query) }
        switch query {
        case .search(let text):
            return try await searching(text) { .searchPage(text, try await paged.firstPage(searching: text), cookbook: $0) }
        case .category(let name): return .listingPage(.category(name), try await paged.firstPage(matching: .category(name)))
        case .area(let name): return .listingPage(.area(name), try await paged.firstPage(matching: .area(name)))
        case .ingredient(let name): return .listingPage(.ingredient(name), try await paged.firstPage(matching: .ingredient(name)))
        case .letter(let letter): return .listing(.letter(letter), try await provider.meals(startingWith: letter).map(\.summary))
        }
    }

    /// The page after `continuation`, for the listing from `source`: none from a source that does not
    /// page (the session says what an empty page means).
    func moreItems(of source: ListingSource, after continuation: String) async throws -> Response {
        guard let paged = provider as? any PagedRecipeProviding else { return .moreItems(source, MealPage(items: [])) }
        return .moreItems(source, try await paged.page(after: continuation))
    }
}
