import FoundationEssentials
import MealKit

/// What the machine sous runs on gives a session: its clock, files to write, pictures kept and fetched,
/// and the data folder; for `today`, `export`, `img` and the tour, injected into the `EffectRunner`.
///
/// The defaults touch nothing outside memory, so a test (or a session without a data directory) needs
/// to name only what it checks.
public struct HostServices: Sendable {
    /// Now, and where: for favorites' and history's dates and which day `today` is.
    public var clock: SessionClock
    /// Where `export` writes files.
    public var files: any FileWriting
    /// Where favorites' pictures are kept.
    public var images: any ImageStoring
    /// How pictures are downloaded.
    public var imageFetcher: any ImageFetching
    /// The data directory, for the tour to show; nil when nothing is saved.
    public var dataDirectory: String?
    /// The user's own recipes (`cookbook`, `import`), read afresh at each use; `set cookbook` moves it.
    public var cookbook: Cookbook {
        get { cookbookPlace.cookbook }
        set { cookbookPlace.cookbook = newValue }
    }
    /// Where the cookbook is, shared by every copy of these services so `set cookbook` is felt at once.
    public let cookbookPlace: CookbookPlace
    /// The user's editor on the terminal (`new`, `edit`); none through a pipe or `-c`.
    public var editor: any RecipeEditing
    /// The one line a long command (importing a folder) updates on a terminal; nothing on a pipe.
    public var progress: any ProgressReporting
    /// What `~` means in the paths the user types (`import ~/Downloads`, `set cookbook ~/recipes`).
    public var homeDirectory: String?
    /// How `import <url>` reads a web page's recipe.
    public var webRecipes: any WebRecipeFetching
    /// What `search` and `open <name>` look up in the cookbook, kept beside the cache.
    public var cookbookIndex: CookbookIndex

    public init(
        clock: SessionClock = .utc,
        files: any FileWriting = InMemoryFileWriter(), images: any ImageStoring = InMemoryImageStore(),
        imageFetcher: any ImageFetching = ClosureImageFetcher.offline, dataDirectory: String? = nil,
        cookbook: Cookbook = Cookbook(directory: nil), webRecipes: any WebRecipeFetching = ClosureWebRecipeFetcher.offline,
        cookbookIndex: CookbookIndex = CookbookIndex(cacheDirectory: nil),
        editor: any RecipeEditing = NoTerminalEditor(), progress: any ProgressReporting = SilentProgress(),
        homeDirectory: String? = nil
    ) {
        self.clock = clock
        self.files = files
        self.images = images
        self.imageFetcher = imageFetcher
        self.dataDirectory = dataDirectory
        self.cookbookPlace = CookbookPlace(cookbook)
        self.editor = editor
        self.progress = progress
        self.homeDirectory = homeDirectory
        self.webRecipes = webRecipes
        self.cookbookIndex = cookbookIndex
    }

    /// The calendar day it is now, where the user is.
    public var today: CalendarDay { clock.today }
}
