import Foundation
import MealKit

/// `sous-bench cooklang-canonical FILE`: every case of Cooklang's canonical suite (the JSON form of
/// `canonical.yaml`) through `CooklangParser`, one JSON line a case in the suite's own result shape,
/// for bench/corpus_cooklang.py to compare with what the suite expects.
/// `sous-bench cooklang-files FILE...`: each Cooklang file parsed (its diagnostics, counts, the time a
/// parse takes) and mapped to a recipe, written back as Cooklang and read again (whether amounts, units,
/// foods and steps survive), one JSON line a file.
enum CooklangBench {
    static func run(arguments: [String]) -> Never {
        do {
            switch arguments.first {
            case "cooklang-canonical": try canonical(arguments: arguments)
            case "cooklang-files": try files(arguments: arguments)
            default: throw BenchError.usage("sous-bench cooklang-canonical FILE | cooklang-files FILE...")
            }
        } catch {
            FileHandle.standardError.write(Data("sous-bench: \(error)\n".utf8))
            exit(1)
        }
        exit(0)
    }

    static func canonical(arguments: [String]) throws {
        guard arguments.count > 1 else { throw BenchError.usage("sous-bench cooklang-canonical FILE") }
        let data = try Data(contentsOf: URL(fileURLWithPath: arguments[1]))
        guard let suite = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let tests = suite["tests"] as? [String: Any] else { throw BenchError.usage("no `tests` in the suite") }
        var sources: [(String, String)] = []
        for name in tests.keys.sorted() {
            guard let test = tests[name] as? [String: Any], let source = test["source"] as? String else { continue }
            sources.append((name, source))
        }
        var output = Data()
        for (name, source) in sources {
            let document = CooklangParser.parse(source, file: name)
            let row: [String: Any] = [
                "name": name,
                "result": ["steps": document.steps.map(canonicalStep), "metadata": canonicalMetadata(document.metadata)],
                "diagnostics": document.diagnostics.map(\.description),
            ]
            output.append(try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]))
            output.append(0x0A)
        }
        // The time a whole pass over the suite takes, per case.
        var samples: [Double] = []
        for _ in 0..<21 {
            let start = DispatchTime.now().uptimeNanoseconds
            var sink = 0
            for (name, source) in sources { sink &+= CooklangParser.parse(source, file: name).sections.count }
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(max(1, sources.count)))
            if sink == -1 { print(sink) }
        }
        samples.sort()
        let timing: [String: Any] = ["timing": ["cases": sources.count, "nsPerCase": Int(samples[samples.count / 2])]]
        output.append(try JSONSerialization.data(withJSONObject: timing, options: [.sortedKeys]))
        output.append(0x0A)
        FileHandle.standardOutput.write(output)
    }

    static func files(arguments: [String]) throws {
        var output = Data()
        for path in arguments.dropFirst() {
            let url = URL(fileURLWithPath: path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let name = url.lastPathComponent
            let document = CooklangParser.parse(text, file: name)
            var samples: [Double] = []
            for _ in 0..<201 {
                let start = DispatchTime.now().uptimeNanoseconds
                let parsed = CooklangParser.parse(text, file: name)
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - start))
                if parsed.sections.count == -1 { print(parsed) }
            }
            samples.sort()
            var mapping: [Double] = []
            for _ in 0..<51 {
                let start = DispatchTime.now().uptimeNanoseconds
                let recipe = Recipe(cooklang: CooklangParser.parse(text, file: name), path: name)
                mapping.append(Double(DispatchTime.now().uptimeNanoseconds - start))
                if recipe.name.isEmpty && recipe.id == "-" { print(recipe) }
            }
            mapping.sort()
            let recipe = Recipe(cooklang: document, path: name)
            let written = CooklangWriter.write(recipe)
            let again = Recipe(cooklang: CooklangParser.parse(written, file: name), path: name)
            let differences = CooklangRoundTrip.differences(recipe, again)
            let row: [String: Any] = [
                "file": path,
                "bytes": text.utf8.count,
                "diagnostics": document.diagnostics.map(\.description),
                "steps": document.steps.count,
                "ingredients": recipe.ingredients.count,
                "cookware": recipe.cookware.count,
                "document": document.steps.map(canonicalStep),
                "nsPerParse": Int(samples[samples.count / 2]),
                "nsPerParseAndMap": Int(mapping[mapping.count / 2]),
                "roundTrip": differences,
            ]
            output.append(try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]))
            output.append(0x0A)
        }
        FileHandle.standardOutput.write(output)
    }

    enum BenchError: Error, CustomStringConvertible {
        case usage(String)
        var description: String {
            switch self { case .usage(let text): return text }
        }
    }

    // MARK: - The suite's shape

    static func canonicalStep(_ step: CooklangStep) -> [[String: Any]] {
        step.items.map { item -> [String: Any] in
            switch item {
            case .text(let text):
                return ["type": "text", "value": text]
            case .ingredient(let ingredient):
                return ["type": "ingredient", "name": ingredient.name,
                        "quantity": quantity(ingredient.quantity, missing: "some"), "units": ingredient.quantity?.unit ?? ""]
            case .cookware(let cookware):
                return ["type": "cookware", "name": cookware.name, "quantity": quantity(cookware.quantity, missing: 1)]
            case .timer(let timer):
                return ["type": "timer", "name": timer.name ?? "", "quantity": quantity(timer.quantity, missing: ""),
                        "units": timer.quantity?.unit ?? ""]
            }
        }
    }

    private static func quantity(_ quantity: CooklangQuantity?, missing: Any) -> Any {
        guard let quantity else { return missing }
        switch quantity.value {
        case .number(let number): return number
        case .range, .text: return quantity.valueText
        }
    }

    private static func canonicalMetadata(_ metadata: CooklangMetadata) -> [String: Any] {
        var result: [String: Any] = [:]
        for entry in metadata.entries { result[entry.key] = entry.value.text }
        return result
    }
}
