import Foundation
import SwiftSyntax
import ViewGraph

/// The edit of finding (b): the part of the body becomes a view of its own, declared after the
/// view, taking what it uses of the view as its own properties — a `@State` or `@Binding` as a
/// `@Binding` (passing `$name` is no read, rule 4), a value or an object as a property, an
/// `@Environment` declared again.
struct SubviewExtraction {
  /// The new view's name.
  let name: String
  private let part: BodyPart
  private let properties: [String]
  private let arguments: [String]
  /// The view's declarations the subview takes over.
  private let moved: [VariableDeclSyntax]
  /// The part's names of the view's own nested types (`FilterCategory`), by offset in the file:
  /// the subview writes them qualified (`LandmarkList.FilterCategory`), as it does not nest them.
  private let nestedTypeNames: [(offset: Int, name: String)]

  /// The extraction of `part`, named `givenName` or after what it reads; nil when the part uses what a subview
  /// cannot take (a local of the body, a method or a computed property of the view, an
  /// `@ObservedObject`, a property of a type not written).
  /// With `moving`, the view's declarations of those properties go: the subview declares them
  /// instead (an `@Environment` read only there, rule 8).
  init?(
    _ part: BodyPart, read: [String], typeNames: Set<String>, classNames: Set<String>, named givenName: String? = nil,
    moving: Set<String> = []
  ) {
    self.part = part
    let stored = part.declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
    let members = Set(
      part.declaration.memberBlock.members.flatMap { member -> [String] in
        if let variable = member.decl.as(VariableDeclSyntax.self) { return variable.names }
        if let function = member.decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        return []
      })
    let locals = Set(
      part.element.parent?.as(CodeBlockItemListSyntax.self).map { list in
        list.compactMap { $0.item.as(VariableDeclSyntax.self) }.flatMap(\.names)
      } ?? [])
    let nestedTypes = Set(
      part.declaration.memberBlock.members.compactMap { member -> String? in
        let decl = member.decl
        if let type = decl.as(StructDeclSyntax.self) { return type.name.text }
        if let type = decl.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = decl.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = decl.as(TypeAliasDeclSyntax.self) { return type.name.text }
        return nil
      })
    var nestedTypeNames: [(offset: Int, name: String)] = []
    var used: Set<String> = []
    // The properties the part makes bindings from (`$order.name`): the subview needs their projection too.
    var projected: Set<String> = []
    for reference in part.element.tokens(viewMode: .sourceAccurate) {
      if case .identifier(let text) = reference.tokenKind, nestedTypes.contains(text), !locals.contains(text) {
        // A bare name in an expression (`FilterCategory.allCases`) or a type (`: FilterCategory`).
        let bare =
          reference.parent?.as(DeclReferenceExprSyntax.self).map { expression in
            expression.parent?.as(MemberAccessExprSyntax.self).map { $0.declName.id != expression.id } ?? true
          } ?? (reference.parent?.as(IdentifierTypeSyntax.self) != nil)
        if bare { nestedTypeNames.append((reference.positionAfterSkippingLeadingTrivia.utf8Offset, text)) }
      }
      guard let expression = reference.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      // `$count` is one identifier token (`$0`, a closure's parameter, is a dollar identifier, not the view's).
      guard case .identifier(let text) = reference.tokenKind else { continue }
      let name = text.hasPrefix("$") && text.count > 1 ? String(text.dropFirst()) : text
      if name != text { projected.insert(name) }  // `$count`: a binding to the view's `count`
      if let member = expression.parent?.as(MemberAccessExprSyntax.self), member.declName.id == expression.id {
        // `self.name` is the view's; `other.name` is not.
        guard member.base?.trimmedDescription == "self" else { continue }
      }
      if locals.contains(name) { return nil }
      if members.contains(name) { used.insert(name) }
    }
    // A method or a computed property of the view stays with the view: the part cannot go.
    guard used.isSubset(of: Set(stored.filter { $0.bindings.first?.accessorBlock == nil }.flatMap(\.names))) else {
      return nil
    }
    var properties: [String] = []
    var arguments: [String] = []
    for variable in stored {
      for propertyName in variable.names where used.contains(propertyName) {
        guard variable.bindings.first?.accessorBlock == nil else { return nil }
        let wrapper = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
          .first
          .map(PropertyWrapper.init(attributeName:))
        if let wrapper, [.environment, .environmentObject, .appStorage].contains(wrapper) {
          properties.append(variable.withoutAccessModifiers)  // declared again: the framework's storage, not an input
          continue
        }
        guard let written = variable.writtenOrLiteralType else { return nil }
        let type = Self.qualifying(nestedTypes, of: part.viewType, in: written)
        switch wrapper {
        case .state? where classNames.contains(written):
          // A state that holds an object: the object is handed on (the same one, so an equal input,
          // rule 6), and what the subview reads of it is the subview's (rule 1); `@Bindable` when the
          // part makes bindings from it (`$order.name`), as the state's projection did.
          properties.append("\(projected.contains(propertyName) ? "@Bindable " : "")var \(propertyName): \(type)")
          arguments.append("\(propertyName): \(propertyName)")
        case .state?, .binding?:
          properties.append("@Binding var \(propertyName): \(type)")
          arguments.append("\(propertyName): $\(propertyName)")
        case .bindable?:
          properties.append("@Bindable var \(propertyName): \(type)")
          arguments.append("\(propertyName): \(propertyName)")
        case nil:
          properties.append("\(variable.bindingSpecifier.text) \(propertyName): \(type)")
          arguments.append("\(propertyName): \(propertyName)")
        default:
          return nil  // an @ObservedObject runs the subview and the view alike (rule 9); others are the view's own
        }
      }
    }
    self.properties = properties
    self.arguments = arguments
    self.nestedTypeNames = nestedTypeNames
    moved = stored.filter { !$0.names.isEmpty && Set($0.names).isSubset(of: moving) }
    // Named after what it reads, when that is a name (`likes`), else after the first property it
    // takes (`UserDefaults["onboarding"]` of an `@AppStorage` is not a name).
    let word = (read.filter(\.isSwiftIdentifier) + stored.flatMap(\.names).filter(used.contains)).first
    let subject = word.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? part.viewType
    var name = givenName ?? subject + (part.element.primitiveName ?? "View")
    if typeNames.contains(name) { name = part.viewType + name }
    var number = 2
    let base = name
    while typeNames.contains(name) {
      name = "\(base)\(number)"
      number += 1
    }
    self.name = name
  }

