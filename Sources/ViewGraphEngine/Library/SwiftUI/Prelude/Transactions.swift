// SwiftUI's transactions: the context of one update (its animation). ViewGraph draws no
// animation, so a transaction changes nothing in an update set (SPEC rule 12); what matters is
// that the code handed to one runs, so that its writes are made and seen.

/// The context of an update: its animation, and whether animations are disabled.
struct Transaction {
    var animation: Animation? = nil
    var disablesAnimations = false
    var isContinuous = false

    init() {}

    init(animation: Animation?) {
        self.animation = animation
    }
}

/// `withTransaction(t) { … }`: the body runs at once; its writes are the caller's writes.
func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// `withTransaction(\.disablesAnimations, true) { … }`: the body runs at once.
func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    try body()
}

extension View {
    /// `.transaction { t in … }`: SwiftUI calls the transform for each update that passes through
    /// the view, so it runs with the body that applies it; a write in it is a write during an
    /// update, and says so.
    func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        var transaction = Transaction()
        transform(&transaction)
        return self
    }
}
