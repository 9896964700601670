// RenderCommandTests.swift
//
// What this checks: `viewgraph render` as a user runs it (SPEC §3, issue 4), through the real
// binary with no `dot` on PATH: every format for the dependency graph and for a scenario;
// `-o out.svg` numbering one file per step; one multi-page PDF; byte-identical DOT and JSON
// across processes; and each kind of bad input — unknown format, unwritable path, unknown
// scenario, unknown view — as exactly one line on stderr and exit status 2.
//
// Runs only where the build put `viewgraph` next to the test bundle (`swift build` first).

import Foundation
import Testing

/// `viewgraph render` through the built binary, with no `dot` on PATH.
@Suite("Render: the viewgraph render command (issue 4, SPEC §3)", .enabled(if: ExportTestSupport.binary != nil))
struct RenderCommandTests {
  private let sample = "Samples/10-PodcasterBindings.swift"
  private let twoSteps = "tapping Play then Pause: two passes, each running PlayerView and PlayButton once"

  private func run(_ arguments: String...) throws -> (status: Int32, stdout: String, stderr: String) {
    try ExportTestSupport.run(["render"] + arguments)
  }

  @Test("issue 4: every format, for the graph and for a scenario, is produced in-process with no dot on PATH")
  func everyFormat() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for format in ["dot", "svg", "png", "pdf", "json"] {
      let graph = folder.appendingPathComponent("graph.\(format)").path
      let result = try run(sample, "--format", format, "-o", graph)
      #expect(result.status == 0, "\(format): \(result.stderr)")
      let change = folder.appendingPathComponent("change.\(format)").path
      let changed = try run(sample, "--change", "toggle(\"Favorite\")", "-o", change)
      #expect(changed.status == 0, "\(format) --change: \(changed.stderr)")
      for path in [graph, change] {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let head = String(decoding: bytes.prefix(8), as: UTF8.self)
        switch format {
        case "dot": #expect(head.hasPrefix("digraph"))
        case "svg": #expect(String(decoding: bytes, as: UTF8.self).contains("<svg"))
        case "png": #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        case "pdf": #expect(head.hasPrefix("%PDF-"))
        default: #expect(head.hasPrefix("{"))
        }
      }
    }
  }

  @Test("issue 4: several steps write out-1.svg, out-2.svg; a PDF gets one page per step")
  func oneFilePerStep() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = try run(sample, "--scenario", twoSteps, "-o", folder.appendingPathComponent("out.svg").path)
    #expect(svg.status == 0, "\(svg.stderr)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files == ["out-1.svg", "out-2.svg"])
    let pdf = try run(sample, "--scenario", twoSteps, "-o", folder.appendingPathComponent("story.pdf").path)
    #expect(pdf.status == 0, "\(pdf.stderr)")
    let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent("story.pdf")), as: UTF8.self)
    #expect(text.contains("/Count 2 >>"))
  }

  @Test("issue 4: DOT and JSON are byte-identical from one run to the next (separate processes)")
  func deterministicAcrossProcesses() throws {
    for format in ["dot", "json"] {
      let first = try run("Samples/23-EnvironmentObjectLibrary.swift", "--format", format)
      let second = try run("Samples/23-EnvironmentObjectLibrary.swift", "--format", format)
      #expect(first.status == 0 && !first.stdout.isEmpty)
      #expect(first.stdout == second.stdout, "\(format) differs between runs")
    }
  }

  /// One line on stderr, exit status 2, nothing on stdout.
  private func expectInputError(
    _ result: (status: Int32, stdout: String, stderr: String), mentioning text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status == 2, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(text), "stderr: \(result.stderr)", sourceLocation: sourceLocation)
  }

  @Test("issue 4: an unknown format is one line on stderr and exit 2")
  func unknownFormat() throws {
    expectInputError(
      try run(sample, "--format", "gif"), mentioning: "The value 'gif' is invalid for '--format <format>'")
  }

  @Test("issue 4: an unwritable output path is one line on stderr and exit 2")
  func unwritablePath() throws {
    expectInputError(
      try run(sample, "--format", "svg", "-o", "/nonexistent-folder/out.svg"),
      mentioning: "cannot write '/nonexistent-folder/out.svg'")
  }

  @Test("issue 4: an unknown scenario is one line on stderr and exit 2")
  func unknownScenario() throws {
    expectInputError(
      try run(sample, "--scenario", "no such scenario"), mentioning: "no scenario named 'no such scenario'")
  }

  @Test("issue 4: an unknown view, as --root or --focus, is one line on stderr and exit 2")
  func unknownView() throws {
    expectInputError(try run(sample, "--root", "NoSuchView"), mentioning: "no view or app named 'NoSuchView'")
    expectInputError(try run(sample, "--focus", "NoSuchView"), mentioning: "no view or source named 'NoSuchView'")
  }
}
