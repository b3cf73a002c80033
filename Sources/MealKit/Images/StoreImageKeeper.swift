import Foundation

/// Keeps favorites' pictures through the image store the `img` command reads, so both find the same files.
public struct StoreImageKeeper: ImageKeeping {
    public let store: any ImageStoring
    public let fetcher: any ImageFetching

    public init(store: any ImageStoring, fetcher: any ImageFetching) {
        self.store = store
        self.fetcher = fetcher
    }

    public func keepImage(from url: URL, forMealID id: String) async -> Result<URL, StorageProblem> {
        do {
            let image = try await store.download(url, for: id, using: fetcher)
            guard let path = image.path else {
                return .failure(.imageNotKept(mealName: id, reason: "there is no data directory to keep it in"))
            }
            return .success(URL(fileURLWithPath: path))
        } catch {
            return .failure(.imageNotKept(mealName: id, reason: error.reason))
        }
    }

    public func localImage(forMealID id: String) async -> URL? {
        await store.image(for: id)?.path.map { URL(fileURLWithPath: $0) }
    }
}
