import ArgumentParser
import Foundation
import ViewGraph

extension ViewGraphCommand {
  /// `viewgraph test [--each] PATH...`: runs every `#scenario`; the last line is `N passed, N failed`.
  struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Run every #scenario and report each; the last line is 'N passed, N failed'.")

    @Flag(help: "Run every .swift file directly in each folder, and every subfolder, as a program of its own.")
    var each = false

    @Option(name: .customLong("filter"), help: "Run only the scenarios whose name contains this text.")
    var filter: String?

    @Argument(help: "Files or folders that together form one program (with --each: folders of programs).")
    var paths: [String]

    @OptionGroup(title: "Budgets") var budgets: LimitOptions

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder") }
    }

    func run() throws {
      var programs: [[String]] = []
      if each {
        for path in paths { programs += try Self.programs(in: path) }
      } else {
        programs = [paths]
      }
      var passed = 0
      var failed = 0
      var unreadable = false
      for programPaths in programs {
        let program: Program
        do {
          program = try Program.load(paths: programPaths, limits: budgets.limits)
        } catch {
          printError(error.description)
          print("✗ \(programPaths.joined(separator: " ")): could not be loaded")
          unreadable = true
          continue
        }
        let renderer = DiagnosticRenderer(sources: program.sources)
        for warning in program.warnings { printError(renderer.render(warning)) }
        let report = program.runScenarios(matching: filter)
        if report.results.isEmpty, programs.count == 1 {
          if let filter, !program.scenarioNames.isEmpty {
            print("no scenario of \(programPaths.joined(separator: " ")) matches '\(filter)'")
          } else {
            print("no scenarios in \(programPaths.joined(separator: " "))")
          }
        }
        var warned: Set<ViewGraphDiagnostic> = []
        for result in report.results {
          print("\(result.passed ? "✓" : "✗") \(result.name)")
          for failure in result.failures { print(Self.indented(renderer.render(failure.diagnostic))) }
          // Runtime warnings ("Modifying state during view update", unknown modifiers), once each.
          for warning in result.warnings where warned.insert(warning).inserted {
            print(Self.indented(renderer.render(warning)))
          }
        }
        passed += report.passedCount
        failed += report.failedCount
      }
      print("\(passed) passed, \(failed) failed")
      if unreadable { throw ExitCode(2) }
      if failed > 0 { throw ExitCode(1) }
    }

    static func indented(_ text: String) -> String {
      text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    static func containsSwiftFiles(_ folder: String) -> Bool {
      (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).contains { $0.hasSuffix(".swift") }
    }

    /// With `--each`: every `.swift` file directly in `folder`, and every subfolder, one program each.
    static func programs(in folder: String) throws -> [[String]] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
        printError("viewgraph: error: cannot read '\(folder)': no such file or folder")
        throw ExitCode(2)
      }
      guard isFolder.boolValue else { return [[folder]] }
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
      return entries.compactMap { entry in
        let path = (folder as NSString).appendingPathComponent(entry)
        var entryIsFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &entryIsFolder)
        if entry.hasSuffix(".swift") { return [path] }
        // A subfolder is a program if it holds Swift files; an empty one is no program at all.
        if entryIsFolder.boolValue, Self.containsSwiftFiles(path) { return [path] }
        return nil
      }
    }
  }
}
