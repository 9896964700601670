import Foundation
import ViewGraph

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One run of the `viewgraph` binary as a child process, as `viewgraph mcp` answers a tool
/// call: the child parses its arguments, loads and runs exactly as the command line does (the same
/// budgets, the same JSON and text), and whatever the input does to it — an error, a budget, a
/// crash, a hang — the server goes on answering.
///
/// The child starts with every signal unblocked and at its default (the server's threads may block
/// some, and a child inherits its parent's mask: issue 34 saw children deaf to SIGTERM), in a
/// process group of its own, so that ending a call ends everything the child started: SIGTERM to
/// the group, SIGKILL after a grace period. Its end is awaited by a thread of its own, never by a
/// thread of the concurrency pool, which the server needs to go on answering.
struct AgentChildRun: Sendable {
  /// What the child wrote and how it ended.
  struct Outcome: Sendable {
    var standardOutput: Data
    var standardError: String
    /// The exit status (0 ran, 1 an expectation failed, 2 the input could not be run, SPEC §3),
    /// or nil when the child was stopped by a signal or by the server's time limit.
    var status: Int32?
    /// Why the child did not end by itself, for the tool's error.
    var stopped: String?

    var text: String { String(decoding: standardOutput, as: UTF8.self) }
  }

  /// The `viewgraph` arguments, after the executable.
  var arguments: [String]
  /// What the child reads on its standard input (a change, which may be longer than the 128 KB one
  /// argument may be), or nothing.
  var input: Data?

  /// Seconds between SIGTERM and SIGKILL when a call is ended.
  static let grace = 1.0
  /// Bytes of each output kept: a child that writes more is read to its end, the rest dropped.
  static let outputLimit = 32 << 20

  init(arguments: [String], input: Data? = nil) {
    self.arguments = arguments
    self.input = input
  }

  /// Runs the child to its end, calling `tick` with the seconds elapsed about once a second while
  /// it runs (for progress notifications); at `deadline` the child is ended. When the calling task
  /// is cancelled (the client's `notifications/cancelled`), the child is ended and the call throws.
  func run(until deadline: ContinuousClock.Instant, limit: Double, tick: @Sendable (Double) async -> Void) async throws(CancellationError)
    -> Outcome
  {
    let child: ChildProcess
    do {
      child = try ChildProcess(executable: Self.executable.path, arguments: arguments, input: input)
    } catch {
      return Outcome(standardOutput: Data(), standardError: "", status: nil, stopped: "cannot start viewgraph: \(error)")
    }
    let start = ContinuousClock.now
    var stopped: String?
    var ticked = 0
    while !child.hasExited {
      if Task.isCancelled {
        await child.end()
        throw CancellationError()
      }
      if ContinuousClock.now >= deadline {
        stopped = "the call took longer than \(String(format: "%g", limit)) seconds (viewgraph mcp --call-seconds) and was ended"
        await child.end()
        break
      }
      let elapsed = (ContinuousClock.now - start) / .seconds(1)
      if Int(elapsed) > ticked {
        ticked = Int(elapsed)
        await tick(elapsed)
      }
      await ChildProcess.pause(seconds: 0.05)
    }
    let ending = child.reap()
    let standardError = String(decoding: await child.errors.value, as: UTF8.self)
    let standardOutput = await child.output.value
    switch ending {
    case .exited(let status):
      return Outcome(standardOutput: standardOutput, standardError: standardError, status: stopped == nil ? status : nil, stopped: stopped)
    case .signalled(let signal):
      return Outcome(
        standardOutput: standardOutput, standardError: standardError, status: nil, stopped: stopped ?? "viewgraph stopped on signal \(signal)")
    }
  }

  /// The `viewgraph` beside this server (`viewgraph-mcp`).
  static var executable: URL { ViewGraphVersion.programBesideThisOne("viewgraph") }
}

/// A spawned child: its process id (also its process group's), its two outputs being read, and
/// whether it has ended. Every live child is in `ChildProcess.live`, so that the server ends them
/// all when it stops (its client closed stdin, or it was sent SIGTERM).
final class ChildProcess: @unchecked Sendable {
  /// How a reaped child ended.
  enum Ending {
    case exited(Int32)
    case signalled(Int32)
  }

  let pid: pid_t
  let output: Task<Data, Never>
  let errors: Task<Data, Never>
  private let lock = NSLock()
  private var exited = false

  /// The process groups of every child not yet reaped.
  nonisolated(unsafe) private static var liveGroups = Set<pid_t>()
  private static let liveLock = NSLock()

