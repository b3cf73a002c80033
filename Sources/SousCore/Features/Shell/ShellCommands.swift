extension CommandSpec {
    static let retry = CommandSpec(
        name: "retry", summary: "run the command that failed again", group: .shell, command: .retry)

    static let clear = CommandSpec(
        name: "clear", summary: "clear the screen (Ctrl-L does too)", group: .shell, command: .clear)

    static let quit = CommandSpec(
        name: "quit", aliases: ["exit"], summary: "leave (Ctrl-D does too)", group: .shell, command: .quit)
}
