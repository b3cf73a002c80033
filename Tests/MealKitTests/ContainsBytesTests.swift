import MealKit
import Testing

@Suite("String.containsBytes: the catalogue's search match")
struct ContainsBytesTests {
    @Test("finds what contains finds in folded names, at the start, the end and the middle")
    func agreesWithContains() {
        let names = ["chicken enchilada casserole", "white chocolate creme brulee", "soup", "", "ab", "aab", "çà"]
        let queries = ["chicken", "casserole", "creme", "ole", "soup", "soupe", "a", "ab", "aab", "aaab", "b", "à", "x", ""]
        for name in names {
            for query in queries {
                #expect(name.containsBytes(of: query) == (query.isEmpty || name.contains(query)), "\(name) ∋ \(query)")
            }
        }
    }

    @Test("a first byte that recurs before the match does not hide it")
    func recurringFirstByte() {
        #expect("chchchicken".containsBytes(of: "chicken"))
        #expect(!"chchchicke".containsBytes(of: "chicken"))
    }
}
