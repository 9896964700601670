import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Xcode's Core Data code generation (issue 36): an entity whose Codegen is "Class Definition"
/// (`codeGenerationType="class"` in the model's `contents`, what Xcode sets for a new entity) has
/// its `NSManagedObject` subclass written by the build, so a clone's sources lack it and its name
/// was opaque. ViewGraph writes what Xcode writes from the current version of each
/// `.xcdatamodeld` in the program's folders: the class (under its entity's parent), an
/// `@NSManaged` property per attribute and relationship, `fetchRequest()`, and a to-many
/// relationship's `addTo…`/`removeFrom…`. A type the program declares itself is left to it
/// ("Manual/None", or a model read twice), and so is an entity of another codegen.
enum CoreDataModelCodegen {
  /// The Swift files Xcode would generate for the models under `folders`, beside the program's
  /// `texts` (an entity whose class they declare gets none); none unless they import CoreData.
  static func generatedFiles(in folders: [String], besides texts: [String]) -> [(path: String, text: String)] {
    guard texts.contains(where: { SyntaxText.mentions("import CoreData", in: $0) }) else { return [] }
    var files: [(path: String, text: String)] = []
    var generated: Set<String> = []
    for model in models(in: folders) {
      guard let data = FileManager.default.contents(atPath: model + "/contents") else { continue }
      let reader = ModelReader()
      let parser = XMLParser(data: data)
      parser.delegate = reader
      guard parser.parse() else { continue }
      for entity in reader.entities where entity.codegen == "class" {
        let name = entity.className
        guard !name.isEmpty, !generated.contains(name), !declares(name, in: texts) else { continue }
        generated.insert(name)
        files.append((model + "/\(name)+CoreDataClass.swift", source(of: entity, in: reader.entities)))
      }
    }
    return files
  }

  /// The current `.xcdatamodel` of each `.xcdatamodeld` under the folders, in path order.
  private static func models(in folders: [String]) -> [String] {
    var models: [String] = []
    for folder in folders {
      let walk = FolderWalk(
        root: folder, maxEntries: 20_000, entering: { !$0.name.hasSuffix("Tests") },
        wanting: { $0.name == "contents" && $0.path.contains(".xcdatamodeld/") })
      for file in walk.walk().files {
        let model = (file as NSString).deletingLastPathComponent
        let bundle = (model as NSString).deletingLastPathComponent
        // `.xccurrentversion` names the version the app builds with; without one, each is its own.
        if let current = currentVersion(of: bundle), (model as NSString).lastPathComponent != current { continue }
        models.append(model)
      }
    }
    return models.sorted()
  }

