import Foundation
import MealKit
@testable import SousCore
import SousTestSupport
import Testing

/// Pictures (`img`, and a favorite's kept picture) against the state machine: whole state, exact effects, no I/O.
@Suite("Session: pictures")
struct PicturesSessionTests {
    typealias F = SessionFixtures
    static let thumbnail = URL(string: "https://www.themealdb.com/images/media/meals/x.jpg")!

    static func pictured(_ id: String, _ name: String) -> Recipe {
        var meal = F.meal(id, name)
        meal.thumbnailURL = thumbnail
        return meal
    }

    @Test("img shows the open meal's picture, item n's, or a favorite's by name; downloads only when online")
    func image() {
        let small = MealImageURL.small(Self.thumbnail)
        let meal = Self.pictured("52772", "Teriyaki")
        var online = F.store(SessionState(openMeal: meal, source: .live))
        online.send(.image(nil), effects: [
            .load(.image(mealID: "52772", name: "Teriyaki", url: small, mayDownload: true)),
        ]) { $0.inFlight = .image(nil) }
        var listing = F.listing(3)
        listing.items[1].thumbnailURL = Self.thumbnail
        let favorite = Favorite(recipe: Self.pictured("1", "Beef Wellington"), source: .live, savedAt: F.fixedDate)
        var offline = F.store(SessionState(listing: listing, favorites: [favorite]))
        offline.send(.image(.number(2)), effects: [
            .load(.image(mealID: "50002", name: "Meal 2", url: small, mayDownload: false)),
        ]) { $0.inFlight = .image(.number(2)) }
        offline.send(.image(.name("beef w")), effects: [
            .load(.image(mealID: "1", name: "Beef Wellington", url: small, mayDownload: false)),
        ]) { $0.inFlight = .image(.name("beef w")) }
        let picture = MealPicture(mealID: "1", name: "Beef Wellington", url: small, image: nil)
        var explained = picture
        explained.missingReason = "no picture of Beef Wellington is kept, and sous is offline: this is its address"
        offline.receive(.image(picture), effects: [.show(.image(explained))]) { $0.inFlight = nil }
        // A favorite by its id, though it is not listed.
        offline.send(.image(.number(1)), effects: [.show(.error(.noPicture("Meal 1")))])
        offline.send(.image(.number(7)), effects: [.show(.error(.noItem(7, count: 3)))])
        offline.send(.image(.name("pizza")), effects: [.show(.error(.noSuchMeal("pizza")))])
        offline.send(.image(.number(52772)), effects: [.show(.error(.noMealWithID("52772")))])
        var empty = F.store()
        empty.send(.image(nil), effects: [.show(.error(.nothingOpen))])
        empty.send(.image(.number(1)), effects: [.show(.error(.noListing))])
    }

    @Test("img n also names a favorite by its id, listed or not")
    func imageOfFavoriteByID() {
        let small = MealImageURL.small(Self.thumbnail)
        let favorite = Favorite(recipe: Self.pictured("52772", "Teriyaki"), source: .live, savedAt: F.fixedDate)
        var store = F.store(SessionState(listing: F.listing(3), favorites: [favorite]))
        store.send(.image(.number(52772)), effects: [
            .load(.image(mealID: "52772", name: "Teriyaki", url: small, mayDownload: false)),
        ]) { $0.inFlight = .image(.number(52772)) }
    }

    @Test("img by a prefix of a favorite's name works on the favorites listing, where it is listed and a favorite")
    func imageOnFavoritesListing() {
        let small = MealImageURL.small(Self.thumbnail)
        let favorite = Favorite(recipe: Self.pictured("52772", "Teriyaki Chicken"), source: .live, savedAt: F.fixedDate)
        let listing = Listing(source: .favorites, items: [favorite.summary], pageSize: 10)
        var store = F.store(SessionState(favorites: [favorite], source: .live))
        store.send(.favorites, effects: [.show(.listing(listing, favoriteIDs: ["52772"]))]) { $0.listing = listing }
        store.send(.image(.name("teri")), effects: [
            .load(.image(mealID: "52772", name: "Teriyaki Chicken", url: small, mayDownload: true)),
        ]) { $0.inFlight = .image(.name("teri")) }
    }

