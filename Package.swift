// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "sous",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "sous", targets: ["sous"]),
        .library(name: "MealKit", targets: ["MealKit"]),
        .library(name: "SousCore", targets: ["SousCore"]),
    ],
    targets: [
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        // libcurl's variadic API as fixed-argument functions, resolved with dlopen at the first
        // request: nothing links libcurl (headers from libcurl4-openssl-dev).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // libedit the same way, loaded at the first interactive read: `-c` and pipes never map it
        // (headers from libedit-dev).
        .target(name: "CEditLine", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "MealKit", dependencies: ["CCurl"]),
        .target(name: "SousCore", dependencies: ["MealKit"]),
        .target(name: "SousShell", dependencies: ["SousCore", "MealKit", "CEditLine", "CJPEG"]),
        .executableTarget(name: "sous", dependencies: ["SousShell"]),
        // Only for MealKitTests: other processes sharing a store (concurrent saves, SIGKILL mid-save).
        .executableTarget(name: "sous-store-stress", dependencies: ["MealKit"]),
        // The in-process figures of `make bench` (bench/bench.py); not shipped.
        .executableTarget(name: "sous-bench", dependencies: ["MealKit", "SousCore"]),
        // Test helpers shared by the test targets (the local TheMealDB server); not shipped.
        .target(name: "SousTestSupport", dependencies: ["MealKit", "SousCore"], path: "Tests/SousTestSupport"),
        .testTarget(name: "MealKitTests", dependencies: ["MealKit", "SousTestSupport"]),
        .testTarget(name: "SousCoreTests", dependencies: ["SousCore", "MealKit", "SousTestSupport"]),
        .testTarget(name: "SousShellTests", dependencies: ["SousShell", "SousCore", "MealKit", "SousTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)

// C targets take no Swift settings.
for target in package.targets where target.type != .system && target.name != "CCurl" && target.name != "CEditLine" {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        .unsafeFlags(["-warnings-as-errors"]),
    ]
}
