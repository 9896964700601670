import Foundation
import ViewGraphModel

/// The world outside the program as one launch sees it (SPEC §3: the same input, the same answer,
/// and nothing real touched): the clock, the network, the app's own folders in memory, seeded
/// randomness, and the program's folder as its read-only bundle.
package final class SimulatedWorld: LibraryState {
  unowned let interpreter: Interpreter
  /// `Date()`, timers and `UUID()`: the launch's simulated clock.
  package let clock: SimulatedClock
  /// `URLSession`: what the scenario stubbed (no connection is opened).
  package let network = SimulatedNetwork()
  /// `FileManager`, `Data.write(to:)`: the app's folders, in memory.
  let files = SimulatedFileSystem()
  /// `Int.random(in:)`, `shuffled()`: seeded once per launch.
  var randomness: SeededGenerator
  /// The program's localized strings, by table, once read.
  private var localizedTables: [String: [String: String]] = [:]
  /// The app's Info.plist, once read (`infoPlist(at:)`).
  var readInfoPlist: InfoPlist?

  package init(_ interpreter: Interpreter) {
    self.interpreter = interpreter
    clock = SimulatedClock(now: interpreter.program.launchDate)
    randomness = SeededGenerator(seed: interpreter.program.randomSeed)
  }

  private var program: ProgramModel { interpreter.program }

  // MARK: - The bundle: the program's own folder, read-only

  /// The program's folder as its bundle (`ProgramBundle`): worked out and walked once per program,
  /// not once per launch.
  private lazy var bundle = program.bundle

  /// The program's folder, its bundle's root.
  var programFolder: String? { bundle.folder }

  /// The program folder's files by name (and `en.lproj/Localizable.strings` by its folder too).
  package var resourceIndex: [String: String] { bundle.resourceIndex }

  /// The real path of `path` when it lies inside the program's folder (its bundle), else nil. A
  /// program kept under `/tmp` reads its bundle there, not the app's simulated temporary folder.
  func programFolderPath(_ path: String) -> String? {
    let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    guard let folder = programFolder.map({ URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }),
      resolved.hasPrefix(folder + "/")
    else {
      return nil
    }
    return resolved
  }

  /// A resource file's bytes, if it is inside the program's folder (`..` and links resolved before
  /// the check) and within the size limit.
  func resourceData(at path: String) -> Data? {
    guard let resolved = programFolderPath(path), let data = FileManager.default.contents(atPath: resolved),
      data.count <= program.limits.maxSourceBytes
    else { return nil }
    return data
  }

  /// A bundled text file, or the error `String(contentsOf:)` throws for a missing one.
  package func readResource(_ path: String, at location: SourceLocation) throws -> String {
    guard let contents = resourceData(at: path), let string = String(data: contents, encoding: .utf8) else {
      throw interpreter.thrown(
        .string("The file “\(path)” couldn’t be opened (ViewGraph reads the program’s own folder only)."), at: location)
    }
    return string
  }

  /// A file the app reads: its own folders first, then its bundle.
  func readFile(_ path: String, at location: SourceLocation) throws -> String {
    if let contents = files.contents(of: path) { return contents }
    if SimulatedFileSystem.isWritable(path), programFolderPath(path) == nil {
      throw interpreter.thrown(.string(Self.noSuchFile(path)), at: location)
    }
    return try readResource(path, at: location)
  }

  /// Foundation's words for a missing file, as `localizedDescription` gives them.
  static func noSuchFile(_ path: String) -> String {
    "The file “\((path as NSString).lastPathComponent)” couldn’t be opened because there is no such file."
  }

  // MARK: - Localized strings (SPEC §3: the fixed locale is English)

  /// The English strings of a table: `en.lproj`, else `Base.lproj`, else an unlocalized
  /// `.strings` file (Foundation's property-list reader parses it), else a `.xcstrings` catalog.
  package func localizedTable(_ table: String) -> [String: String] {
    if let read = localizedTables[table] { return read }
    let strings = readLocalizedTable(table)
    localizedTables[table] = strings  // read once per launch: bodies ask again every time they run
    return strings
  }

  /// The app's table first, then its packages' (each a bundle of its own, `bundle: .module`): a key
  /// is found in whichever has it, the nearest the top first (issue 36, set 6's Kasa, whose
  /// features each keep a `Localizable.xcstrings`).
  private func readLocalizedTable(_ table: String) -> [String: String] {
    var strings: [String: String] = [:]
    func add(_ found: [String: String]) { strings.merge(found) { kept, _ in kept } }
    for file in ["en.lproj/\(table).strings", "Base.lproj/\(table).strings", "\(table).strings"] {
      for path in bundle.resourcePaths[file] ?? [] {
        guard let data = resourceData(at: path) else { continue }
        let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        if let read = list as? [String: String] { add(read) }
      }
    }
    for path in bundle.resourcePaths["\(table).xcstrings"] ?? [] {
      guard let data = resourceData(at: path), let catalog = try? JSONDecoder().decode(StringCatalog.self, from: data)
      else { continue }
      add(catalog.strings.compactMapValues { $0.localizations?["en"]?.stringUnit?.value })
    }
    return strings
  }

  /// The parts of an Xcode string catalog (`.xcstrings`) that hold the English values.
  private struct StringCatalog: Decodable {
    struct Entry: Decodable { var localizations: [String: Localization]? }
    struct Localization: Decodable { var stringUnit: StringUnit? }
    struct StringUnit: Decodable { var value: String }
    var strings: [String: Entry]
  }
}
