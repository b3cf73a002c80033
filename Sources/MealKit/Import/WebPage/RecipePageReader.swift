#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import FoundationEssentials

/// Reads the recipe a web page publishes: the schema.org Recipe in its JSON-LD blocks, else in its
/// microdata, merged when it has both, in sous's `Recipe`.
///
/// For pages fetched (`RecipePageFetcher`) and saved ones alike. Hostile pages cost bounded work: a
/// page over `maxPageBytes` is refused before it is parsed; the code of its scripts is taken out before
/// libxml2 reads it (`PageCode`); libxml2's own limits bound the tree; the JSON reader and the tree walk
/// never recurse without a bound.
public enum RecipePageReader {
    /// Larger pages are refused unread (real recipe pages are 0.1–2 MB).
    public static let maxPageBytes = 16 << 20

    /// The page's recipe, or a `WebPageError` (`.noRecipe` when it publishes none).
    /// - Parameters:
    ///   - encoding: the charset of the HTTP answer's `Content-Type`; nil for the page's own `<meta>`
    ///     (a page that is valid UTF-8 is read as UTF-8 whatever its `<meta>` claims).
    ///   - url: where the page was found: the recipe's origin, unless the page names a canonical address.
    public static func recipe(in page: Data, encoding: String? = nil, url: URL? = nil) throws(WebPageError) -> Recipe {
        guard page.count <= maxPageBytes else { throw .tooLarge(host: url?.host, limit: maxPageBytes) }
        if let reason = PageDocument.loadLibrary() { throw .parserUnavailable(reason) }
        // libxml2 stops reading at a NUL byte.
        var bytes = [UInt8](page)
        if bytes.withUnsafeBytes({ raw in raw.baseAddress.map { memchr($0, 0, raw.count) != nil } ?? false }) { bytes.removeAll(where: { $0 == 0 }) }
        bytes = PageCode.removed(from: bytes)
        let charset = encoding.flatMap { $0.isEmpty ? nil : $0 } ?? (Self.isUTF8(bytes) ? "UTF-8" : nil)
        let document = PageDocument(bytes: bytes, encoding: charset)
        let roots = document.jsonLDBlocks.flatMap(LenientJSON.values)
        guard let found = SchemaRecipeFinder.merged(SchemaRecipeFinder.recipe(in: roots), document.microdataRecipes.first) else {
            throw .noRecipe
        }
        let canonical = document.canonicalURL.flatMap { SchemaRecipeMapping.webURL(PageText.line($0), relativeTo: url) }
        let recipe = SchemaRecipeMapping(recipe: found, pageURL: url ?? canonical).mapped()
        guard !recipe.name.isEmpty || !recipe.ingredients.isEmpty || !recipe.steps.isEmpty else { throw .noRecipe }
        return recipe
    }

    /// Whether `bytes` are well-formed UTF-8, without making a string of them.
    static func isUTF8(_ bytes: [UInt8]) -> Bool {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}