  private static func currentVersion(of bundle: String) -> String? {
    guard let data = FileManager.default.contents(atPath: bundle + "/.xccurrentversion"),
      let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any]
    else { return nil }
    return plist["_XCCurrentVersionName"] as? String
  }

  /// Whether the program declares a type of that name (`class Note: NSManagedObject` written by
  /// hand).
  private static func declares(_ name: String, in texts: [String]) -> Bool {
    let pattern = "\\b(class|struct|enum)\\s+" + NSRegularExpression.escapedPattern(for: name) + "\\b"
    return texts.contains { $0.range(of: pattern, options: .regularExpression) != nil }
  }

  /// One entity of a model's `contents`.
  struct Entity {
    var name: String
    var className: String
    var parent: String?
    var codegen: String?
    var attributes: [(name: String, type: String)] = []
    var relationships: [(name: String, destination: String, toMany: Bool, ordered: Bool)] = []
  }

  /// The Swift declaration of an entity's class, as Xcode writes it (a non-optional attribute
  /// starts with its default value, which the store gives a new object).
  static func source(of entity: Entity, in all: [Entity]) -> String {
    func className(ofEntity name: String) -> String { all.first { $0.name == name }?.className ?? name }
    let superclass = entity.parent.map(className(ofEntity:)) ?? "NSManagedObject"
    var lines = [
      "// Written by ViewGraph as Xcode's Core Data code generation writes it, from the entity '\(entity.name)'.",
      "import CoreData", "import Foundation", "", "@objc(\(entity.className))",
      "public class \(entity.className): \(superclass) {",
      "    @nonobjc public class func fetchRequest() -> NSFetchRequest<\(entity.className)> {",
      "        NSFetchRequest<\(entity.className)>(entityName: \"\(entity.name)\")", "    }",
    ]
    if entity.className != entity.name { lines.append("    override var _entityName: String { \"\(entity.name)\" }") }
    for attribute in entity.attributes {
      lines.append("    @NSManaged public var \(attribute.name): \(attribute.type)")
    }
    for relationship in entity.relationships {
      let destination = className(ofEntity: relationship.destination)
      guard relationship.toMany else {
        lines.append("    @NSManaged public var \(relationship.name): \(destination)?")
        continue
      }
      let collection = relationship.ordered ? "[\(destination)]" : "Set<\(destination)>"
      let capitalized = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
      lines += [
        "    @NSManaged public var \(relationship.name): \(collection)?",
        "    public func addTo\(capitalized)(_ value: \(destination)) {",
        relationship.ordered
          ? "        \(relationship.name) = (\(relationship.name) ?? []) + [value]"
          : "        \(relationship.name) = (\(relationship.name) ?? []).union([value])",
        "    }",
        "    public func removeFrom\(capitalized)(_ value: \(destination)) {",
        "        \(relationship.name) = (\(relationship.name) ?? []).filter { $0 !== value }",
        "    }",
      ]
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The Swift type of an attribute as Xcode writes it: a scalar for numbers and Booleans (with the
  /// model's default, else zero), an optional object type otherwise (a non-optional one with its
  /// default value when the model gives one).
  static func swiftType(_ attributes: [String: String]) -> String {
    let optional = attributes["optional"] == "YES"
    let scalar = attributes["usesScalarValueType"] != "NO"
    let given = attributes["defaultValueString"]
    func scalarType(_ type: String, zero: String) -> String {
      guard scalar else { return "NSNumber?" }
      let value = given.map { $0 == "YES" ? "true" : $0 == "NO" ? "false" : $0 } ?? zero
      return "\(type) = \(value)"
    }
    switch attributes["attributeType"] ?? "" {
    case "Integer 16": return scalarType("Int16", zero: "0")
    case "Integer 32": return scalarType("Int32", zero: "0")
    case "Integer 64": return scalarType("Int64", zero: "0")
    case "Float": return scalarType("Float", zero: "0")
    case "Double": return scalarType("Double", zero: "0")
    case "Boolean": return scalarType("Bool", zero: "false")
    case "Decimal": return "Decimal?"
    case "String":
      if !optional, let given { return "String = \"\(given.replacingOccurrences(of: "\"", with: "\\\""))\"" }
      return "String?"
    case "Date": return "Date?"
    case "Binary": return "Data?"
    case "UUID": return "UUID?"
    case "URI": return "URL?"
    default: return (attributes["customClassName"].map { $0 + "?" }) ?? "Any?"  // Transformable
    }
  }

  /// Reads the entities of a model's `contents`.
  private final class ModelReader: NSObject, XMLParserDelegate {
    var entities: [Entity] = []

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      switch element {
      case "entity":
        let name = attributes["name"] ?? ""
        // `representedClassName=".Note"` or `"Module.Note"`: the class's own name.
        let represented = attributes["representedClassName"].map { QualifiedName($0).components.last ?? "" }
        entities.append(
          Entity(
            name: name, className: represented.flatMap { $0.isEmpty ? nil : $0 } ?? name,
            parent: attributes["parentEntity"], codegen: attributes["codeGenerationType"]))
      case "attribute":
        guard let name = attributes["name"], !entities.isEmpty else { return }
        entities[entities.count - 1].attributes.append((name, CoreDataModelCodegen.swiftType(attributes)))
      case "relationship":
        guard let name = attributes["name"], let destination = attributes["destinationEntity"], !entities.isEmpty
        else { return }
        entities[entities.count - 1].relationships.append(
          (name, destination, attributes["toMany"] == "YES", attributes["ordered"] == "YES"))
      default:
        break
      }
    }
  }
}
