import FoundationEssentials
import MealKit

extension EffectRunner {
    /// Writes an export; the path in the answer is the absolute one, so the user knows where it went.
    func perform(_ effect: Export.Effect) async -> [Event] {
        switch effect {
        case .write(let path, let contents, let replacing, let mealName, let fileName):
            return [await writeFile(path: path, contents: contents, replacing: replacing, mealName: mealName, fileName: fileName)]
        }
    }

    private func writeFile(path: String, contents: String, replacing: Bool, mealName: String, fileName: String) async -> Event {
        do {
            let written = try await hostServices.files.write(
                Data(contents.utf8), toPath: path, nameInFolder: fileName, replacing: replacing)
            return .export(.written(path: written, mealName: mealName))
        } catch {
            switch error {
            case .exists(let path): return .failed(.fileExists(path))
            case .failed(let path, let reason): return .failed(.exportFailed(path: path, reason: reason))
            case .notAFile(let path, let kind): return .failed(.notAFileToReplace(path: path, kind: kind))
            }
        }
    }
}
