import FoundationEssentials
import MealKit

extension Session {
    /// `fav`: the open meal, or the meal a reference names.
    mutating func favorite(_ reference: MealReference?) -> [Effect] {
        guard let reference else {
            guard let meal = state.openMeal else { return fail(.nothingOpen) }
            return saveFavorite(meal)
        }
        return withMeal(reference, purpose: .favorites(.save))
    }

    /// A recipe fetched for the favorites, for what it was fetched for.
    func act(on meal: Recipe, for purpose: Favorites.Purpose) -> [Effect] {
        switch purpose {
        case .save: return saveFavorite(meal)
        }
    }

    /// What the favorites store answered.
    mutating func reduce(_ event: Favorites.Event) -> [Effect] {
        switch event {
        case .changed(let favorites, let problems): return favoritesChanged(favorites, problems: problems)
        case .saved(let meal, let isSaved): return favoriteSaved(meal, isSaved: isSaved)
        case .removed(let meal, let isSaved): return favoriteRemoved(meal, isSaved: isSaved)
        case .pictureKept: return []
        case .pictureNotKept(let name, let reason): return imageNotKept(name: name, reason: reason)
        }
    }

    func saveFavorite(_ meal: Recipe) -> [Effect] {
        // A favorite keeps the source it was first saved from, whichever source is answering now.
        let source = state.favorites.first { $0.id == meal.id }?.source ?? state.source
        // A cookbook recipe's favorite refers to its file, picture included: nothing is copied.
        let picture = Cookbook.isCookbookID(meal.id) ? .none : pictureToKeep(of: meal, source: source)
        return [.favorites(.save(meal, source: source, savedAt: clock.now(), picture: picture))]
    }

    /// What the store did with a `fav`: saved, or kept for this session only; said once it is known.
    func favoriteSaved(_ meal: MealSummary, isSaved: Bool) -> [Effect] {
        let name = meal.name
        guard isSaved else { return [.show(.message("★ \(name) is a favorite for this session only: it could not be saved"))] }
        var message = state.isFavorite(meal.id)
            ? "★ \(name) is already a favorite (saved again)"
            : Cookbook.isCookbookID(meal.id)
            ? "★ \(name) saved to favorites (it opens from its file, \(meal.id))"
            : "★ \(name) saved to favorites (works offline)"
        if !state.capabilities.contains(.network), let url = meal.thumbnailURL, !url.isFileURL {
            message += "; its picture is not kept while sous is offline"
        }
        return [.show(.message(message))]
    }

    /// What the store did with an `unfav`.
    func favoriteRemoved(_ meal: MealSummary, isSaved: Bool) -> [Effect] {
        guard isSaved else { return [.show(.message("☆ \(meal.name) is out of favorites for this session only: it could not be saved"))] }
        return [.show(.message("☆ \(meal.name) removed from favorites"))]
    }

    /// `unfav`: the open meal, listing item n, or a favorite by id or name.
    mutating func unfavorite(_ reference: MealReference?) -> [Effect] {
        let meal: MealSummary
        if let reference {
            let favorites = state.favorites.map(\.summary)
            switch state.locate(reference, names: favorites, alsoByID: favorites) {
            case .listed(let item): meal = item
            case .id(let id), .unlisted(let id): return fail(.notAFavorite(id))
            case .ambiguous(let name, let candidates): return fail(.ambiguousName(.favorite, name, candidates: candidates))
            case .failed(let error): return fail(error)
            }
        } else {
            guard let open = state.openMeal else { return fail(.nothingOpen) }
            meal = open.summary
        }
        guard state.isFavorite(meal.id) else { return fail(.notAFavorite(meal.name)) }
        return [.favorites(.remove(meal))]
    }

    /// `favs`: the favorites as a listing.
    mutating func showFavorites() -> [Effect] {
        guard !state.favorites.isEmpty else {
            return [.show(.message("no favorites yet: open a meal and type fav"))]
        }
        state.listing = Listing(source: .favorites, items: state.favorites.map(\.summary),
                                pageSize: state.pageSize, details: Listing.favoriteDetails(state.favorites))
        return showListing()
    }

    /// The store's favorites; a favorites listing on screen follows them.
    mutating func favoritesChanged(_ favorites: [Favorite], problems: [StorageProblem]) -> [Effect] {
        state.favorites = favorites
        if var listing = state.listing, listing.source == .favorites {
            listing.items = favorites.map(\.summary)
            listing.details = Listing.favoriteDetails(favorites)
            listing.page = min(listing.page, listing.pageCount)
            state.listing = listing
        }
        return notices(problems)
    }
}
