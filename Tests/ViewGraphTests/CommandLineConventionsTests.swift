// CommandLineConventionsTests.swift
//
// What this checks (issue 11): `viewgraph` behaves like the Swift tools people already use —
// `--version`, "did you mean" for mistyped subcommands, options, scenarios and views, formats as
// an enum that help and shell completion list, the format taken from `-o`'s extension, scenario
// names and view types completed from the program on the command line, `--scenario` by a unique
// part of the name, and each error printed once. Through the real binary.

import Foundation
import Testing

@Suite("Command line: Swift tool conventions (issue 11)", .enabled(if: ExportTestSupport.binary != nil))
struct CommandLineConventionsTests {
  private let sample = "Samples/10-PodcasterBindings.swift"

  /// One `viewgraph: error: …` line on stderr, exit status 2, nothing on stdout.
  private func expectOneError(
    _ run: CommandRun, mentioning text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(run.status == 2, sourceLocation: sourceLocation)
    #expect(run.output.isEmpty, "stdout: \(run.output)", sourceLocation: sourceLocation)
    let lines = run.errors.split(separator: "\n")
    #expect(lines.count == 1, "stderr: \(run.errors)", sourceLocation: sourceLocation)
    #expect(run.errors.hasPrefix("viewgraph: error: "), "stderr: \(run.errors)", sourceLocation: sourceLocation)
    #expect(run.errors.contains(text), "stderr: \(run.errors)", sourceLocation: sourceLocation)
  }

  @Test(
    "issue 23: CI cannot go green on nothing: no scenario, or a filter that matches none, is one error with exit status 2"
  )
  func nothingRanIsAnError() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viewgraph-no-scenarios-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try "import SwiftUI\nstruct Plain: View { var body: some View { Text(\"x\") } }\n"
      .write(to: folder.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
    expectOneError(
      try CommandLine.viewgraph(["test", "--each", folder.path]),
      mentioning: "no scenario ran: there is no '#scenario' in")
    expectOneError(
      try CommandLine.viewgraph(["test", sample, "--filter", "no such scenario"]),
      mentioning: "has a name containing 'no such scenario'")
  }

  @Test("--version and `viewgraph version` print the version and exit 0")
  func version() throws {
    for arguments in [["--version"], ["version"]] {
      let run = try CommandLine.viewgraph(arguments)
      #expect(run.status == 0, "\(arguments): \(run.errors)")
      #expect(run.output.range(of: #"^\d+\.\d+\.\d+\n$"#, options: .regularExpression) != nil, "\(run.output)")
    }
  }

  @Test("a mistyped subcommand is not read as a file: 'did you mean' instead")
  func mistypedSubcommand() throws {
    expectOneError(
      try CommandLine.viewgraph(["rendr", sample]), mentioning: "unknown subcommand 'rendr'; did you mean 'render'?")
    expectOneError(try CommandLine.viewgraph(["xyzzy"]), mentioning: "'xyzzy' is neither a subcommand")
  }

  @Test("a mistyped option gets 'did you mean', once, with exit status 2")
  func mistypedOption() throws {
    expectOneError(
      try CommandLine.viewgraph(["render", sample, "--formt", "svg"]), mentioning: "Did you mean '--format'?")
  }

  @Test("formats are an enum: help lists them, a wrong one is one error that lists them")
  func formatsAreAnEnum() throws {
    let help = try CommandLine.viewgraph(["render", "--help"])
    #expect(help.output.contains("dot"), "\(help.output)")
    #expect(help.output.contains("values: dot, svg, png, pdf, json,") && help.output.contains("html"), "\(help.output)")
    expectOneError(
      try CommandLine.viewgraph(["render", sample, "--format", "gif"]),
      mentioning: "'dot', 'svg', 'png', 'pdf', 'json', 'mermaid' or 'html'")
    let testHelp = try CommandLine.viewgraph(["test", "--help"])
    #expect(testHelp.output.contains("values: text,"), "\(testHelp.output)")
  }

