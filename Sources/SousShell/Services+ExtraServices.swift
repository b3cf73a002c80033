import Foundation
import MealKit
import SousCore

extension Services {
    /// The real clock, files and pictures: exports go where the user says, pictures into the data
    /// directory (memory only when there is none).
    static func makeExtras(storage: LocalStorage, environment: [String: String], transport: HTTPTransport) -> ExtraServices {
        let images: any ImageStoring = storage.dataDirectory.map { ImageStore(dataDirectory: $0) } ?? InMemoryImageStore()
        return ExtraServices(
            clock: .system,
            files: DocumentWriter(home: environment["HOME"]),
            images: images, imageFetcher: HTTPImageFetcher(transport: transport),
            dataDirectory: storage.dataDirectory?.path)
    }
}
