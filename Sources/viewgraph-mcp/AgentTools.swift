import Foundation
import MCP

/// The tools `viewgraph mcp` offers a coding agent, each a value: its name, what it tells, its
/// parameters, and the `viewgraph` command lines that answer it — one for the structured result
/// (the JSON document the command line writes, `schemaVersion` included) and one for the words a
/// model reads. Adding a tool is adding one value to `all`.
struct AgentTool: Sendable {
  /// One parameter of a tool: a string, or (`step`) a whole number.
  struct Parameter: Sendable {
    var name: String
    var description: String
    var required = false
    var isInteger = false
  }

  var name: String
  var title: String
  var description: String
  var parameters: [Parameter]
  /// The `kind` of the JSON document the tool's structured result is (docs/viewgraph.schema.json),
  /// or nil when the tool has no structured result (`why`'s answer is its words for one target;
  /// `render`'s is pictures).
  var resultKind: String?
  /// The command lines for these arguments: the JSON one (nil: the tool has none) and the text one.
  var commands: @Sendable (Arguments) throws(Arguments.Problem) -> (json: [String]?, text: [String])
  /// Whether the answer is pictures (written by the text command to a file the server names),
  /// rather than words and a JSON document.
  var drawsPictures = false

  /// The tool as the protocol lists it, with JSON Schemas of its parameters and of its structured
  /// result.
  var listed: Tool {
    let properties = Dictionary(
      uniqueKeysWithValues: parameters.map { parameter -> (String, Value) in
        var schema: [String: Value] = [
          "type": .string(parameter.isInteger ? "integer" : "string"), "description": .string(parameter.description),
        ]
        if parameter.isInteger { schema["minimum"] = 1 }
        return (parameter.name, .object(schema))
      })
    return Tool(
      name: name, title: title, description: description,
      inputSchema: .object([
        "type": "object", "properties": .object(properties),
        "required": .array(parameters.filter(\.required).map { .string($0.name) }),
        "additionalProperties": false,
      ]),
      annotations: .init(title: title, readOnlyHint: true, openWorldHint: false),
      outputSchema: resultKind.map(Self.documentSchema))
  }

  /// The schema of a JSON document of this `kind`: what every one holds, the whole schema being
  /// docs/viewgraph.schema.json.
  static func documentSchema(kind: String) -> Value {
    .object([
      "type": "object",
      "description": .string(
        "The document `viewgraph … --format json` writes (kind '\(kind)'); its whole schema is docs/viewgraph.schema.json."
      ),
      "required": ["schemaVersion", "kind"],
      "properties": ["schemaVersion": ["const": 1], "kind": ["const": .string(kind)]],
    ])
  }

  /// A call's arguments, checked against the tool's parameters, read by name.
  struct Arguments: Sendable {
    /// Arguments the tool cannot take: a required one missing, an unknown name, a wrong type.
    struct Problem: Error {
      var message: String
    }

    var values: [String: Value]

    /// The arguments of a call to `tool`; every name must be one of its parameters, each string
    /// a string and `step` a whole number from 1.
    init(_ values: [String: Value], for tool: AgentTool) throws(Problem) {
      for (name, value) in values.sorted(by: { $0.key < $1.key }) {
        guard let parameter = tool.parameters.first(where: { $0.name == name }) else {
          throw Problem(
            message: "no argument '\(name)'; the arguments are \(tool.parameters.map(\.name).joined(separator: ", "))")
        }
        switch value {
        case .int(let number) where parameter.isInteger && number >= 1: break
        case .double(let number) where parameter.isInteger && number >= 1 && Int(exactly: number) != nil: break
        case .string where !parameter.isInteger: break
        default:
          throw Problem(
            message: "'\(name)' is \(parameter.isInteger ? "a whole number from 1" : "a string"), not \(value)")
        }
      }
      self.values = values
    }

    /// A given string argument.
    func string(_ name: String) -> String? {
      guard case .string(let text) = values[name], !text.isEmpty else { return nil }
      return text
    }

    /// A given whole-number argument.
    func integer(_ name: String) -> Int? {
      switch values[name] {
      case .int(let number): number
      case .double(let number): Int(exactly: number)
      default: nil
      }
    }

    func required(_ name: String) throws(Problem) -> String {
      guard let value = string(name) else { throw Problem(message: "needs '\(name)'") }
      return value
    }

