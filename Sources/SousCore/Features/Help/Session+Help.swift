extension Session {
    /// `help [command]`: the overview, or one command's page; an unknown word gets a suggestion.
    func help(_ topic: String?) -> [Effect] {
        guard let topic else { return [.show(.help(topic: nil))] }
        guard let spec = CommandSpec.named(topic) else {
            let suggestion = NameMatcher.closest(to: topic, among: CommandSpec.all.map(\.name))
            return fail(.unknownCommand(topic, suggestion: suggestion))
        }
        return [.show(.help(topic: spec.name))]
    }
}
