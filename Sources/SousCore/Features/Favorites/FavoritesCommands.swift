extension CommandSpec {
    static let favorite = CommandSpec(
        name: "fav", usage: "fav [n]", summary: "save the open meal (or item n), recipe included",
        examples: ["fav", "fav 4"], group: .favorites, argument: .listingItem,
        details: [
            "A recipe of your cookbook is kept as a reference to its file, and opens from the file as it is then; "
                + "a favorite whose file is gone says so.",
        ]
    ) { .favorite(try $0.reference($0.text)) }

    static let unfavorite = CommandSpec(
        name: "unfav", usage: "unfav [n]", summary: "remove the open meal (or item n) from favorites",
        examples: ["unfav", "unfav 2"], group: .favorites, argument: .favorite
    ) { .unfavorite(try $0.reference($0.text)) }

    static let favorites = CommandSpec(
        name: "favs", aliases: ["favorites"], summary: "your favorites as a listing (works offline)",
        group: .favorites, command: .favorites)
}