    /// `--name=value` for each given option: joined, so that a value starting with '-' is never
    /// read as an option of its own. A change is read by the child from its standard input
    /// (`--change -`: it may be longer than the 128 KB one argument may be).
    func options(_ names: String...) -> [String] {
      names.flatMap { name -> [String] in
        guard string(name) != nil else { return [] }
        if name == "change" { return ["--change", "-"] }
        return string(name).map { ["--\(name)=\($0)"] } ?? []
      }
    }
  }
}

extension AgentTool {
  static let path = Parameter(
    name: "path",
    description: "A .swift file, a folder of them (one program), or a folder holding an .xcodeproj or Package.swift.",
    required: true)
  static let root = Parameter(
    name: "root",
    description:
      "The view or App type to launch (default: the @main App, the one #Preview, or the one view nothing builds).")
  static let scenario = Parameter(
    name: "scenario",
    description: "A #scenario's name, or a part of it only one name contains: follow each of its steps.")
  static let change = Parameter(
    name: "change",
    description: """
      Swift statements run as one step after launch; `root` is the launched view, e.g. \
      `root.books[1].title = "New"` (Samples/05-ListRowsShareBook.swift).
      """)

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
    resultKind: "graph",
    commands: { arguments throws(Arguments.Problem) in
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
    resultKind: "scenario",
    commands: { arguments throws(Arguments.Problem) in
      _ = try arguments.required("change")
      let program = [try arguments.required("path")] + arguments.options("change", "root")
      return (["explain"] + program + ["--format", "json"], ["explain"] + program)
    })

  static let runScenarios = AgentTool(
    name: "run_scenarios", title: "Run the #scenario blocks",
    description: """
      Runs the program's #scenario blocks (their #expectUpdates pin which views run) and tells \
      which passed and why each failure failed, at file:line. Structured result: \
      `viewgraph test --format json`.
      """,
    parameters: [
      path, Parameter(name: "filter", description: "Run only the scenarios whose name contains this text."),
    ],
    resultKind: "test",
    commands: { arguments throws(Arguments.Problem) in
      let program = ["test", try arguments.required("path")] + arguments.options("filter")
      return (program + ["--format", "json"], program)
    })

  static let why = AgentTool(
    name: "why", title: "Why a view ran or not",
    description: """
      For each step of a scenario (or of a change), tells why a view type (BookView), an instance \
      (BookView#2) or a source (Book#2.title) did or did not run: the inputs that changed, old → new, \
      and the reads that made it depend. The answer is about the target only: \
      `viewgraph explain --why TARGET`.
      """,
    parameters: [
      path,
      Parameter(
        name: "target", description: "A view type, instance (Type#2) or source (Type#1.property).", required: true),
      scenario, change,
    ],
    commands: { arguments throws(Arguments.Problem) in
      let program = ["explain", try arguments.required("path")] + arguments.options("scenario", "change")
      return (nil, program + ["--why=" + (try arguments.required("target"))])
    })

  static let summary = AgentTool(
    name: "summary", title: "Count body runs",
    description: """
      Counts, over a scenario or a change, how often each view type and instance ran, was \
      compared, inserted and removed, and which runs were redundant (the body built the same \
      views). Structured result: `viewgraph explain --summary --format json`.
      """,
    parameters: [path, scenario, change],
    resultKind: "summary",
    commands: { arguments throws(Arguments.Problem) in
      let program = ["explain", try arguments.required("path"), "--summary"] + arguments.options("scenario", "change")
      return (program + ["--format", "json"], program)
    })

  static let render = AgentTool(
    name: "render", title: "Draw the update graph",
    description: """
      Draws the graph — views, what they read, and what ran in a step (red) — as PNG images of at \
      most 1 MB each: after launch, or for each step of a scenario or change (or only `step`). \
      A graph too big to draw in 1 MB is refused: give `focus`.
      """,
    parameters: [
      path, scenario, change, root,
      Parameter(name: "step", description: "Only this step's picture (1 is the first step).", isInteger: true),
      Parameter(name: "focus", description: "Draw only what is connected to this view type, instance or source."),
    ],
    commands: { arguments throws(Arguments.Problem) in
      // The picture's file is added by the server, which owns the folder it is written to.
      let program =
        ["render", try arguments.required("path")] + arguments.options("scenario", "change", "root", "focus")
      return (nil, program + ["--format", "png"])
    },
    drawsPictures: true)
}
