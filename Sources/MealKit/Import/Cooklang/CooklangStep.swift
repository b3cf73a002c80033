/// One step of a Cooklang recipe (a paragraph of the file): its text and components in order.
public struct CooklangStep: Hashable, Sendable {
    public var items: [CooklangItem]
    /// The line the paragraph starts on, 1-based.
    public var line: Int

    public init(items: [CooklangItem], line: Int = 0) {
        self.items = items
        self.line = line
    }

    public var ingredients: [CooklangIngredient] {
        items.compactMap { if case .ingredient(let ingredient) = $0 { return ingredient } else { return nil } }
    }

    public var cookware: [CooklangCookware] {
        items.compactMap { if case .cookware(let cookware) = $0 { return cookware } else { return nil } }
    }

    public var timers: [CooklangTimer] {
        items.compactMap { if case .timer(let timer) = $0 { return timer } else { return nil } }
    }
}
