import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 34, "outputs must never destroy anything": an output path (`render -o`, `test --junit`)
/// that is an input of the program, a device, a FIFO, a socket or a folder, or a link to one, is
/// refused before any work (exit 2); a regular file is replaced atomically; every write error,
/// to a file or to standard output, is one `viewgraph: error:` line and exit status 2.
#if os(Linux)
  @Suite("Outputs never destroy anything (issue 34)")
  struct OutputSafetyTests {
    /// A temporary folder holding `App.swift`, a program with scenarios (Sample 01).
    final class Project {
      let folder: URL
      let app: URL
      let original: Data

      init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        app = folder.appendingPathComponent("App.swift")
        original = try Data(contentsOf: PackagePaths.root.appendingPathComponent("Samples/01-BookViewReadsTitle.swift"))
        try original.write(to: app)
      }

      deinit { try? FileManager.default.removeItem(at: folder) }

      func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

      /// Whether App.swift still holds the program.
      var appIsIntact: Bool { (try? Data(contentsOf: app)) == original }

      /// The names in the folder, hidden ones included (a left-over temporary file shows here).
      var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() }
    }

    /// What a run printed and how it ended; `signal` is set when a signal ended it.
    struct Ended {
      var status: Int32
      var signal: Int32?
      var output: String
      var errors: String
      var seconds: Double
    }

    /// Runs `viewgraph` (through `/bin/sh -c script`, which ends with `exec "$0" "$@"`), killing
    /// it after `timeout` seconds: an output that blocks (a FIFO) must not hang the suite. Its
    /// output and errors are read from pipes (a file limit does not apply to them).
    static func run(_ arguments: [String], shell script: String = #"exec "$0" "$@""#, timeout: Double = 120) throws
      -> Ended
    {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", script, PackagePaths.binary.path] + arguments
      process.currentDirectoryURL = PackagePaths.root
      let out = Pipe()
      let err = Pipe()
      process.standardOutput = out
      process.standardError = err
      process.standardInput = FileHandle.nullDevice
      let start = Date()
      try process.run()
      let reading = DispatchGroup()
      nonisolated(unsafe) var output = Data()
      nonisolated(unsafe) var errors = Data()
      DispatchQueue.global().async(group: reading) { output = out.fileHandleForReading.readDataToEndOfFile() }
      DispatchQueue.global().async(group: reading) { errors = err.fileHandleForReading.readDataToEndOfFile() }
      while process.isRunning, Date().timeIntervalSince(start) < timeout { Thread.sleep(forTimeInterval: 0.05) }
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
      process.waitUntilExit()
      reading.wait()
      return Ended(
        status: process.terminationStatus,
        signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
        output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self),
        seconds: Date().timeIntervalSince(start))
    }

    /// Runs `viewgraph` with its standard output closed (not redirected), as `>&-` leaves it.
    static func runWithStandardOutputClosed(_ arguments: [String]) throws -> Ended {
      try run(arguments, shell: #"exec "$0" "$@" >&-"#)
    }

    /// Runs `viewgraph` where no file may grow (`ulimit -f 0`, SIGXFSZ ignored): every write to a
    /// file fails as on a full disk, with `stdout` (if given) redirected to a file.
    static func runOnFullDisk(_ arguments: [String], standardOutput stdout: String? = nil) throws -> Ended {
      let redirect = stdout.map { " > '\($0)'" } ?? ""
      return try run(arguments, shell: #"trap '' XFSZ; ulimit -f 0; exec "$0" "$@""# + redirect)
    }

    @Test(
      "issue 34: '--junit' naming one of the program's own files, or a link to it, is refused before any work; the file is unchanged"
    )
    func junitOntoAnInput() throws {
      let project = try Project()
      let link = project.path("report.xml")
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: project.app.path)
      for (junit, inputs) in [
        (project.app.path, [project.app.path]), (link, [project.app.path]), (project.app.path, [project.folder.path]),
      ] {
        let run = try Self.run(["test", "--junit", junit] + inputs)
        #expect(run.status == 2, "--junit \(junit): \(run.errors)")
        #expect(run.errors.contains("viewgraph: error: cannot write '\(junit)': it "), "\(run.errors)")
        #expect(run.errors.contains("a file the program is read from"), "\(run.errors)")
        #expect(run.output.isEmpty, "work was done before the refusal: \(run.output)")
        #expect(project.appIsIntact)
      }
      #expect(
        (try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == project.app.path, "the link was replaced")
    }

    @Test(
      "issue 34: 'render -o' naming an input (a '.dot' file read as the program, or a link to the source) is refused; the source is unchanged"
    )
    func renderOntoAnInput() throws {
      let project = try Project()
      let dotSource = project.path("App.dot")
      try project.original.write(to: URL(fileURLWithPath: dotSource))
      let link = project.path("graph.dot")
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: project.app.path)
      for (output, input) in [(dotSource, dotSource), (link, project.app.path), (link, project.folder.path)] {
        let run = try Self.run(["render", input, "-o", output])
        #expect(run.status == 2, "-o \(output): \(run.errors)")
        #expect(run.errors.contains("cannot write '\(output)': it "), "\(run.errors)")
        #expect(run.errors.contains("a file the program is read from"), "\(run.errors)")
      }
      #expect(project.appIsIntact)
      #expect((try? Data(contentsOf: URL(fileURLWithPath: dotSource))) == project.original)
    }

    @Test(
      "issue 34: an output that is a FIFO, a socket, a device, a folder or a link to one is refused at once by name, and left as it was"
    )
    func specialOutputs() throws {
      let project = try Project()
      let fifo = project.path("fifo.dot")
      #expect(mkfifo(fifo, 0o600) == 0)
      let socketPath = project.path("socket.dot")
      let socket = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(socket) }
      var address = sockaddr_un()
      address.sun_family = sa_family_t(AF_UNIX)
      withUnsafeMutableBytes(of: &address.sun_path) { raw in
        for (index, byte) in socketPath.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
      }
      let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(socket, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
        }
      }
      #expect(bound == 0)
      let folder = project.path("folder.dot")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let linkToFifo = project.path("link.dot")
      try FileManager.default.createSymbolicLink(atPath: linkToFifo, withDestinationPath: fifo)
      var cases: [(path: String, says: String, mode: mode_t)] = [
        (fifo, "it is a FIFO, not a regular file", S_IFIFO),
        (socketPath, "it is a socket, not a regular file", S_IFSOCK),
        (folder, "it is a folder, not a regular file", S_IFDIR),
        (linkToFifo, "it links to '\(fifo)', which is a FIFO, not a regular file", S_IFLNK),
      ]
      // A device made here, the null device's numbers (1, 3), where the system lets this process.
      let device = project.path("device.dot")
      if mknod(device, S_IFCHR | 0o600, (1 << 8) | 3) == 0 {
        cases.append((device, "it is a device, not a regular file", S_IFCHR))
      }
      for (path, says, mode) in cases {
        for arguments in [["render", project.app.path, "-o", path], ["test", project.app.path, "--junit", path]] {
          let run = try Self.run(arguments, timeout: 60)
          #expect(run.status == 2, "\(arguments): \(run.errors)")
          #expect(
            run.errors.contains("viewgraph: error: cannot write '\(path)': \(says)"), "\(arguments): \(run.errors)")
          #expect(!run.errors.contains("NSCocoaErrorDomain"))
          #expect(run.output.isEmpty, "\(arguments): work was done before the refusal")
          #expect(run.seconds < 30, "\(arguments) took \(run.seconds) s")
          var info = stat()
          #expect(lstat(path, &info) == 0 && info.st_mode & S_IFMT == mode, "\(path) was replaced")
          #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
        }
      }
      #expect(project.names.allSatisfy { !$0.hasPrefix(".") }, "a temporary file was left: \(project.names)")
    }

    @Test(
      "issue 34: a regular file is replaced atomically: a link to it stays a link, its mode is kept, no temporary file is left"
    )
    func atomicReplacement() throws {
      let project = try Project()
      let real = project.path("real.dot")
      try Data("old".utf8).write(to: URL(fileURLWithPath: real))
      #expect(chmod(real, 0o640) == 0)
      let link = project.path("graph.dot")
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
      let run = try Self.run(["render", project.app.path, "-o", link])
      #expect(run.status == 0, "\(run.errors)")
      #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == real)
      #expect((try? String(contentsOfFile: real, encoding: .utf8))?.hasPrefix("digraph") == true)
      var info = stat()
      #expect(stat(real, &info) == 0 && info.st_mode & 0o777 == 0o640)
      #expect(project.names == ["App.swift", "graph.dot", "real.dot"], "\(project.names)")
    }

    @Test(
      "issue 34: a full disk is a 'cannot write' error and exit 2 for 'render -o', '--junit' and 'explain' on stdout; the old file is kept whole"
    )
    func fullDisk() throws {
      let project = try Project()
      let picture = project.path("graph.svg")
      try Data("old".utf8).write(to: URL(fileURLWithPath: picture))
      let render = try Self.runOnFullDisk(["render", project.app.path, "-o", picture])
      #expect(render.status == 2, "\(render.errors)")
      #expect(render.errors.contains("viewgraph: error: cannot write '\(picture)':"), "\(render.errors)")
      #expect((try? String(contentsOfFile: picture, encoding: .utf8)) == "old")
      let junit = project.path("report.xml")
      let test = try Self.runOnFullDisk(["test", project.app.path, "--junit", junit])
      #expect(test.status == 2, "\(test.errors)")
      #expect(test.errors.contains("viewgraph: error: cannot write '\(junit)':"), "\(test.errors)")
      #expect(project.names == ["App.swift", "graph.svg"], "\(project.names)")
      let story = project.path("story.txt")
      let explain = try Self.runOnFullDisk(
        ["explain", project.app.path, "--scenario", "changing the title"], standardOutput: story)
      #expect(explain.status == 2, "\(explain.errors)")
      #expect(explain.errors.contains("viewgraph: error: cannot write to standard output:"), "\(explain.errors)")
    }

    @Test(
      "issue 34: a closed standard output is a 'cannot write' error and exit 2 for render, explain, test and version, never a crash"
    )
    func closedStandardOutput() throws {
      let project = try Project()
      for arguments in [
        ["render", project.app.path], ["explain", project.app.path], ["test", project.app.path], ["version"],
      ] {
        let run = try Self.runWithStandardOutputClosed(arguments)
        #expect(run.signal == nil, "\(arguments) ended by signal \(run.signal ?? 0)")
        #expect(run.status == 2, "\(arguments): \(run.errors)")
        #expect(
          run.errors.contains("viewgraph: error: cannot write to standard output:"), "\(arguments): \(run.errors)")
      }
      // Nothing is written to stdout: nothing to lose.
      let quiet = try Self.runWithStandardOutputClosed(["render", project.app.path, "-o", project.path("graph.dot")])
      #expect(quiet.status == 0, "\(quiet.errors)")
    }

    @Test("issue 34: '--junit' onto a folder says so in words, not 'NSCocoaErrorDomain error 512'")
    func junitOntoAFolder() throws {
      let project = try Project()
      let run = try Self.run(["test", project.app.path, "--junit", project.folder.path])
      #expect(run.status == 2)
      #expect(run.errors.contains("cannot write '\(project.folder.path)': it is a folder"), "\(run.errors)")
      #expect(!run.errors.contains("NSCocoaErrorDomain"))
    }

    @Test("issue 34: '--watch' does not take its own '--junit' file, inside the watched folder, for a change")
    func watchIgnoresItsJUnit() throws {
      let project = try Project()
      let process = Process()
      process.executableURL = PackagePaths.binary
      process.arguments = ["test", "--watch", "--junit", project.path("report.xml"), project.folder.path]
      let pipe = Pipe()
      process.standardOutput = pipe
      process.standardError = FileHandle.nullDevice
      try process.run()
      // The first run, then long enough for several looks at the folder (4 a second).
      let start = Date()
      while !FileManager.default.fileExists(atPath: project.path("report.xml")), Date().timeIntervalSince(start) < 60 {
        Thread.sleep(forTimeInterval: 0.1)
      }
      Thread.sleep(forTimeInterval: 3)
      process.interrupt()
      let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      process.waitUntilExit()
      #expect(FileManager.default.fileExists(atPath: project.path("report.xml")))
      #expect(output.contains("passed"), "\(output)")
      #expect(!output.contains("a file changed"), "the JUnit file started another run: \(output)")
    }
  }
#endif
