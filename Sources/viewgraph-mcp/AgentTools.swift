import Foundation
import MCP

/// The tools `viewgraph mcp` offers a coding agent, each a value: its name, what it tells, its
/// parameters, and the `viewgraph` command lines that answer it — one for the structured result
/// (the JSON document the command line writes, `schemaVersion` included) and one for the words a
/// model reads. Adding a tool is adding one value to `all`.
struct AgentTool: Sendable {
  /// One parameter of a tool (every one is a string but `step`, an integer).
  struct Parameter: Sendable {
    var name: String
    var description: String
    var required = false
    var allowed: [String]? = nil
    var isInteger = false
  }

  var name: String
  var title: String
  var description: String
  var parameters: [Parameter]
  /// The command lines for these arguments: the JSON one (nil: the tool has none) and the text one.
  var commands: @Sendable (Arguments) throws(Arguments.Missing) -> (json: [String]?, text: [String])
  /// Whether the answer is pictures (written by the text command to a file the server names),
  /// rather than words and a JSON document.
  var drawsPictures = false

  /// The tool as the protocol lists it, with a JSON Schema of its parameters.
  var listed: Tool {
    let properties = Dictionary(
      uniqueKeysWithValues: parameters.map { parameter -> (String, Value) in
        var schema: [String: Value] = ["type": .string(parameter.isInteger ? "integer" : "string"), "description": .string(parameter.description)]
        if let allowed = parameter.allowed { schema["enum"] = .array(allowed.map { .string($0) }) }
        return (parameter.name, .object(schema))
      })
    return Tool(
      name: name, title: title, description: description,
      inputSchema: .object([
        "type": "object", "properties": .object(properties),
        "required": .array(parameters.filter(\.required).map { .string($0.name) }),
      ]),
      annotations: .init(title: title, readOnlyHint: true, openWorldHint: false))
  }

  /// A call's arguments, read by name.
  struct Arguments: Sendable {
    /// A required argument the call did not give.
    struct Missing: Error {
      var name: String
    }

    var values: [String: Value]

    /// A given string argument (an integer is written as one).
    func string(_ name: String) -> String? {
      switch values[name] {
      case .string(let text) where !text.isEmpty: text
      case .int(let number): String(number)
      case .double(let number): Int(exactly: number).map(String.init)
      default: nil
      }
    }

    func required(_ name: String) throws(Missing) -> String {
      guard let value = string(name) else { throw Missing(name: name) }
      return value
    }

    /// `--name value` for each given option.
    func options(_ names: String...) -> [String] {
      names.flatMap { name in string(name).map { ["--\(name)", $0] } ?? [] }
    }
  }
}

extension AgentTool {
  static let path = Parameter(
    name: "path", description: "A .swift file, a folder of them (one program), or a folder holding an .xcodeproj or Package.swift.",
    required: true)
  static let root = Parameter(name: "root", description: "The view or App type to launch (default: the @main App, the one #Preview, or the one view nothing builds).")
  static let scenario = Parameter(
    name: "scenario", description: "A #scenario's name, or a part of it only one name contains: follow each of its steps.")
  static let change = Parameter(
    name: "change", description: "Swift statements run as one step after launch, e.g. `library.books[0].title = \"Dune\"`.")

  /// Every tool, in the order they are listed.
  static let all: [AgentTool] = [load, explainChange, runScenarios, why, summary, render]

  static let load = AgentTool(
    name: "load", title: "Load a SwiftUI program",
    description: """
      Loads the program and launches it: which views the launch built and what each body read \
      (file:line), with the warnings for what ViewGraph does not simulate. Structured result: \
      the launch graph as `viewgraph render --format json` writes it.
      """,
    parameters: [path, root],
    commands: { arguments throws(Arguments.Missing) in
      let program = [try arguments.required("path")] + arguments.options("root")
      return (["render"] + program + ["--format", "json"], ["explain"] + program)
    })

  static let explainChange = AgentTool(
    name: "explain_change", title: "Which views run when this changes",
    description: """
      Runs Swift statements as one step after launch and tells which view bodies run again and \
      why (each cause with the rule of the update model and file:line), and which were compared \
      and skipped. Structured result: `viewgraph explain --change … --format json`.
      """,
    parameters: [path, Parameter(name: "change", description: change.description, required: true), root],
    commands: { arguments throws(Arguments.Missing) in
      let program = [try arguments.required("path"), "--change", try arguments.required("change")] + arguments.options("root")
      return (["explain"] + program + ["--format", "json"], ["explain"] + program)
    })

  static let runScenarios = AgentTool(
    name: "run_scenarios", title: "Run the #scenario blocks",
    description: """
      Runs the program's #scenario blocks (their #expectUpdates pin which views run) and tells \
      which passed and why each failure failed, at file:line. Structured result: \
      `viewgraph test --format json`.
      """,
    parameters: [path, Parameter(name: "filter", description: "Run only the scenarios whose name contains this text.")],
    commands: { arguments throws(Arguments.Missing) in
      let program = ["test", try arguments.required("path")] + arguments.options("filter")
      return (program + ["--format", "json"], program)
    })

  static let why = AgentTool(
    name: "why", title: "Why a view ran or not",
    description: """
      For each step of a scenario (or of a change), tells why a view type (BookView), an instance \
      (BookView#2) or a source (Book#2.title) did or did not run: the inputs that changed, old → new, \
      and the reads that made it depend. Structured result: the steps as \
      `viewgraph explain --format json` writes them.
      """,
    parameters: [path, Parameter(name: "target", description: "A view type, instance (Type#2) or source (Type#1.property).", required: true), scenario, change],
    commands: { arguments throws(Arguments.Missing) in
      let program = [try arguments.required("path")] + arguments.options("scenario", "change")
      return (["explain"] + program + ["--format", "json"], ["explain"] + program + ["--why", try arguments.required("target")])
    })

  static let summary = AgentTool(
    name: "summary", title: "Count body runs",
    description: """
      Counts, over a scenario or a change, how often each view type and instance ran, was \
      compared, inserted and removed, and which runs were redundant (the body built the same \
      views). Structured result: `viewgraph explain --summary --format json`.
      """,
    parameters: [path, scenario, change],
    commands: { arguments throws(Arguments.Missing) in
      let program = ["explain", try arguments.required("path"), "--summary"] + arguments.options("scenario", "change")
      return (program + ["--format", "json"], program)
    })

  static let render = AgentTool(
    name: "render", title: "Draw the update graph",
    description: """
      Draws the graph — views, what they read, and what ran in a step (red) — as a PNG or SVG \
      image: after launch, or for each step of a scenario or change (or only `step`).
      """,
    parameters: [
      path, scenario, change, root,
      Parameter(name: "step", description: "Only this step's picture (1 is the first step).", isInteger: true),
      Parameter(name: "format", description: "The picture's format (default png).", allowed: ["png", "svg"]),
      Parameter(name: "focus", description: "Draw only what is connected to this view type, instance or source."),
    ],
    commands: { arguments throws(Arguments.Missing) in
      // The picture's file is added by the server, which owns the folder it is written to.
      let program = ["render", try arguments.required("path")] + arguments.options("scenario", "change", "root", "focus")
      return (nil, program + ["--format", arguments.string("format") ?? "png"])
    },
    drawsPictures: true)
}
