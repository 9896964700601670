import ViewGraphModel

/// A value of a framework ViewGraph does not simulate (`AVPlayer()`, `UIApplication.shared`): it
/// can be made, kept, passed and asked for members (which are opaque too), but using it where a
/// real value is needed — a condition, arithmetic, an index — is an error naming where it came from.
package struct OpaqueValue: Hashable {
  /// How the code wrote it: `AVPlayer()`, `UIApplication.shared.open(…)`.
  var description: String
  /// Where it was first made.
  var origin: SourceLocation
  /// The content a package's view was given in a closure (`StoreProvider(store: s) { ContentView() }`):
  /// built as its content where the view stands. Not part of its identity.
  var content: [FunctionValue] = []
  /// An environment object nothing above provides, below a root the program chose (rule 8): SwiftUI
  /// stops only when the property is read, so reading it (or its `$`) is this error.
  var errorWhenRead: ViewGraphMessage?

  package static func == (lhs: OpaqueValue, rhs: OpaqueValue) -> Bool {
    lhs.description == rhs.description && lhs.origin == rhs.origin
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(description)
    hasher.combine(origin)
  }

  /// The value one step further: a member, or a call of it.
  func appending(_ step: String) -> OpaqueValue {
    OpaqueValue(description: description.count > 60 ? description : description + step, origin: origin)
  }

  package init(
    description: String,
    origin: SourceLocation,
    content: [FunctionValue] = [],
    errorWhenRead: ViewGraphMessage? = nil
  ) {
    self.description = description
    self.origin = origin
    self.content = content
    self.errorWhenRead = errorWhenRead
  }
}
