import SousShell
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// Everything lives in SousShell; this only hands it the process's arguments and environment.
let status = Launcher.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    environment: ProcessEnvironment.current())
exit(status)
