import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

/// Issue 38 made a cell's structures small (reads, the dependency index, source locations) and
/// lowering a long scenario cheap: each keeps what it stood in for.
@Suite("Issue 38: compact structures keep every behaviour")
struct CompactStructuresTests {
  /// Every expression of a source with comments and odd spacing around and inside it.
  final class Expressions: SyntaxAnyVisitor {
    var found: [ExprSyntax] = []
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if let expr = node.as(ExprSyntax.self) { found.append(expr) }
      return .visitChildren
    }
  }

  @Test("an argument's text read from the tree is swift-syntax's trimmedDescription")
  func argumentText() {
    let source = """
      let a = f( /* lead */ x  +  1 /* trail */ , y: [1, 2] // end
      )
      let b = store.items[  3  ].value   +=   1
      let c = { $0 + 1 }   // closure
      let d = "text \\(a) more"
      """
    let finder = Expressions(viewMode: .sourceAccurate)
    finder.walk(Parser.parse(source: source))
    #expect(finder.found.count > 10)
    for expr in finder.found {
      #expect(expr.textWithoutOuterTrivia == expr.trimmedDescription)
    }
  }

  @Test("a quick look for a word in source text finds it exactly when it is there")
  func mentions() {
    let word = Array("return".utf8)
    #expect(SyntaxText.mentions(word, in: Array("if x { return 1 }".utf8)))
    #expect(SyntaxText.mentions(word, in: Array("return".utf8)))
    #expect(SyntaxText.mentions(word, in: Array("xreturnx".utf8)))
    #expect(!SyntaxText.mentions(word, in: Array("retur".utf8)))
    #expect(!SyntaxText.mentions(word, in: Array("rreturretu retu rn".utf8)))
    #expect(!SyntaxText.mentions(word, in: []))
    #expect(SyntaxText.mentions([], in: Array("abc".utf8)))
    // The same look over a string's bytes (`import CoreData` in a program's files, issue 38).
    #expect(SyntaxText.mentions("import CoreData", in: "import SwiftUI\nimport CoreData\n"))
    #expect(SyntaxText.mentions("import CoreData", in: "import CoreData"))
    #expect(!SyntaxText.mentions("import CoreData", in: "import CoreDat"))
    #expect(!SyntaxText.mentions("import CoreData", in: "// import Core Data"))
    #expect(SyntaxText.mentions("é", in: "café") && !SyntaxText.mentions("e\u{301}", in: "café"))
    #expect(SyntaxText.mentions("", in: "") && !SyntaxText.mentions("a", in: ""))
  }

  @Test("an integer literal's text gives its value, with separators and in every radix (issue 38)")
  func integerLiterals() {
    #expect(LiteralText.integerValue("1") == 1)
    #expect(LiteralText.integerValue("1_000_000") == 1_000_000)
    #expect(LiteralText.integerValue("0xff") == 255 && LiteralText.integerValue("0o17") == 15)
    #expect(LiteralText.integerValue("0b1010_1010") == 170)
    #expect(LiteralText.integerValue("42", negative: true) == -42)
    #expect(LiteralText.integerValue("9223372036854775808") == nil)
    #expect(LiteralText.integerValue("9223372036854775808", negative: true) == Int.min)
  }

  @Test("a source location keeps its fields and its JSON form")
  func sourceLocation() throws {
    var location = SourceLocation(file: 2, line: 40, column: 7, offset: 1234)
    #expect((location.file, location.line, location.column, location.offset) == (2, 40, 7, 1234))
    #expect(location.path == nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(location), as: UTF8.self) == #"{"column":7,"file":2,"line":40,"offset":1234}"#
    )
    location.path = "App.xcodeproj/project.pbxproj"
    let json = try encoder.encode(location)
    #expect(
      String(decoding: json, as: UTF8.self)
        == #"{"column":7,"file":2,"line":40,"offset":1234,"path":"App.xcodeproj\/project.pbxproj"}"#)
    #expect(try JSONDecoder().decode(SourceLocation.self, from: json) == location)
    #expect(SourceLocation.outside("Folder").path == "Folder")
    #expect(SourceLocation.unknown.file == -1)
  }

  @Test("a unit's reads answer by source, in the order read, below and past the index")
  func reads() {
    for count in [1, 2, ReadSet.indexedAbove, ReadSet.indexedAbove + 1, 40] {
      var reads = ReadSet()
      let sources = (0..<count).map { DependencySource.property(objectID: $0, name: "value") }
      for (index, source) in sources.enumerated() {
        #expect(reads[source] == nil)
        reads.insert(source, at: SourceLocation(file: 0, line: index + 1, column: 1, offset: index))
      }
      #expect(reads.count == count)
      #expect(reads.sources == sources)
      for (index, source) in sources.enumerated() { #expect(reads[source]?.line == index + 1) }
      #expect(reads[.property(objectID: 0, name: "label")] == nil)
      #expect(reads[.state(storageID: 1)] == nil)
    }
  }

  @Test("the dependency index gives a source's readers through one reader, several and none")
  func dependencyIndex() {
    var index = DependencyIndex()
    let value = DependencySource.property(objectID: 1, name: "value")
    let label = DependencySource.property(objectID: 1, name: "label")
    #expect(Array(index.units(reading: value)).isEmpty)
    index.add(value, unit: 7)
    index.add(value, unit: 7)
    #expect(Array(index.units(reading: value)) == [7])
    #expect(Array(index.units(reading: label)).isEmpty)
    index.add(value, unit: 9)
    index.add(value, unit: 11)
    #expect(Set(index.units(reading: value)) == [7, 9, 11])
    index.remove(value, unit: 9)
    #expect(Set(index.units(reading: value)) == [7, 11])
    index.remove(value, unit: 7)
    #expect(Array(index.units(reading: value)) == [11])
    index.remove(value, unit: 11)
    #expect(index.units(reading: value).isEmpty)
    #expect(Array(index.units(reading: value)).isEmpty)
    // Sources of every kind, and the same name on another object or kind, stay apart.
    let others: [DependencySource] = [
      .property(objectID: 2, name: "value"), .state(storageID: 1), .statePath(storageID: 1, path: ".value"),
      .environment(unitID: 1, key: "value"), .objectWillChange(objectID: 1),
    ]
    for (unit, source) in others.enumerated() { index.add(source, unit: unit) }
    for (unit, source) in others.enumerated() { #expect(Array(index.units(reading: source)) == [unit]) }
    #expect(Array(index.units(reading: value)).isEmpty)
  }

  @Test("the table of live units answers by id, nil for an id never given or gone")
  func unitTable() {
    var table = UnitTable()
    let unit = ViewInstance(id: 3, name: "Cell", kind: .view, parent: nil, key: [], value: nil, location: .unknown)
    #expect(table[3] == nil)
    table[3] = unit
    #expect(table[3] === unit)
    #expect(table[0] == nil && table[2] == nil && table[4] == nil && table[-1] == nil)
    table[3] = nil
    #expect(table[3] == nil)
    table[10] = nil
    #expect(table[10] == nil)
  }

  @Test("a structural key made of places alone is one of places, not of a row's element or an explicit id")
  func placeKeys() {
    let places: [ViewInstance.KeyComponent] = [.position(0), .branch(1), .type("Cell")]
    #expect(places.allSatisfy { $0.isPlace })
    #expect(!ViewInstance.KeyComponent.element(.int(1)).isPlace)
    #expect(!ViewInstance.KeyComponent.explicit(.string("a")).isPlace)
  }

  @Test("the dependency index keeps sources whose numbers do not pack into a word apart, and reuses a set's place")
  func dependencyIndexWideAndShared() {
    var index = DependencyIndex()
    let far = DependencySource.property(objectID: 1 << 45, name: "value")
    let near = DependencySource.property(objectID: 1, name: "value")
    index.add(far, unit: 3)
    index.add(near, unit: 4)
    #expect(Array(index.units(reading: far)) == [3])
    #expect(Array(index.units(reading: near)) == [4])
    index.add(far, unit: 5)
    #expect(Set(index.units(reading: far)) == [3, 5])
    index.remove(far, unit: 3)
    index.remove(far, unit: 5)
    #expect(index.units(reading: far).isEmpty)
    // A set of readers given up is used again for the next source several units read.
    let other = DependencySource.property(objectID: 2, name: "value")
    index.add(near, unit: 6)
    index.remove(near, unit: 4)
    #expect(Array(index.units(reading: near)) == [6])
    index.add(other, unit: 8)
    index.add(other, unit: 9)
    index.add(near, unit: 7)
    #expect(Set(index.units(reading: other)) == [8, 9])
    #expect(Set(index.units(reading: near)) == [6, 7])
    index.remove(other, unit: 8)
    #expect(Array(index.units(reading: other)) == [9])
    #expect(Set(index.units(reading: near)) == [6, 7])
  }

  @Test("a read is kept as the dependency index's one-word key, and the index gives its source back (issue 38)")
  func readKeys() {
    var index = DependencyIndex()
    let sources: [DependencySource] = [
      .property(objectID: 1, name: "value"), .property(objectID: 1, name: "label"), .state(storageID: 2),
      .statePath(storageID: 2, path: ".value"), .environment(unitID: 3, key: "colorScheme"),
      .objectWillChange(objectID: 1), .property(objectID: 1 << 45, name: "value"), .state(storageID: 1 << 45),
    ]
    #expect(index.readKey(of: sources[0]) == nil)
    var reads = UnitReads<DependencyIndex.ReadKey>()
    for (place, source) in sources.enumerated() {
      let key = index.readKey(interning: source)
      #expect(index.readKey(interning: source) == key)
      #expect(index.readKey(of: source) == key)
      #expect(index.source(of: key) == source)
      #expect(reads[key] == nil)
      reads.insert(key, at: SourceLocation(file: 0, line: place + 1, column: 1, offset: place))
      index.add(key: key, unit: place)
    }
    #expect(reads.entries.allSatisfy { MemoryLayout.stride(ofValue: $0) == 32 })
    #expect(Set(reads.sources).count == sources.count)
    for (place, source) in sources.enumerated() {
      #expect(Array(index.units(reading: source)) == [place])
      #expect(index.readKey(of: source).flatMap { reads[$0] }?.line == place + 1)
      index.remove(key: reads.sources[place], unit: place)
      #expect(index.units(reading: source).isEmpty)
    }
  }

  @Test("a unit keeps its depth under its parent and its place among its siblings in a few bytes (issue 38)")
  func unitNumbers() {
    let root = ViewInstance(id: 1, name: "Grid", kind: .view, parent: nil, key: [], value: nil, location: .unknown)
    let row = ViewInstance(
      id: 2, name: "ForEach row", kind: .view, parent: root, key: [], value: nil, location: .unknown)
    let cell = ViewInstance(id: 3, name: "Cell", kind: .view, parent: row, key: [], value: nil, location: .unknown)
    #expect(root.depth == 0 && row.depth == 1 && cell.depth == 2)
    #expect(cell.indexInParent == 0)
    cell.indexInParent = 99_999
    #expect(cell.indexInParent == 99_999)
    #expect(cell.isAlive && !cell.isHidden && !cell.isSwiftUIs && !cell.hidesItsContent)
    cell.isHidden = true
    #expect(cell.isHidden && cell.isAlive && cell.indexInParent == 99_999)
  }

  @Test("a key with a component after its path is the path and then the component, as a place or not (issue 38)")
  func keysThen() {
    let path: [ViewInstance.KeyComponent] = [.position(0), .branch(1)]
    #expect(UpdateModel.Identity.key(path, then: .element(.int(7))) == path + [.element(.int(7))])
    #expect(UpdateModel.Identity.key([], then: .type("Cell")) == [.type("Cell")])
    #expect(
      UpdateModel.Identity.key(under: path, position: 2, explicitID: .string("a"), branch: 0)
        == path + [.position(2), .explicit(.string("a")), .branch(0)])
    #expect(UpdateModel.Identity.key(under: path, position: 3, explicitID: nil, branch: nil) == path + [.position(3)])
    #expect(UpdateModel.Identity.disambiguated(path, occurrence: 0) == path)
    #expect(UpdateModel.Identity.disambiguated(path, occurrence: 2) == path + [.position(2)])
  }

  @Test("a type's roles follow its conformances and attributes as they change, and a copy keeps them (issue 38)")
  func typeRoles() {
    let type = TypeDecl(name: "Cell", kind: .structure, location: .unknown)
    #expect(!type.isView && !type.isViewModifier && !type.isApp && !type.isScene)
    type.conformances.insert("View")
    #expect(type.isView && !type.isViewModifier)
    type.conformances = ["ViewModifier", "Scene", "App"]
    #expect(!type.isView && type.isViewModifier && type.isScene && type.isApp)
    let model = TypeDecl(name: "Item", kind: .classType, location: .unknown)
    #expect(!model.isObservable && !model.isObservableObject && !model.isPersistentModel)
    model.attributes.insert("Model")
    model.conformances.formUnion(["PersistentModel", "ObservableObject"])
    #expect(model.isObservable && model.isObservableObject && model.isPersistentModel)
    model.attributes = ["Observable"]
    #expect(model.isObservable)
    model.attributes.remove("Observable")
    #expect(!model.isObservable)
    let copy = type.copy()
    #expect(copy.isViewModifier && copy.isScene && copy.isApp && !copy.isView)
    // A protocol and an extension of a type ViewGraph provides are roles too: bits, not names hashed.
    let shape = TypeDecl(name: "Shape", kind: .structure, location: .unknown)
    #expect(!shape.isProtocol && !shape.extendsBuiltin)
    shape.attributes.insert("protocol")
    #expect(shape.isProtocol && !shape.extendsBuiltin)
    shape.attributes = ["builtinExtension"]
    #expect(!shape.isProtocol && shape.extendsBuiltin)
    #expect(shape.copy().extendsBuiltin)
  }

  @Test("a program's name is found in its own table before the prelude's, by the engine's look-ups too (issue 38)")
  func layeredTables() {
    let prelude = LayeredTable<TypeDecl>()
    let program = LayeredTable<TypeDecl>(prelude: prelude)
    let framework = TypeDecl(name: "Text", kind: .structure, location: .unknown)
    let shared = TypeDecl(name: "Item", kind: .structure, location: .unknown)
    prelude["Text"] = framework
    prelude["Item"] = shared
    #expect(program["Text"] === framework && program["Item"] === shared)
    let own = TypeDecl(name: "Item", kind: .classType, location: .unknown)
    program["Item"] = own
    #expect(program["Item"] === own && program.prelude("Item") === shared)
    #expect(program.declaresOwn("Item") && !program.declaresOwn("Text"))
    #expect(program["Missing"] == nil && prelude["Item"] === shared)
    // The same answers from the generic subscript the constrained one stands in front of.
    func found<Element>(_ table: LayeredTable<Element>, _ name: String) -> Element? { table[name] }
    #expect(found(program, "Item") === own && found(program, "Text") === framework)
    let aliases = LayeredTable<WrittenType>()
    aliases["ID"] = .named("UUID")
    #expect(aliases["ID"] == .named("UUID") && LayeredTable<String>()["key"] == nil)
  }

  @Test("a property's and a function's facts read across targets are the ones set (issue 38)")
  func declarationFacts() {
    let property = PropertyDecl(name: "item", location: .unknown)
    #expect(property.wrapper == nil && property.type == nil && !property.isLet && !property.isWeakReference)
    property.wrapper = .state
    property.type = .named("Item")
    property.isLet = true
    property.isWeakReference = true
    property.isObservationIgnored = true
    #expect(property.wrapper == .state && property.type == .named("Item") && property.isLet)
    #expect(property.isWeakReference && property.isObservationIgnored && !property.isStatic)
    let function = FunctionDecl(
      name: "make", kind: .function, parameters: [], body: Block(statements: [], scopeSize: 0), location: .unknown)
    #expect(function.kind == .function && function.returnType == nil && function.genericParameterNames.isEmpty)
    function.genericParameterNames.insert("T")
    function.returnType = .named("T")
    #expect(function.genericParameterNames == ["T"] && function.returnType == .named("T"))
    let node = ViewNode(kind: "Text", at: .unknown)
    node.children.append(ViewNode(kind: "Image", at: .unknown))
    node.comparesWithEquatable = true
    #expect(node.children.map(\.kind) == ["Image"] && node.comparesWithEquatable && node.modifiers.isEmpty)
  }

  @Test("the rows one run of a ForEach made share its content closure, and each row runs it for its element (issue 38)")
  func rowsShareTheirContent() throws {
    let session = try Program.parse(
      source: """
        @Observable class Item: Identifiable { var value = 0 }
        let items = [Item(), Item(), Item()]
        struct Cell: View { var item: Item; var body: some View { Text("\\(item.value)") } }
        struct Grid: View { var body: some View { VStack { ForEach(items) { item in Cell(item: item) } } } }
        """, fileName: "Test.swift"
    ).launch(root: "Grid")
    let rows = session.host.liveUnits.filter { if case .row = $0.kind { true } else { false } }
    #expect(rows.count == 3)
    let contents = rows.compactMap { unit -> RowContent? in
      guard case .row(let content, _) = unit.kind else { return nil }
      return content
    }
    #expect(contents.count == 3 && contents.allSatisfy { $0 === contents[0] })
    #expect(rows.allSatisfy { $0.children.map(\.name) == ["Cell"] })
    #expect(try session.perform("items[1].value = 5").ranTypeNames == ["Cell"])
  }

  @Test("a unit's reads, indexed or not, are a value: a copy read into stays apart (issue 38)")
  func readsAreAValue() {
    var reads = ReadSet()
    let sources = (0...ReadSet.indexedAbove + 1).map { DependencySource.property(objectID: $0, name: "value") }
    for (index, source) in sources.enumerated() {
      let before = reads
      reads.insert(source, at: SourceLocation(file: 0, line: index + 1, column: 1, offset: index))
      #expect(before.count == index && before[source] == nil)
      #expect(reads.count == index + 1 && reads[source]?.line == index + 1)
    }
    var copy = reads
    let extra = DependencySource.property(objectID: 99, name: "label")
    copy.insert(extra, at: .unknown)
    #expect(copy.count == reads.count + 1 && copy[extra] != nil && reads[extra] == nil)
  }

  @Test("a view node keeps its custom view and its text apart, both when given both (issue 38)")
  func nodeContent() {
    let node = ViewNode(kind: "Text", at: .unknown)
    #expect(node.text == nil && node.customView == nil && node.branch == nil)
    node.text = "cell 0"
    #expect(node.text == "cell 0" && node.customView == nil)
    let view = StructValue(type: TypeDecl(name: "Cell", kind: .structure, location: .unknown), fields: [:])
    node.customView = view
    #expect(node.text == "cell 0" && node.customView?.type === view.type)
    node.text = nil
    #expect(node.text == nil && node.customView?.type === view.type)
    node.customView = nil
    #expect(node.text == nil && node.customView == nil)
    node.branch = 3
    node.comparesWithEquatable = true
    #expect(node.branch == 3 && node.comparesWithEquatable)
    node.branch = -101
    #expect(node.branch == -101)
    node.branch = nil
    #expect(node.branch == nil && node.comparesWithEquatable)
  }

  @Test("a node gives the unit it placed while the unit is in the graph, and a unit its parent (issue 38)")
  func placedUnitAndParent() {
    let row = ViewInstance(
      id: 2, name: "ForEach row", kind: .view, parent: nil, key: [], value: nil, location: .unknown)
    let cell = ViewInstance(id: 3, name: "Cell", kind: .view, parent: row, key: [], value: nil, location: .unknown)
    row.children = [cell]
    #expect(cell.parent === row && cell.id == 3 && row.parent == nil)
    let node = ViewNode(kind: "Cell", at: .unknown)
    #expect(node.placedUnit == nil)
    node.placedUnit = cell
    #expect(node.placedUnit === cell)
    cell.isAlive = false
    #expect(node.placedUnit == nil && !cell.isAlive && !cell.isHidden)
  }

  @Test("a type's stored property by name is the last declared of that name, few or many (issue 38)")
  func storedPropertyByName() {
    for count in [1, 2, 8, 9, 20] {
      let type = TypeDecl(name: "Item", kind: .classType, location: .unknown)
      let properties = (0..<count).map { PropertyDecl(name: "p\($0)", location: .unknown) }
      properties.forEach(type.addStoredProperty)
      for property in properties { #expect(type.storedProperty(property.name) === property) }
      #expect(type.storedProperty("missing") == nil)
      let again = PropertyDecl(name: "p0", location: .unknown)
      type.addStoredProperty(again)
      #expect(type.storedProperty("p0") === again)
    }
  }

  @Test("an object keeps its serial, id and fields, and its rare parts only when given (issue 38)")
  func objectParts() {
    let type = TypeDecl(name: "Item", kind: .classType, location: .unknown)
    let object = ObjectInstance(type: type, serial: 12, id: 40)
    #expect(object.serial == 12 && object.id == 40 && object.displayName == "Item#12")
    #expect(object.typeArguments == nil && object.releasedTo == nil)
    object.fields["value"] = .int(1)
    #expect(object.fields["value"] == .int(1))
    let other = ObjectInstance(type: type, serial: 13, id: 41)
    object.setWeakReference("next", .object(other))
    if case .object(let next) = object.weakReference("next") { #expect(next === other) } else { Issue.record() }
    object.setWeakReference("next", .null)
    #expect(object.weakReference("next") == .null)
  }
}
