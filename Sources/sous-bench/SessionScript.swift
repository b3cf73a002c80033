/// The scripted offline session of figure 2: listings, paging, opens, searches and favorites.
///
/// The same lines go through `ShellEngine` in process and, printed by `sous-bench session-script`,
/// through a pipe into the real binary, so both figures measure one workload. Every line succeeds
/// against the bundled catalogue; the bench checks that.
enum SessionScript {
    /// One round of a browsing user: each kind of command the shell answers offline.
    static let block: [String] = [
        "categories", "cat Beef", "next", "next", "prev", "open 3", "ls", "page 2", "open 15", "fav",
        "search chicken", "open 1", "fav", "favs", "open 1", "unfav", "areas", "area Italian", "last", "first",
        "ing Garlic", "next", "open 4", "letter b", "search pie", "open 2", "cuisine Mexican", "ingredients ch",
        "cat Dessert", "page 3", "open 25", "fav", "favs", "unfav 1", "s soup", "open 1", "list", "help open",
        "o 2", "cat sea",
    ]

    /// `count` lines: the block repeated, cut to length.
    static func lines(count: Int = 1_000) -> [String] {
        (0..<count).map { block[$0 % block.count] }
    }
}
