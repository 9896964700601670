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
struct GTBindingCase: Sendable, CustomTestStringConvertible {
  let name: String
  /// Declarations of the probe program (it always has `Book` and a global `book`).
  let view: String
  /// The real making, given the book.
  let make: @Sendable (GTBindingBook) -> Void
  let mutation: String
  let mutate: @Sendable (GTBindingBook) -> Void

  var testDescription: String { "\(name), then \(mutation)" }

  static let all: [GTBindingCase] = [
    GTBindingCase(
      name: "$book.title through @Bindable",
      view: """
        struct ProbeView: View {
            var body: some View {
                @Bindable var bound = book
                TextField("Title", text: $bound.title)
            }
        }
        """,
      make: { book in _ = GTBinding(book, keyPath: \.title) },
      mutation: "book.title = \"B\"", mutate: { $0.title = "B" }),
    GTBindingCase(
      name: "$book.title through @Bindable",
      view: """
        struct ProbeView: View {
            var body: some View {
                @Bindable var bound = book
                TextField("Title", text: $bound.title)
            }
        }
        """,
      make: { book in _ = GTBinding(book, keyPath: \.title) },
      mutation: "book.isAvailable = false", mutate: { $0.isAvailable = false }),
    GTBindingCase(
      name: "Binding(get:set:) reading isAvailable",
      view: """
        struct ProbeView: View {
            var body: some View {
                Toggle("On", isOn: Binding(get: { book.isAvailable }, set: { book.isAvailable = $0 }))
            }
        }
        """,
      make: { book in _ = GTBinding(get: { book.isAvailable }, set: { book.isAvailable = $0 }) },
      mutation: "book.isAvailable = false", mutate: { $0.isAvailable = false }),
    GTBindingCase(
      name: "Binding(get:set:) reading isAvailable",
      view: """
        struct ProbeView: View {
            var body: some View {
                Toggle("On", isOn: Binding(get: { book.isAvailable }, set: { book.isAvailable = $0 }))
            }
        }
        """,
      make: { book in _ = GTBinding(get: { book.isAvailable }, set: { book.isAvailable = $0 }) },
      mutation: "book.title = \"B\"", mutate: { $0.title = "B" }),
    GTBindingCase(
      name: "$model.title where a @State holds the object",
      view: """
        struct ProbeView: View {
            @State private var model = book
            var body: some View {
                TextField("Title", text: $model.title)
            }
        }
        """,
      make: { book in _ = GTState(storedValue: book).projectedValue[dynamicMember: \.title] },
      mutation: "book.title = \"B\"", mutate: { $0.title = "B" }),
    GTBindingCase(
      name: "$flag projected from a @State",
      view: """
        struct ProbeView: View {
            @State private var flag = book.isAvailable
            var body: some View {
                Toggle("On", isOn: $flag)
            }
        }
        """,
      make: { book in _ = GTState(storedValue: true).projectedValue },
      mutation: "book.isAvailable = false", mutate: { $0.isAvailable = false }),
  ]
}

/// Checks SPEC rule 5 (making a binding can be a read) against the real Observation runtime.
@Suite("Binding ground truth")
struct BindingGroundTruthTests {
  @Test("SPEC rule 5: making a binding reads what the real Binding's init reads", arguments: GTBindingCase.all)
  func makingABinding(_ testCase: GTBindingCase) throws {
    let book = GTBindingBook()
    let realFires = fires(read: { testCase.make(book) }, mutate: { testCase.mutate(book) })

    let source = """
      import SwiftUI
      import Observation

      @Observable
      class Book {
          var title = "A"
          var isAvailable = true
      }

      let book = Book()

      \(testCase.view)
      """
    let program = try Program.parse(source: source, fileName: "BindingProbe.swift")
    let session = try program.launch(root: "ProbeView")
    let update = try session.perform(testCase.mutation)
    #expect(
      update.ranTypeNames == (realFires ? ["ProbeView"] : []),
      "\(testCase.name): the real runtime \(realFires ? "tracks" : "does not track") the making; ViewGraph ran \(update.ranTypeNames)")
  }

  @Test("Ground truth: the real runtime tracks exactly the makings that call get on an observable property")
  func realRuntimeAnswers() {
    let expected = [true, false, true, false, true, false]
    let answers = GTBindingCase.all.map { testCase in
      let book = GTBindingBook()
      return fires(read: { testCase.make(book) }, mutate: { testCase.mutate(book) })
    }
    #expect(answers == expected)
  }
}
