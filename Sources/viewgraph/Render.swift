import ArgumentParser
import Foundation
import GraphvizRenderer
import ViewGraph
import ViewGraphAdvice
import ViewGraphExport

extension ViewGraphCommand {
  /// `viewgraph render PATH... [--root T] [--scenario NAME | --change 'STATEMENT'] [--format F] [-o FILE]`:
  /// draws the dependency graph after launch, or one invalidation picture per step (SPEC §3).
  struct Render: ParsableCommand, OffersFormats {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Draw the dependency graph, or what each step of a scenario ran and why.",
      discussion: """
        Without --scenario or --change: the view tree after launch, the sources its views read, and \
        who read what where. With them: one picture per step (-o out.svg writes out-1.svg, out-2.svg, …; \
        a PDF gets one page per step). Graphviz runs in-process; no 'dot' command is needed.
        """)

    /// Text written by ViewGraph, a picture rendered by Graphviz, or the explorer page.
    static let formats: [OutputFormat] = [.dot, .svg, .png, .pdf, .json, .mermaid, .html]

    @OptionGroup var program: ProgramOptions

    @Option(help: ArgumentHelp("The output format (default: from -o's extension, else dot).", valueName: "format"))
    var format: FormatChoice<Render>?

    @Option(
      name: .shortAndLong,
      help: ArgumentHelp(
        "Write here instead of stdout; several steps write FILE-1, FILE-2, … (a PDF: one file).", valueName: "file"),
      completion: .file(extensions: Self.formats.map(\.rawValue)))
    var output: String?

    @Option(
      help: ArgumentHelp(
        "Draw only what is connected to this view type (BookView), instance (BookView#2), source (Book#2.title, Book) or name containing this text.",
        valueName: "view|source"),
      completion: .custom(Completions.viewTypes))
    var focus: String?

    @Flag(
      help: "Draw every List/ForEach row of a step, rather than fold the rows that took no part in it into one node.")
    var expandRows = false

    @Flag(
      help:
        "With --format html: add the 'What if' pane, what 'viewgraph advise' proposes, each edit with its diff and each step's body runs before and after it."
    )
    var advise = false

    func validate() throws {
      _ = try format?.validated()
    }

    /// The format and the output place, checked before any work: bad ones are one line and exit
    /// status 2 (issue 4), not ArgumentParser's usage text, so they are checked here, not in
    /// `validate()`. The output must not be an input, a device, a FIFO or a folder (issue 34).
    private func checkedFormat() throws -> (OutputFormat, OutputFile?) {
      let format = try resolvedFormat()
      let file = try output.map { path throws(ExitCode) in try OutputFile(path, inputs: program.paths) }
      if output == nil, format == .png || format == .pdf {
        throw failure("\(format.rawValue) is binary: give -o FILE")
      }
      if advise, format != .html {
        throw failure("--advise adds a pane to the explorer: give --format html (or -o FILE.html)")
      }
      return (format, file)
    }

    func run() throws {
      let (format, file) = try checkedFormat()
      let loaded = try program.load()
      let read = loaded.sources.programFiles.map(\.path)
      try file?.refuseIfRead(by: read)
      program.printWarnings(of: loaded)
      let subject = try program.subject(of: loaded)
      let status = program.status(of: subject)
      // The failures go to stderr once; stdout holds only the picture or the document.
      program.printFailures(of: subject, sources: loaded.sources)
      if case .trace(let trace) = subject, trace.steps.isEmpty, let status { throw status }
      let focus = self.focus.map(GraphFocus.init)
      if let focus, !subject.graphs.contains(where: focus.matches) {
        let names = subject.graphs.flatMap { $0.units.map(\.name) + $0.sources.map(\.id) + $0.objects.map(\.id) }.filter
        { !$0.hasPrefix("u") || !$0.dropFirst().allSatisfy(\.isNumber) }
        throw failure(
          "no view or source named '\(focus.name)' in the graph"
            + Suggestion.clause(for: focus.name, in: Array(Set(names)).sorted()))
      }
      var export = GraphExport(subject, sources: loaded.sources, focus: focus)
      export.expandRows = expandRows
      let documents: [[UInt8]]
      if format == .html {
        documents = [Array(try explorer(loaded, subject: subject).utf8)]
      } else if let text = format.export {
        documents = text.formatter.documents(for: export).map { Array($0.utf8) }
      } else if let rendered = format.rendered {
        let dot = ExportFormat.dot.formatter.documents(for: export)
        do {
          documents = try GraphvizRenderer().render(documents: dot, as: rendered)
        } catch {
          throw failure(Self.message(for: error))
        }
      } else {
        documents = []
      }
      try write(documents, format: format, to: file, read: read)
      if let status { throw status }
    }

