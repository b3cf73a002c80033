extension CommandSpec {
    static let favorite = CommandSpec(
        name: "fav", usage: "fav [n]", summary: "save the open meal (or item n), recipe included",
        examples: ["fav", "fav 4"], group: .favorites, argument: .listingItem
    ) { .favorite(try $0.reference($0.text)) }

    static let unfavorite = CommandSpec(
        name: "unfav", usage: "unfav [n]", summary: "remove the open meal (or item n) from favorites",
        examples: ["unfav", "unfav 2"], group: .favorites, argument: .favorite
    ) { .unfavorite(try $0.reference($0.text)) }

    static let favorites = CommandSpec(
        name: "favs", aliases: ["favorites"], summary: "your favorites as a listing (works offline)",
        group: .favorites, command: .favorites)
}
