// MachineResultsTests.swift
//
// What this checks (issue 11): results for machines. Every JSON document ViewGraph writes — the
// graph, a scenario's steps, a test run — is valid against `docs/viewgraph.schema.json`
// (`"schemaVersion": 1`), and holds the writes with old and new values, the causes, the passes
// and the launch graph; `viewgraph test --junit` writes JUnit XML with one testcase per scenario,
// failures with message and place, and times.
//
// The schema is checked by a small validator for the part of JSON Schema it uses (type, const,
// enum, required, properties, additionalProperties, items, minimum, oneOf, $ref).

import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite("Results for machines: JSON schema and JUnit (issue 11)", .enabled(if: ExportTestSupport.binary != nil))
struct MachineResultsTests {
  static let schemaURL = PackagePaths.root.appendingPathComponent("docs/viewgraph.schema.json")

  /// Parses a JSON document, failing the test if it does not parse.
  private func json(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
  }

  /// Validates `text` against the schema, recording each violation.
  private func expectValid(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
    let document = try json(text)
    let errors = SchemaValidator(root: schema).errors(document, schema, at: "$")
    #expect(errors.isEmpty, "\(errors.prefix(10).joined(separator: "\n"))", sourceLocation: sourceLocation)
    return try #require(document as? [String: Any], sourceLocation: sourceLocation)
  }

