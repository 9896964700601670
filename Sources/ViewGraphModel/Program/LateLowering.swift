import Foundation

/// What the program model knows of the lowering it leaves for later: a prelude declaration holds
/// its pending lowering as a closure (`FunctionDecl.pendingLowering`, a type's pending members),
/// made by the Syntax stage's `Lowerer`, and runs it under one lock when first used, on whichever
/// thread asks first. The model never names the `Lowerer`.
enum LateLowering {
  /// Held while deferred lowering runs (`Lowerer.runningAnyTime`, `TypeDecl.declareMembersWhenUsed`);
  /// recursive, since a deferred declaration may need another.
  static let lock = NSRecursiveLock()

  /// Runs a declaration's pending lowering (a function's body, a property's initial value) once,
  /// whichever thread asks first: `take` gives it and clears it, under the lock.
  static func runOnce(_ take: () -> (() -> Void)?) {
    lock.withLock { take()?() }
  }
}

/// The lowerer that declared the prelude and lowers its bodies when they are first used, as the
/// prelude's model holds it: the Syntax stage's `Lowerer`.
package protocol PreludeLowerer: AnyObject {
  /// The diagnostics its lowering gave so far.
  var diagnostics: [ViewGraphDiagnostic] { get }
}
