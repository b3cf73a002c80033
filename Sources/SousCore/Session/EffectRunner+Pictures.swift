import Foundation
import MealKit

extension EffectRunner {
    /// The favorite to store: for Edamam, with its picture downloaded now and pointing at the kept file.
    ///
    /// Edamam's picture links are signed for an hour; a favorite that kept only the link would open
    /// without its picture the next day. TheMealDB's links do not expire and are left as they are.
    /// A picture that cannot be kept costs the picture, never the favorite.
    func keepingPicture(of favorite: Favorite) async -> (Favorite, [StorageProblem]) {
        guard favorite.source == .edamam, let imageKeeper, let remote = favorite.meal.thumbnailURL,
              !remote.isFileURL else { return (favorite, []) }
        switch await imageKeeper.keepImage(from: remote, forMealID: favorite.meal.id) {
        case .success(let file):
            var kept = favorite
            kept.meal.thumbnailURL = file
            return (kept, [])
        case .failure(let problem):
            if case .imageNotKept = problem {
                return (favorite, [.imageNotKept(mealName: favorite.meal.name, reason: Self.reason(of: problem))])
            }
            return (favorite, [problem])
        }
    }

    private static func reason(of problem: StorageProblem) -> String {
        if case .imageNotKept(_, let reason) = problem { return reason }
        return ""
    }
}
