import Foundation
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Models of third-party packages written as prelude Swift, each active only in a program that
/// imports its module: `Sources/ViewGraphEngine/Library/Packages/Prelude/<Module>/*.swift` (embedded by the
/// PreludeEmbedder plugin with the rest of the prelude) joins a program's files when one of the
/// program's files says `import <Module>` (`import struct <Module>.Name`, `@_exported import` too),
/// or imports a module `aliases` maps to it. Swinject's and Factory's `Container`, and an app's own
/// `Resolver`, never meet: a program that imports neither package has neither model.
///
/// A package's files are the program's then, read before its own files and marked as the
/// prelude's (their views are the framework's, their locations `<prelude>/Packages/…`), and a
/// name the program itself declares at the top level shadows the package's declaration of it
/// (the type, its extensions, the function or the global are left out), as the shared prelude's
/// are shadowed. Adding a package is adding a folder: no Swift outside it changes.
package final class PackagePreludes: @unchecked Sendable {
  /// Other modules whose import activates a package's folder: a package that ships its SwiftUI
  /// views (or, renamed, its whole API) as a module of another name.
  let aliases: [String: String]

  /// Each package's files by module, as embedded: `(<prelude>/Packages/Factory/Factory.swift, source)`.
  package let sources: [String: [(path: String, text: String)]]

  /// The package models of the engine's prelude: `sources` are its `Packages/` files.
  package init(aliases: [String: String], sources: [String: [(path: String, text: String)]]) {
    self.aliases = aliases
    self.sources = sources
  }

  /// Whether ViewGraph has a model of `module` (its own folder, or one its alias names).
  func isModelled(_ module: String) -> Bool { sources[aliases[module] ?? module] != nil }

  /// The package folders the program's imports activate, in name order: not a module whose own
  /// sources the program was read with (a resolved checkout, `ownModules`), which is its real code.
  func modules(importedBy sources: SourceFiles) -> [String] {
    var modules: Set<String> = []
    func look(in items: CodeBlockItemListSyntax) {
      for item in items {
        if let conditional = item.item.as(IfConfigDeclSyntax.self) {
          // `#if canImport(Kingfisher) import Kingfisher #endif`: a modelled module can be imported.
          for clause in conditional.clauses { if case .statements(let inner)? = clause.elements { look(in: inner) } }
          continue
        }
        guard let declaration = item.item.as(ImportDeclSyntax.self), let first = declaration.path.first?.name.text,
          !sources.ownModules.contains(first)
        else { continue }
        let module = aliases[first] ?? first
        if self.sources[module] != nil { modules.insert(module) }
      }
    }
    for file in sources.files where file.origin == .program { look(in: file.tree.statements) }
    return modules.sorted()
  }

  /// Adds the files of the packages the program imports to `sources` (once: a program lowered
  /// again keeps the ones it has), and returns their indices.
  /// A package whose sources are not on this machine (`packagesNotFound`) and that one of them
  /// models is no longer opaque: it is not named as not found.
  func add(to sources: SourceFiles) -> [Int] {
    var indices: [Int] = []
    let active = modules(importedBy: sources)
    sources.packagesNotFound.removeAll { package in
      let name = package.lowercased()
      // `lottie-ios` is Lottie; `swift-composable-architecture` is ComposableArchitecture.
      let joined = (name.hasPrefix("swift-") ? String(name.dropFirst("swift-".count)) : name).replacingOccurrences(
        of: "-", with: "")
      return active.contains {
        name == $0.lowercased() || name.hasPrefix($0.lowercased() + "-") || joined == $0.lowercased()
      }
    }
    for module in active {
      for file in parsed(module) {
        if let existing = sources.files.firstIndex(where: { $0.path == file.path }) {
          indices.append(existing)
        } else {
          indices.append(sources.add(path: file.path, tree: file.tree, origin: .prelude, converter: file.converter))
        }
      }
    }
    return indices
  }

  /// The names a program's own files declare at their top level (types, aliases, functions,
  /// globals): a package's declaration of one of them is left out.
  static func topLevelNames(of files: [SourceFiles.File]) -> Set<String> {
    var names: Set<String> = []
    for file in files where file.origin == .program {
      for item in file.tree.statements {
        // An extension declares nothing: `extension Container` extends the package's.
        if let declaration = item.item.as(DeclSyntax.self), !declaration.is(ExtensionDeclSyntax.self),
          let name = declaredName(declaration)
        {
          names.insert(name)
        }
        if let variable = item.item.as(VariableDeclSyntax.self) {
          for binding in variable.bindings {
            if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) {
              names.insert(identifier.identifier.text)
            }
          }
        }
      }
    }
    return names
  }

  /// The name a top-level declaration of a package declares or extends (nil for a global, whose
  /// names are its bindings').
  static func declaredName(_ declaration: DeclSyntax) -> String? {
    switch declaration.as(DeclSyntaxEnum.self) {
    case .structDecl(let s): s.name.text
    case .classDecl(let c): c.name.text
    case .enumDecl(let e): e.name.text
    case .actorDecl(let a): a.name.text
    case .protocolDecl(let p): p.name.text
    case .typeAliasDecl(let t): t.name.text
    case .functionDecl(let f): f.name.text
    case .extensionDecl(let e): e.extendedType.as(IdentifierTypeSyntax.self)?.name.text
    default: nil
    }
  }

  /// Whether the program's own top-level names (`shadowing`) leave out this declaration of a package.
  static func isShadowed(_ declaration: DeclSyntax, by shadowing: Set<String>) -> Bool {
    guard !shadowing.isEmpty else { return false }
    if let name = declaredName(declaration) { return shadowing.contains(name) }
    guard let variable = declaration.as(VariableDeclSyntax.self) else { return false }
    return variable.bindings.contains {
      ($0.pattern.as(IdentifierPatternSyntax.self)).map { shadowing.contains($0.identifier.text) } ?? false
    }
  }

  /// One package file, parsed and folded with Swift's standard operators.
  struct ParsedFile: @unchecked Sendable {
    let path: String
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter
  }

  /// A package's files, parsed the first time a program imports it, then shared.
  func parsed(_ module: String) -> [ParsedFile] {
    cache.lock.withLock {
      if let files = cache.files[module] { return files }
      let files = (sources[module] ?? []).map { source in
        let parsed = Parser.parse(source: source.text)
        let tree = OperatorTable.standardOperators.foldAll(parsed) { _ in }.as(SourceFileSyntax.self) ?? parsed
        return ParsedFile(
          path: source.path, tree: tree, converter: SourceLocationConverter(fileName: source.path, tree: tree))
      }
      cache.files[module] = files
      return files
    }
  }

  private final class Cache: @unchecked Sendable {
    let lock = NSLock()
    var files: [String: [ParsedFile]] = [:]
  }
  private let cache = Cache()
}
