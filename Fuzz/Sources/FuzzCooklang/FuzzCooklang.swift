import MealKit

/// Any text as a Cooklang file: parsed, its diagnostics each one line, mapped to a recipe, written back
/// as Cooklang and read again, without a trap or a hang; what was written back reads with no error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCooklang(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let document = CooklangParser.parse(text, file: "fuzz.cook")
    precondition(document.diagnostics.count <= 101, "more diagnostics than the limit")
    for diagnostic in document.diagnostics {
        precondition(!diagnostic.description.contains("\n"), "a diagnostic of more than one line")
        precondition(diagnostic.line >= 1 && diagnostic.column >= 1, "a diagnostic without a place")
    }
    let recipe = Recipe(cooklang: document, path: "fuzz.cook")
    let written = CooklangWriter.write(recipe)
    let again = CooklangParser.parse(written, file: "again.cook")
    precondition(again.errors.isEmpty, "the writer wrote what the parser calls an error: \(again.errors)")
    _ = CooklangRoundTrip.differences(recipe, Recipe(cooklang: again, path: "fuzz.cook"))
    return 0
}
