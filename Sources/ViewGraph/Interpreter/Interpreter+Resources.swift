import Foundation
import SwiftSyntax

extension Interpreter {
  /// The prelude's natives: the program's folder as its read-only bundle, and JSON (SPEC §3:
  /// nothing outside the program's folder, nothing written, the same answer every run).
  func callNative(_ name: String, _ values: [Value], at location: SourceLocation) throws -> Value {
    func text(_ index: Int) -> String? {
      guard index < values.count, case .string(let s) = values[index] else { return nil }
      return s
    }
    switch name {
    case "__resourcePath":
      guard let resource = text(0) else { return .null }
      let file = text(1).map { $0.isEmpty ? resource : "\(resource).\($0)" } ?? resource
      return resourceIndex[file].map(Value.string) ?? .null
    case "__readResource":
      // Only inside the program's own folder: `..` and links are resolved before the check.
      guard let path = text(0), let contents = resourceData(at: path), let string = String(data: contents, encoding: .utf8) else {
        throw thrown(.string("The file “\(text(0) ?? "")” couldn’t be opened (ViewGraph reads the program’s own folder only)."), at: location)
      }
      return .string(string)
    case "__decodeJSON":
      guard let source = text(1), let data = source.data(using: .utf8) else { return .null }
      let saved = jsonDecoding
      defer { jsonDecoding = saved }
      if let dates = text(2) { jsonDecoding.dates = dates }
      if case .bool(let snakeCase)? = values.dropFirst(3).first { jsonDecoding.snakeCaseKeys = snakeCase }
      let json: JSONValue
      do {
        json = try JSONDecoder().decode(JSONValue.self, from: data)
      } catch {
        throw thrown(.string("The data couldn’t be read because it isn’t in the correct format."), at: location)
      }
      guard let type = values.first.flatMap(Self.writtenType) else { return json.value }
      return try converting(json.value, to: type, at: location)
    case "__deferTask":
      // The prelude's `Task` runs its operation once everything else has settled (SPEC rule 12).
      guard case .object(let handle)? = values.first, let run = handle.type.methods["run"]?.first else { return .void }
      // Where the program made the task (`task.resume()`, `Task { … }`): what its errors point at.
      host.deferTask(makeFunction(.declared(run, captured: nil, selfValue: .object(handle))), at: programLocation(location))
      return .void
    case "__encodeJSON":
      return .string(try encodedJSON(values.first ?? .null, at: location))
    case "__localizedString":
      // SPEC §3: the fixed locale is English; the program's own tables only, read-only.
      guard let key = text(0), let table = text(1) else { return values.first ?? .null }
      return .string(localizedTable(table)[key] ?? text(2) ?? key)
    case "__controlBinding":
      // A `ToggleStyle`'s `configuration.isOn`: the binding of the first control in the styled view.
      guard case .view(let node)? = values.first, let binding = Self.firstControlBinding(in: node) else {
        return .binding(BindingValue(location: .constant(.bool(false))))
      }
      return .binding(binding)
    case "__adoptModel":
      // The context a model was inserted into: models related to it later join it too.
      if case .object(let model)? = values.first, let context = values.dropFirst().first { model.fields[Self.insertedContextField] = context }
      return .void
    case "__relatedModels":
      guard case .object(let model)? = values.first else { return .array([]) }
      return .array(relatedModels(of: model, cascadingOnly: values.dropFirst().first == .bool(true)))
    case "__missingModelType":
      throw fail(.fetchWithoutModelType(), at: programLocation(location))
    default:
      return try callFoundationNative(name, values, at: location)
    }
  }

  /// The binding of the first control (`Toggle`, `TextField`, …) in a view, depth first.
  private static func firstControlBinding(in node: ViewNode) -> BindingValue? {
    if let binding = node.binding { return binding }
    for child in node.children + node.label {
      if let binding = firstControlBinding(in: child) { return binding }
    }
    return nil
  }

  /// The English strings of a table: `en.lproj`, else `Base.lproj`, else an unlocalized
  /// `.strings` file (Foundation's property-list reader parses it), else a `.xcstrings` catalog.
  private func localizedTable(_ table: String) -> [String: String] {
    if let read = localizedTables[table] { return read }
    let strings = readLocalizedTable(table)
    localizedTables[table] = strings  // read once per launch: bodies ask again every time they run
    return strings
  }

  private func readLocalizedTable(_ table: String) -> [String: String] {
    for file in ["en.lproj/\(table).strings", "Base.lproj/\(table).strings", "\(table).strings"] {
      guard let path = resourceIndex[file], let data = resourceData(at: path) else { continue }
      let list = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
      if let strings = list as? [String: String] { return strings }
    }
    guard let path = resourceIndex["\(table).xcstrings"], let data = resourceData(at: path),
      let catalog = try? JSONDecoder().decode(StringCatalog.self, from: data)
    else { return [:] }
    return catalog.strings.compactMapValues { $0.localizations?["en"]?.stringUnit?.value }
  }

