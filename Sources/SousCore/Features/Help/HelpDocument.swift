/// The commands for scripts (`"kind": "help"`): every one, or the one asked about.
struct HelpDocument: Encodable {
    struct Command: Encodable {
        var name: String
        var aliases: [String]
        var usage: String
        var summary: String
        var examples: [String]
        var group: String
    }

    let kind = "help"
    var commands: [Command]

    init(topic: String?) {
        let specs = topic.flatMap(CommandSpec.named).map { [$0] } ?? CommandSpec.all
        commands = specs.map { spec in
            Command(name: spec.name, aliases: spec.aliases, usage: spec.usage, summary: spec.summary,
                    examples: spec.examples, group: spec.group.rawValue)
        }
    }
}
