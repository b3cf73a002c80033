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
        // libjpeg-turbo decodes favorites' pictures for `img`; linked from its static archive
        // (libjpeg62-turbo-dev) so no shared library is mapped at start for a command few sessions run.
        .target(name: "CJPEG", linkerSettings: [.unsafeFlags(["-Xlinker", "-l:libjpeg.a"])]),
        // Opening a library from the system's own folders (never from beside the binary) and resolving
        // its functions: how CCurl and CXML load theirs at first use.
        .target(name: "CSystemLibrary", linkerSettings: [.linkedLibrary("dl")]),
        // libcurl's variadic API as fixed-argument functions, resolved with dlopen at the first
        // request: nothing links libcurl (headers from libcurl4-openssl-dev).
        .target(name: "CCurl", dependencies: ["CSystemLibrary"], linkerSettings: [.linkedLibrary("dl")]),
        // libxml2's HTML parser the same way, at the first page import (headers from libxml2-dev, in
        // their own folder; nothing links libxml2).
        .target(name: "CXML", dependencies: ["CSystemLibrary"], cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])],
                linkerSettings: [.linkedLibrary("dl")]),
        // libedit's variadic API the same way, linked from the static archives libedit-dev installs
        // (with libtinfo's and libbsd's, which it needs): a terminal start then maps and relocates no
        // shared library for the editor (dlopen of the three cost ~0.5 M instructions, ~8 % of the
        // first prompt; `sous -c` and pipes never called it either way).
        .target(name: "CEditLine", linkerSettings: [
            .unsafeFlags(["-Xlinker", "-l:libedit.a", "-Xlinker", "-l:libtinfo.a", "-Xlinker", "-l:libbsd.a",
                          "-Xlinker", "-l:libmd.a"]),
        ]),
        .target(name: "MealKit", dependencies: ["CCurl", "CXML"]),
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
for target in package.targets where !["CSystemLibrary", "CCurl", "CXML", "CEditLine", "CJPEG"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("MemberImportVisibility"),
        // Generic types are built through their metadata accessors, not looked up by mangled name at
        // run time: a lookup checks each generic requirement by scanning every protocol conformance in
        // the binary, ~0.15 M instructions apiece, and a start made a dozen (bench: instructions to the
        // first prompt 3.7 M → 2.95 M; the binary grows ~50 KB).
        .unsafeFlags(["-warnings-as-errors", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]),
    ]
}
