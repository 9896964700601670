/// Rule 12: Transactions
///
/// Changes made by one scenario step, one tap or one action are batched. A flush runs the invalidated
/// units parents first, each at most once per pass; then runs `onChange(of:)` actions whose value
/// changed and `task`/`onAppear` of inserted views; their writes start another pass; it repeats until
/// nothing is invalid. A flush that has not settled after 100 passes stops with an error ("update
/// cycle"), naming the units involved. A write during a body is reported as a warning ("Modifying state
/// during view update").
///
/// *From "Model data", onChange(of:initial:_:):* the action runs after the value changed, on the main
/// actor, and may change state itself, which schedules another update.
extension UpdateModel {
  /// Rule 12's decisions.
  enum Transactions {
    /// A flush that has not settled after this many passes is an update cycle.
    static let maxPasses = 100

    /// The order a pass runs invalid units in: parents before children, siblings in builder order.
    static func runsBefore(_ a: ViewInstance, _ b: ViewInstance) -> Bool {
      let chainA = a.ancestry
      let chainB = b.ancestry
      for (x, y) in zip(chainA, chainB) where x !== y {
        return x.indexInParent < y.indexInParent
      }
      return chainA.count < chainB.count
    }
  }
}
