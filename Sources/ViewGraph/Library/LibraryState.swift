/// What a library keeps for one launch — the simulated clock and files, SwiftUI's control cells,
/// Combine's subjects, the tasks that sleep — made the first time the library's code asks for it
/// (`interpreter.library(SimulatedWorld.self)`) and dropped with the launch. The engine holds these
/// without knowing what they are.
protocol LibraryState: AnyObject {
  init(_ interpreter: Interpreter)
}

/// The states of one launch's libraries, by type.
struct LibraryStates {
  private var states: [ObjectIdentifier: AnyObject] = [:]

  mutating func state<State: LibraryState>(_ type: State.Type, of interpreter: Interpreter) -> State {
    if let existing = states[ObjectIdentifier(type)] as? State { return existing }
    let made = State(interpreter)
    states[ObjectIdentifier(type)] = made
    return made
  }
}
