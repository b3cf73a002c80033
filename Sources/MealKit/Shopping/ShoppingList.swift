import FoundationEssentials

/// The meals on the shopping list, each at its scale and in full, and which merged items are ticked off.
///
/// Its items are computed (see `items`), so only the meals' shares and the ticks are stored: a file needs
/// nothing else, and two shells merging their lists merge shares by id and ticks as a set. Removing a
/// share takes back exactly what it put on the list, since nothing else was ever added up.
public struct ShoppingList: Hashable, Sendable {
    /// The shares, in the order added: a meal added by hand, and each plan entry bought for.
    public var entries: [Entry]
    /// `ShoppingItem.key`s of the items ticked off.
    public var checked: Set<String>
    /// What each ticked item's amounts were when it was ticked: an item that needs more since is no
    /// longer ticked, and shows what was added (`ShoppingItem.added`). Ticks from before sous kept
    /// this have none, and stay ticked.
    public var bought: [String: [Quantity]]

    public init(entries: [Entry] = [], checked: Set<String> = [], bought: [String: [Quantity]] = [:]) {
        self.entries = []
        self.checked = checked
        self.bought = bought.filter { checked.contains($0.key) }
        for entry in entries { add(entry) }
    }

    /// A list of meals added by hand, each as written.
    public init(meals: [Recipe], checked: Set<String> = [], bought: [String: [Quantity]] = [:]) {
        self.init(entries: meals.map { Entry(meal: $0) }, checked: checked, bought: bought)
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The meals the list is for, each once, in the order first added.
    public var meals: [Recipe] {
        var seen: Set<String> = []
        return entries.map(\.meal).filter { seen.insert($0.id).inserted }
    }

    public func contains(mealID: String) -> Bool { entries.contains { $0.meal.id == mealID } }

    /// Adds a meal by hand, as written, or replaces the hand-added share of the same meal (a recipe
    /// fetched again may have changed).
    public mutating func add(_ meal: Recipe) { add(Entry(meal: meal)) }

    /// Adds a share, or replaces the one with the same `Entry.id`: buying a plan entry twice is once.
    public mutating func add(_ entry: Entry) {
        if let index = entries.firstIndex(where: { $0.id == entry.id }) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// Removes every share of a meal, and the ticks of items no other meal still needs.
    public mutating func remove(mealID: String) {
        entries.removeAll { $0.meal.id == mealID }
        forgetUnneededTicks()
    }

    /// Removes one share (see `Entry.id`), and the ticks of items nothing else still needs.
    public mutating func remove(entryID: String) {
        entries.removeAll { $0.id == entryID }
        forgetUnneededTicks()
    }

    /// Ticks an item off, remembering its amounts as they are now; or unticks it.
    public mutating func setChecked(_ key: String, _ isChecked: Bool) {
        if isChecked {
            checked.insert(key)
            bought[key] = items.first { $0.key == key }?.amounts ?? []
        } else {
            checked.remove(key)
            bought[key] = nil
        }
    }

    private mutating func forgetUnneededTicks() {
        let keys = entries.flatMap { entry in
            entry.meal.ingredients.filter { !entry.leftOut.contains(IngredientName.key($0.name)) }.map(Self.key(of:))
        }
        checked.formIntersection(keys)
        bought = bought.filter { checked.contains($0.key) }
    }
}
