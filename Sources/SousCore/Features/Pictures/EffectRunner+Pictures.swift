import FoundationEssentials
import MealKit

extension EffectRunner {
    /// Saves a favorite, keeping its picture as the session decided: first (the favorite then names
    /// the kept file), or after. A picture that cannot be kept costs the picture, never the favorite.
    func saveFavorite(_ recipe: Recipe, source: SourceKind, savedAt: Date, picture: PictureKeeping) async -> [Event] {
        var recipe = recipe
        var pictureProblem: Event?
        if case .beforeSaving(let url) = picture {
            switch await keepPicture(url, for: recipe) {
            case .success(let path?): recipe.thumbnailURL = URL(fileURLWithPath: path)
            case .success(nil): pictureProblem = .favorites(.pictureNotKept(name: recipe.name, reason: "there is no data directory to keep it in"))
            case .failure(let error): pictureProblem = .favorites(.pictureNotKept(name: recipe.name, reason: error.reason))
            }
        }
        let stored = await favorites.add(recipe, source: source, savedAt: savedAt)
        var events: [Event] = [.favorites(.saved(recipe.summary, isSaved: stored.isSaved)),
                               .favorites(.changed(stored.value, problems: stored.problems))]
        if let pictureProblem { events.append(pictureProblem) }
        if case .afterSaving(let url) = picture {
            switch await keepPicture(url, for: recipe) {
            case .success: events.append(.favorites(.pictureKept(mealID: recipe.id)))
            case .failure(let error): events.append(.favorites(.pictureNotKept(name: recipe.name, reason: error.reason)))
            }
        }
        return events
    }

    /// Downloads a picture into the image store `img` reads; the kept file's path, when it is on disk.
    private func keepPicture(_ url: URL, for recipe: Recipe) async -> Result<String?, ImageError> {
        do throws(ImageError) {
            return .success(try await hostServices.images.download(url, for: recipe.id, using: hostServices.imageFetcher).path)
        } catch {
            return .failure(error)
        }
    }

    /// A meal's picture: the kept copy first (no network needed), else a download when allowed, else
    /// only the address. A failed download is not an error: the address is still worth showing.
    func picture(mealID: String, name: String, url: URL, mayDownload: Bool) async -> MealPicture {
        if let kept = await hostServices.images.image(for: mealID) {
            return MealPicture(mealID: mealID, name: name, url: url, image: kept)
        }
        guard mayDownload,
              let (data, contentType) = try? await hostServices.imageFetcher.fetch(url, limit: InMemoryImageStore.sizeLimit),
              let format = try? ImageFormat.validate(data, contentType: contentType, limit: InMemoryImageStore.sizeLimit)
        else {
            return MealPicture(mealID: mealID, name: name, url: url, image: nil)
        }
        return MealPicture(mealID: mealID, name: name, url: url, image: StoredImage(data: data, format: format))
    }
}
