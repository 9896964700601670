import Foundation
import Logging
import MCP

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The MCP stdio transport: one JSON-RPC message per line on standard input, one per line on
/// standard output. The SDK's `StdioTransport` searches everything it holds for a newline after
/// every 4 KB it reads, so a 3 MB message took 23 s (issue 34); this one reads in 64 KB blocks on a
/// thread of its own (a blocking read, off the concurrency pool) and searches only the bytes just
/// read, so a message costs time in proportion to its length.
actor LineTransport: Transport {
  nonisolated let logger = Logger(label: "viewgraph.mcp.stdio", factory: { _ in SwiftLogNoOpLogHandler() })

  private let input: Int32
  private let output: Int32
  private let messages: AsyncThrowingStream<Data, Error>
  private let continuation: AsyncThrowingStream<Data, Error>.Continuation
  private var isConnected = false

  init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
    self.input = input
    self.output = output
    (messages, continuation) = AsyncThrowingStream.makeStream()
  }

  func connect() async throws {
    guard !isConnected else { return }
    isConnected = true
    Thread.detachNewThread { [input, continuation] in
      Self.readLines(from: input, into: continuation)
    }
  }

  func disconnect() async {
    isConnected = false
    continuation.finish()
  }

  func send(_ message: Data) async throws {
    var line = message
    line.append(UInt8(ascii: "\n"))
    do {
      try Descriptor.write(line, to: output)
    } catch {
      throw MCPError.transportError(error)
    }
  }

  func receive() -> AsyncThrowingStream<Data, Error> { messages }

  /// Reads `input` to its end, handing on each non-empty line; the stream finishes at end of file
  /// (the client closed its end), which ends the server.
  static func readLines(from input: Int32, into continuation: AsyncThrowingStream<Data, Error>.Continuation) {
    var pending = Data()
    Descriptor.readBlocks(input) { block in
      // Only the bytes just read can hold the next newline: those before were searched already.
      var lineStart = 0
      var searched = pending.count
      pending.append(block)
      while let newline = Self.firstNewline(in: pending, from: searched) {
        if newline > lineStart { continuation.yield(pending.subdata(in: lineStart..<newline)) }
        lineStart = newline + 1
        searched = lineStart
      }
      // What is left is the start of a line, shorter than the block just read.
      if lineStart > 0 { pending = pending.subdata(in: lineStart..<pending.count) }
    }
    if !pending.isEmpty { continuation.yield(pending) }
    continuation.finish()
  }

  /// The offset of the first newline in `data` at or after `start` (memchr: the library's, not a
  /// byte-by-byte loop, which a debug build makes slow).
  private static func firstNewline(in data: Data, from start: Int) -> Int? {
    data.withUnsafeBytes { bytes -> Int? in
      guard let base = bytes.baseAddress, start < bytes.count,
        let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
      else { return nil }
      return UnsafeRawPointer(found) - base
    }
  }
}
