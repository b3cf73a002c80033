import FoundationEssentials
import MealKit

/// A meal's picture as `img` found it: always its address, and the bytes when they are at hand.
public struct MealPicture: Equatable, Sendable {
    public var mealID: String
    public var name: String
    /// Where the picture is on the web (TheMealDB's small variant).
    public var url: URL
    /// The kept copy (with its path) or a fresh download (without); nil when neither could be had.
    public var image: StoredImage?
    /// Why there are no bytes to draw, in the user's words; nil when there are.
    public var missingReason: String?

    public init(mealID: String, name: String, url: URL, image: StoredImage?, missingReason: String? = nil) {
        self.mealID = mealID
        self.name = name
        self.url = url
        self.image = image
        self.missingReason = missingReason
    }

    /// What a terminal without pictures (or a pipe) gets: the kept file's path, else the address.
    public var location: String { image?.path ?? url.absoluteString }
}
