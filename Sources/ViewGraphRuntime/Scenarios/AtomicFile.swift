import Foundation
import ViewGraphEngine
import ViewGraphModel

/// A file written whole or not at all (issue 34): the bytes go to a new file beside it, which is
/// flushed to the disk and renamed over it, so a failed write leaves the old file as it was. Every
/// file ViewGraph writes is written this way: outputs (`OutputFile`) and the scenario files
/// `--record` rewrites (`RecordedFile`).
public enum AtomicFile {
  /// Writes `bytes` to a hidden file beside `target` (`--watch` and folder walks do not take it for
  /// a source file) with permissions `mode`, then renames it over `target`: a link named `target`
  /// is replaced, never written through. The `errno` of the first failure (the new file removed),
  /// or nil.
  public static func replace(_ target: String, with bytes: [UInt8], mode: mode_t) -> Int32? {
    let folder = (target as NSString).deletingLastPathComponent
    let name = (target as NSString).lastPathComponent
    var template = Array(((folder.isEmpty ? "." : folder) + "/." + name + ".viewgraph-XXXXXX").utf8CString)
    let file = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
    guard file >= 0 else { return errno }
    let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure = writeAll(bytes, to: file)
    // mkstemp makes the file for its owner alone: it gets the mode asked for.
    if failure == nil, fchmod(file, mode) != 0 { failure = errno }
    if failure == nil, fsync(file) != 0, errno != EINVAL { failure = errno }
    if close(file) != 0, failure == nil { failure = errno }
    if failure == nil, rename(temporary, target) != 0 { failure = errno }
    if failure != nil { unlink(temporary) }
    return failure
  }

  /// Writes every byte to an open file descriptor: the `errno` of the first failure, or nil.
  public static func writeAll(_ bytes: [UInt8], to file: Int32) -> Int32? {
    var written = 0
    return bytes.withUnsafeBytes { buffer -> Int32? in
      while written < buffer.count {
        let count = Foundation.write(file, buffer.baseAddress.map { $0 + written }, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          return errno
        }
        written += count
      }
      return nil
    }
  }
}
