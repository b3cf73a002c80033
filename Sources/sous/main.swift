import FoundationEssentials
import Glibc
import SousShell

// Everything lives in SousShell; this only hands it the process's arguments and environment.
let status = Launcher.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment)
exit(status)
