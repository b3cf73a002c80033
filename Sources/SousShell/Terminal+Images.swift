import Foundation

extension Terminal {
    /// How pictures are shown here, from the environment the terminal emulator set.
    public var imageProtocol: ImageProtocol {
        ImageProtocol.detect(environment: ProcessInfo.processInfo.environment, useColor: useColor)
    }
}
