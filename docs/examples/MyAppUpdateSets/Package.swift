// swift-tools-version: 6.1
// An app's update-set tests, run by `swift test`: the scenarios under Tests/UpdateSetTests/Scenarios
// are read by ViewGraph (not compiled) and each becomes a Swift Testing case.
//
// In your own package, depend on ViewGraph by URL:
//     .package(url: "https://github.com/<owner>/ViewGraph", branch: "main")
// This copy, inside ViewGraph's repository, depends on the checkout it sits in, so that ViewGraph's
// CI builds and runs it against the code next to it.
import PackageDescription

let package = Package(
    name: "MyAppUpdateSets",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "ViewGraph", path: "../../.."),
    ],
    targets: [
        .testTarget(
            name: "UpdateSetTests",
            dependencies: [.product(name: "ViewGraphTesting", package: "ViewGraph")],
            exclude: ["Scenarios"]
        ),
    ]
)
