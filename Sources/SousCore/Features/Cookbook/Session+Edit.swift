import MealKit

extension Session {
    /// `new [name]`: a draft from the template, in the editor.
    func newRecipe(_ title: String?) -> [Effect] {
        [.load(.cookbook(.write(title: title)))]
    }

    /// `edit`: the open recipe; `edit n`: listing item n; `edit name`: a cookbook recipe by title or file
    /// name. A cookbook file is edited in place, even one with an error; another source's recipe is
    /// fetched, then copied into the cookbook.
    mutating func edit(_ reference: MealReference?) -> [Effect] {
        guard let reference else {
            guard let meal = state.openMeal else { return fail(.nothingOpen) }
            return edit(meal)
        }
        switch state.locate(reference) {
        case .listed(let item) where Cookbook.isCookbookID(item.id): return [.load(.cookbook(.edit(.file(item.id))))]
        case .id(let id) where Cookbook.isCookbookID(id): return [.load(.cookbook(.edit(.file(id))))]
        case .unlisted(let name), .ambiguous(let name, _): return [.load(.cookbook(.edit(.named(name))))]
        default: return withMeal(reference, purpose: .cookbook(.edit))
        }
    }

    /// A recipe fetched for the cookbook, for what it was fetched for.
    func act(on meal: Recipe, for purpose: CookbookExchange.Purpose) -> [Effect] {
        switch purpose {
        case .edit: return edit(meal)
        }
    }

    /// A recipe at hand to edit: its file when it is the cookbook's, else a copy made first.
    func edit(_ meal: Recipe) -> [Effect] {
        Cookbook.isCookbookID(meal.id) ? [.load(.cookbook(.edit(.file(meal.id))))] : [.load(.cookbook(.edit(.copy(meal))))]
    }

    /// The editor closed: nothing to save, errors (and the question), or the recipe saved and shown.
    mutating func edited(_ draft: CookbookDraft, _ outcome: CookbookExchange.Edited, copiedAs: String?) -> [Effect] {
        let copied: [Effect] = copiedAs.map { [.show(.notice("copied into your cookbook as \(TerminalText.sanitizedLine($0))"))] } ?? []
        switch outcome {
        case .unchanged:
            let shown = TerminalText.sanitizedLine(draft.path)
            return copied + [.show(.message(draft.kind == .new ? "nothing saved: the template was not changed" : "\(shown) is unchanged"))]
        case .invalid(let errors):
            state.editing = draft
            return copied + errors.map { .show(.message(TerminalText.sanitizedLine($0))) }
                + [.show(.message("Enter or y opens the editor again to fix it; n keeps the file as it is"))]
        case .saved(let recipe, let fileName, let taken):
            let saved = TerminalText.sanitizedLine(fileName)
            let notice: String
            switch (draft.kind, taken) {
            case (.inPlace, _): notice = "\(saved) saved"
            case (.new, let taken?): notice = "\(TerminalText.sanitizedLine(taken)) is already in your cookbook: this one is saved as \(saved)"
            case (.new, nil): notice = "saved to your cookbook as \(saved)"
            }
            return copied + [.show(.notice(notice))] + open(recipe, scale: 1)
        }
    }

    /// The answer to "reopen the editor?": the editor again, or the draft kept where it is said.
    mutating func editorAnswer(reopen: Bool) -> [Effect] {
        guard let draft = state.editing else { return [] }
        state.editing = nil
        return [.load(.cookbook(reopen ? .reopen(draft) : .keep(draft)))]
    }

    /// A draft with errors kept: where, and how to go on.
    func kept(_ draft: CookbookDraft, path: String) -> [Effect] {
        let shown = TerminalText.sanitizedLine(path)
        let name = TerminalText.sanitizedLine(String(path.lastPathComponent.dropLast(5)))
        return [.show(.message("kept as \(shown), errors and all: type edit \(name) to go on with it"))]
    }
}
