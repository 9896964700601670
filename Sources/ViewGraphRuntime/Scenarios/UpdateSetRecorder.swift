import SwiftSyntax
import ViewGraphEngine
import ViewGraphModel

import struct ViewGraphModel.SourceLocation

/// Writes what a recording run of the scenarios measured as `#expectUpdates`, `#expectInserted`,
/// `#expectRemoved`, `#expectHidden` and `#expectShown` lines into their files' text, as
/// snapshot-testing libraries record snapshots (issue 40). It edits byte ranges of the text the
/// program was parsed from, as a formatter does: every other byte — comments, blank lines,
/// indentation — stays as it was.
///
/// A scenario's top-level statements fall into steps: the actions, then the group of consecutive
/// expectations that checks what they did (SPEC §2). `.missing` gives a group without update-set
/// lines the lines of its span, written before its first expectation, and actions after the last
/// group a group of their own; `.all` also rewrites each update-set line that did not hold, and
/// adds the parts a group leaves out that are not empty. A line that held is never touched, nor a
/// group with `#expectError`, nor a scenario that stopped at a runtime error.
package struct UpdateSetRecorder {
  let mode: RecordMode
  let sources: SourceFiles

  /// One change to a file's text: the bytes `start..<end` become `text`, whose recorded line
  /// starts `lineStart` bytes in.
  private struct Edit {
    var start: Int
    var end: Int
    var text: String
    var lineStart: Int
    var line: RecordedLine
  }

  /// The files `results` record into, each with its new text and lines; and a note for each
  /// scenario left as it was because it stopped at an error.
  package func record(_ results: [ScenarioResult]) -> (files: [RecordedFile], notRecorded: [ViewGraphDiagnostic]) {
    var edits: [Int: [Edit]] = [:]
    var texts: [Int: [UInt8]] = [:]
    var notRecorded: [ViewGraphDiagnostic] = []
    for result in results {
      if result.failures.contains(where: { $0.kind == .error }) {
        notRecorded.append(.note(.notRecorded(result.name), at: result.location))
        continue
      }
      guard let recording = result.recording else { continue }
      let file = result.location.file
      guard sources.files.indices.contains(file), sources.files[file].origin == .program,
        let statements = scenarioStatements(at: result.location)
      else { continue }
      let text = texts[file] ?? Array(sources.files[file].tree.description.utf8)
      texts[file] = text
      edits[file, default: []] += self.edits(for: statements, recording, scenario: result.name, in: text)
    }
    let files = edits.keys.sorted().compactMap { index -> RecordedFile? in
      guard let fileEdits = edits[index], !fileEdits.isEmpty, let text = texts[index] else { return nil }
      return apply(fileEdits, to: text, path: sources.files[index].path)
    }
    return (files, notRecorded)
  }

  /// The top-level statements of the `#scenario` whose `#` is at `location`.
  private func scenarioStatements(at location: SourceLocation) -> CodeBlockItemListSyntax? {
    let tree = sources.files[location.file].tree
    var node = tree.token(at: AbsolutePosition(utf8Offset: location.offset)).map(Syntax.init)
    while let current = node {
      if let macro = current.as(MacroExpansionExprSyntax.self) { return macro.trailingClosure?.statements }
      if let macro = current.as(MacroExpansionDeclSyntax.self) { return macro.trailingClosure?.statements }
      node = current.parent
    }
    return nil
  }

  /// The name of the macro a statement expands (`expectUpdates`), if it is one: an expectation.
  private static func macroName(_ item: CodeBlockItemSyntax) -> String? {
    switch item.item {
    case .expr(let expr): expr.as(MacroExpansionExprSyntax.self)?.macroName.text
    case .decl(let decl): decl.as(MacroExpansionDeclSyntax.self)?.macroName.text
    case .stmt: nil
    }
  }

  /// The edits one scenario's statements get from what its run recorded.
  private func edits(
    for statements: CodeBlockItemListSyntax, _ recording: SpanRecording, scenario: String, in text: [UInt8]
  ) -> [Edit] {
    let newline = Self.newline(of: text)
    let items = Array(statements)
    var edits: [Edit] = []
    var index = 0
    var actionsBefore = false
    while index < items.count {
      guard Self.macroName(items[index]) != nil else {
        actionsBefore = true
        index += 1
        continue
      }
      var group: [CodeBlockItemSyntax] = []
      while index < items.count, Self.macroName(items[index]) != nil {
        group.append(items[index])
        index += 1
      }
      defer { actionsBefore = false }
      // A group right after the launch checks nothing the scenario did; one that claims an error
      // checks a span that ended where the error was.
      guard actionsBefore, !group.contains(where: { Self.macroName($0) == "expectError" }),
        let first = group.first, let span = recording.spans[first.positionAfterSkippingLeadingTrivia.utf8Offset]
      else { continue }
      edits += groupEdits(group, span, recording, scenario: scenario, text: text, newline: newline)
    }
    // Actions after the last group: a group of their own, after the last statement.
    if let last = items.last, Self.macroName(last) == nil, let span = recording.trailing {
      let indent = Self.indentation(at: last.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
      for line in Self.lines(span, leaving: []) {
        edits.append(
          Self.insertion(
            line, at: last.endPosition.utf8Offset, prefix: newline + indent, suffix: "", scenario: scenario))
      }
    }
    return edits
  }

  /// The edits of one group of expectations that checked `span`.
  private func groupEdits(
    _ group: [CodeBlockItemSyntax], _ span: SpanRecording.Names, _ recording: SpanRecording, scenario: String,
    text: [UInt8],
    newline: String
  ) -> [Edit] {
    let updateLines = group.filter { Self.macroName($0).flatMap(UpdateExpectation.Part.init(macro:)) != nil }
    var edits: [Edit] = []
    if let lastLine = updateLines.last {
      guard mode == .all else { return [] }  // `.missing`: the group has its lines
      var written: Set<UpdateExpectation.Part> = []
      for item in updateLines {
        guard let part = Self.macroName(item).flatMap(UpdateExpectation.Part.init(macro:)) else { continue }
        written.insert(part)
        let start = item.positionAfterSkippingLeadingTrivia.utf8Offset
        guard recording.held[start] == false else { continue }  // a line that held stays as written
        let new = Self.line(part, span[part] ?? [])
        let line = RecordedLine(scenario: scenario, old: item.trimmedDescription, new: new)
        edits.append(
          Edit(start: start, end: item.endPositionBeforeTrailingTrivia.utf8Offset, text: new, lineStart: 0, line: line))
      }
      let indent = Self.indentation(at: lastLine.positionAfterSkippingLeadingTrivia.utf8Offset, in: text)
      for line in Self.lines(span, leaving: written) {
        edits.append(
          Self.insertion(
            line, at: lastLine.endPosition.utf8Offset, prefix: newline + indent, suffix: "", scenario: scenario))
      }
      return edits
    }
    guard let first = group.first else { return [] }
    let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
    let indent = Self.indentation(at: start, in: text)
    return Self.lines(span, leaving: []).map {
      Self.insertion($0, at: start, prefix: "", suffix: newline + indent, scenario: scenario)
    }
  }

  /// A line inserted at `offset`.
  private static func insertion(_ line: String, at offset: Int, prefix: String, suffix: String, scenario: String)
    -> Edit
  {
    Edit(
      start: offset, end: offset, text: prefix + line + suffix, lineStart: prefix.utf8.count,
      line: RecordedLine(scenario: scenario, old: nil, new: line))
  }

  /// The lines a span needs: `#expectUpdates` always, the other parts when not empty; none of the
  /// parts `written` already.
  static func lines(_ span: SpanRecording.Names, leaving written: Set<UpdateExpectation.Part>) -> [String] {
    UpdateExpectation.Part.allCases.compactMap { part in
      let names = span[part] ?? []
      guard !written.contains(part), part == .updates || !names.isEmpty else { return nil }
      return line(part, names)
    }
  }

  /// `#expectUpdates(LibraryView.self, "List row", "List row")`: the view types as `T.self`, then
  /// the rows by their names, each sorted; more than three of one as `Array(repeating: …, count: n)`.
  static func line(_ part: UpdateExpectation.Part, _ unsorted: [String]) -> String {
    let isRow = { UpdateModel.LazyRows.unitNames.contains($0) }
    let names = unsorted.filter { !isRow($0) }.sorted() + unsorted.filter(isRow).sorted()
    var arguments: [String] = []
    var index = 0
    while index < names.count {
      let name = names[index]
      var count = 0
      while index < names.count, names[index] == name {
        count += 1
        index += 1
      }
      let literal = isRow(name) ? "\"\(name)\"" : "\(name).self"
      arguments +=
        count > 3 ? ["Array(repeating: \(literal), count: \(count))"] : Array(repeating: literal, count: count)
    }
    return "#\(part.macro)(\(arguments.joined(separator: ", ")))"
  }

  /// The file's line ending: `\r\n` if its first line ends so, else `\n`.
  static func newline(of text: [UInt8]) -> String {
    guard let end = text.firstIndex(of: UInt8(ascii: "\n")), end > 0, text[end - 1] == UInt8(ascii: "\r") else {
      return "\n"
    }
    return "\r\n"
  }

  /// The spaces and tabs that begin the line `offset` is on.
  static func indentation(at offset: Int, in text: [UInt8]) -> String {
    var start = min(offset, text.count)
    while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    let indent = text[start..<min(offset, text.count)].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    return String(decoding: indent, as: UTF8.self)
  }

  /// A file's text with `edits` made (none overlap; those at one place in the order given), and
  /// where each recorded line now is.
  private func apply(_ edits: [Edit], to original: [UInt8], path: String) -> RecordedFile {
    let ordered = edits.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(
      \.element)
    var recorded: [UInt8] = []
    var lines: [(offset: Int, line: RecordedLine)] = []
    var copied = 0
    for edit in ordered {
      recorded += original[copied..<edit.start]
      lines.append((recorded.count + edit.lineStart, edit.line))
      recorded += Array(edit.text.utf8)
      copied = edit.end
    }
    recorded += original[copied...]
    // Each line's place in the recorded text, for the report.
    var placed: [RecordedLine] = []
    var line = 1
    var lineStart = 0
    var position = 0
    for (offset, var recordedLine) in lines {
      while position < offset {
        if recorded[position] == UInt8(ascii: "\n") {
          line += 1
          lineStart = position + 1
        }
        position += 1
      }
      recordedLine.line = line
      recordedLine.column = offset - lineStart + 1
      placed.append(recordedLine)
    }
    return RecordedFile(path: path, original: original, recorded: recorded, lines: placed)
  }

  package init(mode: RecordMode, sources: SourceFiles) {
    self.mode = mode
    self.sources = sources
  }
}
