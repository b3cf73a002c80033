import FoundationEssentials
import MealKit

extension Session {
    /// `img [n]`: the picture of the open meal, item n, or a listed or favorite meal by name.
    mutating func showImage(_ reference: MealReference?) -> [Effect] {
        let meal: MealSummary
        if let reference {
            let favorites = state.favorites.map(\.summary)
            // A listed favorite (on `favs`) is one candidate, not two: twice, a prefix would be ambiguous.
            let listed = state.listing?.items ?? []
            let unlisted = favorites.filter { favorite in !listed.contains { $0.id == favorite.id } }
            switch state.locate(reference, names: listed + unlisted, alsoByID: favorites) {
            case .listed(let item): meal = item
            case .id(let id): return fail(.noMealWithID(id))
            case .unlisted(let name), .ambiguous(let name, _): return fail(.noSuchMeal(name))
            case .failed(let error): return fail(error)
            }
        } else {
            guard let open = state.openMeal else { return fail(.nothingOpen) }
            meal = open.summary
        }
        guard let url = meal.thumbnailURL else { return fail(.noPicture(meal.name)) }
        let small = MealImageURL.small(url)
        return [.load(.image(mealID: meal.id, name: meal.name, url: small, mayDownload: state.capabilities.contains(.network)))]
    }

    /// A picture `img` found; without its bytes, it says why only its address is shown.
    func showImage(_ picture: MealPicture) -> [Effect] {
        var picture = picture
        if picture.image == nil {
            picture.missingReason = !state.capabilities.contains(.network)
                ? "no picture of \(picture.name) is kept, and sous is offline: this is its address"
                : "the picture of \(picture.name) could not be downloaded: this is its address"
        }
        return [.show(.image(picture))]
    }

    /// What saving a favorite does with its picture. Links that expire (Edamam's, within the hour) are
    /// kept first and the favorite points at the file; a source's small variant (TheMealDB's) is kept
    /// after saving; offline there is nothing to fetch, and `img` shows the link.
    func pictureToKeep(of meal: Recipe, source: SourceKind) -> PictureKeeping {
        guard let url = meal.thumbnailURL, !url.isFileURL else { return .none }
        if source.description.capabilities.contains(.expiringPictures) { return .beforeSaving(url) }
        guard state.capabilities.contains(.smallPictures) else { return .none }
        return .afterSaving(MealImageURL.small(url))
    }

    /// A favorite's picture that could not be kept: one notice; the favorite is saved all the same.
    func imageNotKept(name: String, reason: String) -> [Effect] {
        [.show(.notice("the picture of \(name) was not kept (\(reason)); img shows its link"))]
    }
}
