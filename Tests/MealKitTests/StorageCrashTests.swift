#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation
import MealKit
import Testing

// Serialized: a store waiting for a lock holds a thread of the small shared pool, and two such
// tests at once could leave none for the code that lets them go.
@Suite("Crash points, links and other sessions", .serialized)
struct StorageCrashTests {
    /// What the next start finds: the favorites listed, after the start's sweep; every one of them must
    /// open, and `recipes/` must hold their files and nothing else.
    @discardableResult
    private func expectWhole(_ directory: TemporaryDirectory, listing allowed: [[String]],
                             sourceLocation: SourceLocation = #_sourceLocation) async throws -> [String] {
        let store = FileFavoritesStore(directory: directory.url)
        let listed = await store.load().value.map(\.id)
        #expect(allowed.contains(listed), "listed \(listed), expected one of \(allowed)", sourceLocation: sourceLocation)
        for id in listed {
            #expect(await store.recipe(forMealID: id).value != nil, "\(id) is listed without its recipe",
                    sourceLocation: sourceLocation)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.file("recipes")).sorted()
        #expect(files == listed.map { "\($0).json" }.sorted(), sourceLocation: sourceLocation)
        #expect(try names(in: directory, startingWith: ".") == [], sourceLocation: sourceLocation)
        return listed
    }

    /// A data directory with the first `count` fixture favorites saved, and those favorites.
    private func saved(_ count: Int) async throws -> (TemporaryDirectory, [Favorite]) {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(count + 1)
        let store = FileFavoritesStore(directory: directory.url)
        for favorite in favorites.prefix(count) { _ = await store.add(favorite) }
        return (directory, favorites)
    }

    /// A change to favorites made with the disk failing from each step on in turn, until one needs no
    /// more steps: the next start must find the old favorites or the new ones, whole, and the answer
    /// must say "saved" exactly when the new ones are what is on disk.
    private func atEveryStep(
        _ code: Int32, saved count: Int, change: (FileFavoritesStore, [Favorite]) async -> Stored<[Favorite]>,
        from old: [Int], to new: [Int], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for step in 1...40 {
            let (directory, favorites) = try await saved(count)
            let disk = FaultyFileSystem()
            let store = FileFavoritesStore(directory: directory.url, fileSystem: disk)
            _ = await store.load()
            disk.failFromStep(step, with: code)
            let answer = await change(store, favorites)
            let (before, after) = (old.map { favorites[$0].id }, new.map { favorites[$0].id })
            let listed = try await expectWhole(directory, listing: [before, after], sourceLocation: sourceLocation)
            #expect(answer.isSaved == (listed == after), "step \(step)", sourceLocation: sourceLocation)
            // Saved or kept for the session, the session shows the change.
            #expect(answer.value.map(\.id) == after, sourceLocation: sourceLocation)
            if disk.stepsTaken < step { return }
        }
        Issue.record("the change took more than 40 steps", sourceLocation: sourceLocation)
    }

    @Test("a full or read-only disk at any step of unfav leaves the favorite whole or gone, never half",
          arguments: [ENOSPC, EROFS])
    func unfavAtEveryStep(code: Int32) async throws {
        try await atEveryStep(code, saved: 2, change: { await $0.remove(mealID: $1[1].id) }, from: [0, 1], to: [0])
    }

    @Test("a full or read-only disk at any step of fav leaves the favorite whole or absent", arguments: [ENOSPC, EROFS])
    func favAtEveryStep(code: Int32) async throws {
        try await atEveryStep(code, saved: 1, change: { await $0.add($1[1]) }, from: [0], to: [0, 1])
    }

    @Test("the file stores run whole on the in-memory file system: favorites, their recipes, removals")
    func inMemoryStoresAreTheFileStores() async throws {
        let favorites = try StorageFixtures.favorites(2)
        let (disk, directory) = InMemoryFileSystem.dataDirectory()
        let store = FileFavoritesStore(directory: directory, fileSystem: disk)
        _ = await store.add(favorites[0])
        _ = await store.add(favorites[1])
        let other = FileFavoritesStore(directory: directory, fileSystem: disk)
        #expect(await other.load() == Stored(favorites))
        #expect(await other.recipe(forMealID: favorites[1].id).value == StorageFixtures.recipe(of: favorites[1]))
        _ = await other.remove(mealID: favorites[0].id)
        #expect(await store.refreshIfChanged()?.value == [favorites[1]])
        #expect(try disk.contentsOfDirectory(at: "/sous/recipes") == ["\(favorites[1].id).json"])
    }

    @Test("the first visit sweeps recipe files no favorite names and temporary files a killed save left")
    func orphansAreSweptAtStart() async throws {
        let (directory, favorites) = try await saved(1)
        let recipes = directory.file("recipes")
        #expect(FileManager.default.createFile(atPath: recipes + "/99999.json", contents: Data("{}".utf8)))
        #expect(FileManager.default.createFile(atPath: recipes + "/.\(favorites[0].id).json.tmp-1-2", contents: Data()))
        #expect(FileManager.default.createFile(atPath: directory.file(".favorites.json.tmp-77"), contents: Data()))
        try await expectWhole(directory, listing: [[favorites[0].id]])
    }

    @Test("recipes/ linked out of the data directory is neither written nor deleted through; said once")
    func recipesLinkedOutsideAreLeftAlone() async throws {
        let (directory, favorites) = try await saved(1)
        let elsewhere = try TemporaryDirectory()
        let recipes = directory.file("recipes")
        try FileManager.default.moveItem(atPath: recipes, toPath: elsewhere.file("recipes"))
        #expect(symlink(elsewhere.file("recipes"), recipes) == 0)
        let outsideBefore = try FileManager.default.contentsOfDirectory(atPath: elsewhere.file("recipes"))
        let indexBefore = contents(directory.file("favorites.json"))

        let store = FileFavoritesStore(directory: directory.url)
        let problem = StorageProblem.symlinkRefused(path: recipes, target: elsewhere.file("recipes"))
        let loaded = await store.load()
        #expect(loaded.problems == [problem])
        let added = await store.add(favorites[1])
        #expect(added == Stored(favorites.prefix(2).map { $0 }, isSaved: false))
        let removed = await store.remove(mealID: favorites[0].id)
        #expect(removed == Stored([favorites[1]], isSaved: false))
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.file("recipes")) == outsideBefore)
        #expect(contents(directory.file("favorites.json")) == indexBefore)
    }

    @Test("images/ linked out of the data directory is neither written nor deleted through")
    func imagesLinkedOutsideAreLeftAlone() async throws {
        let directory = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        #expect(FileManager.default.createFile(atPath: elsewhere.file("52772.jpg"), contents: ImageStoreTests.jpeg))
        #expect(symlink(elsewhere.path, directory.file("images")) == 0)
        let store = ImageStore(dataDirectory: directory.url)
        #expect(throws: ImageError.self) { try store.keep(ImageStoreTests.jpeg, contentType: nil, for: "52771") }
        store.remove(mealID: "52772")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["52772.jpg"])
    }

    @Test("a recipe file linked out of the data directory is not replaced")
    func aRecipeFileLinkedOutsideIsNotReplaced() async throws {
        let (directory, favorites) = try await saved(1)
        let elsewhere = try TemporaryDirectory()
        let outside = elsewhere.file("mine.json")
        #expect(FileManager.default.createFile(atPath: outside, contents: Data("mine".utf8)))
        let link = directory.file("recipes/\(favorites[1].id).json")
        #expect(symlink(outside, link) == 0)

        let added = await FileFavoritesStore(directory: directory.url).add(favorites[1])
        #expect(!added.isSaved)
        #expect(contents(outside) == Data("mine".utf8))
        #expect(try PosixFileSystem().status(ofItemAt: link, followingSymlink: false)?.kind == .symbolicLink)
    }

    @Test("refreshIfChanged answers nothing for an unchanged file and the new list after another shell's save")
    func refreshSeesAnotherShell() async throws {
        let directory = try TemporaryDirectory()
        let favorites = try StorageFixtures.favorites(2)
        let shellA = FileFavoritesStore(directory: directory.url)
        let shellB = FileFavoritesStore(directory: directory.url)
        _ = await shellA.load()
        #expect(await shellA.refreshIfChanged() == nil)
        _ = await shellB.add(favorites[0])
        #expect(await shellA.refreshIfChanged()?.value == [favorites[0]])
        #expect(await shellA.refreshIfChanged() == nil)
        // Its own save is no news to it.
        _ = await shellA.add(favorites[1])
        #expect(await shellA.refreshIfChanged() == nil)

        let meal = try #require(try StorageFixtures.meals(1).first)
        let listA = FileShoppingListStore(directory: directory.url)
        let listB = FileShoppingListStore(directory: directory.url)
        _ = await listA.load()
        #expect(await listA.refreshIfChanged() == nil)
        _ = await listB.apply(.add([meal]))
        #expect(await listA.refreshIfChanged()?.value == ShoppingList(meals: [meal]))

        let pantryA = FilePantryStore(directory: directory.url)
        _ = await pantryA.load()
        _ = await FilePantryStore(directory: directory.url).apply(.add(["eggs"]))
        #expect(await pantryA.refreshIfChanged()?.value == ["eggs"])
        #expect(await pantryA.refreshIfChanged() == nil)
    }

    /// Holds `favorites.json.lock` as another sous would, its pid written in.
    private func holdLock(in directory: TemporaryDirectory, pid: Int32) throws -> Int32 {
        // Close-on-exec: a process a parallel test spawns (a tmux server) must not inherit the lock and hold it.
        let descriptor = open(directory.file("favorites.json.lock"), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, LOCK_EX) == 0)
        let text = "\(pid)\n"
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
        return descriptor
    }

    @Test("a lock held too long is told once with its holder's pid, and the save follows its release")
    func aLongWaitIsToldOnce() async throws {
        let directory = try TemporaryDirectory()
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        // A pid that is alive (this process stands for the other sous): only a live holder is named.
        let holder = try holdLock(in: directory, pid: getpid())
        let (notices, noticed) = AsyncStream.makeStream(of: StorageProblem.self)
        let store = FileFavoritesStore(directory: directory.url,
                                       lockWait: LockWait(patience: 0.05, limit: 600, notice: { noticed.yield($0) }))
        let saving = Task { await store.add(favorite) }
        var iterator = notices.makeAsyncIterator()
        #expect(await iterator.next() == .waitingForLock(path: directory.file("favorites.json"), holder: getpid()))
        close(holder)
        let saved = await saving.value
        #expect(saved == Stored([favorite]))
        noticed.finish()
        #expect(await iterator.next() == nil)
    }

    @Test("cancelling the task (Ctrl-C) stops the wait; the change is kept for the session only")
    func cancellingStopsTheWait() async throws {
        let directory = try TemporaryDirectory()
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        let holder = try holdLock(in: directory, pid: 4242)
        defer { close(holder) }
        let (notices, noticed) = AsyncStream.makeStream(of: StorageProblem.self)
        let store = FileFavoritesStore(directory: directory.url,
                                       lockWait: LockWait(patience: 0.05, limit: 600, notice: { noticed.yield($0) }))
        let saving = Task { await store.add(favorite) }
        var iterator = notices.makeAsyncIterator()
        _ = await iterator.next()
        saving.cancel()
        let kept = await saving.value
        #expect(kept.value == [favorite])
        #expect(!kept.isSaved)
        #expect(kept.problems == [.lockWaitCancelled(path: directory.file("favorites.json"))], "a stopped wait, not a disk problem")
        #expect(contents(directory.file("favorites.json")) == nil)
    }
}
