import Foundation
import Testing
@testable import MealKit

/// A page's scripts and style sheets taken out before libxml2 reads it: only the code goes, never the
/// JSON-LD, the microdata or markup that merely looks like a script.
@Suite("Page code taken out before parsing")
struct PageCodeTests {
    private func removed(_ page: String) -> String {
        String(decoding: PageCode.removed(from: Array(page.utf8)), as: UTF8.self)
    }

    @Test("script and style bodies go, their tags stay; JSON-LD and a script that is a microdata property stay whole")
    func bodies() {
        let page = """
            <head><STYLE>.a{color:red}</style><script>var a = "</div>"; if (a < b) go();</SCRIPT >
            <script type="application/ld+json">{"@type": "Recipe"}</script>
            <script itemprop="recipeInstructions">Stir.</script></head>
            """
        #expect(removed(page) == """
            <head><STYLE></style><script></SCRIPT >
            <script type="application/ld+json">{"@type": "Recipe"}</script>
            <script itemprop="recipeInstructions">Stir.</script></head>
            """)
    }

    @Test("a script named in an attribute value or a comment starts nothing; <script/> is empty; an unended tag keeps the rest")
    func lookalikes() {
        let inAttribute = #"<a title="<script>" href='x>y'>Soup</a><p>2 eggs</p></script>"#
        #expect(removed(inAttribute) == inAttribute)
        let inComment = "<!-- <script> --><p itemprop=\"name\">Soup</p><!-- </script> -->"
        #expect(removed(inComment) == inComment)
        let empty = #"<script src="a.js"/><p itemprop="name">Soup</p></script>"#
        #expect(removed(empty) == empty)
        let unended = #"<p>Soup</p><script src="a.js"#
        #expect(removed(unended) == unended)
        #expect(removed("<p>Soup</p><script>code to the end") == "<p>Soup</p><script>")
    }

    @Test("a microdata recipe after a large bundle full of markup in strings reads the same as without the bundle")
    func microdataAfterCode() throws {
        let bundle = "<script>" + String(repeating: #"m.push(function(o){return "<div class='x'>"+o+"</div>"});"#, count: 2_000) + "</script>"
        let recipe = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pea Soup</h1>
            <span itemprop="recipeIngredient">500 g peas</span>
            <div itemprop="recipeInstructions">Simmer the peas.</div></div>
            """
        let withCode = try RecipePageReader.recipe(in: Data(("<html><body>" + bundle + recipe + "</body></html>").utf8))
        let without = try RecipePageReader.recipe(in: Data(("<html><body>" + recipe + "</body></html>").utf8))
        #expect(withCode == without)
        #expect(withCode.name == "Pea Soup" && withCode.ingredients.count == 1 && withCode.steps.map(\.text) == ["Simmer the peas."])
    }
}
