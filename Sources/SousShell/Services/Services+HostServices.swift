import FoundationEssentials
import MealKit
import SousCore

extension Services {
    /// The real clock, files and pictures: exports go where the user says, pictures into the data
    /// directory (memory only when there is none), both opened at their first use.
    static func makeHostServices(
        storage: DeferredStorage, directories: XDGDirectories, environment: [String: String], transport: HTTPTransport,
        cookbookFolder: String?, status: CommandStatusLine, editor: any RecipeEditing
    ) -> HostServices {
        // `set cookbook` chose a folder: it is the cookbook, whether or not it is there now (a
        // missing one lists as empty until it is back, and nothing is made in its place).
        let cookbook = cookbookFolder.map { Cookbook(directory: URL(fileURLWithPath: $0, isDirectory: true)) }
            ?? Cookbook(dataDirectory: directories.data)
        return HostServices(
            clock: .local,
            files: DocumentWriter(home: environment["HOME"]),
            images: storage.images, imageFetcher: HTTPImageFetcher(transport: transport),
            // The folder sous keeps its files in (the tour names it); if it cannot be made, the
            // stores say so before the tour shows.
            dataDirectory: directories.data?.fileSystemPath,
            cookbook: cookbook, webRecipes: WebRecipeFetcher(transport: transport),
            cookbookIndex: CookbookIndex(cacheDirectory: directories.cache),
            editor: editor, progress: status, homeDirectory: environment["HOME"])
    }
}
