/// Joins one-page PDFs (as Graphviz's cairo device writes them) into one document, pages in
/// order: Graphviz renders one graph per job, and a scenario's steps belong in one file.
///
/// It reads the classic cross-reference table cairo writes, renumbers every object, points each
/// page at one new page tree and writes a new table. Files it cannot read that way (cross-reference
/// streams, object streams) are refused with a reason, never guessed at.
enum PDFMerger {
  /// Why a file could not be joined.
  struct Failure: Error {
    var reason: String
  }

  /// One input file, read: its objects by number and the numbers of its pages.
  private struct Source {
    var version: String
    var objects: [Int: ArraySlice<UInt8>]
    var pages: [Int]
    /// The catalog, page tree and info objects, which the joined file replaces.
    var dropped: Set<Int>
  }

  static func merge(_ files: [[UInt8]]) throws(Failure) -> [UInt8] {
    let sources = try files.map { file throws(Failure) in try read(file) }
    var output: [UInt8] = []
    var offsets: [Int] = [0]  // object 0 is the free-list head
    let version = sources.map(\.version).max() ?? "1.5"
    output += Array("%PDF-\(version)\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)

    // New numbers: 1 is the page tree, 2 the catalog, then every kept object in file order.
    var next = 3
    var numbering: [[Int: Int]] = []
    for source in sources {
      var map: [Int: Int] = [:]
      for number in source.objects.keys.sorted() where !source.dropped.contains(number) {
        map[number] = next
        next += 1
      }
      numbering.append(map)
    }
    var bodies: [(Int, [UInt8])] = []
    var kids: [Int] = []
    for (source, map) in zip(sources, numbering) {
      let pages = Set(source.pages)
      for (old, new) in map.sorted(by: { $0.value < $1.value }) {
        guard let object = source.objects[old] else { continue }
        bodies.append((new, try rewrite(object, as: new, numbers: map, parent: pages.contains(old) ? 1 : nil)))
      }
      kids += source.pages.compactMap { map[$0] }
    }
    bodies.append(
      (
        1,
        Array(
          "1 0 obj\n<< /Type /Pages /Kids [ \(kids.map { "\($0) 0 R" }.joined(separator: " ")) ] /Count \(kids.count) >>\nendobj\n"
            .utf8)
      ))
    bodies.append((2, Array("2 0 obj\n<< /Type /Catalog /Pages 1 0 R >>\nendobj\n".utf8)))
    offsets += Array(repeating: 0, count: next - 1)
    for (number, body) in bodies.sorted(by: { $0.0 < $1.0 }) {
      offsets[number] = output.count
      output += body
    }
    let xref = output.count
    var table = "xref\n0 \(next)\n0000000000 65535 f \n"
    for offset in offsets.dropFirst() {
      table += String(repeating: "0", count: max(0, 10 - String(offset).count)) + "\(offset) 00000 n \n"
    }
    table += "trailer\n<< /Size \(next) /Root 2 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    output += Array(table.utf8)
    return output
  }

  // MARK: - Reading

  private static func read(_ file: [UInt8]) throws(Failure) -> Source {
    guard file.starts(with: Array("%PDF-".utf8)) else { throw Failure(reason: "not a PDF file") }
    let version = String(decoding: file[5..<min(file.count, 8)], as: UTF8.self)
    guard let startxref = lastRange(of: "startxref", in: file) else { throw Failure(reason: "no startxref") }
    var cursor = Cursor(bytes: file[...], position: startxref.upperBound)
    guard let xrefOffset = cursor.integer(), xrefOffset < file.count else { throw Failure(reason: "bad startxref") }
    cursor.position = xrefOffset
    guard cursor.keyword("xref") else { throw Failure(reason: "cross-reference streams are not supported") }

    var offsets: [Int: Int] = [:]
    while let first = cursor.integer() {
      guard let count = cursor.integer() else { throw Failure(reason: "bad cross-reference section") }
      for number in first..<(first + count) as Range<Int> {
        guard let offset = cursor.integer(), cursor.integer() != nil, let kind = cursor.word() else {
          throw Failure(reason: "bad cross-reference entry")
        }
        if kind == "n" { offsets[number] = offset }
      }
    }
    guard cursor.keyword("trailer"), let trailerEnd = range(of: "startxref", in: file[...], from: cursor.position)
    else {
      throw Failure(reason: "no trailer")
    }
    let trailer = file[cursor.position..<trailerEnd.lowerBound]
    guard let root = reference(after: "/Root", in: trailer) else { throw Failure(reason: "no catalog") }

    // Each object runs from its offset to the next object (or the table): no stream is parsed.
    let ends = offsets.values.sorted() + [xrefOffset]
    var objects: [Int: ArraySlice<UInt8>] = [:]
    for (number, offset) in offsets {
      guard let end = ends.first(where: { $0 > offset }) else { continue }
      objects[number] = file[offset..<end]
    }
    guard let catalog = objects[root], let pageTree = reference(after: "/Pages", in: dictionary(of: catalog)) else {
      throw Failure(reason: "no page tree")
    }
    var pages: [Int] = []
    var trees: Set<Int> = []
    func collect(_ number: Int) throws(Failure) {
      guard let object = objects[number], trees.insert(number).inserted else { throw Failure(reason: "bad page tree") }
      for kid in references(after: "/Kids", in: dictionary(of: object)) {
        guard let kidObject = objects[kid] else { throw Failure(reason: "missing page") }
        if range(of: "/Type /Pages", in: dictionary(of: kidObject), from: kidObject.startIndex) != nil {
          try collect(kid)
        } else {
          pages.append(kid)
        }
      }
    }
    try collect(pageTree)
    var dropped = trees.union([root])
    if let info = reference(after: "/Info", in: trailer) { dropped.insert(info) }
    if objects.values.contains(where: { range(of: "/ObjStm", in: dictionary(of: $0), from: $0.startIndex) != nil }) {
      throw Failure(reason: "object streams are not supported")
    }
    return Source(version: version, objects: objects, pages: pages, dropped: dropped)
  }

  /// The object's text before its stream, if it has one: the only part that holds references.
  private static func dictionary(of object: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    guard let stream = range(of: "stream", in: object, from: object.startIndex) else { return object }
    return object[object.startIndex..<stream.lowerBound]
  }

  /// Rewrites `N G obj` as `number 0 obj`, every reference through `numbers`, and a page's
  /// `/Parent` to the new page tree.
  private static func rewrite(_ object: ArraySlice<UInt8>, as number: Int, numbers: [Int: Int], parent: Int?)
    throws(Failure) -> [UInt8]
  {
    let head = dictionary(of: object)
    guard let objKeyword = range(of: "obj", in: head, from: head.startIndex) else {
      throw Failure(reason: "bad object")
    }
    var text = Array("\(number) 0 obj".utf8)
    var index = objKeyword.upperBound
    let bytes = Array(head)
    let base = head.startIndex
    var parentPending = parent != nil
    while index < head.endIndex {
      if let (value, end) = referenceToken(in: bytes, at: index - base) {
        var target = numbers[value]
        if parentPending, endsWith("/Parent", text) {
          target = parent
          parentPending = false
        }
        guard let target else { throw Failure(reason: "reference to a missing object \(value)") }
        text += Array("\(target) 0 R".utf8)
        index = base + end
      } else {
        text.append(head[index])
        index += 1
      }
    }
    return text + Array(object[head.endIndex...])
  }

  /// `N G R` starting exactly at `i`, after a delimiter: the object number and where it ends.
  private static func referenceToken(in bytes: [UInt8], at i: Int) -> (Int, Int)? {
    guard i > 0, isDelimiter(bytes[i - 1]) else { return nil }
    var cursor = Cursor(bytes: bytes[...], position: i)
    guard isDigit(bytes[i]), let number = cursor.integer(), cursor.integer() != nil else { return nil }
    cursor.skipWhitespace()
    guard cursor.position < bytes.count, bytes[cursor.position] == UInt8(ascii: "R") else { return nil }
    let end = cursor.position + 1
    guard end == bytes.count || isDelimiter(bytes[end]) else { return nil }
    return (number, end)
  }

  private static func endsWith(_ key: String, _ text: [UInt8]) -> Bool {
    var trimmed = text[...]
    while let last = trimmed.last, isWhitespace(last) { trimmed = trimmed.dropLast() }
    return trimmed.suffix(key.utf8.count).elementsEqual(key.utf8)
  }

  private static func reference(after key: String, in text: ArraySlice<UInt8>) -> Int? {
    references(after: key, in: text).first
  }

  /// The object numbers in the value after `key`: one reference, or an array of them.
  private static func references(after key: String, in text: ArraySlice<UInt8>) -> [Int] {
    guard let found = range(of: key, in: text, from: text.startIndex) else { return [] }
    var cursor = Cursor(bytes: text, position: found.upperBound)
    cursor.skipWhitespace()
    let isArray = cursor.position < text.endIndex && text[cursor.position] == UInt8(ascii: "[")
    if isArray { cursor.position += 1 }
    var numbers: [Int] = []
    while let number = cursor.integer(), cursor.integer() != nil, cursor.word() == "R" {
      numbers.append(number)
      if !isArray { break }
    }
    return numbers
  }

  // MARK: - Bytes

  private static func range(of needle: String, in haystack: ArraySlice<UInt8>, from start: Int) -> Range<Int>? {
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, haystack.endIndex - start >= pattern.count else { return nil }
    var i = start
    while i <= haystack.endIndex - pattern.count {
      if haystack[i] == pattern[0], haystack[i..<(i + pattern.count)].elementsEqual(pattern) {
        return i..<(i + pattern.count)
      }
      i += 1
    }
    return nil
  }

  private static func lastRange(of needle: String, in haystack: [UInt8]) -> Range<Int>? {
    let pattern = Array(needle.utf8)
    var i = haystack.count - pattern.count
    while i >= 0 {
      if haystack[i..<(i + pattern.count)].elementsEqual(pattern) { return i..<(i + pattern.count) }
      i -= 1
    }
    return nil
  }

  static func isWhitespace(_ byte: UInt8) -> Bool { [0, 9, 10, 12, 13, 32].contains(byte) }
  static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
  static func isDelimiter(_ byte: UInt8) -> Bool { isWhitespace(byte) || Array("[]<>()/{}%".utf8).contains(byte) }

  /// Reads whitespace-separated tokens.
  private struct Cursor {
    var bytes: ArraySlice<UInt8>
    var position: Int

    mutating func skipWhitespace() {
      while position < bytes.endIndex, PDFMerger.isWhitespace(bytes[position]) { position += 1 }
    }

    /// A non-negative integer, or nil (leaving the position where it was).
    mutating func integer() -> Int? {
      let saved = position
      skipWhitespace()
      var value = 0
      var digits = 0
      while position < bytes.endIndex, PDFMerger.isDigit(bytes[position]), digits < 12 {
        value = value * 10 + Int(bytes[position] - 48)
        position += 1
        digits += 1
      }
      guard digits > 0, position == bytes.endIndex || !PDFMerger.isDigit(bytes[position]) else {
        position = saved
        return nil
      }
      return value
    }

    /// The next run of non-whitespace bytes.
    mutating func word() -> String? {
      skipWhitespace()
      let start = position
      while position < bytes.endIndex, !PDFMerger.isDelimiter(bytes[position]) { position += 1 }
      return position > start ? String(decoding: bytes[start..<position], as: UTF8.self) : nil
    }

    /// Whether the next word is `keyword` (consumed if so).
    mutating func keyword(_ keyword: String) -> Bool {
      let saved = position
      if word() == keyword { return true }
      position = saved
      return false
    }
  }
}
