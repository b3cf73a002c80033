// swift-tools-version:6.0
// libFuzzer targets for sous, kept out of the main package: they are built only with
// `swift build --sanitize=fuzzer` (which links libFuzzer's `main`), and the main package's plain
// `swift build` has no fuzzer runtime to link them against. See FUZZING.md and `make fuzz`.
import Foundation
import PackageDescription

// A path dependency's identity is its directory's name, which differs between checkouts
// (`sous`, a worktree's name, CI's); the products are looked up under whatever it is.
let parent = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let sous = parent.lastPathComponent.lowercased()

let fuzzers: [(name: String, products: [String])] = [
    ("FuzzCommandParser", ["SousCore"]),
    ("FuzzMealDecoder", ["MealKit", "SousCore"]),
    ("FuzzStoreLoader", ["MealKit"]),
    ("FuzzMeasure", ["MealKit"]),
    ("FuzzSanitizer", ["SousCore"]),
    ("FuzzSession", ["MealKit", "SousCore"]),
    ("FuzzWebPage", ["MealKit"]),
    ("FuzzCooklang", ["MealKit"]),
]

let package = Package(
    name: "sous-fuzz",
    products: fuzzers.map { .executable(name: $0.name, targets: [$0.name]) },
    dependencies: [.package(path: "..")],
    targets: fuzzers.map { fuzzer in
        .executableTarget(
            name: fuzzer.name,
            dependencies: fuzzer.products.map { .product(name: $0, package: sous) },
            swiftSettings: [
                .enableUpcomingFeature("ExistentialAny"),
                // libFuzzer supplies `main`; the target only exports LLVMFuzzerTestOneInput.
                .unsafeFlags(["-parse-as-library", "-warnings-as-errors"]),
            ]
        )
    },
    swiftLanguageModes: [.v6]
)
