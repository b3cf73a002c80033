import FoundationEssentials

/// Which address to fetch a meal's picture from.
public enum MealImageURL {
    /// TheMealDB serves a 250-pixel variant at `<thumbnail>/small`: a tenth of the bytes, and more than
    /// a terminal can show. Other sources' links (signed, expiring) are used as they are.
    public static func small(_ thumbnail: URL) -> URL {
        guard let host = thumbnail.host?.lowercased(), host == "themealdb.com" || host.hasSuffix(".themealdb.com"),
              thumbnail.pathExtension.lowercased() == "jpg" || thumbnail.pathExtension.lowercased() == "png"
        else { return thumbnail }
        return thumbnail.appendingPathComponent("small")
    }
}
