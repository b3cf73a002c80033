import Foundation
import MealKit
import SousTestSupport
import Testing
@testable import SousCore

/// The runner's side of `today`, `export` and `img`, with an injected clock, files and pictures.
@Suite("Effect runner: today, export, pictures")
struct TodayExportImgTourRunnerTests {
    static let jpeg: Data = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/images/quadrants-16x16.jpg")
        return (try? Data(contentsOf: url)) ?? Data()
    }()
    static let thumbnail = URL(string: "https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg")!
    static let small = URL(string: "https://www.themealdb.com/images/media/meals/wvpsxx1468256321.jpg/small")!

    static func runner(
        at date: Date = Date(timeIntervalSince1970: 1_764_199_800), zone: String = "Europe/London",
        files: any FileWriting = InMemoryFileWriter(), images: any ImageStoring = InMemoryImageStore(),
        fetcher: any ImageFetching = ClosureImageFetcher.offline
    ) -> EffectRunner {
        EffectRunner(
            provider: OfflineCatalog(), favorites: FileFavoritesStore.inMemory(), history: FileHistoryStore.inMemory(),
            hostServices: HostServices(clock: .fixed(date, offset: .zone(zone)), files: files,
                                  images: images, imageFetcher: fetcher, dataDirectory: "/data/sous"))
    }

    @Test("today is the clock's calendar day in the injected zone: stable all day, new the next day")
    func today() async throws {
        // 2025-11-26 23:30 UTC: still the 26th in London, already the 27th in Tokyo.
        let london = try await Self.runner().load(.today)
        let londonMorning = try await Self.runner(at: Date(timeIntervalSince1970: 1_764_115_200)).load(.today)
        let tokyo = try await Self.runner(zone: "Asia/Tokyo").load(.today)
        let tomorrow = try await Self.runner(at: Date(timeIntervalSince1970: 1_764_199_800 + 86_400)).load(.today)
        guard case .today(let menu) = london, case .today(let nextDay) = tokyo, case .today(let later) = tomorrow else {
            Issue.record("\(london)"); return
        }
        #expect(menu.day == CalendarDay(year: 2025, month: 11, day: 26))
        #expect(london == londonMorning, "00:00 and 23:30 of one day give the same menu")
        #expect(nextDay.day == CalendarDay(year: 2025, month: 11, day: 27))
        #expect(nextDay == later)
        #expect(nextDay.pick != menu.pick)
        #expect(nextDay.category != menu.category)
    }

    @Test("an export is written where the writer resolves it; an existing file needs --force")
    func export() async {
        let files = InMemoryFileWriter(files: ["/work/old.md": Data("old".utf8)], unwritable: ["/readonly"])
        let runner = Self.runner(files: files)
        #expect(await runner.perform(.writeFile(path: "new.md", contents: "# x\n", replacing: false, mealName: "X", fileName: "X.md"))
            == [.fileWritten(path: "/work/new.md", mealName: "X")])
        #expect(await files.files["/work/new.md"] == Data("# x\n".utf8))
        #expect(await runner.perform(.writeFile(path: "old.md", contents: "new", replacing: false, mealName: "X", fileName: "X.md"))
            == [.failed(.fileExists("/work/old.md"))])
        #expect(await files.files["/work/old.md"] == Data("old".utf8))
        #expect(await runner.perform(.writeFile(path: "old.md", contents: "new", replacing: true, mealName: "X", fileName: "X.md"))
            == [.fileWritten(path: "/work/old.md", mealName: "X")])
        #expect(await runner.perform(.writeFile(path: "/readonly/x.md", contents: "x", replacing: false, mealName: "X", fileName: "X.md"))
            == [.failed(.exportFailed(path: "/readonly/x.md", reason: "Permission denied"))])
        #expect(await runner.perform(.writeFile(path: "~/x.md", contents: "x", replacing: false, mealName: "X", fileName: "X.md"))
            == [.fileWritten(path: "/home/cook/x.md", mealName: "X")])
    }

    @Test("an export to a folder is written inside it under the meal's name")
    func exportIntoAFolder() async {
        let files = InMemoryFileWriter(directories: ["/work/recipes"])
        let runner = Self.runner(files: files)
        #expect(await runner.perform(.writeFile(path: "recipes", contents: "# x\n", replacing: false, mealName: "X", fileName: "X.md"))
            == [.fileWritten(path: "/work/recipes/X.md", mealName: "X")])
        #expect(await files.files["/work/recipes/X.md"] == Data("# x\n".utf8))
    }

    @Test("a favorite's picture kept after saving is the small variant the session named; a failure is reported, not thrown")
    func keepImage() async {
        let images = InMemoryImageStore()
        let asked = Box()
        let fetcher = ClosureImageFetcher { url throws(ImageError) in
            await asked.add(url)
            return (Self.jpeg, "image/jpeg")
        }
        let runner = Self.runner(images: images, fetcher: fetcher)
        let meal = Recipe(id: "52772", name: "Teriyaki", thumbnailURL: Self.thumbnail)
        let date = Date(timeIntervalSince1970: 0)
        let favorite = Favorite(recipe: meal, source: .live, savedAt: date)
        #expect(await runner.perform(.saveFavorite(meal, source: .live, savedAt: date, picture: .afterSaving(Self.small)))
            == [.favoriteSaved(meal.summary, isSaved: true), .favoritesChanged([favorite], problems: []), .imageKept(mealID: "52772")])
        #expect(await asked.urls == [Self.small])
        #expect(await images.image(for: "52772") == StoredImage(data: Self.jpeg, format: .jpeg))
        #expect(await runner.favorites.recipe(forMealID: "52772").value?.thumbnailURL == Self.thumbnail,
                "TheMealDB's link does not expire: the favorite keeps it")
        // Unfavoriting forgets the picture too.
        #expect(await runner.perform(.removeFavorite(MealSummary(id: "52772", name: "Teriyaki"))) == [
            .favoriteRemoved(MealSummary(id: "52772", name: "Teriyaki"), isSaved: true), .favoritesChanged([], problems: []),
        ])
        #expect(await images.image(for: "52772") == nil)

        let pie = Recipe(id: "1", name: "Pie", thumbnailURL: Self.thumbnail)
        let pieFavorite = Favorite(recipe: pie, source: .live, savedAt: date)
        let html = ClosureImageFetcher { _ throws(ImageError) in (Data("<html>".utf8), "text/html") }
        #expect(await Self.runner(fetcher: html).perform(.saveFavorite(pie, source: .live, savedAt: date, picture: .afterSaving(Self.small)))
            == [.favoriteSaved(pie.summary, isSaved: true), .favoritesChanged([pieFavorite], problems: []),
                .imageNotKept(name: "Pie", reason: "the server sent text/html, not a picture")])
        #expect(await Self.runner().perform(.saveFavorite(pie, source: .live, savedAt: date, picture: .afterSaving(Self.small)))
            == [.favoriteSaved(pie.summary, isSaved: true), .favoritesChanged([pieFavorite], problems: []),
                .imageNotKept(name: "Pie", reason: "offline")])
        #expect(await Self.runner(fetcher: fetcher).perform(.saveFavorite(pie, source: .offline, savedAt: date, picture: .none))
            == [.favoriteSaved(pie.summary, isSaved: true), .favoritesChanged([Favorite(recipe: pie, source: .offline, savedAt: date)], problems: [])])
        #expect(await asked.urls == [Self.small], "nothing to keep: no download")
    }

    @Test("img: the kept copy with no network; else a download when allowed; else just the address")
    func picture() async throws {
        let images = InMemoryImageStore()
        _ = try await images.keep(Self.jpeg, contentType: nil, for: "52772")
        let kept = try await Self.runner(images: images).load(.image(mealID: "52772", name: "T", url: Self.small, mayDownload: false))
        #expect(kept == .image(MealPicture(mealID: "52772", name: "T", url: Self.small, image: StoredImage(data: Self.jpeg, format: .jpeg))))

        let fetcher = ClosureImageFetcher { _ throws(ImageError) in (Self.jpeg, "image/jpeg") }
        let downloaded = try await Self.runner(fetcher: fetcher).load(.image(mealID: "1", name: "P", url: Self.small, mayDownload: true))
        #expect(downloaded == .image(MealPicture(mealID: "1", name: "P", url: Self.small, image: StoredImage(data: Self.jpeg, format: .jpeg))))
        let notAllowed = try await Self.runner(fetcher: fetcher).load(.image(mealID: "1", name: "P", url: Self.small, mayDownload: false))
        #expect(notAllowed == .image(MealPicture(mealID: "1", name: "P", url: Self.small, image: nil)))
        let failing = try await Self.runner().load(.image(mealID: "1", name: "P", url: Self.small, mayDownload: true))
        #expect(failing == .image(MealPicture(mealID: "1", name: "P", url: Self.small, image: nil)))
    }

    @Test("the tour learns where data lives")
    func tour() async throws {
        #expect(try await Self.runner().load(.tour) == .tour(dataDirectory: "/data/sous"))
    }
}

/// URLs a fetcher was asked for.
private actor Box {
    var urls: [URL] = []
    func add(_ url: URL) { urls.append(url) }
}
