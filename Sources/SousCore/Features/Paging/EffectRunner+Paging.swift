import MealKit

extension EffectRunner {
    /// The first page of a listing from a source that answers a page at a time (Edamam); the session
    /// asks for pages only of a source that has them, and never a letter's.
    func firstPage(_ query: ListingQuery) async throws -> Response {
        let paged = try pagedProvider()
        switch query {
        case .search(let text):
            return await searching(text) { .searchPage(text, try await paged.firstPage(searching: text), cookbook: $0) }
        case .category(let name): return .listingPage(.category(name), try await paged.firstPage(matching: .category(name)))
        case .area(let name): return .listingPage(.area(name), try await paged.firstPage(matching: .area(name)))
        case .ingredient(let name): return .listingPage(.ingredient(name), try await paged.firstPage(matching: .ingredient(name)))
        case .letter: throw Self.noPages
        }
    }

    /// The page after `continuation`, for the listing from `source`; asked only with a continuation
    /// a paged source gave.
    func moreItems(of source: ListingSource, after continuation: String) async throws -> Response {
        .moreItems(source, try await pagedProvider().page(after: continuation))
    }

    /// The source in use, as one that pages.
    private func pagedProvider() throws -> any PagedRecipeProviding {
        guard let paged = provider as? any PagedRecipeProviding else { throw Self.noPages }
        return paged
    }

    /// A page asked of a source that answers whole listings: the session and the source disagree.
    private static let noPages = MealDBError.malformedResponse("a page was asked of a source that answers whole listings")
}
