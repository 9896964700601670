import ArgumentParser
import Foundation
import ViewGraph

extension ViewGraphCommand {
  /// `viewgraph explain PATH... [--root T] [--scenario NAME | --change 'STATEMENT']`: tells, step by
  /// step, what ran and why (SPEC §3).
  struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Tell, step by step, what changed, which bodies ran and why, and which were skipped.")

    @Argument(help: "Files or folders that together form one program.")
    var paths: [String] = []

    @Option(help: "The view or App type to launch (default: the @main App, the one #Preview, or the one unbuilt view).")
    var root: String?

    @Option(help: "Explain each step of this #scenario (its name, as written).")
    var scenario: String?

    @Option(help: ArgumentHelp("Explain one step made of these Swift statements, run after launch.", valueName: "statement"))
    var change: String?

    func validate() throws {
      if paths.isEmpty { throw ValidationError("give at least one file or folder") }
      if scenario != nil, change != nil { throw ValidationError("give --scenario or --change, not both") }
      if scenario != nil, root != nil { throw ValidationError("--root does not apply to --scenario: a scenario launches its own root") }
    }

    func run() throws {
      let program: Program
      do { program = try Program.load(paths: paths) } catch { throw inputError(error) }
      let subject: GraphExport.Subject
      do {
        if let scenario {
          subject = .trace(try program.trace(scenario: scenario))
        } else if let change {
          subject = .trace(try program.trace(change: change, root: root))
        } else {
          subject = .graph(try program.launch(root: root).snapshot())
        }
      } catch {
        throw inputError(error)
      }
      let export = GraphExport(subject, sources: program.sources)
      print(ExportFormat.text.formatter.documents(for: export).joined(separator: "\n"), terminator: "")
    }
  }
}
