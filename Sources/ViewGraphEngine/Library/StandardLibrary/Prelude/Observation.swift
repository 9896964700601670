// The Observation module's free function. `@Observable` itself is ViewGraph's own (rules 1–3):
// what a view's body reads is tracked by the graph, not here.

/// `withObservationTracking(_:onChange:)`: `apply` runs and its result is returned; an observer
/// outside a view's body is not simulated, so `onChange` never runs (said where it is called).
func withObservationTracking<T>(_ apply: () -> T, onChange: @escaping () -> Void) -> T {
    __notSimulated("withObservationTracking's onChange (it never runs)")
    return apply()
}
