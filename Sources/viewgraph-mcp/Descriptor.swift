import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading and writing a file descriptor whole, as the server's transport and its children's pipes
/// do: blocking calls, made on threads that are not the concurrency pool's.
enum Descriptor {
  /// Reads `descriptor` to its end in 64 KB blocks, handing on each block as it comes.
  static func readBlocks(_ descriptor: Int32, _ each: (UnsafeBufferPointer<UInt8>) -> Void) {
    let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
    defer { block.deallocate() }
    while true {
      let count = read(descriptor, block.baseAddress, block.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      each(UnsafeBufferPointer(rebasing: block[0..<count]))
    }
  }

  /// Writes all of `data` to `descriptor`; throws the error that stopped it.
  static func write(_ data: Data, to descriptor: Int32) throws {
    try data.withUnsafeBytes { bytes in
      var written = 0
      while written < bytes.count {
        let count = Foundation.write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
        if count < 0, errno == EINTR || errno == EAGAIN { continue }
        guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        written += count
      }
    }
  }
}
