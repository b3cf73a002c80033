import Foundation
import MealKit

extension Session {
    /// `export [n] [file]`: the open meal, or item n (fetched first when only its summary is listed).
    /// Exporting does not open the meal: the screen stays as it was.
    mutating func export(_ request: ExportRequest) -> [Effect] {
        guard let number = request.item else {
            guard let meal = state.openMeal else { return [.show(.error(.nothingOpen))] }
            return export(meal, request)
        }
        let id: String
        if let item = state.listing?.item(numbered: number) {
            id = item.id
        } else if number >= 10_000 {
            // TheMealDB ids are five digits, as in `open`.
            id = String(number)
        } else if let listing = state.listing {
            return [.show(.error(.noItem(number, count: listing.items.count)))]
        } else {
            return [.show(.error(.noListing))]
        }
        if let meal = state.openMeal, meal.id == id { return export(meal, request) }
        if let favorite = savedFavorite(id) {
            return [.load(.savedMeal(id: id, name: TerminalText.sanitized(favorite.name), purpose: .export(request)))]
        }
        return [.load(.meal(id: id, purpose: .export(request)))]
    }

    /// The document for `meal`: printed when no file was named, else a file to write.
    func export(_ meal: MealDetail, _ request: ExportRequest) -> [Effect] {
        let text = request.format == .json ? RecipeExport.json(meal) : RecipeExport.markdown(meal)
        guard let path = request.path else { return [.show(.document(text))] }
        return [.writeFile(path: path, contents: text, replacing: request.force, mealName: meal.name)]
    }
}
