import Foundation

/// Keeps a favorite's picture on disk, so it shows after its link has expired and with no network.
///
/// Edamam's image links are signed and die an hour after the search, so the picture must be fetched
/// when the favorite is saved. This is the narrow seam the favorites effect needs; a fuller image
/// store (the `img` command's) can stand behind it through a small adapter.
public protocol ImageKeeping: Sendable {
    /// Downloads `url` and keeps it as `id`'s picture; the answer is the kept file's URL.
    func keepImage(from url: URL, forMealID id: String) async -> Result<URL, StorageProblem>
    /// The kept picture's file, or nil.
    func localImage(forMealID id: String) async -> URL?
}