    @Test("fav keeps TheMealDB's small picture when online, after saving; a failure is a notice, the favorite stays")
    func favoriteKeepsPicture() {
        let meal = Self.pictured("52772", "Teriyaki")
        var store = F.store(SessionState(openMeal: meal, source: .live))
        let favorite = Favorite(recipe: meal, source: .live, savedAt: F.fixedDate)
        store.send(.favorite(nil), effects: [
            .favorites(.save(meal, source: .live, savedAt: F.fixedDate, picture: .afterSaving(MealImageURL.small(Self.thumbnail)))),
        ])
        store.send(.favorites(.saved(meal.summary, isSaved: true)), effects: [.show(.message("★ Teriyaki saved to favorites (works offline)"))])
        store.send(.favorites(.changed([favorite], problems: []))) { $0.favorites = [favorite] }
        store.send(.favorites(.pictureKept(mealID: "52772")))
        store.send(.favorites(.pictureNotKept(name: "Teriyaki", reason: "HTTP 404")), effects: [
            .show(.notice("the picture of Teriyaki was not kept (HTTP 404); img shows its link")),
        ])

        // Offline means no network: no download is tried.
        var offline = F.store(SessionState(openMeal: meal))
        offline.send(.favorite(nil), effects: [
            .favorites(.save(meal, source: .offline, savedAt: F.fixedDate, picture: .none)),
        ])
        offline.send(.favorites(.saved(meal.summary, isSaved: true)), effects: [
            .show(.message("★ Teriyaki saved to favorites (works offline); its picture is not kept while sous is offline")),
        ])
        // A store that could not save says so: never "saved".
        offline.send(.favorites(.saved(meal.summary, isSaved: false)), effects: [
            .show(.message("★ Teriyaki is a favorite for this session only: it could not be saved")),
        ])
        offline.send(.favorites(.removed(meal.summary, isSaved: false)), effects: [
            .show(.message("☆ Teriyaki is out of favorites for this session only: it could not be saved")),
        ])
    }
}

