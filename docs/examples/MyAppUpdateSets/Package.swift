// swift-tools-version: 6.1
// An app's update-set tests, run by `swift test`: the scenarios under Tests/UpdateSetTests/Scenarios
// are read by ViewGraph (not compiled) and each becomes a Swift Testing case.
//
// Depend on ViewGraph where you cloned it: `path:` is that folder, relative to this file (this copy,
// inside ViewGraph's repository, names the checkout it sits in, so that ViewGraph's CI builds and
// runs it against the code next to it). `name:` makes the package ViewGraph whatever its folder is
// called: without it SwiftPM names a path dependency after its folder, and
// `package: "ViewGraph"` below would not find it in a clone called, say, `viewgraph-main`.
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
