// swift-tools-version: 6.1
// ViewGraph's benchmarks: a package of their own, so that the main package and CI never
// build ordo-one/benchmark. Run from the repository root:
//   swift package --package-path Benchmarks benchmark
import PackageDescription

let package = Package(
  name: "ViewGraphBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    // The library under test: the working tree one folder up.
    .package(name: "ViewGraph", path: ".."),
    // The MallocInterposer trait gives the malloc counters (`.mallocCountTotal`) on Swift 6.3.
    .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // Generates SwiftUI-style apps of a given size as source text, and the statements that change them.
    .target(
      name: "SyntheticApp",
      dependencies: [.product(name: "ViewGraph", package: "ViewGraph")]
    ),
    // The benchmark suite; the plugin finds it because it lives in `Benchmarks/<target>/`.
    .executableTarget(
      name: "ViewGraphBenchmarks",
      dependencies: [
        "SyntheticApp",
        .product(name: "ViewGraph", package: "ViewGraph"),
        .product(name: "ViewGraphExport", package: "ViewGraph"),
        .product(name: "GraphvizRenderer", package: "ViewGraph"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ViewGraphBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Issue 38's workload, the shape apps are written in (`cells.py`'s, generated the same way).
    .target(name: "WideCells"),
    // Writes one size of it as a ViewGraph program: `wide-cells N K DIR` → `DIR/wide_N.swift`.
    .executableTarget(name: "wide-cells", dependencies: ["WideCells"]),
    // The `cells-100k` workload, and issue 38's (`cells N K`), as compiled Swift over the real
    // Observation runtime, built with optimisation like the rest of the release build: the
    // reference ViewGraph is compared with. Language mode 5: its tracking closures capture the
    // rows they mark, as a plain Swift program of one thread does.
    .executableTarget(name: "observation-reference", dependencies: ["WideCells"], swiftSettings: [.swiftLanguageMode(.v5)]),
    // A plain driver that repeats one benchmark's work, for callgrind or perf.
    .executableTarget(
      name: "viewgraph-profile",
      dependencies: ["SyntheticApp", .product(name: "ViewGraph", package: "ViewGraph")]
    ),
  ]
)
