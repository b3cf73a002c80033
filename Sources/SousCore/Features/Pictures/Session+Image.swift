import Foundation
import MealKit

extension Session {
    /// `img [n]`: the picture of the open meal, item n, or a listed or favorite meal by name.
    mutating func showImage(_ reference: MealReference?) -> [Effect] {
        let meal: MealSummary
        switch reference {
        case nil:
            guard let open = state.openMeal else { return [.show(.error(.nothingOpen))] }
            meal = open.summary
        case .number(let number):
            if let item = state.listing?.item(numbered: number) {
                meal = item
            } else if let favorite = state.favorites.first(where: { $0.id == String(number) }) {
                meal = favorite.summary
            } else if let listing = state.listing {
                return [.show(.error(.noItem(number, count: listing.items.count)))]
            } else {
                return [.show(.error(.noListing))]
            }
        case .name(let name):
            let candidates = (state.listing?.items ?? []) + state.favorites.map(\.summary)
            guard case .found(let match) = NameMatcher.match(name, among: candidates.map(\.name)),
                  let found = candidates.first(where: { $0.name == match })
            else { return [.show(.error(.noSuchMeal(name)))] }
            meal = found
        }
        guard let url = meal.thumbnailURL else {
            return [.show(.error(.noPicture(meal.name)))]
        }
        return [.load(.image(mealID: meal.id, name: meal.name, url: url, mayDownload: state.source != .offline))]
    }

    /// The download that goes with saving a favorite. Offline means no network: the favorite is saved
    /// without its picture, and `img` shows the link.
    func keepImage(of meal: MealDetail) -> [Effect] {
        // Offline there is nothing to fetch; Edamam favorites keep their picture as they are saved
        // (their links expire), in the runner.
        guard state.source == .live, let url = meal.thumbnailURL else { return [] }
        return [.keepImage(mealID: meal.id, name: meal.name, url: url)]
    }

    /// The notice when a favorite's picture could not be kept.
    static func imageNotKeptMessage(name: String, reason: String) -> String {
        "the picture of \(name) was not kept (\(reason)); img shows its link"
    }
}
