import ViewGraph

/// The colours, fonts and sizes of ViewGraph's pictures, in one place so the legend and the
/// drawing cannot disagree. Chosen to read on a projector and in greyscale: state by fill, story by
/// strong outline and colour.
enum GraphPalette {
  static let font = "Helvetica"
  static let ink = "#222222"
  static let muted = "#6b6b6b"
  static let faint = "#c4c4c4"
  static let regionBorder = "#d9d9d9"

  static let viewFill = "#ffffff"
  static let viewBorder = "#8c8c8c"
  static let rowFill = "#f6f6f6"
  static let rowBorder = "#b3b3b3"
  static let treeEdge = "#b3b3b3"

  static let stateFill = "#eaf1fc"
  static let stateText = "#2f5597"
  static let observableBorder = "#5b7fc7"
  static let observableHeader = "#dce6f8"
  static let observableObjectBorder = "#8a63b8"
  static let observableObjectHeader = "#ebe2f6"
  static let environmentFill = "#fff6da"
  static let environmentBorder = "#c59a16"
  static let controlFill = "#e3f4f3"
  static let binding = "#138a8a"

  static let readEdge = "#8f8f8f"

  static let changedFill = "#ffd6d6"
  static let changed = "#d11f1f"
  static let ranFill = "#ffe0b3"
  static let ran = "#e07000"
  static let skippedFill = "#e9eef5"
  static let skipped = "#66809f"
  static let insertedFill = "#d9f2d9"
  static let inserted = "#2a8f2a"
  static let removedFill = "#f2f2f2"
  static let removed = "#9a9a9a"
  static let equalFill = "#fff3c4"
  static let equal = "#b08600"
}
