import ViewGraphModel

/// Every name of the prelude that ViewGraph's Swift code relies on, named once here. When the
/// prelude is loaded, `violations(in:)` looks each one up, so renaming a prelude type, method or
/// field without its user is an error that names this file, not a wrong answer later.
package enum PreludeContract {
  // MARK: - Foundation

  /// Foundation's `Date`: the seconds since 2001 in `timeIntervalSinceReferenceDate`.
  static let date = "Date"
  static let dateSeconds = "timeIntervalSinceReferenceDate"
  /// `Date.FormatStyle`, whose static members (`.dateTime`) a `Text(date, format:)` names.
  static let dateFormatStyle = "Date.FormatStyle"
  /// `Data`, whose bytes the simulated world keeps as text.
  static let data = "Data"
  static let dataText = "text"
  /// `URL`, a path.
  static let url = "URL"
  static let urlPath = "path"
  /// `0.5..<1.5`: a range of `Double`s.
  static let floatingRange = "FloatingRange"
  package static let lowerBound = "lowerBound"
  package static let upperBound = "upperBound"
  /// `Duration` (`.seconds(2)`), by its seconds.
  static let duration = "Duration"
  static let durationSeconds = "seconds"
  /// `Timer`: `fire()` runs when the clock reaches it.
  static let timer = "Timer"
  static let fire = "fire"
  /// `KeyPathComparator` and `SortDescriptor`: a key path and an order (`.reverse`).
  static let keyPathComparator = "KeyPathComparator"
  static let comparatorKeyPath = "keyPath"
  static let comparatorOrder = "order"
  /// `Text(date, style:)`'s text, written in the prelude: `_textForDate(_ date:, _ style:)`.
  static let textForDate = "_textForDate"

  // MARK: - Concurrency

  /// `Task { … }`: the prelude's handle, whose `run()` is the operation.
  static let task = "Task"
  static let taskRun = "run"

  // MARK: - Combine

  /// Combine's subject, which a `$published` property's publisher is.
  static let currentValueSubject = "CurrentValueSubject"
  /// An `ObservableObject`'s `objectWillChange` when the class does not declare its own.
  static let observableObjectPublisher = "ObservableObjectPublisher"
  /// The property an `ObservableObject` sends through (SPEC rule 9), its own or the prelude's.
  static let objectWillChange = "objectWillChange"
  /// Every publisher's base class, and the method of an operator publisher (`map`, `debounce`)
  /// that gives what its chain makes of a value sent upstream: `_relayed(_ source:, _ value:)`.
  static let publisher = "_Publisher"
  static let relayed = "_relayed"

  // MARK: - SwiftUI

  /// The holder of `extension View` members, the modifiers among them.
  static let view = "View"
  /// `GeometryReader`'s proxy.
  static let geometryProxy = "GeometryProxy"
  /// A style protocol's body: `_styledBody(_ content:)` calls the style's `makeBody(configuration:)`.
  static let styledBody = "_styledBody"
  static let buttonStyle = "ButtonStyle"

  /// State SwiftUI keeps for the program, held by an object of the prelude's, with the name and
  /// type SwiftUI gives it, which is what users read (issue 23); `{field}` is the object's field
  /// of that name. The edit mode's store is the environment's `editMode` binding, whose
  /// `wrappedValue` a view reads; a model type's store is what a `@Query` of it fetches; a
  /// timeline's clock is the context its content gets, whose `date` each tick writes.
  static let frameworkState: [String: (name: String, type: String)] = [
    "_EditModeStore": ("EnvironmentValues.editMode", "Binding<EditMode>"),
    "SwiftDataStore": ("@Query {modelType}", "Query<{modelType}>"),
    "_TimelineTicker": ("TimelineView.Context", "TimelineView.Context"),
  ]

  // MARK: - SwiftData

  /// `@Query`: its fetch descriptor, the descriptor's model type, and the context it reads.
  static let query = "Query"
  static let queryDescriptor = "descriptor"
  static let queryContext = "context"
  static let fetchDescriptor = "FetchDescriptor"
  static let descriptorModelType = "modelType"
  /// What `@ModelActor` makes a type conform to: `modelContainer`, `modelContext`, `init(modelContainer:)`.
  static let modelActor = "_ModelActor"

  /// One name the Swift code relies on.
  enum Requirement: Equatable {
    case type(String)
    case method(String, of: String)
    case function(String)
    /// A stored property of a type (or a computed one).
    case property(String, of: String)
  }

  /// Everything above, as requirements on the prelude.
  static let requirements: [Requirement] =
    [
      .property(dateSeconds, of: date), .type(dateFormatStyle), .property(dataText, of: data),
      .property(urlPath, of: url),
      .property(lowerBound, of: floatingRange), .property(upperBound, of: floatingRange),
      .property(durationSeconds, of: duration),
      .method(fire, of: timer), .property(comparatorKeyPath, of: keyPathComparator),
      .property(comparatorOrder, of: keyPathComparator),
      .function(textForDate), .method(taskRun, of: task), .type(currentValueSubject), .type(observableObjectPublisher),
      .method(relayed, of: publisher),
      .type(view), .type(geometryProxy), .method(styledBody, of: buttonStyle), .property(queryDescriptor, of: query),
      .property(queryContext, of: query), .property(descriptorModelType, of: fetchDescriptor), .type(modelActor),
    ] + frameworkState.keys.sorted().map { .type($0) }

  /// The requirements the prelude does not meet, each said as an error of ViewGraph's own.
  static func violations(types: [String: TypeDecl], functions: [String: [FunctionDecl]]) -> [String] {
    requirements.compactMap { requirement in
      switch requirement {
      case .type(let name):
        return types[name] == nil ? "the prelude declares no type '\(name)'" : nil
      case .function(let name):
        return functions[name] == nil ? "the prelude declares no function '\(name)'" : nil
      case .method(let name, let owner):
        guard let type = types[owner] else { return "the prelude declares no type '\(owner)'" }
        return type.methods[name] == nil ? "the prelude's '\(owner)' has no method '\(name)'" : nil
      case .property(let name, let owner):
        guard let type = types[owner] else { return "the prelude declares no type '\(owner)'" }
        return type.storedProperty(name) == nil && type.computedProperties[name] == nil
          ? "the prelude's '\(owner)' has no property '\(name)'" : nil
      }
    }
  }
}