  /// A type as written in the view (`[FilterCategory]?`), with the view's nested types qualified
  /// (`[LandmarkList.FilterCategory]?`): the subview is declared beside the view, not in it.
  static func qualifying(_ nested: Set<String>, of viewType: String, in type: String) -> String {
    guard !nested.isEmpty else { return type }
    var result = ""
    var word = ""
    func flush() {
      if nested.contains(word), result.last != "." { result += "\(viewType)." }
      result += word
      word = ""
    }
    for character in type {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  /// `text` (the file the part is in) with the part replaced by the new view, declared after the view.
  func edited(_ text: String) -> String {
    var edits = TextEdits()
    edits.replace(part.element, with: "\(name)(\(arguments.joined(separator: ", ")))")
    for declaration in moved {
      // The declaration's line goes, with the line end before it.
      let lineStart =
        declaration.leadingTrivia.pieces.lastIndex { $0.isNewline }.map { index in
          declaration.position.utf8Offset
            + declaration.leadingTrivia.pieces[..<index].reduce(0) { $0 + $1.sourceLength.utf8Length }
        } ?? declaration.positionAfterSkippingLeadingTrivia.utf8Offset
      edits.remove(from: lineStart, to: declaration.endPositionBeforeTrailingTrivia.utf8Offset)
    }
    let indent = part.declaration.memberIndentation
    let column = part.element.leadingIndentation
    // The part's text with the view's nested types qualified, the last first so the offsets hold.
    var partText = Array(part.element.trimmedDescription.utf8)
    let start = part.element.positionAfterSkippingLeadingTrivia.utf8Offset
    for (offset, _) in nestedTypeNames.sorted(by: { $0.offset > $1.offset })
    where offset >= start && offset - start <= partText.count {
      partText.insert(contentsOf: Array("\(part.viewType).".utf8), at: offset - start)
    }
    let body = String(decoding: partText, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated().map { index, line in
        let kept =
          index == 0
          ? Substring(line) : line.dropFirst(min(column.count, line.prefix { $0 == " " || $0 == "\t" }.count))
        return line.isEmpty ? "" : indent + indent + kept
      }
    var declaration = ["", "", "struct \(name): View {"]
    declaration += properties.map { indent + $0 }
    declaration += (properties.isEmpty ? [] : [""]) + [indent + "var body: some View {"] + body + [indent + "}", "}"]
    edits.insert(declaration.joined(separator: "\n"), at: part.declaration.endPositionBeforeTrailingTrivia.utf8Offset)
    return edits.applied(to: text)
  }
}
