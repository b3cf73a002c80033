import MealKit

extension Session {
    /// An imported recipe, saved: where it went (and, when its name was taken, that nothing was
    /// replaced), then the recipe as `open` shows it.
    mutating func imported(_ recipe: Recipe, fileName: String, taken: String?) -> [Effect] {
        let saved = TerminalText.sanitizedLine(fileName)
        let notice = taken.map { "\(TerminalText.sanitizedLine($0)) is already in your cookbook: this one is saved as \(saved)" }
            ?? "saved to your cookbook as \(saved)"
        return [.show(.notice(notice))] + open(recipe, scale: 1)
    }

    mutating func reduce(_ response: CookbookExchange.Response) -> [Effect] {
        switch response {
        case .contents(let contents): return showCookbook(contents)
        case .imported(let recipe, let fileName, let taken): return imported(recipe, fileName: fileName, taken: taken)
        }
    }
}
