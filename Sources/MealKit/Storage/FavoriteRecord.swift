import Foundation

/// One meal's entry in `favorites.json`: the favorite, or the fact that it was removed, and when.
///
/// Removals are kept as records (tombstones) so that a shell holding an unsaved, older change cannot
/// bring back a favorite another shell removed since: per meal, the later change wins.
struct FavoriteRecord: Hashable, Sendable, Codable {
    var mealID: String
    var changedAt: Date
    /// `nil` when the meal was removed from favorites.
    var favorite: Favorite?

    init(mealID: String, changedAt: Date, favorite: Favorite?) {
        self.mealID = mealID
        self.changedAt = changedAt
        self.favorite = favorite
    }

    private enum Keys: String, CodingKey { case id, changedAt, removed, savedAt }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if try container.decodeIfPresent(Bool.self, forKey: .removed) == true {
            mealID = try container.decode(String.self, forKey: .id)
            changedAt = try container.decodeIfPresent(Date.self, forKey: .changedAt) ?? .distantPast
            favorite = nil
        } else {
            // The favorite's own keys sit beside ours, so a favorite written by hand needs no wrapper.
            let favorite = try Favorite(from: decoder)
            mealID = favorite.meal.id
            changedAt = try container.decodeIfPresent(Date.self, forKey: .changedAt) ?? favorite.savedAt
            self.favorite = favorite
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(mealID, forKey: .id)
        try container.encode(changedAt, forKey: .changedAt)
        if let favorite {
            try favorite.encode(to: encoder)
        } else {
            try container.encode(true, forKey: .removed)
        }
    }
}
