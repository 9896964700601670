// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ViewGraph",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ViewGraph", targets: ["ViewGraph"]),
    .executable(name: "viewgraph", targets: ["viewgraph"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "ViewGraph",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "viewgraph",
      dependencies: [
        "ViewGraph",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .testTarget(
      name: "ViewGraphTests",
      dependencies: ["ViewGraph"],
      resources: []
    ),
  ]
)
