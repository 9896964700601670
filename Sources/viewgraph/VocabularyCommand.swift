import ArgumentParser
import ViewGraph

extension ViewGraphCommand {
  /// `viewgraph vocabulary`: the names ViewGraph gives programs, for the field trial's coverage.
  struct VocabularyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "vocabulary",
      abstract:
        "Lists the framework names ViewGraph simulates, as kind<TAB>name lines (for Scripts/field-trial/vocabulary.py --known).",
      shouldDisplay: false)

    func run() throws {
      let lines = Vocabulary.knownNames.sorted(by: { $0.key < $1.key }).flatMap { kind, names in
        names.sorted().map { "\(kind)\t\($0)\n" }
      }
      try writeStandardOutput(lines.joined())
    }
  }
}