/// The runner's side of pictures: a favorite's kept after saving, and `img`'s kept copy or download.
@Suite("Effect runner: pictures")
struct PicturesRunnerTests {
    typealias F = SessionFixtures
    static let jpeg: Data = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/images/quadrants-16x16.jpg")
        return (try? Data(contentsOf: url)) ?? Data()
    }()
    static let thumbnail = URL(string: "https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg")!
    static let small = URL(string: "https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg/small")!

    @Test("a favorite's picture kept after saving is the small variant the session named; a failure is reported, not thrown")
    func keepImage() async {
        let images = InMemoryImageStore()
        let asked = Box()
        let fetcher = ClosureImageFetcher { url throws(ImageError) in
            await asked.add(url)
            return (Self.jpeg, "image/jpeg")
        }
        let runner = F.runner(images: images, fetcher: fetcher)
        let meal = Recipe(id: "52772", name: "Teriyaki", thumbnailURL: Self.thumbnail)
        let date = Date(timeIntervalSince1970: 0)
        let favorite = Favorite(recipe: meal, source: .live, savedAt: date)
        #expect(await runner.perform(.favorites(.save(meal, source: .live, savedAt: date, picture: .afterSaving(Self.small))))
            == [.favorites(.saved(meal.summary, isSaved: true)), .favorites(.changed([favorite], problems: [])), .favorites(.pictureKept(mealID: "52772"))])
        #expect(await asked.urls == [Self.small])
        #expect(await images.image(for: "52772") == StoredImage(data: Self.jpeg, format: .jpeg))
        #expect(await runner.favorites.recipe(forMealID: "52772").value?.thumbnailURL == Self.thumbnail,
                "TheMealDB's link does not expire: the favorite keeps it")
        // Unfavoriting forgets the picture too.
        #expect(await runner.perform(.favorites(.remove(MealSummary(id: "52772", name: "Teriyaki")))) == [
            .favorites(.removed(MealSummary(id: "52772", name: "Teriyaki"), isSaved: true)), .favorites(.changed([], problems: [])),
        ])
        #expect(await images.image(for: "52772") == nil)

        let pie = Recipe(id: "1", name: "Pie", thumbnailURL: Self.thumbnail)
        let pieFavorite = Favorite(recipe: pie, source: .live, savedAt: date)
        let html = ClosureImageFetcher { _ throws(ImageError) in (Data("<html>".utf8), "text/html") }
        #expect(await F.runner(fetcher: html).perform(.favorites(.save(pie, source: .live, savedAt: date, picture: .afterSaving(Self.small))))
            == [.favorites(.saved(pie.summary, isSaved: true)), .favorites(.changed([pieFavorite], problems: [])),
                .favorites(.pictureNotKept(name: "Pie", reason: "the server sent text/html, not a picture"))])
        #expect(await F.runner().perform(.favorites(.save(pie, source: .live, savedAt: date, picture: .afterSaving(Self.small))))
            == [.favorites(.saved(pie.summary, isSaved: true)), .favorites(.changed([pieFavorite], problems: [])),
                .favorites(.pictureNotKept(name: "Pie", reason: "offline"))])
        #expect(await F.runner(fetcher: fetcher).perform(.favorites(.save(pie, source: .offline, savedAt: date, picture: .none)))
            == [.favorites(.saved(pie.summary, isSaved: true)), .favorites(.changed([Favorite(recipe: pie, source: .offline, savedAt: date)], problems: []))])
        #expect(await asked.urls == [Self.small], "nothing to keep: no download")
    }

    @Test("img: the kept copy with no network; else a download when allowed; else just the address")
    func picture() async throws {
        let images = InMemoryImageStore()
        _ = try await images.keep(Self.jpeg, contentType: nil, for: "52772")
        let kept = try await F.runner(images: images).load(.image(mealID: "52772", name: "T", url: Self.small, mayDownload: false))
        #expect(kept == .image(MealPicture(mealID: "52772", name: "T", url: Self.small, image: StoredImage(data: Self.jpeg, format: .jpeg))))

        let fetcher = ClosureImageFetcher { _ throws(ImageError) in (Self.jpeg, "image/jpeg") }
        let downloaded = try await F.runner(fetcher: fetcher).load(.image(mealID: "1", name: "P", url: Self.small, mayDownload: true))
        #expect(downloaded == .image(MealPicture(mealID: "1", name: "P", url: Self.small, image: StoredImage(data: Self.jpeg, format: .jpeg))))
        let notAllowed = try await F.runner(fetcher: fetcher).load(.image(mealID: "1", name: "P", url: Self.small, mayDownload: false))
        #expect(notAllowed == .image(MealPicture(mealID: "1", name: "P", url: Self.small, image: nil)))
        let failing = try await F.runner().load(.image(mealID: "1", name: "P", url: Self.small, mayDownload: true))
        #expect(failing == .image(MealPicture(mealID: "1", name: "P", url: Self.small, image: nil)))
    }
}

/// What a picture without pixels shows.
@Suite("Screens: pictures")
struct PicturesScreenTests {
    let renderer = ScreenRenderer(width: 80, utcOffset: .utc)

    @Test("a picture without pixels is its kept path, else its address")
    func pictureFallback() {
        let url = URL(string: "https://www.themealdb.com/images/media/meals/x.jpg/small")!
        let remote = MealPicture(mealID: "1", name: "P", url: url, image: nil)
        #expect(renderer.render(.image(remote)).map(\.plainText) == [url.absoluteString])
        let kept = MealPicture(mealID: "1", name: "P", url: url, image: StoredImage(data: Data([0xFF]), format: .jpeg, path: "/d/images/1.jpg"))
        #expect(renderer.render(.image(kept)).map(\.plainText) == ["/d/images/1.jpg"])
    }
}

/// URLs a fetcher was asked for.
private actor Box {
    var urls: [URL] = []
    func add(_ url: URL) { urls.append(url) }
}
