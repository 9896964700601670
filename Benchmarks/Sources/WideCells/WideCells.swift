/// The scale workload on the shape apps are written in (issue 38): one `ForEach` of `count`
/// `@Observable` items in a non-lazy stack, each row a `Cell` view struct whose body reads its
/// item's `label` and `value` into a `Text`; then `changes` writes, each to one item, each followed
/// by `#expectUpdates(Cell.self)`.
///
/// The same generator as the project's scale workload `cells.py` (issue 38), written again here so the
/// repository needs nothing outside it: `source` is byte for byte the `wide_N.swift` that
/// `cells.py N K` writes, and `changedItems` are the items it changes, drawn from the same
/// generator (Python's `random.Random(7).randrange`, the Mersenne Twister `PythonRandom` below).
/// `observation-reference cells N K` does the same work over the real Observation runtime.
public struct WideCells: Sendable {
  public var count: Int
  public var changes: Int

  /// The sizes `compare.sh` reports: 10,000 cells + 1,000 changes, 100,000 + 10,000, 1,000,000 + 10,000.
  public static let sizes = [WideCells(count: 10_000, changes: 1_000), WideCells(count: 100_000, changes: 10_000),
    WideCells(count: 1_000_000, changes: 10_000)]

  public init(count: Int, changes: Int) {
    precondition(count > 0 && changes >= 0, "a workload needs at least one cell")
    self.count = count
    self.changes = changes
  }

  /// `cells-10k`, `cells-100k`, `cells-1M`.
  public var name: String {
    count >= 1_000_000 && count % 1_000_000 == 0 ? "cells-\(count / 1_000_000)M"
      : count >= 1_000 && count % 1_000 == 0 ? "cells-\(count / 1_000)k" : "cells-\(count)"
  }

  /// The item each change writes to, in order: `cells.py`'s `idx`.
  public var changedItems: [Int] {
    var random = PythonRandom(seed: 7)
    return (0..<changes).map { _ in random.randrange(count) }
  }

  /// The ViewGraph program, as `cells.py` writes it to `wide_N.swift`.
  public var source: String {
    let steps = changedItems.map { "    store.items[\($0)].value += 1\n    #expectUpdates(Cell.self)" }.joined(separator: "\n")
    return """
      @Observable class Item: Identifiable {
          var value = 0
          var label = "cell"
      }

      @Observable class Store {
          var items: [Item] = (0..<\(count)).map { _ in Item() }
      }

      let store = Store()

      struct Cell: View {
          var item: Item

          var body: some View {
              Text("\\(item.label) \\(item.value)")
          }
      }

      struct Grid: View {
          var body: some View {
              ScrollView {
                  VStack {
                      ForEach(store.items) { item in
                          Cell(item: item)
                      }
                  }
              }
          }
      }

      #Preview {
          Grid()
      }

      #scenario("\(changes) changes, one cell each") {
      \(steps)
      }

      """
  }
}

/// Python's `random.Random(seed)` for a non-negative seed below 2³², as far as `randrange(n)`:
/// MT19937 seeded by `init_by_array([seed])`, and `randrange` by rejection over `n.bit_length()`
/// bits, as CPython does.
public struct PythonRandom: Sendable {
  private var state = [UInt32](repeating: 0, count: 624)
  private var index = 624

  public init(seed: UInt32) {
    state[0] = 19_650_218
    for i in 1..<624 { state[i] = 1_812_433_253 &* (state[i - 1] ^ (state[i - 1] >> 30)) &+ UInt32(i) }
    var i = 1
    for _ in 0..<624 {
      state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_664_525)) &+ seed
      i += 1
      if i >= 624 { state[0] = state[623]; i = 1 }
    }
    for _ in 0..<623 {
      state[i] = (state[i] ^ ((state[i - 1] ^ (state[i - 1] >> 30)) &* 1_566_083_941)) &- UInt32(i)
      i += 1
      if i >= 624 { state[0] = state[623]; i = 1 }
    }
    state[0] = 0x8000_0000
  }

  /// The next 32 random bits (`genrand_uint32`).
  public mutating func next() -> UInt32 {
    if index >= 624 {
      for k in 0..<624 {
        let y = (state[k] & 0x8000_0000) | (state[(k + 1) % 624] & 0x7fff_ffff)
        state[k] = state[(k + 397) % 624] ^ (y >> 1) ^ (y & 1 == 0 ? 0 : 0x9908_b0df)
      }
      index = 0
    }
    var y = state[index]
    index += 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9d2c_5680
    y ^= (y << 15) & 0xefc6_0000
    y ^= y >> 18
    return y
  }

  /// A number in `0..<upper` (`randrange(upper)`), for `upper` below 2³².
  public mutating func randrange(_ upper: Int) -> Int {
    precondition(upper > 0 && upper < 1 << 32, "randrange needs 0 < upper < 2³²")
    // `upper.bit_length()` bits, drawn again until below `upper`.
    let width = Int.bitWidth - upper.leadingZeroBitCount
    while true {
      let drawn = Int(next() >> UInt32(32 - width))
      if drawn < upper { return drawn }
    }
  }
}
