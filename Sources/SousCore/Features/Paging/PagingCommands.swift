extension CommandSpec {
    static let next = CommandSpec(
        name: "next", aliases: ["n"], summary: "the next page of the listing", group: .browse, command: .next)

    static let previous = CommandSpec(
        name: "prev", aliases: ["p"], summary: "the previous page", group: .browse, command: .previous)

    static let page = CommandSpec(
        name: "page", usage: "page <n>", summary: "go to page n of the listing", examples: ["page 3"],
        group: .browse, argument: .number
    ) { arguments throws(SousError) in .page(try arguments.number(try arguments.required())) }

    static let first = CommandSpec(name: "first", summary: "the first page", group: .browse, command: .first)

    static let last = CommandSpec(name: "last", summary: "the last page", group: .browse, command: .last)

    static let list = CommandSpec(
        name: "ls", aliases: ["list"], summary: "show the current page again", group: .browse, command: .list)
}
