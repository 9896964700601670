import Foundation

/// A value made once, by the first thread that asks for it, while any other thread that asks waits
/// (the prelude: the command line asks from a background thread as it starts, its load on the
/// evaluation thread). Making it must not wait for the evaluation thread: a `static let` whose
/// initializer hopped there deadlocked when the load got there first and asked for the value in
/// turn (it waited for the initializer, which waited behind it). Made where it is asked for, the
/// value is ready while the evaluation thread goes on with work that does not need it yet (reading
/// the program's files).
package final class MadeOnce<Made: AnyObject>: @unchecked Sendable {
  private let lock = NSLock()
  private var made: Made?
  private let make: () -> Made

  package init(_ make: @escaping () -> Made) { self.make = make }

  package var value: Made {
    lock.withLock {
      if let made { return made }
      let value = make()
      made = value
      return value
    }
  }
}
