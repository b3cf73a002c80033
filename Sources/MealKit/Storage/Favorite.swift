import Foundation

/// A saved recipe: the full record, so it opens with no network, and where it came from.
public struct Favorite: Hashable, Sendable, Codable {
    public var meal: MealDetail
    public var source: SourceKind
    public var savedAt: Date

    public init(meal: MealDetail, source: SourceKind, savedAt: Date) {
        self.meal = meal
        self.source = source
        self.savedAt = savedAt
    }
}
