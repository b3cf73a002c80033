extension CommandSpec {
    /// The whole vocabulary, in the order `help` lists it within each group.
    public static let all: [CommandSpec] = [
        .categories, .category, .areas, .area, .ingredients, .ingredient, .search, .letter,
        .next, .previous, .page, .first, .last, .list,
        .open, .random, .cookbook, .importRecipe, .newRecipe, .edit,
        .favorite, .unfavorite, .favorites, .shop,
        .scale, .pantry, .cook, .with, .plan, .steps, .timer, .timers,
        .set, .history, .retry, .clear, .help, .quit,
        .today, .export, .image, .tour,
    ]
}
