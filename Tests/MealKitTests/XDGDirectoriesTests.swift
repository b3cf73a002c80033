import Foundation
import MealKit
import Testing

@Suite("XDG directories")
struct XDGDirectoriesTests {
    @Test func absoluteXDGVariablesAreUsed() {
        let directories = XDGDirectories(
            environment: ["HOME": "/home/cook", "XDG_DATA_HOME": "/data", "XDG_CACHE_HOME": "/fast/cache",
                          "XDG_CONFIG_HOME": "/etc/cook"],
            accountHome: nil)
        #expect(directories.data?.path == "/data/sous")
        #expect(directories.cache?.path == "/fast/cache/sous")
        #expect(directories.config?.path == "/etc/cook/sous")
    }

    @Test func unsetVariablesFallBackToHome() {
        let directories = XDGDirectories(environment: ["HOME": "/home/cook"], accountHome: nil)
        #expect(directories.data?.path == "/home/cook/.local/share/sous")
        #expect(directories.cache?.path == "/home/cook/.cache/sous")
        #expect(directories.config?.path == "/home/cook/.config/sous")
    }

    @Test func emptyAndRelativeValuesAreIgnoredAsTheSpecSays() {
        let directories = XDGDirectories(
            environment: ["HOME": "/home/cook", "XDG_DATA_HOME": "", "XDG_CACHE_HOME": "relative/cache",
                          "XDG_CONFIG_HOME": "~/.config"],
            accountHome: nil)
        #expect(directories.data?.path == "/home/cook/.local/share/sous")
        #expect(directories.cache?.path == "/home/cook/.cache/sous")
        #expect(directories.config?.path == "/home/cook/.config/sous")
    }

    @Test func withoutHomeThePasswordDatabaseHomeIsUsed() {
        let unset = XDGDirectories(environment: [:], accountHome: "/var/lib/cook")
        #expect(unset.data?.path == "/var/lib/cook/.local/share/sous")
        let relative = XDGDirectories(environment: ["HOME": "cook"], accountHome: "/var/lib/cook")
        #expect(relative.cache?.path == "/var/lib/cook/.cache/sous")
        // The default is this user's real entry, which every account on this machine has.
        #expect(XDGDirectories.passwordDatabaseHome() != nil)
        #expect(XDGDirectories(environment: [:]).data?.path == XDGDirectories.passwordDatabaseHome().map { $0 + "/.local/share/sous" })
    }

    @Test func noHomeAnywhereMeansNoDataDirectoryAndMemoryOnlyStores() async throws {
        let directories = XDGDirectories(environment: ["XDG_CACHE_HOME": "/c"], accountHome: nil)
        #expect(directories.data == nil)
        #expect(directories.cache?.path == "/c/sous")
        #expect(directories.prepareDataDirectory() == .failure(.noDataDirectory))

        let storage = LocalStorage(directories)
        #expect(storage.problems == [.noDataDirectory])
        #expect(storage.dataDirectory == nil)
        let favorite = try #require(try StorageFixtures.favorites(1).first)
        #expect(await storage.favorites().add(favorite) == Stored([favorite]))
    }

    @Test func newDirectoriesAre0700AndExistingOnesKeepTheirMode() throws {
        let home = try TemporaryDirectory()
        #expect(chmod(home.path, 0o755) == 0)
        let directories = XDGDirectories(environment: ["HOME": home.path], accountHome: nil)

        let data = try directories.prepareDataDirectory().get()
        #expect(data.path == home.path + "/.local/share/sous")
        #expect(try permissions(home.path + "/.local") == 0o700)
        #expect(try permissions(home.path + "/.local/share") == 0o700)
        #expect(try permissions(data.path) == 0o700)
        #expect(try permissions(home.path) == 0o755)

        // A second start finds it all there and changes nothing the user may have set.
        #expect(chmod(data.path, 0o750) == 0)
        #expect(try directories.prepareDataDirectory().get() == data)
        #expect(try permissions(data.path) == 0o750)
    }

    @Test func aFileWhereTheDirectoryShouldBeIsReported() throws {
        let home = try TemporaryDirectory()
        _ = FileManager.default.createFile(atPath: home.file("data"), contents: Data("x".utf8))
        let directories = XDGDirectories(environment: ["XDG_DATA_HOME": home.file("data")], accountHome: nil)
        guard case .failure(.unwritable(let path, _)) = directories.prepareDataDirectory() else {
            Issue.record("expected the data directory to be reported unwritable")
            return
        }
        #expect(path == home.file("data"))
        #expect(contents(home.file("data")) == Data("x".utf8))
    }
}
