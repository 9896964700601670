import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A spawned child: its process id (also its process group's), its two outputs being read, and
/// whether it has ended. Every child not yet reaped is in `liveGroups`, so that the server ends them
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
      let errorPipe: (read: Int32, write: Int32)
      do {
        errorPipe = try Self.pipe()
      } catch {
        close(outputPipe.read)
        close(outputPipe.write)
        throw error
      }
      return (
        outputPipe, errorPipe,
        Self.spawn(executable, arguments, input: inputDescriptor, output: outputPipe.write, errors: errorPipe.write)
      )
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

  private static func spawn(_ executable: String, _ arguments: [String], input: Int32, output: Int32, errors: Int32)
    -> Result<pid_t, POSIXError>
  {
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
    defer { for argument in argv { free(argument) } }
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
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-mcp-input-\(UUID().uuidString)")
      .path
    let writing = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard writing >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { unlink(path) }
    defer { close(writing) }
    try Descriptor.write(input, to: writing)
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
          Descriptor.readBlocks(descriptor) { block in
            if data.count < AgentChildRun.outputLimit { data.append(block) }
          }
          close(descriptor)
          continuation.resume(returning: data)
        }
      }
    }
  }
}
