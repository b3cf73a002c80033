import Foundation
import MealKit

extension EffectRunner {
    /// Writes an export; the path in the answer is the absolute one, so the user knows where it went.
    func writeFile(path: String, contents: String, replacing: Bool, mealName: String) async -> Event {
        do {
            let written = try await extras.files.write(Data(contents.utf8), toPath: path, replacing: replacing)
            return .fileWritten(path: written, mealName: mealName)
        } catch {
            switch error {
            case .exists(let path): return .failed(.fileExists(path))
            case .failed(let path, let reason): return .failed(.exportFailed(path: path, reason: reason))
            }
        }
    }

    /// Downloads a favorite's small picture into the image store. A failure is only a notice: the
    /// favorite is already saved, and `img` falls back to the link.
    func keepImage(mealID: String, name: String, url: URL) async -> Event {
        do {
            _ = try await extras.images.download(MealImageURL.small(url), for: mealID, using: extras.imageFetcher)
            return .imageKept(mealID: mealID)
        } catch {
            return .imageNotKept(name: name, reason: error.reason)
        }
    }

    /// A meal's picture: the kept copy first (no network needed), else a download when allowed, else
    /// only the address. A failed download is not an error: the address is still worth showing.
    func picture(mealID: String, name: String, url: URL, mayDownload: Bool) async -> MealPicture {
        let small = MealImageURL.small(url)
        if let kept = await extras.images.image(for: mealID) {
            return MealPicture(mealID: mealID, name: name, url: small, image: kept)
        }
        guard mayDownload,
              let (data, contentType) = try? await extras.imageFetcher.fetch(small, limit: InMemoryImageStore.sizeLimit),
              let format = try? ImageFormat.validate(data, contentType: contentType, limit: InMemoryImageStore.sizeLimit)
        else {
            return MealPicture(mealID: mealID, name: name, url: small, image: nil)
        }
        return MealPicture(mealID: mealID, name: name, url: small, image: StoredImage(data: data, format: format))
    }
}