  @Test("-o's extension decides the format; an unknown extension is an error, not DOT in a .jpeg")
  func formatFromExtension() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let jpeg = folder.appendingPathComponent("out.jpeg").path
    expectOneError(
      try CommandLine.viewgraph(["render", sample, "-o", jpeg]),
      mentioning: "'.jpeg' is not one of dot, svg, png, pdf, json")
    #expect(!FileManager.default.fileExists(atPath: jpeg))
    expectOneError(try CommandLine.viewgraph(["render", sample, "--format", "svg", "-o", jpeg]), mentioning: "'.jpeg'")
    let svg = folder.appendingPathComponent("out.svg").path
    let run = try CommandLine.viewgraph(["render", sample, "-o", svg])
    #expect(run.status == 0, "\(run.errors)")
    #expect(String(decoding: try Data(contentsOf: URL(fileURLWithPath: svg)), as: UTF8.self).contains("<svg"))
  }

  @Test("the completion scripts offer the formats, and completion asks the program for scenarios and views")
  func completion() throws {
    for shell in ["bash", "zsh", "fish"] {
      let script = try CommandLine.viewgraph(["--generate-completion-script", shell])
      #expect(script.status == 0)
      for format in ["dot", "svg", "png", "pdf", "json"] {
        #expect(script.output.contains(format), "\(shell): \(format)")
      }
      #expect(script.output.contains("---completion"), "\(shell) calls viewgraph back for --scenario")
    }
    // What the scripts run for `viewgraph render Samples/… --scenario <TAB>` and `--root <TAB>`.
    let words = ["viewgraph", "render", sample, "--scenario", ""]
    let scenarios = try CommandLine.viewgraph(["---completion", "render", "--", "--scenario", "4", "0"] + words)
    #expect(scenarios.status == 0, "\(scenarios.errors)")
    #expect(
      scenarios.output.contains("tapping Play then Pause: two passes, each running PlayerView and PlayButton once\n"))
    let roots = try CommandLine.viewgraph([
      "---completion", "render", "--", "--root", "4", "0", "viewgraph", "render", sample, "--root", "",
    ])
    #expect(roots.output.split(separator: "\n").contains("PlayerView"), "\(roots.output)")
    let focus = try CommandLine.viewgraph([
      "---completion", "render", "--", "--focus", "4", "4", "viewgraph", "render", sample, "--focus", "Play",
    ])
    let views = focus.output.split(separator: "\n")
    #expect(
      views.contains("PlayButton") && views.contains("PlayerView") && !views.contains("Podcaster"), "\(focus.output)")
  }

  @Test(
    "issue 23: bash completes a scenario name with spaces and an apostrophe as one word, and offers only the program's own views as roots"
  )
  func bashCompletionEscapes() throws {
    // The real completion script, in bash, for `viewgraph render Samples/58-PresentedItem.swift --scenario presenting<TAB>`.
    let binary = PackagePaths.binary.path
    let script = """
      source <('\(binary)' --generate-completion-script bash)
      complete_words() {
        COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}; COMPREPLY=()
        _viewgraph '\(binary)' "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
      }
      complete_words '\(binary)' render Samples/58-PresentedItem.swift --scenario presenting
      echo "scenario: ${#COMPREPLY[@]} word: ${COMPREPLY[0]}"
      complete_words '\(binary)' render Samples/58-PresentedItem.swift --root ''
      echo "roots: ${COMPREPLY[*]}"
      """
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["-c", script]
    bash.currentDirectoryURL = PackagePaths.root
    let out = Pipe()
    bash.standardOutput = out
    try bash.run()
    let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    bash.waitUntilExit()
    // The plain name: the script registers `complete -o filenames`, so readline quotes what it
    // inserts (issue 37, point 6: a name escaped here was escaped twice on the command line).
    #expect(output.contains("scenario: 1 word: presenting an item inserts the sheet's content\n"), "\(output)")
    let roots = output.split(separator: "\n").first { $0.hasPrefix("roots: ") }.map {
      Set($0.dropFirst(7).split(separator: " ").map(String.init))
    }
    #expect(roots == ["Cookbook", "RecipeSheet"], "only the program's own views, none of SwiftUI's: \(output)")
  }

  /// Runs `path` with `arguments`, standard output and error to the file at `output`, with no
  /// signal blocked or ignored; its exit status.
  static func spawnWithCleanSignals(
    _ path: String, _ arguments: [String], environment: [String: String], output: String
  ) throws -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for string in argv + envp { free(string) } }
    var pid = pid_t()
    let spawned = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard spawned == 0 else { throw CocoaError(.executableLoad) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return status
  }

  @Test(
    "issue 37: in a real interactive bash, Tab completes a scenario name with spaces and an apostrophe through the installed completion file, and the completed command runs it",
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "no tmux: run .ci/setup (installs it)"))
  func interactiveBashCompletion() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // As Scripts/install.sh installs it: the script the command generates, in a file bash sources.
    let completionFile = folder.appendingPathComponent("viewgraph")
    try CommandLine.viewgraph(["--generate-completion-script", "bash"]).output.write(
      to: completionFile, atomically: true, encoding: .utf8)
    let bin = folder.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: bin.appendingPathComponent("viewgraph"), withDestinationURL: PackagePaths.binary)
    // One script drives a tmux session from start to end (tmux's server keeps every descriptor of
    // the process that started it, so it must end before that process can be awaited).
    let script = #"""
      session=viewgraph-completion-$$
      t() { tmux -L "$session" -f /dev/null "$@"; }
      # Waits until the screen shows a line matching $1 (at most 20 s), then prints it.
      screen() {
        for _ in $(seq 100); do t capture-pane -p -J -t "$session" | grep -qE -- "$1" && break; sleep 0.2; done
        t capture-pane -p -J -t "$session"
      }
      t new-session -d -s "$session" -x 400 -y 30 "bash --norc --noprofile -i" || exit 3
      trap 't kill-server' EXIT
      t send-keys -t "$session" "export PATH=\"$BIN:\$PATH\" PS1='ready$ '; source \"$COMPLETION\"; cd \"$ROOT\"; clear" Enter
      screen '^ready\$' >/dev/null
      t send-keys -t "$session" -l 'viewgraph explain Samples/58-PresentedItem.swift --scenario presenting'
      t send-keys -t "$session" Tab
      echo "== completed"; screen 'content '
      t send-keys -t "$session" -l '; echo "exit=$?"'
      t send-keys -t "$session" Enter
      echo "== ran"; screen '^exit=[0-9]'
      """#
    let transcript = folder.appendingPathComponent("transcript.txt")
    let environment = ProcessInfo.processInfo.environment.merging(
      // The shell's history and any start-up files are the temporary folder's, not the user's.
      [
        "BIN": bin.path, "COMPLETION": completionFile.path, "ROOT": PackagePaths.root.path, "OUT": transcript.path,
        "HOME": folder.path, "HISTFILE": folder.appendingPathComponent("history").path,
        // tmux needs a terminal type even detached; CI may run with none set.
        "TERM": ProcessInfo.processInfo.environment["TERM"].flatMap { $0.isEmpty || $0 == "dumb" ? nil : $0 }
          ?? "xterm",
      ],
      uniquingKeysWith: { $1 })
    // tmux and the interactive bash need the signals this process blocks on its threads (SIGCHLD,
    // SIGTERM, SIGINT): Foundation's Process passes the mask on, so spawn with a clean one.
    let status = try Self.spawnWithCleanSignals(
      "/bin/bash", ["-c", script + "\n", "bash"], environment: environment, output: transcript.path)
    let output = (try? String(contentsOf: transcript, encoding: .utf8)) ?? ""
    #expect(status == 0, "the script ended with \(status): \(output)")
    let parts = output.components(separatedBy: "== ran")
    // `presenting` starts one scenario's name: "presenting an item inserts the sheet's content".
    #expect(parts[0].contains(#"--scenario presenting\ an\ item\ inserts\ the\ sheet\'s\ content"#), "\(output)")
    #expect(
      parts.count == 2 && parts[1].contains("\nexit=0"), "the completed command line runs the scenario: \(output)")
    #expect(parts.count == 2 && parts[1].contains("Step 1 of"), "\(output)")
  }

  @Test(
    "issue 37, point 8: a bare 'viewgraph' shows its usage and two commands to start with, not only 'Missing expected argument'"
  )
  func bareCommand() throws {
    let run = try CommandLine.viewgraph([])
    #expect(run.status == 2)
    #expect(!run.errors.contains("Missing expected argument"), "\(run.errors)")
    for word in [
      "USAGE:", "explain", "render", "test", "viewgraph explain Samples/05-ListRowsShareBook.swift --change",
      "viewgraph test Samples/",
    ] {
      #expect(run.errors.contains(word), "\(word): \(run.errors)")
    }
    // The command it suggests works as written.
    let suggested = try CommandLine.viewgraph([
      "explain", "Samples/05-ListRowsShareBook.swift", "--change", #"root.books[1].title = "New""#,
    ])
    #expect(suggested.status == 0, "\(suggested.errors)")
  }

  @Test(
    "issue 37, point 8: a '--change' that fails says its error first and prints nothing else (no launch tree above it)")
  func failingChangeIsItsErrorAlone() throws {
    let run = try CommandLine.viewgraph(["explain", sample, "--change", "root.nothingHere = 1"])
    #expect(run.status == 2)
    #expect(run.output.isEmpty, "the launch's story was printed before the error: \(run.output)")
    #expect(run.errors.hasPrefix("<change>:1:"), "\(run.errors)")
    #expect(run.errors.contains("`- error:"), "the place marked under its line: \(run.errors)")
  }

  @Test("issue 37, point 8: 'viewgraph help test' shows each budget's default, as the command-line reference says")
  func helpShowsBudgetDefaults() throws {
    let help = try CommandLine.viewgraph(["help", "test"])
    // Help wraps its lines: read it as words.
    let text = (help.output + help.errors).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for shown in [
      "default: 1,000,000", "default: 10)", "default: 4,096", "default: 20,000", "default: 10,000,000",
      "default: 4,000,000",
    ] {
      #expect(text.contains(shown), "\(shown): \(text)")
    }
  }

  @Test(
    "issue 37, point 8: '--watch' says once that a program does not load, not that each of its scenarios is no longer there"
  )
  func watchSaysDoesNotLoadOnce() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = folder.appendingPathComponent("App.swift")
    try Data(contentsOf: PackagePaths.root.appendingPathComponent("Samples/01-BookViewReadsTitle.swift")).write(to: app)
    let log = folder.appendingPathComponent("watch.log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let process = Process()
    process.executableURL = PackagePaths.binary
    process.arguments = ["test", "--watch", app.path]
    process.standardOutput = try FileHandle(forWritingTo: log)
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      if process.isRunning { process.interrupt() }
      process.waitUntilExit()
    }
    func logShows(_ text: String) -> Bool {
      let start = Date()
      while Date().timeIntervalSince(start) < 60 {
        if ((try? String(contentsOf: log, encoding: .utf8)) ?? "").contains(text) { return true }
        Thread.sleep(forTimeInterval: 0.1)
      }
      return false
    }
    #expect(logShows("watching"))
    try "struct Broken {".write(to: app, atomically: true, encoding: .utf8)
    #expect(logShows("a file changed"))
    #expect(logShows("does not load"))
    Thread.sleep(forTimeInterval: 0.5)
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let afterChange = output.components(separatedBy: "a file changed").last ?? ""
    #expect(afterChange.components(separatedBy: "does not load").count == 2, "said once: \(output)")
    #expect(!afterChange.contains("no longer there"), "\(output)")
  }

  @Test("--scenario takes a unique part of the name; several matches are listed; none gets 'did you mean'")
  func scenarioBySubstring() throws {
    let unique = try CommandLine.viewgraph(["explain", sample, "--scenario", "Play then Pause"])
    #expect(unique.status == 0, "\(unique.errors)")
    #expect(unique.output.contains("Step 2 of 2"))
    let several = try CommandLine.viewgraph(["explain", sample, "--scenario", "Play"])
    expectOneError(several, mentioning: "'Play' matches")
    #expect(
      several.errors.contains("\"tapping Play then Pause: two passes, each running PlayerView and PlayButton once\""))
    expectOneError(
      try CommandLine.viewgraph(["explain", sample, "--scenario", "tapping Plya then"]),
      mentioning: "did you mean \"tapping Play then Pause: two passes, each running PlayerView and PlayButton once\"?")
  }

  @Test("an unknown view for --root or --focus gets 'did you mean'")
  func unknownView() throws {
    expectOneError(
      try CommandLine.viewgraph(["render", sample, "--root", "PlayrView"]), mentioning: "did you mean 'PlayerView'?")
    expectOneError(
      try CommandLine.viewgraph(["render", sample, "--focus", "PlayButon"]), mentioning: "did you mean 'PlayButton'?")
  }

  @Test("render prints each failure of a scenario once, on stderr, in the compiler's form")
  func renderPrintsFailuresOnce() throws {
    let (run, _) = try ProblemMatcherTests.runOnFailingFile { ["render", $0, "--scenario", "wrong"] }
    #expect(run.status == 1)
    #expect(run.output.hasPrefix("digraph"))
    #expect(
      run.errors.components(separatedBy: "error: expected updates [] but got [BookView]").count == 3,
      "once as the message, once under the caret: \(run.errors)")
  }
}
