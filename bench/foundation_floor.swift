// The start-up floor of any Swift program on Foundation: load the runtime and Foundation, read the
// environment (as sous does first), exit. bench/bench.py compiles it with swiftc -O and times it beside sous.
import Foundation

exit(ProcessInfo.processInfo.environment.isEmpty ? 1 : 0)
