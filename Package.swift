// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "ViewGraph",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ViewGraph", targets: ["ViewGraph"]),
    .library(name: "ViewGraphAdvice", targets: ["ViewGraphAdvice"]),
    .library(name: "ViewGraphExport", targets: ["ViewGraphExport"]),
    .executable(name: "viewgraph", targets: ["viewgraph"]),
    .executable(name: "viewgraph-mcp", targets: ["viewgraph-mcp"]),
    .library(name: "ViewGraphTesting", targets: ["ViewGraphTesting"]),
    .library(name: "GraphvizRenderer", targets: ["GraphvizRenderer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `swift package generate-documentation --target ViewGraph` builds the DocC catalog.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // `viewgraph mcp`: the Model Context Protocol server (and the client its test speaks with).
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    // The file descriptors the test's MCP client speaks through.
    .package(url: "https://github.com/apple/swift-system", from: "1.8.1"),
    // The logger an MCP transport has (`viewgraph mcp` reads its messages with a transport of its own).
    .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
  ],
  targets: [
    // The pipeline, one way (docs/architecture.md, "The targets"): the model reads and lowers the
    // program (source files, syntax, the program model, diagnostics); the engine runs it (the
    // prelude, the interpreter, the simulated frameworks, the update model's rules); the runtime
    // keeps the graph and plays the scenarios; `ViewGraph` is the launch API over them.
    .target(
      name: "ViewGraphModel",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ViewGraphEngine",
      dependencies: [
        "ViewGraphModel",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "SwiftIfConfig", package: "swift-syntax"),
      ],
      // Each framework's prelude (its vocabulary as Swift, `Library/<Framework>/Prelude/`) sits beside
      // its natives; those Swift files are data, embedded by the PreludeEmbedder plugin, not compiled.
      exclude: [
        "Library/StandardLibrary/Prelude", "Library/Foundation/Prelude", "Library/CoreGraphics/Prelude",
        "Library/Concurrency/Prelude", "Library/Combine/Prelude", "Library/SwiftUI/Prelude",
        "Library/SwiftData/Prelude", "Library/Packages/Prelude",
      ],
      plugins: ["PreludeEmbedder"]
    ),
    .target(
      name: "ViewGraphRuntime",
      dependencies: [
        "ViewGraphModel", "ViewGraphEngine",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .target(
      name: "ViewGraph",
      dependencies: [
        "ViewGraphModel", "ViewGraphEngine", "ViewGraphRuntime",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    // `viewgraph advise` (issue 40): costly patterns found in the scenarios' traces, each edit written
    // into the source with swift-syntax and measured by loading the program again through the launch API.
    .target(
      name: "ViewGraphAdvice",
      dependencies: [
        "ViewGraph",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    // The emitters: DOT, JSON, Mermaid, text and the explorer's page, made from the plain result data
    // of a launch and its scenarios (`GraphExport`); they never see the interpreter, and editing one
    // rebuilds only this target and what imports it.
    .target(
      name: "ViewGraphExport",
      dependencies: ["ViewGraph", "ViewGraphAdvice"]
    ),
    // Writes the prelude's files as string literals (run by the PreludeEmbedder plugin at build time).
    .executableTarget(name: "prelude-embedder"),
    .plugin(name: "PreludeEmbedder", capability: .buildTool(), dependencies: ["prelude-embedder"]),
    // Graphviz's C library (libgvc), linked in-process: `apt-get install libgraphviz-dev`.
    .systemLibrary(
      name: "CGraphviz",
      pkgConfig: "libgvc",
      providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
    ),
    // Lays out and renders DOT with Graphviz (SVG, PNG, PDF); knows nothing of ViewGraph.
    .target(
      name: "GraphvizRenderer",
      dependencies: ["CGraphviz"]
    ),
    .executableTarget(
      name: "viewgraph",
      dependencies: [
        "ViewGraph",
        "ViewGraphAdvice",
        "ViewGraphExport",
        "GraphvizRenderer",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // The Model Context Protocol server `viewgraph mcp` becomes: a program of its own, so that the
    // command line does not load the MCP SDK's networking libraries at every start.
    .executableTarget(
      name: "viewgraph-mcp",
      dependencies: [
        "ViewGraph",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    // Assertion helpers for Swift Testing and XCTest: expected vs actual update sets, and why.
    .target(
      name: "ViewGraphTesting",
      dependencies: ["ViewGraph"]
    ),
    .testTarget(
      name: "ViewGraphTests",
      dependencies: [
        "ViewGraph", "ViewGraphModel", "ViewGraphEngine", "ViewGraphRuntime", "ViewGraphAdvice", "ViewGraphExport",
        "ViewGraphTesting",
        "GraphvizRenderer",
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftOperators", package: "swift-syntax"),
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "SystemPackage", package: "swift-system"),
      ],
      // Golden files and hostile inputs are data read by the tests, not test sources.
      exclude: ["Golden", "Hostile", "Fixtures"]
    ),
  ]
)
