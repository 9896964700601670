// BindingGroundTruthTests.swift
//
// What this checks: SPEC rule 5's corrected point — making a `Binding` stores the current
// value, so making one can be a read — against Swift's REAL Observation runtime.
//
// The real side mirrors OpenSwiftUI's `Binding`: `init(get:set:)` and `init(_:keyPath:)`
// both call `init(value: get(), …)`, so `get` runs once when the binding is made; a
// binding's `subscript(dynamicMember:)` projects the value it stores
// (`_value[keyPath: keyPath]`); `State.projectedValue` hands out the value the state struct
// holds, without asking its storage. Each case makes the binding inside
// `withObservationTracking`, then mutates; the runtime says whether the making was a read.
// ViewGraph runs the same making in a view's body and must run that view exactly then.

import Observation
import Testing
import ViewGraph

/// Real counterpart of the probe's `Book`.
@Observable final class GTBindingBook {
  var title = "A"
  var isAvailable = true
}

/// A compiled stand-in for SwiftUI's `Binding`, made the way OpenSwiftUI makes one.
struct GTBinding<Value> {
  /// `_value`: what the binding stored when it was made.
  let value: Value
  let set: (Value) -> Void

  init(get: () -> Value, set: @escaping (Value) -> Void) {
    self.value = get()  // OpenSwiftUI: `self.init(value: get(), location: FunctionalLocation(…))`
    self.set = set
  }

  /// `$book.title` through `@Bindable`: `Binding(root, keyPath:)`.
  init<Root: AnyObject>(_ root: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
    self.init(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
  }

  /// `$binding.field`: projects the stored value.
  subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> GTBinding<Subject> {
    GTBinding<Subject>(get: { value[keyPath: keyPath] }, set: { _ in })
  }
}

/// A compiled stand-in for `State`: the struct holds the value; storage is the framework's.
struct GTState<Value> {
  let storedValue: Value
  /// `State.projectedValue`: `Binding(value: _value, location: _location)` — no get call.
  var projectedValue: GTBinding<Value> {
    let value = storedValue
    return GTBinding(get: { value }, set: { _ in })
  }
}

/// One way of making a binding, in real Swift and as a ViewGraph body.
struct GTMaking: Sendable {
  let name: String
  /// The probe's view (the program always has `Book` and a global `book`).
  let view: String
  /// The real making, given the book.
  let make: @Sendable (GTBindingBook) -> Void

  static let bindable = GTMaking(
    name: "$book.title through @Bindable",
    view: """
      struct ProbeView: View {
          var body: some View {
              @Bindable var bound = book
              TextField("Title", text: $bound.title)
          }
      }
      """,
    make: makeBindable)

  static let getSet = GTMaking(
    name: "Binding(get:set:) reading isAvailable",
    view: """
      struct ProbeView: View {
          var body: some View {
              Toggle("On", isOn: Binding(get: { book.isAvailable }, set: { book.isAvailable = $0 }))
          }
      }
      """,
    make: makeGetSet)

  static let objectInState = GTMaking(
    name: "$model.title where a @State holds the object",
    view: """
      struct ProbeView: View {
          @State private var model = book
          var body: some View {
              TextField("Title", text: $model.title)
          }
      }
      """,
    make: makeObjectInState)

  static let stateProjection = GTMaking(
    name: "$flag projected from a @State",
    view: """
      struct ProbeView: View {
          @State private var flag = book.isAvailable
          var body: some View {
              Toggle("On", isOn: $flag)
          }
      }
      """,
    make: makeStateProjection)
}

extension GTMaking {
  @Sendable static func makeBindable(_ book: GTBindingBook) {
    _ = GTBinding<String>(book, keyPath: \GTBindingBook.title)
  }

  @Sendable static func makeGetSet(_ book: GTBindingBook) {
    _ = GTBinding<Bool>(get: { book.isAvailable }, set: { (value: Bool) in book.isAvailable = value })
  }

  @Sendable static func makeObjectInState(_ book: GTBindingBook) {
    let state = GTState<GTBindingBook>(storedValue: book)
    _ = state.projectedValue[dynamicMember: \GTBindingBook.title]
  }

  @Sendable static func makeStateProjection(_ book: GTBindingBook) {
    _ = GTState<Bool>(storedValue: true).projectedValue
  }
}

/// A mutation of the book, as a scenario statement and as real Swift.
struct GTBookMutation: Sendable {
  let source: String
  let apply: @Sendable (GTBindingBook) -> Void

  static let title = GTBookMutation(source: "book.title = \"B\"", apply: setTitle)
  static let availability = GTBookMutation(source: "book.isAvailable = false", apply: clearAvailability)

  @Sendable static func setTitle(_ book: GTBindingBook) { book.title = "B" }
  @Sendable static func clearAvailability(_ book: GTBindingBook) { book.isAvailable = false }
}

/// A making, then a mutation, with the real runtime's answer pinned by `realRuntimeAnswers`.
struct GTBindingCase: Sendable, CustomTestStringConvertible {
  let making: GTMaking
  let mutation: GTBookMutation
  let documentedToFire: Bool

  var testDescription: String { "\(making.name), then \(mutation.source)" }

  static let all: [GTBindingCase] = [
    GTBindingCase(making: .bindable, mutation: .title, documentedToFire: true),
    GTBindingCase(making: .bindable, mutation: .availability, documentedToFire: false),
    GTBindingCase(making: .getSet, mutation: .availability, documentedToFire: true),
    GTBindingCase(making: .getSet, mutation: .title, documentedToFire: false),
    GTBindingCase(making: .objectInState, mutation: .title, documentedToFire: true),
    GTBindingCase(making: .stateProjection, mutation: .availability, documentedToFire: false),
  ]
}

/// Checks SPEC rule 5 (making a binding can be a read) against the real Observation runtime.
@Suite("Binding ground truth")
struct BindingGroundTruthTests {
  @Test("SPEC rule 5: making a binding reads what the real Binding's init reads", arguments: GTBindingCase.all)
  func makingABinding(_ testCase: GTBindingCase) throws {
    let book = GTBindingBook()
    let realFires = fires(read: { testCase.making.make(book) }, mutate: { testCase.mutation.apply(book) })

    let source = """
      import SwiftUI
      import Observation

      @Observable
      class Book {
          var title = "A"
          var isAvailable = true
      }

      let book = Book()

      \(testCase.making.view)
      """
    let program = try Program.parse(source: source, fileName: "BindingProbe.swift")
    let session = try program.launch(root: "ProbeView")
    let update = try session.perform(testCase.mutation.source)
    #expect(
      update.ranTypeNames == (realFires ? ["ProbeView"] : []),
      "\(testCase.making.name): the real runtime \(realFires ? "tracks" : "does not track") the making; ViewGraph ran \(update.ranTypeNames)"
    )
  }

  @Test(
    "Ground truth: the real runtime tracks exactly the makings that call get on an observable property",
    arguments: GTBindingCase.all)
  func realRuntimeAnswers(_ testCase: GTBindingCase) {
    let book = GTBindingBook()
    #expect(
      fires(read: { testCase.making.make(book) }, mutate: { testCase.mutation.apply(book) })
        == testCase.documentedToFire)
  }
}
