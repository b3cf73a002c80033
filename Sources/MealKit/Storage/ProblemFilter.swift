/// Passes each storage problem on once, so the shell says "favorites are not being saved" once and not
/// after every command, and says it again only if it comes back after the disk had recovered.
struct ProblemFilter: Sendable {
    private var told: Set<StorageProblem> = []

    mutating func fresh(_ problems: [StorageProblem]) -> [StorageProblem] {
        if problems.isEmpty {
            told.removeAll()
            return []
        }
        var fresh: [StorageProblem] = []
        for problem in problems where told.insert(problem).inserted {
            fresh.append(problem)
        }
        return fresh
    }
}
