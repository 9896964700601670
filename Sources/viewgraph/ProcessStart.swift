import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What the process sets up before it parses its arguments: the heap's steps and its standard streams.
enum ProcessStart {
  /// A start allocates tens of megabytes at once, on three threads (the prelude's syntax trees and
  /// declarations, the program's): glibc grows each heap a few pages at a time by default, and the
  /// system calls and page-table updates of those small steps were about a tenth of a one-screen
  /// program's start (issue 20). Pages asked for in larger steps are still only used when touched.
  static func growHeapInLargeSteps() {
    #if canImport(Glibc)
      // `mallopt` is declared in <malloc.h>, which the Glibc module leaves out; M_TOP_PAD is -2 there.
      typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return }
      _ = unsafeBitCast(symbol, to: MallocOption.self)(-2, 16 << 20)
    #endif
  }

  /// Every thread allocates from the one heap: each of the threads that parse the prelude and the
  /// program would otherwise get a heap (malloc arena) of its own, and what the evaluation thread
  /// allocates for the launch could not reuse what they freed, which stayed resident, in part, for
  /// nobody (issue 38: 100,000 cells + 10,000 changes, whose scenario's syntax tree is let go of once
  /// it is lowered, peaked 18 MiB higher). Threads that allocate at once are few and short here.
  static func shareOneHeap() {
    #if canImport(Glibc)
      // As above; M_ARENA_MAX is -8 in <malloc.h>.
      typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(nil, "mallopt") else { return }
      _ = unsafeBitCast(symbol, to: MallocOption.self)(-8, 1)
    #endif
  }

  /// A standard stream the command was started without (closed, not redirected) is held open on
  /// `/dev/null` for reading: the first file the command opens would otherwise take its number,
  /// and output meant for the stream would go into that file. Writing to it then fails, and that
  /// failure is reported (issue 34), rather than the output lost.
  static func holdClosedStandardStreams() {
    for stream in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(stream, F_GETFD) == -1 && errno == EBADF {
      let held = open("/dev/null", O_RDONLY)
      if held >= 0, held != stream {
        dup2(held, stream)
        close(held)
      }
    }
  }
}
