import Foundation
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 34, "Folder walks are bounded and stay in the project": one walk reads every folder —
/// each real folder once, never out of the folder named (or a project's declared roots) without a
/// located warning, bounded — and project files and manifests are read with a size cap; what is
/// skipped or ambiguous is a located warning. Every fixture is made in a temporary folder.
@Suite("Folder walks")
struct FolderWalkTests {
  /// Writes `files` (relative path → text) into a fresh folder and returns its path.
  private func folder(_ files: [String: String]) throws -> String {
    try temporaryProject(files, named: "vg-walk").path
  }

  /// Makes `path` (relative to `root`) a symbolic link to `target`.
  private func link(_ path: String, in root: String, to target: String) throws {
    try FileManager.default.createSymbolicLink(
      atPath: (root as NSString).appendingPathComponent(path), withDestinationPath: target)
  }

  /// Runs `viewgraph` with `arguments`, ending it (by its process id) if it has not finished in
  /// `seconds`: a walk that does not end fails the test instead of hanging it.
  /// `prefix` is a command that runs it (`setpriv …`).
  private func viewgraph(_ arguments: [String], within seconds: Double = 60, prefix: [String] = []) throws -> (
    status: Int32?, output: String, errors: String
  ) {
    let outFile = FileManager.default.temporaryDirectory.appendingPathComponent("vg-walk-out-\(UUID().uuidString)")
    let errFile = FileManager.default.temporaryDirectory.appendingPathComponent("vg-walk-err-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: outFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errFile.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: outFile)
      try? FileManager.default.removeItem(at: errFile)
    }
    let process = Process()
    let command = prefix + [PackagePaths.binary.path] + arguments
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.currentDirectoryURL = PackagePaths.root
    process.standardOutput = try FileHandle(forWritingTo: outFile)
    process.standardError = try FileHandle(forWritingTo: errFile)
    try process.run()
    let deadline = Date().addingTimeInterval(seconds)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    var status: Int32?
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    } else {
      status = process.terminationStatus
    }
    return (
      status, (try? String(contentsOf: outFile, encoding: .utf8)) ?? "",
      (try? String(contentsOf: errFile, encoding: .utf8)) ?? ""
    )
  }

  private static let counter = """
    import SwiftUI
    struct Counter: View {
        @State var count = 0
        var body: some View { Button("\\(count)") { count += 1 } }
    }
    #scenario("a count updates the counter") {
        root.count += 1
        #expectUpdates(Counter.self)
    }
    """

  private static let app =
    "import SwiftUI\n@main struct CounterApp: App { var body: some Scene { WindowGroup { ContentView() } } }"
  private static let contentView = "import SwiftUI\nstruct ContentView: View { var body: some View { Text(\"Hi\") } }"

  /// A project whose app target `Counter` compiles `Counter/App.swift` and `Counter/ContentView.swift`;
  /// `extra` is more objects, `targetExtra` more of the target's fields, `groups` the groups.
  private static func pbxproj(
    extra: String = "", targetExtra: String = "",
    groups: String = """
    G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
    G1 = {isa = PBXGroup; children = (A1, A2); path = Counter; sourceTree = "<group>"; };
    """
  ) -> String {
    """
    // !$*UTF8*$!
    {
      archiveVersion = 1;
      objectVersion = 56;
      objects = {
        A1 = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
        A2 = {isa = PBXFileReference; path = ContentView.swift; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = A1; };
        B2 = {isa = PBXBuildFile; fileRef = A2; };
        \(groups)
        \(extra)
        P1 = {isa = PBXSourcesBuildPhase; files = (B1, B2); };
        T1 = {isa = PBXNativeTarget; name = Counter; buildPhases = (P1); dependencies = (); \(targetExtra) productType = "com.apple.product-type.application"; };
        R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
      };
      rootObject = R0;
    }
    """
  }

  private func names(_ program: Program) -> [String] {
    program.sources.programFiles.map { ($0.path as NSString).lastPathComponent }.sorted()
  }

  // MARK: - Links

  @Test("issue 34: a link loop is walked once — each file is read once and the scenario runs once")
  func linkLoopReadsEachFileOnce() throws {
    let root = try folder([
      "Counter.swift": Self.counter,
      "Views/Label.swift": "import SwiftUI\nstruct Label2: View { var body: some View { Text(\"x\") } }",
    ])
    try link("loop", in: root, to: ".")
    try link("Views/back", in: root, to: "..")
    let run = try viewgraph(["test", root])
    try #require(run.status == 0, "did not finish, or failed: \(run.errors)")
    #expect(run.output.hasSuffix("1 passed, 0 failed\n"), "\(run.output)")
    let program = try Program.load(paths: [root])
    #expect(names(program) == ["Counter.swift", "Label.swift"])
    #expect(
      program.sources.programFiles.allSatisfy { !$0.path.contains("/loop/") && !$0.path.contains("/back/") },
      "the real path is kept")
  }

  @Test("issue 34: tab completion on a folder with link loops answers, with the scenario's name")
  func completionOnLinkLoops() throws {
    let root = try folder(["Counter.swift": Self.counter])
    try link("a", in: root, to: ".")
    try link("b", in: root, to: ".")
    let run = try viewgraph(
      ["---completion", "render", "--", "--scenario", "4", "0", "viewgraph", "render", root, "--scenario", ""],
      within: 30)
    #expect(run.status == 0, "completion did not finish: \(run.errors)")
    #expect(run.output.contains("a count updates the counter"), "\(run.output)")
  }

  @Test("issue 34: a link to '/' inside the folder is not followed: a warning at the link says so")
  func linkToRootIsNotFollowed() throws {
    let root = try folder(["Counter.swift": Self.counter])
    try link("everything", in: root, to: "/")
    let run = try viewgraph(["test", root], within: 30)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.errors.contains("\(root)/everything: warning: '\(root)/everything' is a link to '/', outside '\(root)'"),
      "\(run.errors)")
    #expect(run.output.hasSuffix("1 passed, 0 failed\n"), "\(run.output)")
  }

  @Test("issue 34: a link to a file outside the folder is not read; one to a file inside is that file, read once")
  func linksToFiles() throws {
    let outside = try folder(["Secret.swift": "let secret = 1"])
    let root = try folder(["Counter.swift": Self.counter])
    try link("Secret.swift", in: root, to: (outside as NSString).appendingPathComponent("Secret.swift"))
    try link("Again.swift", in: root, to: "Counter.swift")
    let program = try Program.load(paths: [root])
    #expect(names(program) == ["Counter.swift"])
    #expect(
      program.warnings.contains { $0.location.path == "\(root)/Secret.swift" && $0.message.contains("is a link to") },
      "\(program.warnings.map(\.message))")
  }

  @Test("issue 34: `test --each` lists a folder with one walk: a subfolder that links out is skipped with a warning")
  func eachSkipsLinksOut() throws {
    let outside = try folder(["Elsewhere/Other.swift": Self.counter])
    let root = try folder(["One.swift": Self.counter])
    try link("Out", in: root, to: (outside as NSString).appendingPathComponent("Elsewhere"))
    let run = try viewgraph(["test", "--each", root], within: 30)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasSuffix("1 passed, 0 failed\n"), "\(run.output)")
    #expect(run.errors.contains("'\(root)/Out' is a link to"), "\(run.errors)")
  }

  // MARK: - Staying in the folder named

  @Test("issue 34: a synchronized folder at '/' is not walked: a warning at the project file says so")
  func synchronizedFolderAtRoot() throws {
    let project = Self.pbxproj(
      extra: "S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = /; sourceTree = \"<absolute>\"; };",
      targetExtra: "fileSystemSynchronizedGroups = (S1);")
    let root = try folder([
      "Counter.xcodeproj/project.pbxproj": project, "Counter/App.swift": Self.app,
      "Counter/ContentView.swift": Self.contentView,
    ])
    let start = Date()
    let program = try Program.load(paths: [root])
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(names(program) == ["App.swift", "ContentView.swift"])
    let warning = try #require(
      program.warnings.first { $0.message.contains("synchronized folder") }, "\(program.warnings.map(\.message))")
    #expect(warning.message.contains("is '/', which holds '\(root)'"))
    #expect(warning.location.path == "\(root)/Counter.xcodeproj/project.pbxproj")
  }

  @Test(
    "issue 34: a synchronized folder beside the folder named is not read, and the warning says to name a folder holding both"
  )
  func synchronizedFolderOutside() throws {
    let outer = try folder([
      "Shared/Model.swift": "let shared = 1", "App/Counter/App.swift": Self.app,
      "App/Counter/ContentView.swift": Self.contentView,
    ])
    let project = Self.pbxproj(
      extra: "S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = ../Shared; sourceTree = \"<group>\"; };",
      targetExtra: "fileSystemSynchronizedGroups = (S1);")
    try project.write(
      toFile: "\(outer)/App/Counter.xcodeproj/project.pbxproj".createdFolder(), atomically: true, encoding: .utf8)
    let program = try Program.load(paths: ["\(outer)/App"])
    #expect(names(program) == ["App.swift", "ContentView.swift"])
    #expect(
      program.warnings.contains {
        $0.message.contains("outside '\(outer)/App'") && $0.message.contains("name a folder that holds both")
      })
    // Named from the folder that holds both, it is read.
    #expect(names(try Program.load(paths: [outer])) == ["App.swift", "ContentView.swift", "Model.swift"])
  }

  @Test(
    "issue 34: a package target at '../../..' is not read: a warning at the manifest says so, and the other target loads"
  )
  func packageTargetOutside() throws {
    let root = try folder([
      "Stray.swift": "this is not Swift {",
      "one/two/Pkg/Package.swift": """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "Pkg", targets: [.target(name: "Walker", path: "../../.."), .target(name: "Kit")])
      """,
      "one/two/Pkg/Sources/Kit/Kit.swift": Self.counter,
    ])
    let program = try Program.load(paths: ["\(root)/one/two/Pkg"])
    #expect(names(program) == ["Kit.swift"])
    let warning = try #require(
      program.warnings.first { $0.message.contains("the target 'Walker'") }, "\(program.warnings.map(\.message))")
    #expect(warning.message.contains("which holds '\(root)/one/two/Pkg'"))
    #expect(warning.location.path == "\(root)/one/two/Pkg/Package.swift")
  }

  @Test("issue 34: a package whose only target is outside it has no '.swift' files, and the error says why")
  func onlyTargetOutside() throws {
    let root = try folder([
      "Outside/Thing.swift": Self.counter,
      "Pkg/Package.swift":
        "import PackageDescription\nlet package = Package(name: \"Pkg\", targets: [.target(name: \"Thing\", path: \"../Outside\")])",
    ])
    let error = #expect(throws: ViewGraphError.self) { try Program.load(paths: ["\(root)/Pkg"]) }
    let text = error?.description ?? ""
    #expect(text.contains("no '.swift' files in '\(root)/Pkg'"), "\(text)")
    #expect(
      text.contains(
        "\(root)/Pkg/Package.swift: note: the folder of the target 'Thing' is '\(root)/Outside', outside '\(root)/Pkg'"),
      "\(text)")
  }

  // MARK: - Project files and manifests

  @Test(
    "issue 34: a huge (sparse) Package.swift is refused by its size before it is read: a warning, and the folder is read"
  )
  func hugeManifest() throws {
    let root = try folder(["Sources/App/Counter.swift": Self.counter])
    let manifest = "\(root)/Package.swift"
    #expect(FileManager.default.createFile(atPath: manifest, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: manifest))
    try handle.truncate(atOffset: 3_000_000_000)  // sparse: no disk used
    try handle.close()
    let program = try Program.load(paths: [root])
    #expect(names(program) == ["Counter.swift"])
    let warning = try #require(
      program.warnings.first { $0.message.contains("Package.swift") }, "\(program.warnings.map(\.message))")
    #expect(warning.message.contains("it is 3000000000 bytes, more than the limit of 10000000"))
    #expect(warning.message.contains("the folder is read instead"))
    #expect(warning.location.path == manifest)
  }

  @Test("issue 34: a huge (sparse) project.pbxproj is refused by its size before it is read")
  func hugeProjectFile() throws {
    let root = try folder(["Counter/App.swift": Self.app, "Counter/ContentView.swift": Self.contentView])
    let file = "\(root)/Counter.xcodeproj/project.pbxproj".createdFolder()
    #expect(FileManager.default.createFile(atPath: file, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: file))
    try handle.truncate(atOffset: 3_000_000_000)
    try handle.close()
    let program = try Program.load(paths: [root])
    #expect(names(program) == ["App.swift", "ContentView.swift"])
    #expect(
      program.warnings.contains { $0.location.path == file && $0.message.contains("more than the limit of 10000000") },
      "\(program.warnings.map(\.message))")
  }

  @Test(
    "issue 34: a corrupt project.pbxproj is a warning at it; the folder is read, but not a stale copy the project file does not name"
  )
  func corruptProjectFile() throws {
    let whole = Self.pbxproj()
    let cut = String(whole[..<(try #require(whole.range(of: "P1 = {"))).lowerBound])  // ends mid-file
    let root = try folder([
      "Counter.xcodeproj/project.pbxproj": cut,
      "Counter/App.swift": Self.app,
      "Counter/ContentView.swift": Self.contentView,
      "Counter/ContentView 2.swift": Self.contentView,
    ])
    let program = try Program.load(paths: [root])
    #expect(names(program) == ["App.swift", "ContentView.swift"])
    let warning = try #require(
      program.warnings.first { $0.message.contains("project.pbxproj") }, "\(program.warnings.map(\.message))")
    #expect(warning.message.contains("it is not a property list of an Xcode project"))
    #expect(
      warning.message.contains(
        "the folder is read instead, but for 1 '.swift' file the project file does not name ('ContentView 2.swift')"))
    #expect(warning.location.path == "\(root)/Counter.xcodeproj/project.pbxproj")
  }

  @Test(
    "issue 34: a group that is its own child, and a cycle of groups, give the same files every time, with a warning naming the group"
  )
  func groupCycles() throws {
    let ownChild = Self.pbxproj(
      groups: """
        G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G1, A1, A2); path = Counter; sourceTree = "<group>"; };
        """)
    let cycle = Self.pbxproj(
      groups: """
        G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G2, A1, A2); path = Counter; sourceTree = "<group>"; };
        G2 = {isa = PBXGroup; children = (G1); name = Loop; sourceTree = "<group>"; };
        """)
    for project in [ownChild, cycle] {
      let root = try folder([
        "Counter.xcodeproj/project.pbxproj": project, "Counter/App.swift": Self.app,
        "Counter/ContentView.swift": Self.contentView,
      ])
      for _ in 0..<3 {
        let program = try Program.load(paths: [root])
        #expect(names(program) == ["App.swift", "ContentView.swift"])
        #expect(
          program.warnings.contains { $0.message.contains("of Counter.xcodeproj is inside itself") },
          "\(program.warnings.map(\.message))")
      }
    }
  }

  @Test(
    "issue 34: when a project whose group is its own child gives no '.swift' files, the error's notes name the group and the files not there"
  )
  func noFilesWithGroupInsideItself() throws {
    let project = Self.pbxproj(
      groups: """
        G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (G1, A1, A2); path = Counter; sourceTree = "<group>"; };
        """)
    let root = try folder(["Counter.xcodeproj/project.pbxproj": project, "Elsewhere/App.swift": Self.app])
    let error = #expect(throws: ViewGraphError.self) { try Program.load(paths: [root]) }
    let text = error?.description ?? ""
    let file = "\(root)/Counter.xcodeproj/project.pbxproj"
    #expect(text.hasPrefix("viewgraph: error: no '.swift' files in '\(root)'\n"), "\(text)")
    #expect(text.contains("\(file): note: the group 'Counter' of Counter.xcodeproj is inside itself"), "\(text)")
    #expect(
      text.contains("\(file): note: the project lists '\(root)/Counter/App.swift', which is not there"), "\(text)")
  }

  @Test("issue 34: a manifest that names its targets with code is said so; its folder is read instead")
  func computedManifest() throws {
    let root = try folder([
      "Package.swift":
        "import PackageDescription\nlet names = [\"App\"]\nlet package = Package(name: \"P\", targets: names.map { .target(name: $0) })",
      "Sources/App/Counter.swift": Self.counter,
    ])
    let program = try Program.load(paths: [root])
    #expect(names(program) == ["Counter.swift"])
    #expect(
      program.warnings.contains {
        $0.message.contains("names a target with code, not a literal string")
          && $0.location.path == "\(root)/Package.swift"
      })
  }

  @Test("issue 34 (and 37 point 8): a path to an .xcodeproj, an .xcworkspace or a Package.swift is read as its folder")
  func projectPathsAreTheirFolders() throws {
    let root = try folder([
      "Counter.xcodeproj/project.pbxproj": Self.pbxproj(),
      "Counter.xcworkspace/contents.xcworkspacedata": "<Workspace version = \"1.0\"></Workspace>",
      "Counter/App.swift": Self.app,
      "Counter/ContentView.swift": Self.contentView,
    ])
    for path in ["\(root)/Counter.xcodeproj", "\(root)/Counter.xcworkspace"] {
      let program = try Program.load(paths: [path])
      #expect(program.sources.readAs == ["the app target 'Counter' of Counter.xcodeproj"], "\(path)")
      #expect(names(program) == ["App.swift", "ContentView.swift"])
    }
    let package = try folder([
      "Package.swift":
        "import PackageDescription\nlet package = Package(name: \"P\", targets: [.executableTarget(name: \"App\")])",
      "Sources/App/Counter.swift": Self.counter,
    ])
    let program = try Program.load(paths: ["\(package)/Package.swift"])
    #expect(program.sources.readAs == ["the Swift package in \(package)"])
    #expect(names(program) == ["Counter.swift"])
  }

  @Test("issue 34: two @main apps — a warning names both and which one is launched")
  func twoMainApps() throws {
    let root = try folder([
      "A/PhoneApp.swift":
        "import SwiftUI\n@main struct PhoneApp: App { var body: some Scene { WindowGroup { Text(\"phone\") } } }",
      "B/WatchApp.swift":
        "import SwiftUI\n@main struct WatchApp: App { var body: some Scene { WindowGroup { Text(\"watch\") } } }",
    ])
    let program = try Program.load(paths: [root])
    let warning = try #require(
      program.warnings.first { $0.message.contains("two '@main' apps") }, "\(program.warnings.map(\.message))")
    #expect(
      warning.message.contains("'WatchApp' is launched, not 'PhoneApp' (at \(root)/A/PhoneApp.swift:2:1)"),
      "\(warning.message)")
    #expect(warning.message.contains("'--root PhoneApp'"))
    #expect(program.sources.describe(warning.location).hasPrefix("\(root)/B/WatchApp.swift:2:"))
    _ = try program.launch()
  }

  @Test(
    "issue 36 point 4 (set 7 probe): of two @main apps in a folder no project describes, the one in a watch app's folder ('… Watch App', 'WatchApp', '… WatchKit Extension') or importing WatchKit is not the first screen: the other is launched, whatever the file order"
  )
  func watchAppIsNotTheFirstScreen() throws {
    for (watchPath, watchImports) in [
      ("Projects/WatchApp/Sources/Main.swift", "import SwiftUI"),
      ("Habits Watch App/HabitsApp.swift", "import SwiftUI"),
      ("Z/Clock.swift", "import SwiftUI\nimport WatchKit"),
    ] {
      let root = try folder([
        "Habits/HabitsApp.swift":
          "import SwiftUI\n@main struct PhoneApp: App { var body: some Scene { WindowGroup { Text(\"phone\") } } }",
        watchPath:
          "\(watchImports)\n@main struct WristApp: App { var body: some Scene { WindowGroup { Text(\"watch\") } } }",
      ])
      let program = try Program.load(paths: [root])
      let warning = try #require(
        program.warnings.first { $0.message.contains("two '@main' apps") }, "\(program.warnings.map(\.message))")
      #expect(warning.message.contains("'PhoneApp' is launched, not 'WristApp'"), "\(watchPath): \(warning.message)")
      #expect(warning.message.contains("'--root WristApp'"))
      #expect(try program.launch().snapshot().units.map(\.name).first == "PhoneApp", "\(watchPath)")
    }
  }

  @Test(
    "issue 36 point 4 (working set 12's check of set 6's BeatMaster): of two @main apps in a folder, the one in a demo or example target's folder ('DemoApp', 'Examples', 'ShelfSample') is not the first screen: the other is launched, whatever the file order"
  )
  func demoAppIsNotTheFirstScreen() throws {
    for demoPath in [
      "Projects/DemoApp/DemoShelf/Sources/DemoApplication.swift", "Examples/Shelf/Main.swift",
      "ShelfSample/Main.swift",
    ] {
      let root = try folder([
        "Projects/App/Sources/ShelfApp.swift":
          "import SwiftUI\n@main struct ShelfApp: App { var body: some Scene { WindowGroup { Text(\"shelf\") } } }",
        demoPath:
          "import SwiftUI\n@main struct TryShelf: App { var body: some Scene { WindowGroup { Text(\"demo\") } } }",
      ])
      let program = try Program.load(paths: [root])
      let warning = try #require(
        program.warnings.first { $0.message.contains("two '@main' apps") }, "\(program.warnings.map(\.message))")
      #expect(warning.message.contains("'ShelfApp' is launched, not 'TryShelf'"), "\(demoPath): \(warning.message)")
      #expect(try program.launch().snapshot().units.map(\.name).first == "ShelfApp", "\(demoPath)")
    }
  }

  // MARK: - What a walk cannot read

  @Test("issue 34: a path longer than the system allows is a warning at the folder it is in, not a silent skip")
  func overLongPath() throws {
    let root = try folder(["Counter.swift": Self.counter])
    // Made one folder at a time below an open folder: the whole path is past PATH_MAX.
    let name = String(repeating: "d", count: 200)
    var fd = open(root, O_RDONLY | O_DIRECTORY)
    for _ in 0..<25 {
      #expect(mkdirat(fd, name, 0o755) == 0)
      let next = openat(fd, name, O_RDONLY | O_DIRECTORY)
      close(fd)
      fd = next
    }
    let file = openat(fd, "Deep.swift", O_WRONLY | O_CREAT, 0o644)
    close(file)
    close(fd)
    defer { _ = try? Process.run(URL(fileURLWithPath: "/bin/rm"), arguments: ["-rf", root]) }
    let program = try Program.load(paths: [root])
    #expect(names(program) == ["Counter.swift"])
    #expect(
      program.warnings.contains {
        $0.message.contains("the name is too long") && $0.location.path?.hasPrefix(root) == true
      }, "\(program.warnings.map(\.message))")
  }

  @Test("issue 34: a folder that cannot be searched is a warning at it, not a silent skip")
  func unsearchableFolder() throws {
    let root = try folder(["Counter.swift": Self.counter, "Locked/Hidden.swift": "let hidden = 1"])
    #expect(chmod("\(root)/Locked", 0) == 0)
    defer { chmod("\(root)/Locked", 0o755) }
    // Root searches any folder: run as 'nobody' then, with util-linux's setpriv.
    let asNobody = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let run = try viewgraph(["test", root], within: 30, prefix: asNobody)
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.hasSuffix("1 passed, 0 failed\n"), "\(run.output)")
    #expect(
      run.errors.contains(
        "\(root)/Locked: warning: cannot search '\(root)/Locked': permission denied; the files below it are not read"),
      "\(run.errors)")
  }

  @Test("issue 34: a FIFO named like a Swift file is skipped with a warning, without blocking")
  func fifoInFolder() throws {
    let root = try folder(["Counter.swift": Self.counter])
    #expect(mkfifo("\(root)/Pipe.swift", 0o600) == 0)
    let program = try Program.load(paths: [root])
    #expect(names(program) == ["Counter.swift"])
    #expect(
      program.warnings.contains {
        $0.location.path == "\(root)/Pipe.swift" && $0.message.contains("it is a FIFO, not a regular file")
      })
  }

  @Test("issue 34: a walk is bounded: past its limit of entries it stops, and says so at the folder")
  func walkIsBounded() throws {
    let root = try folder(Dictionary(uniqueKeysWithValues: (0..<30).map { ("F\($0).swift", "let f\($0) = \($0)") }))
    var walk = FolderWalk(root: root)
    walk.maxEntries = 10
    let found = walk.walk()
    #expect(found.files.count == 10)
    #expect(
      found.warnings.map(\.message) == [
        "stopped reading '\(root)' after 10 files and folders: ViewGraph reads no more from one folder (name a smaller one)"
      ])
  }

  // MARK: - Diagnostics that name files

  @Test("issue 34: a file name holding a newline cannot inject a diagnostic line: names are escaped")
  func newlineInFileName() throws {
    let root = try folder([:])
    let name = "Bad\nfake.swift:1:1: error: injected\n.swift"
    try "let = 1\n".write(toFile: (root as NSString).appendingPathComponent(name), atomically: true, encoding: .utf8)
    let run = try viewgraph(["render", root], within: 30)
    #expect(run.status == 2)
    #expect(run.errors.contains("Bad\\nfake.swift:1:1: error: injected\\n.swift:1:"), "\(run.errors)")
    #expect(!run.errors.split(separator: "\n").contains { $0.hasPrefix("fake.swift") }, "\(run.errors)")
  }

  @Test("issue 34: a file that is not UTF-8 is an error in the compiler's form, at its first bad byte")
  func notUTF8InCompilerForm() throws {
    let root = try folder([:])
    let path = "\(root)/Bad.swift"
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data("let a = 1\nlet b = \"".utf8) + Data([0xFF, 0xFE]) + Data("\"\n".utf8)))
    let run = try viewgraph(["render", path], within: 30)
    #expect(run.status == 2)
    #expect(run.errors.split(separator: "\n").contains { $0.hasPrefix("\(path):2:10: error: ") }, "\(run.errors)")
    #expect(run.errors.contains("not UTF-8 text"))
  }
}

extension String {
  /// The path, its folder made first.
  fileprivate func createdFolder() -> String {
    try? FileManager.default.createDirectory(
      atPath: (self as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    return self
  }
}
