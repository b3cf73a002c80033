/// The `dishType` and `cuisineType` values Edamam's filters accept, from its Recipe Search v2 docs.
///
/// Edamam has no endpoint that lists them, so `categories` and `areas` answer from these tables
/// without a request. "Alcohol cocktail" and "World" are not in the docs' lists but appear in real
/// answers (Fixtures/edamam), and the filters accept them.
public enum EdamamVocabulary {
    public static let dishTypes = [
        "Alcohol cocktail", "Biscuits and cookies", "Bread", "Cereals", "Condiments and sauces", "Desserts",
        "Drinks", "Main course", "Pancake", "Preps", "Preserve", "Salad", "Sandwiches", "Side dish", "Soup",
        "Starter", "Sweets",
    ]

    public static let cuisineTypes = [
        "American", "Asian", "British", "Caribbean", "Central Europe", "Chinese", "Eastern Europe", "French",
        "Indian", "Italian", "Japanese", "Kosher", "Mediterranean", "Mexican", "Middle Eastern", "Nordic",
        "South American", "South East Asian", "World",
    ]

    /// What `random` filters by: Edamam's `random=true` needs a query or a filter, and a main course
    /// is what "a random meal" means to most people.
    public static let randomDishType = "Main course"
}
