import Foundation
import Testing
@testable import MealKit

@Suite("MealDBEndpoint")
struct MealDBEndpointTests {
    let base = URL(string: "https://www.themealdb.com/api/json/v1/1/")!

    @Test("every free V1 endpoint has its URL", arguments: [
        (MealDBEndpoint.categories, "categories.php"),
        (.categoryNames, "list.php?c=list"),
        (.areas, "list.php?a=list"),
        (.ingredients, "list.php?i=list"),
        (.filter(.category("Seafood")), "filter.php?c=Seafood"),
        (.filter(.area("Canadian")), "filter.php?a=Canadian"),
        (.filter(.ingredient("chicken_breast")), "filter.php?i=chicken_breast"),
        (.search(name: "Arrabiata"), "search.php?s=Arrabiata"),
        (.firstLetter("a"), "search.php?f=a"),
        (.lookup(id: "52772"), "lookup.php?i=52772"),
        (.random, "random.php"),
    ])
    func urls(endpoint: MealDBEndpoint, reference: String) {
        #expect(endpoint.url(base: base).absoluteString == "https://www.themealdb.com/api/json/v1/1/" + reference)
    }

    @Test("user text cannot change the query's shape")
    func reservedCharacters() {
        #expect(MealDBEndpoint.search(name: "mac & cheese").relativeReference == "search.php?s=mac%20%26%20cheese")
        #expect(MealDBEndpoint.search(name: "a=b+c#d/e?f").relativeReference == "search.php?s=a%3Db%2Bc%23d%2Fe%3Ff")
        #expect(MealDBEndpoint.lookup(id: "1&i=2").relativeReference == "lookup.php?i=1%26i%3D2")
    }

    @Test("ingredients use underscores for spaces, other filters and searches %20")
    func spaces() {
        #expect(MealDBEndpoint.filter(.ingredient("chicken breast")).encodedQuery == "i=chicken_breast")
        #expect(MealDBEndpoint.filter(.ingredient("  Olive   Oil ")).encodedQuery == "i=Olive_Oil")
        #expect(MealDBEndpoint.filter(.area("Saudi Arabian")).encodedQuery == "a=Saudi%20Arabian")
        #expect(MealDBEndpoint.search(name: " chicken  breast ").encodedQuery == "s=chicken%20breast")
    }

    @Test("non-ASCII is UTF-8, precomposed first")
    func nonASCII() {
        #expect(MealDBEndpoint.search(name: "crème").encodedQuery == "s=cr%C3%A8me")
        #expect(MealDBEndpoint.search(name: "cre\u{300}me").encodedQuery == "s=cr%C3%A8me")
        #expect(MealDBEndpoint.firstLetter("Š").encodedQuery == "f=%C5%A0")
    }

    @Test("the base may come without its trailing slash, and with a port")
    func baseWithoutSlash() {
        let local = URL(string: "http://127.0.0.1:8080/api/json/v1/1")!
        #expect(MealDBEndpoint.random.url(base: local).absoluteString == "http://127.0.0.1:8080/api/json/v1/1/random.php")
        #expect(MealDBEndpoint.categories.url().absoluteString == "https://www.themealdb.com/api/json/v1/1/categories.php")
    }

    @Test("volatility drives cache lifetimes")
    func volatility() {
        #expect(MealDBEndpoint.categories.volatility == .listing)
        #expect(MealDBEndpoint.search(name: "x").volatility == .listing)
        #expect(MealDBEndpoint.lookup(id: "1").volatility == .recipe)
        #expect(MealDBEndpoint.random.volatility == .uncacheable)
    }
}
