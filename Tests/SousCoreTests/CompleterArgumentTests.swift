import MealKit
import Testing
@testable import SousCore

/// Tab where it used to offer nothing: ingredient lists after commas, `pantry add`, `export` paths,
/// and a bare Tab that lists commands without their aliases.
@Suite("Completer: ingredient lists, paths, the bare Tab")
struct CompleterArgumentTests {
    var context: CompletionContext = {
        var context = CompletionContext(ingredients: ["Chicken", "Chicken Breast", "Lemon", "Lemongrass", "Lime", "Eggs"],
                                        pantry: ["chicken", "chicken breast", "lime"])
        context.listDirectory = { folder in
            switch folder {
            case "": return ["recipes/", "notes.txt", ".hidden"]
            case "recipes/": return ["pie.md", "pasta.md"]
            default: return []
            }
        }
        return context
    }()

    private func completed(_ line: String) -> (line: String, candidates: [String]) {
        let completion = Completer.complete(line: line, cursor: line.count, context: context)
        var characters = Array(line)
        if let insertion = completion.insertion { characters.replaceSubrange(completion.replacement, with: insertion) }
        return (String(characters), completion.candidates.map(\.text))
    }

    @Test func withCompletesEachNameAfterACommas() {
        #expect(completed("with chicken, li").line == "with chicken, Lime ")
        #expect(completed("with chicken,lemong").line == "with chicken,Lemongrass ")
        #expect(completed("with chicken, lem").candidates == ["Lemon", "Lemongrass"])
        #expect(completed("with eg").line == "with Eggs ")
    }

    @Test func pantryAddAndRemoveCompleteIngredients() {
        #expect(completed("pantry add eg").line == "pantry add Eggs ")
        #expect(completed("pantry add eggs, lim").line == "pantry add eggs, Lime ")
        #expect(completed("pantry remove chicken b").line == "pantry remove chicken breast ", "what the pantry holds")
        #expect(completed("pantry remove le").candidates.isEmpty, "not in the pantry: nothing to remove")
        #expect(completed("pantry a").line == "pantry add ", "the action word first, as before")
        #expect(completed("pantry clear x").candidates.isEmpty)
    }

    @Test func exportCompletesPaths() {
        #expect(completed("export re").line == "export recipes/", "a folder goes on with a slash, no space")
        #expect(completed("export recipes/pi").line == "export recipes/pie.md ")
        #expect(completed("export recipes/p").candidates == ["pasta.md", "pie.md"])
        #expect(!completed("export ").candidates.contains(".hidden"), "hidden files only when a dot is typed")
        #expect(completed("export .h").line == "export .hidden ")
        var noFiles = context
        noFiles.listDirectory = nil
        #expect(Completer.complete(line: "export no", cursor: 9, context: noFiles).candidates.isEmpty)
    }

    @Test func aBareTabListsCommandsWithoutAliases() {
        let bare = Completer.complete(line: "", cursor: 0, context: context).candidates.map(\.text)
        #expect(Set(bare) == Set(CommandSpec.all.map(\.name)))
        #expect(!bare.contains("cats") && !bare.contains("o") && !bare.contains("exit"))
        #expect(completed("ex").candidates.contains("exit"), "aliases still complete once a letter is typed")
    }
}
