import FoundationEssentials
import MealKit

/// Any bytes read as a web page give a recipe or a `WebPageError`, never a trap, and a recipe holds
/// no character a terminal would act on and no link but a web one. Byte 0 picks the shape: even, the
/// rest is the page; odd, the rest is a JSON-LD block inside a minimal page (where most of the reading is).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWebPage(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    var page = Data()
    if bytes[0] & 1 == 0 {
        page.append(contentsOf: bytes.dropFirst())
    } else {
        page.append(contentsOf: Array(#"<html><head><script type="application/ld+json">"#.utf8))
        page.append(contentsOf: bytes.dropFirst())
        page.append(contentsOf: Array("</script></head><body></body></html>".utf8))
    }
    guard let recipe = try? RecipePageReader.recipe(in: page, url: URL(string: "https://example.com/page")) else { return 0 }
    var texts = [recipe.name, recipe.alternateName, recipe.origin.author, recipe.category, recipe.area].compactMap { $0 }
    texts += recipe.tags + recipe.ingredients.flatMap { [$0.name, $0.measure] + ($0.group.map { [$0] } ?? []) }
    texts += recipe.steps.flatMap { $0.paragraphs + ($0.section.map { [$0] } ?? []) }
    for text in texts where text.unicodeScalars.contains(where: { UntrustedText.isUnsafe($0) || $0 == "\n" || $0 == "\t" }) {
        fatalError("unsafe character kept: \(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
    for url in [recipe.thumbnailURL, recipe.sourceURL].compactMap({ $0 }) where !["http", "https"].contains(url.scheme ?? "") {
        fatalError("a link that is not a web address kept: \(url)")
    }
    if let yield = recipe.yield, !(yield.amount.isFinite && yield.amount > 0) { fatalError("yield \(yield)") }
    return 0
}
