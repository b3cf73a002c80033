import Foundation
import MealKit

/// `sous-bench parse-ingredients`: each line of stdin through `IngredientParser.parse`, printed as one
/// JSON object a line (input, food, amount, upTo, unit, note), as the corpus scorer reads them.
/// The food as written (singular, lower case); `--folded` folds its synonyms as the kitchen does ("cilantro"
/// is "coriander"). `--time` prints instead the time per line, over the whole input parsed repeatedly.
enum ParseIngredients {
    struct Row: Encodable {
        var input: String
        var food: String?
        var amount: Double?
        var upTo: Double?
        var unit: String?
        var note: String?
    }

    static func run(arguments: [String]) {
        var lines: [String] = []
        while let line = readLine(strippingNewline: true) { lines.append(line) }
        if arguments.contains("--time") {
            time(lines)
            return
        }
        let folding = arguments.contains("--folded")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var output = Data()
        for line in lines {
            let parsed = IngredientParser.parse(line, foldingSynonyms: folding)
            let row = Row(input: line, food: parsed.food.isEmpty ? nil : parsed.food, amount: parsed.quantity?.amount,
                          upTo: parsed.quantity?.upperAmount, unit: parsed.quantity?.unit?.symbol, note: parsed.note)
            output.append((try? encoder.encode(row)) ?? Data("{}".utf8))
            output.append(0x0A)
        }
        FileHandle.standardOutput.write(output)
    }

    /// Nanoseconds a line, the median of several rounds over all the lines.
    private static func time(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        var rounds: [Double] = []
        var sink = 0
        for _ in 0..<7 {
            let start = DispatchTime.now().uptimeNanoseconds
            for line in lines { sink &+= IngredientParser.parse(line).food.utf8.count }
            rounds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(lines.count))
        }
        rounds.sort()
        print(#"{"lines": \#(lines.count), "nsPerLine": \#(Int(rounds[rounds.count / 2])), "check": \#(sink % 10)}"#)
    }

    /// `sous-bench mealdb-rows`: every row of the offline catalogue read with
    /// `IngredientParser.parse(name:measure:)`, one line each (meal, name, measure → food, amount, unit,
    /// note), to read the oddities of TheMealDB's rows.
    static func mealDBRows() async throws {
        for meal in try await OfflineCatalog().allMeals() {
            for ingredient in meal.ingredients {
                let line = IngredientParser.parse(name: ingredient.name, measure: ingredient.measure)
                let amount = line.quantity.map { q in "\(q.amount)" + (q.upperAmount.map { "-\($0)" } ?? "") } ?? "-"
                print("\(meal.id)\t\(ingredient.name)\t\(ingredient.measure)\t→ \(line.food)\t\(amount)\t"
                      + "\(line.quantity?.unit?.symbol ?? "-")\t\(line.note ?? "")")
            }
        }
    }
}
