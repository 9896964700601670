import Foundation

/// Turns for calls: `count` at once, the others waiting in order (issue 34: calls without a cap
/// ran children side by side until the machine ran out of memory).
actor CallSlots {
  private var free: Int
  private var waiting: [CheckedContinuation<Void, Never>] = []

  init(count: Int) { free = count }

  /// Waits for a turn; a call cancelled while it waited gives its turn back and throws.
  func acquire() async throws {
    if free > 0 {
      free -= 1
    } else {
      await withCheckedContinuation { waiting.append($0) }
    }
    if Task.isCancelled {
      release()
      throw CancellationError()
    }
  }

  func release() {
    if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
  }
}