  init(executable: String, arguments: [String], input: Data?) throws {
    let inputDescriptor = try Self.inputDescriptor(input)
    defer { close(inputDescriptor) }
    let (outputPipe, errorPipe, spawned) = try Self.spawning.withLock {
      let outputPipe = try Self.pipe()
      let errorPipe = try Self.pipe()
      return (outputPipe, errorPipe, Self.spawn(executable, arguments, input: inputDescriptor, output: outputPipe.write, errors: errorPipe.write))
    }
    close(outputPipe.write)
    close(errorPipe.write)
    let pid: pid_t
    switch spawned {
    case .success(let spawnedID):
      pid = spawnedID
    case .failure(let error):
      close(outputPipe.read)
      close(errorPipe.read)
      throw error
    }
    self.pid = pid
    Self.liveLock.withLock { _ = Self.liveGroups.insert(pid) }
    output = Self.readToEnd(outputPipe.read)
    errors = Self.readToEnd(errorPipe.read)
    // Waits without reaping (WNOWAIT): until the child is reaped its process id is not reused, so
    // the group can still be signalled by it.
    Thread.detachNewThread { [self] in
      var info = siginfo_t()
      while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
      lock.withLock { exited = true }
    }
  }

  var hasExited: Bool { lock.withLock { exited } }

  /// Ends the child and everything in its process group: SIGTERM, then SIGKILL after the grace
  /// period; returns once the child has exited (it is reaped by `reap()`).
  func end() async {
    kill(-pid, SIGTERM)
    let start = ContinuousClock.now
    while !hasExited, ContinuousClock.now - start < .seconds(AgentChildRun.grace) { await Self.pause(seconds: 0.02) }
    kill(-pid, SIGKILL)
    while !hasExited { await Self.pause(seconds: 0.02) }
  }

  /// Once the child has exited: ends whatever it left in its group, and collects its status.
  func reap() -> Ending {
    kill(-pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    Self.liveLock.withLock { _ = Self.liveGroups.remove(pid) }
    // The status's encoding (<sys/wait.h>'s WIFEXITED, WEXITSTATUS and WTERMSIG, macros Swift does
    // not import).
    return status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
  }

  /// Ends every child still running, at once: the server is stopping.
  static func endAll() {
    for group in liveLock.withLock({ liveGroups }) { kill(-group, SIGKILL) }
  }

  /// Waits without holding a thread of the concurrency pool, and without waking early when the task
  /// is cancelled (a cancelled call still waits for its child to end).
  static func pause(seconds: Double) async {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { continuation.resume() }
    }
  }

  // MARK: - Spawning

  private static func spawn(_ executable: String, _ arguments: [String], input: Int32, output: Int32, errors: Int32) -> Result<pid_t, POSIXError> {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input, STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO)
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    // A clean signal mask and default handlers, and a process group of its own (0: its own id).
    var unblocked = sigset_t()
    sigemptyset(&unblocked)
    posix_spawnattr_setsigmask(&attributes, &unblocked)
    var defaults = sigset_t()
    sigfillset(&defaults)
    sigdelset(&defaults, SIGKILL)
    sigdelset(&defaults, SIGSTOP)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
    let argv = ([executable] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, executable, &actions, &attributes, argv + [nil], environ)
    return result == 0 ? .success(pid) : .failure(POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL))
  }

  /// A pipe whose ends are closed in every child spawned (close-on-exec) but where `dup2` puts one.
  /// Made while holding `spawning`, so that no child is spawned between its making and its marking.
  private static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [0, 0]
    #if canImport(Glibc)
      guard Glibc.pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    #else
      guard Darwin.pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    #endif
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    return (ends[0], ends[1])
  }

  /// Held while a child's pipes are made and it is spawned.
  private static let spawning = NSLock()

  /// The child's standard input: `input` in a file of the server's own, unlinked once open (so
  /// nothing is left behind whatever happens), or /dev/null.
  private static func inputDescriptor(_ input: Data?) throws -> Int32 {
    guard let input else {
      let null = open("/dev/null", O_RDONLY | O_CLOEXEC)
      guard null >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
      return null
    }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-mcp-input-\(UUID().uuidString)").path
    let writing = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard writing >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { unlink(path) }
    let written = input.withUnsafeBytes { bytes in
      var done = 0
      while done < bytes.count {
        let count = write(writing, bytes.baseAddress.map { $0 + done }, bytes.count - done)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        done += count
      }
      return done
    }
    close(writing)
    guard written == input.count else { throw POSIXError(.EIO) }
    let reading = open(path, O_RDONLY | O_CLOEXEC)
    guard reading >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    return reading
  }

  /// Reads `descriptor` to its end on a thread of its own (a blocking read, which would hold a
  /// thread of the concurrency pool), so that a child writing a lot never blocks on a full pipe.
  private static func readToEnd(_ descriptor: Int32) -> Task<Data, Never> {
    Task {
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          var data = Data()
          let block = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
          defer { block.deallocate() }
          while true {
            let count = read(descriptor, block.baseAddress, block.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            if data.count < AgentChildRun.outputLimit { data.append(UnsafeBufferPointer(rebasing: block[0..<count])) }
          }
          close(descriptor)
          continuation.resume(returning: data)
        }
      }
    }
  }
}