    /// The interactive explorer: the scenario or change asked for, else every scenario of the
    /// program (a picker chooses), else the graph after launch.
    private func explorer(_ loaded: Program, subject: GraphExport.Subject) throws -> String {
      var traces: [ScenarioTrace] = []
      var launch: GraphSnapshot?
      switch subject {
      case .trace(let trace): traces = [trace]
      case .graph(let graph):
        launch = graph
        if program.root == nil {
          for name in loaded.scenarioNames {
            do { traces.append(try loaded.trace(scenario: name)) } catch { throw inputError(error) }
          }
        }
      }
      var page = ExplorerPage(traces: traces, launch: launch, sources: loaded.sources, expandRows: expandRows)
      if advise {
        let (loading, paths, limits) = (program.loading, program.paths, program.budgets.limits)
        let advisor = Advisor { overlay throws(ViewGraphError) in
          try loading.load(paths, limits: limits, overlay: overlay)
        }
        do { page.advice = try advisor.advise(loaded) } catch { throw inputError(error) }
      }
      do {
        return try page.html { dot in String(decoding: try GraphvizRenderer().render(dot: dot, as: .svg), as: UTF8.self)
        }
      } catch let error as GraphvizError {
        throw failure(Self.message(for: error))
      }
    }

    /// Graphviz's failure in words; a picture too large to lay out says how to draw less of it.
    private static func message(for error: GraphvizError) -> String {
      guard let size = error.tooLarge else { return error.description }
      return ViewGraphMessage.pictureTooLarge(size.objects, limit: size.limit).text
    }

    /// Writes each document: to stdout (text formats), to `-o FILE`, or to `FILE-1`, `FILE-2`, ….
    /// Every numbered file is checked, as `-o FILE` was, before the first is written.
    private func write(_ documents: [[UInt8]], format: OutputFormat, to file: OutputFile?, read: [String]) throws {
      guard let file else {
        if format == .svg, documents.count > 1 {
          throw failure("\(documents.count) steps make \(documents.count) SVG files: give -o FILE")
        }
        try writeStandardOutput(Array(documents.joined(separator: Array("\n".utf8))))
        return
      }
      let files =
        documents.count == 1
        ? [file]
        : try documents.indices.map { index throws(ExitCode) in
          try OutputFile(Self.numbered(file.path, index + 1), inputs: program.paths + read)
        }
      for (file, document) in zip(files, documents) { try file.write(document) }
      if files.count > 1 { printError("viewgraph: note: wrote \(files.map(\.path).joined(separator: ", "))") }
    }

    /// `out.svg` → `out-2.svg`.
    static func numbered(_ path: String, _ number: Int) -> String {
      let ext = (path as NSString).pathExtension
      let stem = ext.isEmpty ? path : String(path.dropLast(ext.count + 1))
      return ext.isEmpty ? "\(stem)-\(number)" : "\(stem)-\(number).\(ext)"
    }

    /// The extension of `-o` (which must name a format), else `--format`, else DOT. Both given
    /// must agree, so `-o out.jpeg` never writes DOT into a `.jpeg`.
    private func resolvedFormat() throws -> OutputFormat {
      let asked = try format?.validated()
      let names = Self.formats.map(\.rawValue)
      if let output {
        let ext = (output as NSString).pathExtension.lowercased()
        if !ext.isEmpty {
          guard let implied = OutputFormat(rawValue: ext), Self.formats.contains(implied) else {
            throw failure(
              "cannot tell the format of '\(output)': '.\(ext)' is not one of \(names.joined(separator: ", "))"
                + Suggestion.clause(for: ext, in: names))
          }
          if let asked, implied != asked {
            throw failure(
              "--format \(asked.rawValue) does not match '\(output)'; name the file '.\(asked.rawValue)' or drop --format"
            )
          }
          return implied
        }
      }
      return asked ?? .dot
    }

    /// Prints `viewgraph: error: …` on one line; exit status 2 (SPEC §3: bad input).
    private func failure(_ message: String) -> ExitCode {
      printCommandError(message)
      return ExitCode(2)
    }
  }
}