  /// The parts of an Xcode string catalog (`.xcstrings`) that hold the English values.
  private struct StringCatalog: Decodable {
    struct Entry: Decodable { var localizations: [String: Localization]? }
    struct Localization: Decodable { var stringUnit: StringUnit? }
    struct StringUnit: Decodable { var value: String }
    var strings: [String: Entry]
  }

  /// A resource file's bytes, if it is inside the program's folder (`..` and links resolved before
  /// the check) and within the size limit.
  private func resourceData(at path: String) -> Data? {
    guard let resolved = programFolderPath(path), let data = FileManager.default.contents(atPath: resolved),
      data.count <= program.limits.maxSourceBytes
    else { return nil }
    return data
  }

  /// The real path of `path` when it lies inside the program's folder (its bundle), else nil. A
  /// program kept under `/tmp` reads its bundle there, not the app's simulated temporary folder.
  func programFolderPath(_ path: String) -> String? {
    let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    guard let folder = programFolder.map({ URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }), resolved.hasPrefix(folder + "/") else {
      return nil
    }
    return resolved
  }

  /// `MenuSection.self` → `MenuSection`; `[MenuSection].self` → `[MenuSection]`.
  static func writtenType(_ value: Value) -> WrittenType? {
    switch value {
    case .metatype(let type):
      return type.written
    case .array(let items) where items.count == 1:
      return writtenType(items[0]).map { WrittenType(.array, [$0]) }
    case .dictionary(let d) where d.count == 1:
      guard let pair = d.first, let key = writtenType(pair.key), let value = writtenType(pair.value) else { return nil }
      return WrittenType(.dictionary, [key, value])
    default:
      return nil
    }
  }

  /// The folder every program file is in (the common ancestor of the program's own files). A file
  /// of `#scenario` blocks only, kept apart from the app, does not widen it.
  func commonFolder() -> String? {
    let appFiles = program.sources.programFiles.filter { file in
      file.tree.statements.contains { item in
        let macro = item.item.as(MacroExpansionExprSyntax.self)?.macroName.text ?? item.item.as(MacroExpansionDeclSyntax.self)?.macroName.text
        return macro != "scenario" && !item.item.is(ImportDeclSyntax.self)
      }
    }
    let folders = (appFiles.isEmpty ? Array(program.sources.programFiles) : appFiles).map {
      URL(fileURLWithPath: $0.path).deletingLastPathComponent().standardizedFileURL.path
    }
    guard var common = folders.first else { return nil }
    for folder in folders.dropFirst() {
      while !(folder == common || folder.hasPrefix(common + "/")) {
        common = URL(fileURLWithPath: common).deletingLastPathComponent().path
      }
    }
    return common
  }

  /// Value → JSON text, as a synthesised `Encodable` writes it: stored properties by name.
  private func encodedJSON(_ value: Value, at location: SourceLocation) throws -> String {
    switch value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .int(let i): return String(i)
    case .double(let d): return d.isFinite ? String(d) : "null"
    case .string(let s):
      let data = try JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed])
      return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
    case .array(let items): return "[" + (try items.map { try encodedJSON($0, at: location) }).joined(separator: ",") + "]"
    case .dictionary(let d):
      let pairs = try d.map { key, value in "\(try encodedJSON(.string(describe(key)), at: location)):\(try encodedJSON(value, at: location))" }
      return "{" + pairs.sorted().joined(separator: ",") + "}"
    case .structure(let s): return try encodedObject(s.type, s.fields, at: location)
    case .object(let o): return try encodedObject(o.type, o.fields, at: location)
    case .enumCase(let e):
      if let decl = e.type?.enumCase(e.name), let raw = decl.rawValue { return try encodedJSON(evaluate(raw, Scope(size: 0, parent: nil)), at: location) }
      return try encodedJSON(.string(e.name), at: location)
    default:
      throw fail(.runtime("'\(value.typeName)' cannot be encoded as JSON by ViewGraph"), at: location)
    }
  }

  private func encodedObject(_ type: TypeDecl, _ fields: [String: Value], at location: SourceLocation) throws -> String {
    let pairs = try type.storedProperties.filter { !$0.isStatic }.map { property in
      "\(try encodedJSON(.string(property.name), at: location)):\(try encodedJSON(fields[property.name] ?? .null, at: location))"
    }
    return "{" + pairs.joined(separator: ",") + "}"
  }
}
