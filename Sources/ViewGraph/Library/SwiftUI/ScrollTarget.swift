/// Where a scroll goes: the first row, the last, a row by position, or the row with an id
/// (`ScrollViewProxy.scrollTo(_:)`).
enum ScrollTarget {
  case top, bottom
  case row(Int)
  case id(Value)
}
