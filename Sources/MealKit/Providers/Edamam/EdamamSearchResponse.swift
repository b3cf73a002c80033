import FoundationEssentials

/// One page of `GET /api/recipes/v2`: the hits, how many there are in all, and the next page's link.
struct EdamamSearchResponse: Decodable, Sendable {
    /// Edamam's `count`, which it caps at 10000.
    var count: Int
    /// `_links.next.href`, still carrying the app key: only `EdamamContinuation` may read it.
    var nextHref: String?
    var hits: [EdamamRecipe]

    private enum CodingKeys: String, CodingKey { case count, links = "_links", hits }
    private struct Links: Decodable { var next: Link? }
    private struct Link: Decodable { var href: String? }
    private struct Hit: Decodable { var recipe: EdamamRecipe? }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        count = (try? c.decodeIfPresent(Int.self, forKey: .count)) ?? 0
        // `_links` may be `{}` (a random page) or absent; either means there is no next page.
        nextHref = (try? c.decodeIfPresent(Links.self, forKey: .links))??.next?.href
        // A hit that cannot be read is dropped rather than costing the whole page.
        let lossy = try c.decodeIfPresent([LossyHit].self, forKey: .hits) ?? []
        hits = lossy.compactMap(\.recipe)
    }

    /// A hit decoded on its own, so one bad recipe cannot fail the array.
    private struct LossyHit: Decodable {
        var recipe: EdamamRecipe?
        init(from decoder: any Decoder) throws {
            recipe = (try? Hit(from: decoder))?.recipe
        }
    }

    static func decode(_ data: Data) throws(MealDBError) -> EdamamSearchResponse {
        do {
            return try JSONDecoder().decode(EdamamSearchResponse.self, from: data)
        } catch {
            throw MealDBError.edamam(.malformedResponse("not a recipe search answer"))
        }
    }
}
