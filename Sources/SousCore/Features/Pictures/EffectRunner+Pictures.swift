import Foundation
import MealKit

extension EffectRunner {
    /// The favorite to store: for Edamam, with its picture downloaded now and pointing at the kept file.
    ///
    /// Edamam's picture links are signed for an hour; a favorite that kept only the link would open
    /// without its picture the next day. TheMealDB's links do not expire and are left as they are.
    /// A picture that cannot be kept costs the picture, never the favorite.
    ///
    /// The recipe comes back with its thumbnail pointing at the kept file, so both the index entry and
    /// the recipe file the store writes from it name the local picture.
    func keepingPicture(of recipe: MealDetail, source: SourceKind) async -> (MealDetail, [StorageProblem]) {
        guard source == .edamam, let imageKeeper, let remote = recipe.thumbnailURL,
              !remote.isFileURL else { return (recipe, []) }
        switch await imageKeeper.keepImage(from: remote, forMealID: recipe.id) {
        case .success(let file):
            var kept = recipe
            kept.thumbnailURL = file
            return (kept, [])
        case .failure(let problem):
            if case .imageNotKept = problem {
                return (recipe, [.imageNotKept(mealName: recipe.name, reason: Self.reason(of: problem))])
            }
            return (recipe, [problem])
        }
    }

    private static func reason(of problem: StorageProblem) -> String {
        if case .imageNotKept(_, let reason) = problem { return reason }
        return ""
    }
}
