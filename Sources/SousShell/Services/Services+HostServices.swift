import FoundationEssentials
import MealKit
import SousCore

extension Services {
    /// The real clock, files and pictures: exports go where the user says, pictures into the data
    /// directory (memory only when there is none), both opened at their first use.
    static func makeHostServices(
        storage: DeferredStorage, directories: XDGDirectories, environment: [String: String], transport: HTTPTransport
    ) -> HostServices {
        HostServices(
            clock: .local,
            files: DocumentWriter(home: environment["HOME"]),
            images: storage.images, imageFetcher: HTTPImageFetcher(transport: transport),
            // The folder sous keeps its files in (the tour names it); if it cannot be made, the
            // stores say so before the tour shows.
            dataDirectory: directories.data?.fileSystemPath,
            cookbook: Cookbook(dataDirectory: directories.data), webRecipes: WebRecipeFetcher(transport: transport),
            cookbookIndex: CookbookIndex(cacheDirectory: directories.cache))
    }
}
