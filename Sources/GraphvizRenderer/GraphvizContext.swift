import CGraphviz
import Foundation

/// Graphviz's one `GVC_t` context and the lock every call into Graphviz takes: the library keeps
/// global state (plugins, error buffers, the layout in progress) and is not thread-safe — two
/// renders at once crashed or failed with `Layout type: "dot" not recognized`.
final class GraphvizContext: @unchecked Sendable {
  /// The process's context, created on first use.
  static let shared = GraphvizContext()

  // An NSLock rather than Synchronization's Mutex, which needs macOS 15.
  private let lock = NSLock()
  private var context: OpaquePointer?

  /// Messages Graphviz reported during the current call (read and written under the lock only).
  nonisolated(unsafe) private static var messages: [String] = []

  private init() {}

  /// Runs `body` alone, with the context and a fresh message buffer; `body` gets Graphviz's
  /// messages so far through `messages()`.
  func withContext<T>(_ body: (OpaquePointer, () -> String) throws(GraphvizError) -> T) throws(GraphvizError) -> T {
    lock.lock()
    defer {
      Self.messages = []
      lock.unlock()
    }
    Self.messages = []
    if context == nil {
      // Route every agerr() to our buffer instead of stderr: failures become one-line errors.
      _ = agseterrf { text in
        if let text { GraphvizContext.messages.append(String(cString: text)) }
        return 0
      }
      context = gvContext()
    }
    guard let context else { throw GraphvizError(stage: "context", message: "gvContext() returned nothing") }
    return try body(context) {
      Self.messages.joined().split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }.joined(separator: "; ")
    }
  }
}