  @Test("the schema is itself well-formed JSON of draft 2020-12, and the validator catches violations")
  func schemaAndValidator() throws {
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schemaURL)) as? [String: Any])
    #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
    let validator = SchemaValidator(root: schema)
    #expect(!validator.errors(["schemaVersion": 2, "kind": "graph"], schema, at: "$").isEmpty)
    #expect(!validator.errors(["schemaVersion": 1, "kind": "graph", "graph": ["units": []]], schema, at: "$").isEmpty)
    let boolean = try json(#"{"id": "u1", "name": "A", "location": true}"#)
    #expect(!validator.errors(boolean, ["$ref": "#/$defs/unitRef"], at: "$").isEmpty)
    let integerAsBoolean = try json(#"{"number": true}"#)
    #expect(!validator.errors(integerAsBoolean, ["properties": ["number": ["type": "integer"]]], at: "$").isEmpty)
  }

  @Test("render --format json: the graph after launch, valid, schema version 1")
  func graphDocument() throws {
    let run = try CommandLine.viewgraph(["render", "Samples/05-ListRowsShareBook.swift", "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let document = try expectValid(run.output)
    #expect(document["schemaVersion"] as? Int == 1)
    #expect(document["kind"] as? String == "graph")
  }

  @Test("issue 10: explain --summary --format json is valid against the schema, kind 'summary'")
  func summaryDocument() throws {
    let run = try CommandLine.viewgraph([
      "explain", "Samples/40-HundredRowLibrary.swift", "--scenario", "opening the library twice", "--summary",
      "--format", "json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let document = try expectValid(run.output)
    #expect(document["kind"] as? String == "summary")
    let types = (document["summary"] as? [String: Any])?["types"] as? [[String: Any]]
    // Rule 11: the rows on screen run too (their List was rebuilt); LibraryView is found by name.
    let library = types?.first { $0["name"] as? String == "LibraryView" }
    #expect(library?["redundant"] as? Int == 1)
  }

  @Test("explain --format json: the launch graph, each step's writes (old → new), causes and passes")
  func scenarioDocument() throws {
    let run = try CommandLine.viewgraph([
      "explain", "Samples/25-OnChangePlayer.swift", "--change", "tap(\"Play\")", "--format", "json",
    ])
    #expect(run.status == 0, "\(run.errors)")
    let document = try expectValid(run.output)
    #expect(document["kind"] as? String == "scenario")
    #expect(document["launch"] is [String: Any])
    let steps = try #require(document["steps"] as? [[String: Any]])
    let step = try #require(steps.first)
    let writes = try #require(step["writes"] as? [[String: Any]])
    #expect(
      writes.contains {
        $0["name"] as? String == "PlayerView.playState" && $0["old"] != nil && $0["new"] != nil
          && $0["old"] as? String != $0["new"] as? String
      }, "\(writes)")
    let update = try #require(step["update"] as? [String: Any])
    #expect(update["passes"] as? Int == 2)
    let ran = try #require(update["ran"] as? [[String: Any]])
    #expect(ran.contains { $0["pass"] as? Int == 2 })
    #expect(ran.allSatisfy { !(($0["causes"] as? [Any]) ?? []).isEmpty })
  }

  @Test("explain --format json of a failing scenario: failures as diagnostics with place and notes")
  func failuresInJSON() throws {
    let (run, file) = try ProblemMatcherTests.runOnFailingFile {
      ["explain", $0, "--scenario", "wrong", "--format", "json"]
    }
    #expect(run.status == 1)
    let document = try expectValid(run.output)
    let failure = try #require((document["failures"] as? [[String: Any]])?.first)
    #expect(failure["severity"] as? String == "error")
    #expect(failure["location"] as? String == "\(file):12:5")
    #expect((failure["notes"] as? [Any])?.count == 1)
  }

  @Test("test --format json: each program and scenario, passed or failed, valid")
  func testDocument() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ProblemMatcherTests.failingSource.write(
      to: folder.appendingPathComponent("Fail.swift"), atomically: true, encoding: .utf8)
    try "struct A: View {\n".write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    let sample = PackagePaths.root.appendingPathComponent("Samples/10-PodcasterBindings.swift")
    try FileManager.default.copyItem(at: sample, to: folder.appendingPathComponent("Podcaster.swift"))
    let run = try CommandLine.viewgraph(["test", "--each", folder.path, "--format", "json"])
    #expect(run.status == 2, "a program that does not load: exit status 2")
    let document = try expectValid(run.output)
    #expect(document["kind"] as? String == "test")
    #expect(document["failed"] as? Int == 1)
    #expect(document["unreadable"] as? Int == 1)
    let suites = try #require(document["suites"] as? [[String: Any]])
    #expect(suites.count == 3)
    let broken = try #require(suites.first { ($0["program"] as? String)?.hasSuffix("Broken.swift") == true })
    #expect(!((broken["errors"] as? [Any]) ?? []).isEmpty)
  }

  #if canImport(FoundationXML) || os(macOS)
    @Test("test --junit: one testsuite per program, one testcase per scenario, failures with message and place, times")
    func junit() throws {
      let folder = try ExportTestSupport.temporaryFolder()
      defer { try? FileManager.default.removeItem(at: folder) }
      let programs = folder.appendingPathComponent("programs")
      try FileManager.default.createDirectory(at: programs, withIntermediateDirectories: true)
      try ProblemMatcherTests.failingSource.write(
        to: programs.appendingPathComponent("Fail.swift"), atomically: true, encoding: .utf8)
      try "struct A: View {\n".write(
        to: programs.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
      try FileManager.default.copyItem(
        at: PackagePaths.root.appendingPathComponent("Samples/10-PodcasterBindings.swift"),
        to: programs.appendingPathComponent("Podcaster.swift"))
      let xmlFile = folder.appendingPathComponent("results.xml")
      let run = try CommandLine.viewgraph(["test", "--each", programs.path, "--junit", xmlFile.path])
      #expect(run.status == 2)
      let document = try XMLDocument(contentsOf: xmlFile, options: [])
      let root = try #require(document.rootElement())
      #expect(root.name == "testsuites")
      let suites = root.elements(forName: "testsuite")
      #expect(suites.count == 3)
      var cases = 0
      var failures = 0
      for suite in suites {
        let testcases = suite.elements(forName: "testcase")
        #expect(Int(suite.attribute(forName: "tests")?.stringValue ?? "") == testcases.count)
        // Issue 23: a suite's time includes loading the program (a tenth of a second and more in a
        // debug build), so a loaded program's is more than its scenarios' sum; a program that could
        // not be loaded has its load as its one case.
        let caseTime = testcases.compactMap { Double($0.attribute(forName: "time")?.stringValue ?? "") }.reduce(0, +)
        let suiteTime = Double(suite.attribute(forName: "time")?.stringValue ?? "") ?? 0
        let loaded = !testcases.contains { $0.attribute(forName: "name")?.stringValue == "load" }
        #expect(loaded ? suiteTime > caseTime : suiteTime >= caseTime, "\(suite)")
        #expect(
          Int(suite.attribute(forName: "failures")?.stringValue ?? "")
            == testcases.filter { !$0.elements(forName: "failure").isEmpty }.count)
        #expect(suite.attribute(forName: "name")?.stringValue?.isEmpty == false)
        for testcase in testcases {
          cases += 1
          #expect(testcase.attribute(forName: "name")?.stringValue?.isEmpty == false)
          #expect(
            testcase.attribute(forName: "classname")?.stringValue == suite.attribute(forName: "name")?.stringValue)
          #expect(Double(testcase.attribute(forName: "time")?.stringValue ?? "") != nil)
          for failure in testcase.elements(forName: "failure") {
            failures += 1
            #expect(failure.attribute(forName: "message")?.stringValue == "expected updates [] but got [BookView]")
            #expect(failure.attribute(forName: "file")?.stringValue?.hasSuffix("Fail.swift") == true)
            #expect(failure.attribute(forName: "line")?.stringValue == "12")
            #expect(
              failure.stringValue?.contains("Fail.swift:12:5: error: expected updates [] but got [BookView]") == true)
          }
        }
      }
      #expect(Int(root.attribute(forName: "tests")?.stringValue ?? "") == cases)
      #expect(Int(root.attribute(forName: "failures")?.stringValue ?? "") == failures)
      #expect(failures == 1)
      #expect(Int(root.attribute(forName: "errors")?.stringValue ?? "") == 1)
      let podcaster = try String(contentsOf: programs.appendingPathComponent("Podcaster.swift"), encoding: .utf8)
      let podcasterScenarios = podcaster.components(separatedBy: "\n#scenario(").count - 1
      #expect(cases == podcasterScenarios + 1 + 1, "Podcaster's scenarios, Fail's one, Broken's load error")
    }
  #endif
}

