import Foundation
import Testing
import ViewGraph

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 24, "every budget holds": overloads resolve as Swift's do (so a program does not recurse
/// where Swift would not), and the memory, time and parse budgets hold whatever the input does.
@Suite("Budgets hold")
struct BudgetTests {
  @Test(
    "Overloads by type (issue 24): a Data? goes to Foundation's set(_: Any?, forKey:), a [P] to the program's own set(_: [P], forKey:)"
  )
  func overloadByArgumentType() throws {
    try expectScenariosPass(
      in: """
        import SwiftUI

        struct P: Codable { var name: String }
        var extensionCalls = 0

        extension UserDefaults {
          func set(_ ps: [P], forKey key: String) {
            extensionCalls += 1
            let data = try? JSONEncoder().encode(ps)
            set(data, forKey: key)
          }
        }

        struct ContentView: View {
          var body: some View { Text("Saved") }
        }

        #scenario("the array goes to the extension, the data it makes to Foundation's method") {
          UserDefaults.standard.set([P(name: "a")], forKey: "ps")
          #expect(extensionCalls == 1)
          #expect(UserDefaults.standard.data(forKey: "ps") != nil)
        }
        """)
  }

  #if os(Linux)
    @Test(
      "SPEC §3 (issue 24): a recursion that encodes its own result ends with a located error naming the budget, in under 2 s more than an empty program's run, under 500 MB"
    )
    func allocatingRecursionStops() throws {
      // Pictures go to a folder of the test's own (issue 34: a device is no output).
      let (_, folder) = try Self.program("")
      defer { try? FileManager.default.removeItem(at: folder) }
      let picture = folder.appendingPathComponent("out.svg").path
      let baseline = try Measured.viewgraph([
        "render", PackagePaths.root.appendingPathComponent("Samples/01-BookViewReadsTitle.swift").path, "-o", picture,
      ])
      let run = try Measured.viewgraph([
        "render", HostileInputTests.folder.appendingPathComponent("EncodingRecursion.swift").path, "-o", picture,
      ])
      #expect(run.status == 2)
      #expect(run.errors.contains("EncodingRecursion.swift:8:19: error: a string of"), "\(run.errors)")
      #expect(run.errors.contains("--max-string-length"))
      #expect(run.seconds - baseline.seconds < 2, "took \(run.seconds) s (an empty program: \(baseline.seconds) s)")
      #expect(run.peakMegabytes < 500, "peak \(run.peakMegabytes) MB")
    }

    @Test(
      "SPEC §3 (issue 24): --max-seconds bounds the whole load: 10,000 unclosed 'Group {' end within it plus 1 s, at a located error"
    )
    func unclosedGroupsEndInTime() throws {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-unclosed-\(getpid())")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let file = folder.appendingPathComponent("Unclosed.swift")
      let source =
        "import SwiftUI\nstruct ContentView: View {\n  var body: some View {\n"
        + String(repeating: "    Group {\n", count: 10_000)
      try source.write(to: file, atomically: true, encoding: .utf8)
      let run = try Measured.viewgraph(["test", file.path, "--max-seconds", "4"])
      #expect(run.status == 2)
      #expect(run.errors.contains("Unclosed.swift:258:11"), "\(run.errors)")
      #expect(run.seconds < 5, "took \(run.seconds) s (--max-seconds 4)")
    }

    @Test(
      "SPEC §3 (issue 24): loading 20 hostile inputs in one process leaves no abandoned parse running or using the CPU, and never more than one at once"
    )
    func hostileLoadsLeaveNothingBehind() throws {
      let names = HostileInputTests.inputs.prefix(20)
      #expect(names.count == 20)
      var limits = EvaluationLimits()
      limits.maxSeconds = 0.002  // short enough that parses are given up on
      // Parses given up on are renamed `vg-abandoned` (other tests' parses, running at the same
      // time in this process, stay `vg-parse`).
      var mostAbandoned = 0
      for name in names {
        let path = HostileInputTests.folder.appendingPathComponent("\(name).swift").path
        _ = try? Program.load(paths: [path], limits: limits)
        mostAbandoned = max(mostAbandoned, Threads.named("vg-abandoned"))
      }
      // Some parse was given up on (else this checks nothing), and never more than one at once.
      #expect(mostAbandoned >= 1, "no parse was given up on: the budget must be shorter")
      #expect(mostAbandoned <= 1, "\(mostAbandoned) abandoned parse threads at once")
      let idle = Date().addingTimeInterval(30)
      while Threads.named("vg-abandoned") > 0, Date() < idle { Thread.sleep(forTimeInterval: 0.1) }
      #expect(Threads.named("vg-abandoned") == 0, "an abandoned parse is still running 30 s later")
      let before = Threads.cpuTicks(named: "vg-abandoned")
      Thread.sleep(forTimeInterval: 0.5)
      #expect(Threads.cpuTicks(named: "vg-abandoned") == before, "abandoned parses still use the CPU")
    }

