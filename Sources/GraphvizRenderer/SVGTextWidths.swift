/// Pins each run of text in Graphviz's SVG to the width Graphviz measured for it, so that a viewer
/// whose font draws a little wider (a browser's shaping of the same DejaVu Sans that Pango measured
/// on Linux, a bold span, an arrow taken from a fallback font) cannot make two runs overlap
/// ("Dunechanged", issue 37 point 5).
///
/// Graphviz writes an HTML label's line as consecutive `<text text-anchor="start" x=…>` elements,
/// one per run of one font, each starting where the one before ended: the gap between two starts is
/// the width Graphviz measured for the first. Every run but a line's last gets that width as its
/// `textLength` (with `lengthAdjust="spacingAndGlyphs"`); a line's last run ends at the label's
/// padding, where nothing else is drawn. A run inside a link (a source's cell) counts with its line.
enum SVGTextWidths {
  static func pinned(_ svg: [UInt8]) -> [UInt8] {
    var lines = String(decoding: svg, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    // The run being gathered: indexes of its lines, with each one's x; and the y and group they share.
    var run: [(line: Int, x: Double)] = []
    var runY: String?
    func close() {
      for (this, next) in zip(run, run.dropFirst()) where next.x > this.x {
        let line = keepingEdgeSpaces(lines[this.line])
        lines[this.line] =
          #"<text textLength="\#(rounded(next.x - this.x))" lengthAdjust="spacingAndGlyphs" "#
          + line.dropFirst("<text ".count)
      }
      run = []
      runY = nil
    }
    for index in lines.indices {
      let line = lines[index]
      // A link around a run (a source's cell) does not end its line.
      if line.hasPrefix("<a ") || line.hasPrefix("</a>") || line.hasPrefix("<g id=\"a_") || line == "</g>" { continue }
      guard line.hasPrefix("<text text-anchor=\"start\""), let x = attribute("x", in: line).flatMap(Double.init),
        let y = attribute("y", in: line)
      else {
        close()
        continue
      }
      if y != runY { close() }
      run.append((index, x))
      runY = y
    }
    close()
    return Array(lines.joined(separator: "\n").utf8)
  }

  /// The line with the spaces at the ends of its text as no-break spaces: SVG drops a plain one
  /// there, and the run would then be stretched over the width Graphviz measured with it.
  private static func keepingEdgeSpaces(_ line: String) -> String {
    guard let open = line.firstIndex(of: ">"), let close = line.range(of: "</text>", options: .backwards),
      open < close.lowerBound
    else {
      return line
    }
    let text = line[line.index(after: open)..<close.lowerBound]
    let leading = text.prefix { $0 == " " }.count
    let trailing = leading == text.count ? 0 : text.reversed().prefix { $0 == " " }.count
    guard leading + trailing > 0 else { return line }
    let middle = text.dropFirst(leading).dropLast(trailing)
    let space = "&#160;"
    return line[...open] + String(repeating: space, count: leading) + middle + String(repeating: space, count: trailing)
      + line[close.lowerBound...]
  }

  /// The value of `name="…"` in one element's line.
  private static func attribute(_ name: String, in line: String) -> String? {
    guard let start = line.range(of: " \(name)=\"") else { return nil }
    guard let end = line[start.upperBound...].firstIndex(of: "\"") else { return nil }
    return String(line[start.upperBound..<end])
  }

  private static func rounded(_ width: Double) -> String {
    let hundredths = (width * 100).rounded() / 100
    return hundredths == hundredths.rounded() ? String(Int(hundredths)) : String(hundredths)
  }
}
