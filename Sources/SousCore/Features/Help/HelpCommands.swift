extension CommandSpec {
    static let help = CommandSpec(
        name: "help", aliases: ["?"], usage: "help [command]",
        summary: "this overview, or one command's usage and examples", examples: ["help", "help open"],
        group: .shell, argument: .command
    ) { .help(topic: $0.text) }
}
