import MealKit

extension EffectRunner {
    /// A listing from a paged source (Edamam), a page at a time; nil for any other source or query,
    /// which then take TheMealDB's whole-listing path unchanged.
    func pagedListing(_ query: ListingQuery) async throws -> Response? {
        guard let paged = provider as? any PagedRecipeProviding else { return nil }
        switch query {
        case .search(let text):
            return .listingPage(.search(text), try await paged.firstPage(searching: text))
        case .category(let typed):
            let name = try resolve(typed, among: try await paged.categories().map(\.name), kind: .category)
            return .listingPage(.category(name), try await paged.firstPage(matching: .category(name)))
        case .area(let typed):
            let name = try resolve(typed, among: try await paged.areas().map(\.name), kind: .cuisine)
            return .listingPage(.area(name), try await paged.firstPage(matching: .area(name)))
        case .ingredient(let name):
            return .listingPage(.ingredient(name), try await paged.firstPage(matching: .ingredient(name)))
        case .letter:
            return nil
        }
    }

    /// The page after `continuation`, for the listing from `source`.
    func moreItems(of source: ListingSource, after continuation: String) async throws -> Response {
        guard let paged = provider as? any PagedRecipeProviding else {
            throw SousError.alreadyOnLastPage(pageCount: 1)
        }
        return .moreItems(source, try await paged.page(after: continuation))
    }
}
