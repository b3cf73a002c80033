import MealKit

extension EffectRunner {
    /// The first page of a listing from a source that answers a page at a time (Edamam).
    func firstPage(_ query: ListingQuery) async throws -> Response {
        let paged = try pagedProvider()
        switch query {
        case .search(let text): return .listingPage(.search(text), try await paged.firstPage(searching: text))
        case .category(let name): return .listingPage(.category(name), try await paged.firstPage(matching: .category(name)))
        case .area(let name): return .listingPage(.area(name), try await paged.firstPage(matching: .area(name)))
        case .ingredient(let name): return .listingPage(.ingredient(name), try await paged.firstPage(matching: .ingredient(name)))
        case .letter(let letter): return .listing(.letter(letter), try await provider.meals(startingWith: letter).map(\.summary))
        }
    }

    /// The page after `continuation`, for the listing from `source`.
    func moreItems(of source: ListingSource, after continuation: String) async throws -> Response {
        .moreItems(source, try await pagedProvider().page(after: continuation))
    }

    /// The source as one that pages; a source that does not has no page past those shown.
    private func pagedProvider() throws -> any PagedRecipeProviding {
        guard let paged = provider as? any PagedRecipeProviding else { throw SousError.alreadyOnLastPage(pageCount: 1) }
        return paged
    }
}
