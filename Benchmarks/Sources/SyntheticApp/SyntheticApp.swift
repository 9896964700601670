import ViewGraph

/// A SwiftUI-style inbox app of a chosen size, generated as source text: a `List` over
/// `itemCount` `@Observable` items, each row a small tree of custom views.
///
/// Units (SPEC §1) per item: the `List` row, `ItemRow`, `Checkmark`, `Badge`, `TitleText`,
/// `DetailText`, and `layerDepth` pass-through `RowLayerN` views between `ItemRow` and the two
/// texts. With the defaults (1,000 items, depth 4) that is 10 units per item, plus
/// `ContentView`, `HeaderView` and `ItemList`: 10,003 units.
public struct SyntheticApp: Sendable {
  /// How many elements `store.items` starts with.
  public var itemCount: Int
  /// How many pass-through views stand between a row and its title and detail texts.
  public var layerDepth: Int

  /// The app with 10,003 units the benchmarks measure.
  public static let tenThousandViews = SyntheticApp(itemCount: 1_000, layerDepth: 4)

  /// An app with `itemCount` items and `layerDepth` pass-through views per row (both at least 1).
  public init(itemCount: Int, layerDepth: Int) {
    precondition(itemCount > 0 && layerDepth > 0, "an app needs at least one item and one layer")
    self.itemCount = itemCount
    self.layerDepth = layerDepth
  }

  /// The number of units the initial render inserts.
  public var unitCount: Int { itemCount * (6 + layerDepth) + 3 }

  /// The root view to launch.
  public static let rootName = "ContentView"

  /// The index of the element the single-item benchmarks write to: the middle one.
  public var middleIndex: Int { itemCount / 2 }

  /// The program's source text.
  public var source: String {
    var text = """
      import SwiftUI
      import Observation

      @Observable class Item: Identifiable {
          var title: String
          var detail: String
          var count: Int
          var isDone = false

          init(index: Int) {
              title = "Item \\(index)"
              detail = "Detail \\(index)"
              count = index
          }
      }

      @Observable class Store {
          var header = "Inbox"
          var items: [Item] = []

          init(size: Int) {
              items = (0..<size).map { Item(index: $0) }
          }
      }

      let store = Store(size: \(itemCount))

      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  VStack {
                      HeaderView()
                      ItemList()
                  }
              }
          }
      }

      struct HeaderView: View {
          var body: some View {
              Text(store.header)
                  .font(.title)
          }
      }

      struct ItemList: View {
          var body: some View {
              List(store.items) { item in
                  ItemRow(item: item)
              }
          }
      }

      struct ItemRow: View {
          var item: Item

          var body: some View {
              HStack {
                  Checkmark(item: item)
                  RowLayer1(item: item)
                  Badge(item: item)
              }
          }
      }

      struct Checkmark: View {
          var item: Item

          var body: some View {
              Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
          }
      }

      struct Badge: View {
          var item: Item

          var body: some View {
              Text("\\(item.count)")
                  .padding(4)
          }
      }

      struct TitleText: View {
          var item: Item

          var body: some View {
              Text(item.title)
                  .font(.headline)
          }
      }

      struct DetailText: View {
          var item: Item

          var body: some View {
              Text(item.detail)
                  .font(.caption)
          }
      }

      """
    for layer in 1...layerDepth {
      let content =
        layer == layerDepth
        ? ["        VStack {", "            TitleText(item: item)", "            DetailText(item: item)", "        }"]
        : ["        VStack { RowLayer\(layer + 1)(item: item) }"]
      let lines =
        ["", "struct RowLayer\(layer): View {", "    var item: Item", "", "    var body: some View {"]
        + content + ["    }", "}", ""]
      text += lines.joined(separator: "\n")
    }
    return text
  }

  /// Parses the source into a program whose `List` builds every row (`--all-rows`): the
  /// benchmarks measure all of the app's units, not the 15 rows a screen shows (rule 11).
  public func program() throws -> Program {
    let program = try Program.parse(source: source, fileName: "SyntheticApp.swift")
    program.viewportRows = nil
    return program
  }

  // MARK: - Changes

  /// A write that invalidates exactly one leaf (`TitleText` of the middle item); `flip` picks one
  /// of two values so that consecutive writes both change the title.
  public func retitleOne(_ flip: Bool) -> String {
    "store.items[\(middleIndex)].title = \"\(flip ? "Renamed A" : "Renamed B")\""
  }

  /// A write of the value the middle item's title already has (its initial one).
  public var equalWrite: String {
    "store.items[\(middleIndex)].title = \"Item \(middleIndex)\""
  }

  /// Inserts one new item into the middle of the collection.
  public func insertOne(serial: Int) -> String {
    "store.items.insert(Item(index: \(itemCount + serial)), at: \(middleIndex))"
  }

  /// Removes the item `insertOne` put in, restoring the collection.
  public var removeInserted: String {
    "store.items.remove(at: \(middleIndex))"
  }
}

/// Checks that an update set is the one a benchmark claims to measure, so that a figure is
/// never reported for work that did not happen (or for more work than intended).
public enum UpdateCheck {
  /// Why an update set is not the expected one.
  public struct Mismatch: Error, CustomStringConvertible {
    /// What was expected and what came.
    public var description: String

    public init(description: String) { self.description = description }
  }

  /// The launch inserted every unit of the app.
  public static func launch(_ session: AppSession, of app: SyntheticApp) throws {
    let count = session.launchUpdate.inserted.count
    guard count == app.unitCount else {
      throw Mismatch(description: "launch inserted \(count) units, expected \(app.unitCount)")
    }
  }

  /// Exactly one `TitleText` ran; nothing appeared or disappeared.
  public static func oneLeaf(_ update: UpdateSet) throws {
    guard update.ranTypeNames == ["TitleText"], update.inserted.isEmpty, update.removed.isEmpty else {
      throw Mismatch(description: "expected only TitleText to run, got:\n\(update)")
    }
  }

  /// `ItemList` ran, and so every kept row (its List was rebuilt, rule 11); one row with its
  /// subtree appeared.
  public static func oneRowInserted(_ update: UpdateSet, of app: SyntheticApp) throws {
    let rowUnits = 6 + app.layerDepth
    guard update.ranTypeNames == ["ItemList"] + Array(repeating: "List row", count: app.itemCount), update.inserted.count == rowUnits,
      update.removed.isEmpty
    else {
      throw Mismatch(description: "expected ItemList to run and \(rowUnits) units inserted, got ran \(update.ranTypeNames), \(update.inserted.count) inserted, \(update.removed.count) removed")
    }
  }

  /// `ItemList` ran, and so every kept row (rule 11); one row with its subtree disappeared.
  public static func oneRowRemoved(_ update: UpdateSet, of app: SyntheticApp) throws {
    let rowUnits = 6 + app.layerDepth
    guard update.ranTypeNames == ["ItemList"] + Array(repeating: "List row", count: app.itemCount), update.removed.count == rowUnits,
      update.inserted.isEmpty
    else {
      throw Mismatch(description: "expected ItemList to run and \(rowUnits) units removed, got ran \(update.ranTypeNames), \(update.inserted.count) inserted, \(update.removed.count) removed")
    }
  }

  /// Nothing ran, appeared or disappeared.
  public static func nothingRan(_ update: UpdateSet) throws {
    guard update.ran.isEmpty, update.inserted.isEmpty, update.removed.isEmpty else {
      throw Mismatch(description: "expected nothing to run, got:\n\(update)")
    }
  }
}
