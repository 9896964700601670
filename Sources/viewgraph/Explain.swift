import ArgumentParser
import ViewGraph

extension ViewGraphCommand {
  /// `viewgraph explain PATH... [--root T] [--scenario NAME | --change 'STATEMENT']`: tells, step by
  /// step, what ran and why (SPEC §3).
  struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Tell, step by step, what changed, which bodies ran and why, and which were skipped.")

    @OptionGroup var program: ProgramOptions

    func run() throws {
      let loaded = try program.load()
      program.printWarnings(of: loaded)
      let subject = try program.subject(of: loaded)
      let export = GraphExport(subject, sources: loaded.sources)
      print(ExportFormat.text.formatter.documents(for: export).joined(separator: "\n"), terminator: "")
      if let status = program.status(of: subject) { throw status }
    }
  }
}