    /// Writes `source` to a file of its own in a temporary folder; its path, and the folder to remove.
    static func program(_ source: String, named name: String = "Budget.swift") throws -> (path: String, folder: URL) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "viewgraph-budget-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let file = folder.appendingPathComponent(name)
      try source.write(to: file, atomically: true, encoding: .utf8)
      return (file.path, folder)
    }

    /// Expects a run stopped by a budget: exit status 2, its error at `place` (`File.swift:12:`)
    /// saying `message`, within `seconds` and under `megabytes` of peak memory, when given.
    static func expectStopped(
      _ run: Measured, at place: String, saying message: String, within seconds: Double? = nil,
      under megabytes: Int? = nil,
      sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
      #expect(run.status == 2, "\(run.errors)", sourceLocation: sourceLocation)
      #expect(run.errors.contains(place), "not at \(place): \(run.errors)", sourceLocation: sourceLocation)
      #expect(run.errors.contains(message), "\(run.errors)", sourceLocation: sourceLocation)
      if let seconds { #expect(run.seconds < seconds, "took \(run.seconds) s", sourceLocation: sourceLocation) }
      if let megabytes {
        #expect(run.peakMegabytes < megabytes, "peak \(run.peakMegabytes) MB", sourceLocation: sourceLocation)
      }
    }

    @Test(
      "issue 34: '--max-memory' stops one large allocation before it is made, when the string budget is raised past it")
    func oneLargeAllocationStops() throws {
      let (path, folder) = try Self.program(
        """
        import SwiftUI
        func build() -> Int { String(repeating: "x", count: 800_000_000).utf8.count }
        struct ContentView: View {
            var body: some View { Text("\\(build())") }
        }
        """)
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try Measured.viewgraph(
        ["render", path, "--max-string-length", "2000000000", "--max-memory", "300"], timeout: 120)
      Self.expectStopped(run, at: "Budget.swift:2:", saying: "a value of 762 MB would be built", under: 400)
      #expect(run.errors.contains("--max-memory"))
    }

    @Test(
      "issue 34: a short loop of large string builds (fewer steps than the clock's interval) is held to '--max-memory' and '--max-seconds'"
    )
    func fewExpensiveStepsAreWeighed() throws {
      let (path, folder) = try Self.program(
        """
        import SwiftUI
        func keep() -> Int {
            let big = String(repeating: String(repeating: "x", count: 1_000), count: 3_000)
            var parts: [String] = []
            for i in 0..<200 { parts.append(big + "\\(i)") }
            return parts.count
        }
        func copy() -> Int {
            let big = String(repeating: String(repeating: "x", count: 1_000), count: 40_000)
            var total = 0
            for i in 0..<1_000 { total += (big + "\\(i)").utf8.count }
            return total
        }
        struct Keeps: View {
            var body: some View { Text("\\(keep())") }
        }
        struct Copies: View {
            var body: some View { Text("\\(copy())") }
        }
        """)
      defer { try? FileManager.default.removeItem(at: folder) }
      let memory = try Measured.viewgraph(["render", path, "--root", "Keeps", "--max-memory", "250"], timeout: 120)
      Self.expectStopped(memory, at: "Budget.swift:5:", saying: "--max-memory", under: 400)
      let time = try Measured.viewgraph(
        ["render", path, "--root", "Copies", "--max-string-length", "50000000", "--max-seconds", "2"], timeout: 300)
      Self.expectStopped(time, at: "Budget.swift:11:", saying: "did not finish within 2.0 seconds", within: 15)
    }

    @Test(
      "issue 34: 'advance(seconds:)' over a repeating timer or a sleeping task's loop ends within '--max-seconds'",
      arguments: ["timer", "task"])
    func advanceHoldsTheClock(_ kind: String) throws {
      let (path, folder) = try Self.program(
        """
        import SwiftUI
        @Observable class Ticks { var count = 0 }
        let ticks = Ticks()
        struct ContentView: View {
            var body: some View {
                Text("\\(ticks.count)")
                    .onAppear {
                        if "\(kind)" == "timer" {
                            Timer.scheduledTimer(withTimeInterval: 0.001, repeats: true) { _ in ticks.count += 1 }
                        }
                    }
                    .task {
                        guard "\(kind)" == "task" else { return }
                        while true {
                            try? await Task.sleep(for: .milliseconds(1))
                            ticks.count += 1
                        }
                    }
            }
        }
        #scenario("a billion seconds") {
            advance(seconds: 1_000_000_000)
        }
        """)
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try Measured.viewgraph(
        ["explain", path, "--scenario", "a billion seconds", "--max-seconds", "2"], timeout: 120)
      // Stopped wherever the time ran out: in a firing, a body, or between firings.
      Self.expectStopped(run, at: "Budget.swift:", saying: "did not finish within 2.0 seconds", within: 15)
    }

    @Test("issue 34: the checks before parsing (lexing ten megabytes) run within '--max-seconds'")
    func lexingIsTimed() throws {
      let (path, folder) = try Self.program(String(repeating: "let a = 1 + 2\n", count: 700_000), named: "Large.swift")
      defer { try? FileManager.default.removeItem(at: folder) }
      let run = try Measured.viewgraph(["render", path, "--max-seconds", "1"], timeout: 300)
      Self.expectStopped(run, at: "Large.swift:1:1", saying: "before parsing did not finish in 1 s", within: 8)
    }

    @Test("issue 34: a PDF of 9,000 rows drawn one by one is refused at once, saying how to draw less")
    func hugePictureIsRefused() throws {
      let (path, folder) = try Self.program(
        """
        import SwiftUI
        struct ContentView: View {
            var body: some View {
                List(0..<9_000, id: \\.self) { row in Text("row \\(row)") }
            }
        }
        """)
      defer { try? FileManager.default.removeItem(at: folder) }
      let output = folder.appendingPathComponent("rows.pdf").path
      let run = try Measured.viewgraph(["render", path, "--all-rows", "--expand-rows", "-o", output], timeout: 300)
      // A command-line error: no place in a file.
      Self.expectStopped(
        run, at: "viewgraph: error: the picture has 27000 nodes and edges",
        saying: "more than the 10000 Graphviz lays out", within: 30)
      #expect(run.errors.contains("--focus"))
      #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("issue 34: '--max-source-size' and the other budgets take Int.max without overflowing")
    func largestBudgets() throws {
      let sample = PackagePaths.root.appendingPathComponent("Samples/01-BookViewReadsTitle.swift").path
      let largest = "\(Int.max)"
      for option in [
        "--max-source-size", "--max-steps", "--max-elements", "--max-string-length", "--max-memory", "--max-units",
      ] {
        let run = try Measured.viewgraph(["test", sample, option, largest], timeout: 120)
        #expect(run.status == 0, "\(option) \(largest): status \(run.status) \(run.errors)")
      }
    }
  #endif
}

#if os(Linux)
  /// A run of the `viewgraph` binary (paths given absolute) with its wall time and peak memory (from `wait4`).
  struct Measured {
    let status: Int32
    let seconds: Double
    let peakMegabytes: Int
    let errors: String

    /// Runs it, killed after `timeout` seconds (a budget that does not hold must not hang the suite).
    static func viewgraph(_ arguments: [String], timeout: Double = 600) throws -> Measured {
      let errorsFile = FileManager.default.temporaryDirectory.appendingPathComponent(
        "viewgraph-errors-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: errorsFile) }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 2, errorsFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      let argv = ([PackagePaths.binary.path] + arguments).map { strdup($0) } + [nil]
      defer { for argument in argv { free(argument) } }
      let start = Date()
      var pid: pid_t = 0
      let spawned = posix_spawn(&pid, PackagePaths.binary.path, &actions, nil, argv, environ)
      guard spawned == 0 else { throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO) }
      var status: Int32 = 0
      var usage = rusage()
      // The child's own high-water mark, sampled as it runs (Linux: VmHWM of /proc/PID/status, of
      // the memory the child has since its exec). ru_maxrss is not the child's alone there: a child
      // posix_spawn starts shares the test process's memory until its exec, and the kernel keeps the
      // larger high-water mark, so a test process of 400 MB read as a child of 400 MB.
      var sampledKilobytes = 0
      while true {
        if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        {
          sampledKilobytes = max(sampledKilobytes, kilobytes)
        }
        let waited = wait4(pid, &status, WNOHANG, &usage)
        if waited == pid || (waited == -1 && errno != EINTR) { break }
        if Date().timeIntervalSince(start) > timeout { kill(pid, SIGKILL) }
        Thread.sleep(forTimeInterval: 0.02)
      }
      let seconds = Date().timeIntervalSince(start)
      let errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
      // Without /proc (macOS), ru_maxrss, in bytes there. A signal ends it as a shell reports it:
      // 128 + the signal.
      let signal = status & 0x7F
      #if os(Linux)
        let peak = sampledKilobytes > 0 ? sampledKilobytes / 1024 : usage.ru_maxrss / 1024
      #else
        let peak = usage.ru_maxrss / 1_048_576
      #endif
      return Measured(
        status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, seconds: seconds, peakMegabytes: peak, errors: errors
      )
    }
  }

  /// This process's threads, as `/proc/self/task` lists them.
  enum Threads {
    private static func tasks(named name: String) -> [String] {
      let folder = "/proc/self/task"
      let ids = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return ids.filter { id in
        let comm = (try? String(contentsOfFile: "\(folder)/\(id)/comm", encoding: .utf8)) ?? ""
        return comm.trimmingCharacters(in: .whitespacesAndNewlines) == name
      }
    }

    static func named(_ name: String) -> Int { tasks(named: name).count }

    /// The user and system clock ticks the threads of that name have used.
    static func cpuTicks(named name: String) -> Int {
      tasks(named: name).reduce(0) { total, id in
        let stat = (try? String(contentsOfFile: "/proc/self/task/\(id)/stat", encoding: .utf8)) ?? ""
        // After the command name's closing parenthesis: fields 3…; utime and stime are 14 and 15.
        guard let close = stat.lastIndex(of: ")") else { return total }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return total }
        return total + user + system
      }
    }
  }
#endif
