import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// SPEC §3, never hang: the prelude is made once per process, and the command line asks for it
/// from a background thread while its own load may already be running on the evaluation thread.
/// A `static let` whose initializer hopped to the evaluation thread deadlocked when that load got
/// there first (seen once in 30 starts of a release build: the background thread held the
/// initializer's once and waited behind the load, which waited for the once).
@Suite("The evaluation thread")
struct EvaluationThreadTests {
  @Test(
    "A value made once is asked for by another thread while a job on the evaluation thread is about to ask too: both get the one value"
  )
  func madeOnceAskedFromTwoThreads() {
    let makes = Counter()
    let once = MadeOnce { () -> Counter in
      makes.increment()
      return Counter()
    }
    let jobStarted = DispatchSemaphore(value: 0)
    let bothDone = DispatchGroup()
    let results = Results()
    // Threads of their own: a busy global queue may not start the second until the first is done.
    func onThreadOfItsOwn(_ work: @escaping @Sendable () -> Void) {
      bothDone.enter()
      Thread {
        work()
        bothDone.leave()
      }.start()
    }
    // A job on the evaluation thread that asks a little after the other thread (as the command's
    // load does while the background thread builds the prelude).
    onThreadOfItsOwn {
      try? EvaluationThread.run {
        jobStarted.signal()
        Thread.sleep(forTimeInterval: 0.2)
        results.append(once.value)
      }
    }
    jobStarted.wait()
    onThreadOfItsOwn { results.append(once.value) }
    #expect(bothDone.wait(timeout: .now() + 10) == .success, "the two threads waited for each other")
    #expect(makes.count == 1)
    #expect(results.allIdentical(count: 2))
  }

  private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
  }

  private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Counter] = []
    func append(_ value: Counter) { lock.withLock { values.append(value) } }
    func allIdentical(count: Int) -> Bool {
      lock.withLock { values.count == count && values.allSatisfy { $0 === values[0] } }
    }
  }
}
