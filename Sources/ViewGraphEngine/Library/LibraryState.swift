import ViewGraphModel

/// What a library keeps for one launch — the simulated clock and files, SwiftUI's control cells,
/// Combine's subjects, the tasks that sleep — made the first time the library's code asks for it
/// (`interpreter.library(SimulatedWorld.self)`) and dropped with the launch. The engine holds these
/// without knowing what they are.
package protocol LibraryState: AnyObject {
  init(_ interpreter: Interpreter)
}

/// The states of one launch's libraries, by type: a few (seven kinds), looked along rather than
/// hashed, as SwiftUI's is asked for several times a view built (issue 38).
struct LibraryStates {
  private var states: [(type: ObjectIdentifier, state: AnyObject)] = []

  /// The state of `type`, if it was made.
  func existing<State: LibraryState>(_ type: State.Type) -> State? {
    let wanted = ObjectIdentifier(type)
    return states.first { $0.type == wanted }?.state as? State
  }

  mutating func keep<State: LibraryState>(_ state: State) {
    states.append((ObjectIdentifier(State.self), state))
  }
}
