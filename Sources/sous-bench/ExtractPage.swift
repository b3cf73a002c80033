import Dispatch
import Foundation
import MealKit

/// `sous-bench extract-page [--time] FILE…`: each saved page through `RecipePageReader`, printed as one
/// JSON object a line in recipe-scrapers' field names (title, ingredients, instructions_list, yields,
/// total_time …), for bench/corpus_pages.py to compare with the corpus's expected extraction; or a
/// page's `error` line. `--time` prints instead each page's extraction time in process (the median of
/// several rounds, milliseconds).
enum ExtractPage {
    struct Row: Encodable {
        var file: String
        var error: String?
        var title: String?
        var description: String?
        var author: String?
        var image: String?
        var canonical_url: String?
        var ingredients: [String]?
        var ingredient_groups: [String]?
        var instructions_list: [String]?
        var yields: Double?
        var yields_low: Double?
        var yields_unit: String?
        var total_time: Double?
        var prep_time: Double?
        var cook_time: Double?
        var category: String?
        var cuisine: String?
        var keywords: [String]?
        var calories: Double?
    }

    static func run(arguments: [String]) {
        let files = arguments.dropFirst().filter { !$0.hasPrefix("--") }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for file in files {
            guard let page = FileManager.default.contents(atPath: file) else {
                print(#"{"file":"\#(file)","error":"cannot read the file"}"#)
                continue
            }
            if arguments.contains("--time") {
                print(#"{"file":"\#(file)","bytes":\#(page.count),"ms":\#(time(page))}"#)
                continue
            }
            var row = Row(file: file)
            do {
                row = self.row(file: file, recipe: try RecipePageReader.recipe(in: page))
            } catch {
                row.error = error.message
            }
            let data = (try? encoder.encode(row)) ?? Data("{}".utf8)
            FileHandle.standardOutput.write(data + Data([0x0A]))
        }
    }

    static func row(file: String, recipe: Recipe) -> Row {
        var instructions: [String] = []
        var section: String?
        for step in recipe.steps {
            if step.section != section, let heading = step.section { instructions.append(heading) }
            section = step.section
            instructions += step.paragraphs
        }
        let groups = recipe.ingredients.compactMap(\.group)
        return Row(
            file: file, title: recipe.name, description: recipe.about, author: recipe.origin.author,
            image: recipe.thumbnailURL?.absoluteString, canonical_url: recipe.sourceURL?.absoluteString,
            ingredients: recipe.ingredients.map { $0.measure.isEmpty ? $0.name : $0.measure + " " + $0.name },
            ingredient_groups: groups.isEmpty ? nil : groups,
            instructions_list: instructions,
            yields: recipe.yield.map { $0.upTo ?? $0.amount }, yields_low: recipe.yield?.amount, yields_unit: recipe.yield?.unit,
            total_time: recipe.times.total, prep_time: recipe.times.prep, cook_time: recipe.times.cook,
            category: recipe.category, cuisine: recipe.area, keywords: recipe.tags, calories: recipe.nutrition.caloriesPerServing)
    }

    /// Milliseconds to read `page`, the median of 15 rounds after one to warm up: on the clock, and in
    /// the thread's processor time ("cpu_ms"), which a machine busy with other work inflates less.
    private static func time(_ page: Data) -> String {
        _ = try? RecipePageReader.recipe(in: page)
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<15 {
            let start = DispatchTime.now().uptimeNanoseconds
            let startCPU = threadCPUNanoseconds()
            _ = try? RecipePageReader.recipe(in: page)
            cpu.append(Double(threadCPUNanoseconds() - startCPU) / 1e6)
            wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return String(format: "%.2f,\"cpu_ms\":%.2f", wall.sorted()[wall.count / 2], cpu.sorted()[cpu.count / 2])
    }

    private static func threadCPUNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}

extension Error {
    /// The one line a page's failure is told in.
    fileprivate var message: String { (self as? WebPageError)?.message ?? String(describing: self) }
}