/// Checks a JSON value against the JSON Schema keywords `docs/viewgraph.schema.json` uses.
struct SchemaValidator {
  var root: [String: Any]

  /// Every violation of `schema` by `value`, each with its JSON path.
  func errors(_ value: Any, _ schema: [String: Any], at path: String) -> [String] {
    var errors: [String] = []
    if let reference = schema["$ref"] as? String {
      guard let target = resolve(reference) else { return ["\(path): cannot resolve \(reference)"] }
      errors += self.errors(value, target, at: path)
    }
    if let constant = schema["const"], !equal(value, constant) {
      errors.append("\(path): expected \(constant), got \(value)")
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { equal(value, $0) }) {
      errors.append("\(path): \(value) is not one of \(options)")
    }
    if let type = schema["type"] as? String, !has(value, type: type) {
      errors.append("\(path): expected \(type), got \(value)")
    }
    if let minimum = schema["minimum"] as? Double, let number = value as? NSNumber, number.doubleValue < minimum {
      errors.append("\(path): \(number) < \(minimum)")
    }
    if let object = value as? [String: Any] {
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        errors.append("\(path): missing '\(key)'")
      }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for (key, child) in object {
        if let property = properties[key] as? [String: Any] {
          errors += self.errors(child, property, at: "\(path).\(key)")
        } else if schema["additionalProperties"] as? Bool == false {
          errors.append("\(path): unexpected '\(key)'")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, item) in array.enumerated() { errors += self.errors(item, items, at: "\(path)[\(index)]") }
    }
    if let choices = schema["oneOf"] as? [[String: Any]] {
      let matching = choices.filter { self.errors(value, $0, at: path).isEmpty }.count
      if matching != 1 {
        errors.append("\(path): matches \(matching) of oneOf's \(choices.count) schemas, not exactly 1")
      }
    }
    return errors
  }

  /// `#/$defs/name`.
  private func resolve(_ reference: String) -> [String: Any]? {
    var node: Any = root
    for part in reference.dropFirst(2).split(separator: "/") {
      guard let object = node as? [String: Any], let next = object[String(part)] else { return nil }
      node = next
    }
    return node as? [String: Any]
  }

  private func has(_ value: Any, type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return (value as? NSNumber).map(isBoolean) ?? false
    case "integer":
      guard let number = value as? NSNumber, !isBoolean(number) else { return false }
      return number.doubleValue.rounded() == number.doubleValue
    case "number": return (value as? NSNumber).map { !isBoolean($0) } ?? false
    case "null": return value is NSNull
    default: return false
    }
  }

  private func isBoolean(_ number: NSNumber) -> Bool {
    #if canImport(Darwin)
      return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
      return String(cString: number.objCType) == "c" || type(of: number) == type(of: NSNumber(value: true))
    #endif
  }

  private func equal(_ a: Any, _ b: Any) -> Bool {
    if let a = a as? String, let b = b as? String { return a == b }
    if let a = a as? NSNumber, let b = b as? NSNumber { return a == b }
    return false
  }
}
