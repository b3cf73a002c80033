import MealKit

extension Session {
    /// `next` on the last fetched page of a listing that has more at its source: ask for them.
    ///
    /// Nil when the listing is not paged or not at its end, so `next` turns pages as before.
    func fetchMoreIfAtEnd() -> [Effect]? {
        guard let listing = state.listing, let continuation = listing.continuation,
              listing.page >= listing.pageCount else { return nil }
        return [.load(.moreItems(listing.source, continuation: continuation))]
    }

    /// The first page of a paged listing: shown like any listing, remembering where more begins.
    mutating func showFirstPage(_ page: MealPage, of source: ListingSource) -> [Effect] {
        guard !page.items.isEmpty else {
            return [.show(.message("no meals found for \(source.label)"))]
        }
        var listing = Listing(source: source, items: page.items, pageSize: state.pageSize)
        listing.continuation = page.continuation
        listing.totalCount = page.totalCount
        state.listing = listing
        return showListing()
    }

    /// Appends a fetched page and moves onto the first new item's page.
    ///
    /// A page for a listing no longer shown (the user moved on while it loaded) is dropped. Items
    /// already listed are skipped, so numbers stay stable; a page with nothing new ends the paging.
    mutating func appendPage(_ page: MealPage, to source: ListingSource) -> [Effect] {
        guard var listing = state.listing, listing.source == source, listing.continuation != nil else { return [] }
        let known = Set(listing.items.map(\.id))
        let fresh = page.items.filter { !known.contains($0.id) }
        listing.continuation = fresh.isEmpty ? nil : page.continuation
        listing.totalCount = page.totalCount ?? listing.totalCount
        guard !fresh.isEmpty else {
            state.listing = listing
            return fail(.alreadyOnLastPage(pageCount: listing.pageCount))
        }
        let firstNew = listing.items.count + 1
        listing.items += fresh
        listing.page = (firstNew - 1) / listing.pageSize + 1
        state.listing = listing
        return showListing()
    }
}
