import Foundation

/// The answer of work that may never come, or a default after a time.
enum FirstAnswer {
  static func within<T: Sendable>(seconds: Double, otherwise fallback: T, _ work: @escaping @Sendable () async -> T)
    async -> T
  {
    let once = Once<T>()
    return await withCheckedContinuation { continuation in
      once.continuation = continuation
      Task { once.resume(await work()) }
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { once.resume(fallback) }
    }
  }

  /// A continuation resumed by whichever comes first.
  private final class Once<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    var continuation: CheckedContinuation<T, Never>?

    func resume(_ value: T) {
      lock.withLock {
        continuation?.resume(returning: value)
        continuation = nil
      }
    }
  }
}
