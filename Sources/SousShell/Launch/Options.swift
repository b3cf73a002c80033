import FoundationEssentials
import MealKit

/// The command-line flags.
public struct Options: Equatable, Sendable {
    public enum SourceChoice: String, Sendable, CaseIterable {
        case auto, live, offline, edamam
    }

    public var source: SourceChoice = .auto
    /// `--api-base`, else `SOUS_API_BASE`: where the live source is asked.
    public var apiBase: String?
    /// Whether `apiBase` came from `--api-base`, which points whichever source is chosen (Edamam's
    /// too) elsewhere; `SOUS_API_BASE` is TheMealDB's alone, as `SOUS_EDAMAM_BASE` is Edamam's.
    public var apiBaseFromFlag = false
    public var color: TerminalColors.Choice = .auto
    public var commands: String?
    public var refresh = false
    /// `--json` (or `--output json`): results as JSON Lines for scripts.
    public var json = false
    public var showHelp = false
    public var showVersion = false
    /// The settings a flag decided for this run (`--source`, `--color`): they win over `config.json`.
    public var settingFlags: Set<SettingKey> = []

    public static let version = "0.1.0"

    public static let usage = """
        sous: a recipe shell for TheMealDB

        usage: sous [options]
               sous -c "cat Beef; open 1"
               printf 'search pie\\nopen 1\\n' | sous

        options:
          -c <commands>     run commands separated by ';' and exit (each -c
                            adds its commands after the last's)
          --source <s>      auto (the default: live, the offline catalogue when
                            unreachable), live, offline or edamam
          --api-base <url>  the chosen source's server, e.g. a local test server:
                            TheMealDB's (also SOUS_API_BASE), or Edamam's with
                            --source edamam (also SOUS_EDAMAM_BASE)
          --refresh         ignore the response cache for this run
          --color <when>    auto (the default), always or never; NO_COLOR and
                            TERM=dumb are honoured
          --json            print each result as one JSON document a line
                            (also --output json|text)
          --help, -h        this text
          --version         the version

        Edamam (--source edamam) needs EDAMAM_APP_ID and EDAMAM_APP_KEY, free at
        https://developer.edamam.com; EDAMAM_ACCOUNT_USER is sent as
        Edamam-Account-User when set.

        Type help inside the shell for its commands; man sous for the whole manual.
        Recipe data and images © their owners via TheMealDB.
        """

    public init() {}

    /// Parses arguments (without the program name); the error is one line for the user.
    ///
    /// It throws rather than answering a `Result`: the start path then builds no `Result<Options, …>`,
    /// whose type the Swift runtime would complete by a scan of every conformance in the binary.
    public static func parse(_ arguments: [String], environment: [String: String]) throws(OptionsError) -> Options {
        var options = Options()
        options.apiBase = environment["SOUS_API_BASE"].flatMap { $0.isEmpty ? nil : $0 }
        var remaining = arguments[...]
        func value(for flag: String) throws(OptionsError) -> String {
            guard let value = remaining.popFirst() else { throw .missingValue(flag) }
            return value
        }
        while let argument = remaining.popFirst() {
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            func next() throws(OptionsError) -> String {
                if let inline { return inline }
                return try value(for: flag)
            }
            switch flag {
            case "-c", "--command":
                // A second -c adds its commands after the first's, as if joined by ';'.
                let commands = try next()
                options.commands = options.commands.map { $0 + ";" + commands } ?? commands
            case "--source":
                let text = try next()
                guard let source = SourceChoice(rawValue: text) else { throw .invalidValue(flag, text, SourceChoice.allCases.map(\.rawValue)) }
                options.source = source
                options.settingFlags.insert(.source)
            case "--api-base":
                options.apiBase = try next()
                options.apiBaseFromFlag = true
            case "--color", "--colour":
                let text = try next()
                guard let color = TerminalColors.Choice(rawValue: text) else { throw .invalidValue(flag, text, TerminalColors.Choice.allCases.map(\.rawValue)) }
                options.color = color
                options.settingFlags.insert(.color)
            case "--refresh": options.refresh = true
            case "--json":
                options.json = true
                options.settingFlags.insert(.output)
            case "--output":
                let text = try next()
                guard ["text", "json"].contains(text) else { throw .invalidValue(flag, text, ["text", "json"]) }
                options.json = text == "json"
                options.settingFlags.insert(.output)
            case "-h", "--help": options.showHelp = true
            case "--version", "-V": options.showVersion = true
            default: throw .unknown(argument)
            }
        }
        return options
    }
}

/// A command-line mistake, said in one line.
public enum OptionsError: Error, Equatable, Sendable {
    case unknown(String)
    case missingValue(String)
    case invalidValue(String, String, [String])
    /// A base URL that is not http(s), and where it was given (`--api-base`, `SOUS_EDAMAM_BASE`).
    case invalidURL(String, from: String = "--api-base / SOUS_API_BASE")
    case unsupported(String)

    public var message: String {
        switch self {
        case .unknown(let flag): return "sous: unknown option '\(flag)' (see sous --help)"
        case .missingValue(let flag): return "sous: \(flag) needs a value (see sous --help)"
        case .invalidValue(let flag, let value, let allowed):
            return "sous: \(flag) '\(value)' is not one of \(allowed.joined(separator: ", "))"
        case .invalidURL(let text, let origin): return "sous: '\(text)' is not an http(s) URL (\(origin))"
        case .unsupported(let what): return "sous: \(what)"
        }
    }
}
