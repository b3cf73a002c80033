/// The recipes the client has lately been sent, so opening or saving one from a listing costs no
/// request (each counts against Edamam's 10 a minute).
actor EdamamRecipeMemory {
    private var recipes: [String: Recipe] = [:]
    private var order: [String] = []
    private let capacity: Int

    init(capacity: Int = 500) { self.capacity = capacity }

    func remember(_ meals: [Recipe]) {
        for meal in meals {
            if recipes.updateValue(meal, forKey: meal.id) == nil { order.append(meal.id) }
        }
        while order.count > capacity { recipes[order.removeFirst()] = nil }
    }

    func recipe(id: String) -> Recipe? { recipes[id] }
}
