import ArgumentParser
import ViewGraph

extension ViewGraphCommand {
  /// `viewgraph explain PATH... [--root T] [--scenario NAME | --change 'STATEMENT'] [--format text|json]`:
  /// tells, step by step, what ran and why (SPEC §3).
  struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Tell, step by step, what changed, which bodies ran and why, and which were skipped.",
      discussion: "Each '(rule N)' names a rule of the update model in the ViewGraph documentation.")

    /// How the story is written.
    enum Format: String, CaseIterable, ExpressibleByArgument {
      /// In words, failures in the compiler's form.
      case text
      /// The same JSON document as `render --format json` (schema version 1).
      case json
    }

    @OptionGroup var program: ProgramOptions

    @Option(help: "How to write the story on stdout.")
    var format: Format = .text

    func run() throws {
      let loaded = try program.load()
      program.printWarnings(of: loaded)
      let subject = try program.subject(of: loaded)
      let export = GraphExport(subject, sources: loaded.sources)
      switch format {
      case .text:
        // The text ends with the failures, in the compiler's form: each is printed once, there.
        print(ExportFormat.text.formatter.documents(for: export).joined(separator: "\n"), terminator: "")
      case .json:
        print(ExportFormat.json.formatter.documents(for: export).joined(), terminator: "")
        program.printFailures(of: subject, sources: loaded.sources)
      }
      if let status = program.status(of: subject) { throw status }
    }
  }
}
