import Foundation
import Testing

/// Cooking mode through a pipe of the real binary.
@Suite("Piped sessions: cooking mode (real binary)", .serialized)
struct CookingPipedTests {
    @Test("cooking mode through a pipe: no key hints, notes after the names, steps goes back to the step left")
    func cookingPiped() throws {
        let home = try TemporaryHome()
        let run = try home.run(arguments: ["--source", "offline"], input: """
            open 52783
            steps

            q
            steps
            n
            n
            n

            """)
        #expect(run.status == 0, "stderr: \(run.stderr)")
        let out = run.stdout
        #expect(!out.contains("Enter next") && !out.contains("q leaves") && !out.contains("t starts"), "hints are not data:\n\(out)")
        #expect(!out.contains("6 cut into 1.5cm-thick slices"))
        #expect(out.contains("Italian fennel sausages, cut into 1.5cm-thick slices"))
        #expect(out.contains("left the steps of Rigatoni with fennel sausage sauce at step 2: steps goes on from there"))
        #expect(out.contains("back at step 2, where you left it · 1 starts over"))
        #expect(out.contains("that was the last step of Rigatoni with fennel sausage sauce: enjoy it"))
    }
}
