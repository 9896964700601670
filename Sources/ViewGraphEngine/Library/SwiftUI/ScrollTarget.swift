import ViewGraphModel

/// Where a scroll goes: the first row, the last, a row by position, or the row with an id
/// (`ScrollViewProxy.scrollTo(_:)`).
package enum ScrollTarget {
  case top, bottom
  case row(Int)
  case id(Value)
}
