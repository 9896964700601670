import Testing

@testable import ViewGraph

/// Issue 36: the gaps a twelfth field-trial set (a working set of fifteen public apps) found, each
/// shown here with code written for this test, so that what stopped those launches, or kept them
/// shallow, stays fixed.
@Suite("Issue 36: gaps the twelfth field-trial set found")
struct FieldTrialTwelveGapsTests {
  @Test(
    "a protocol extension's static property and static method are named on a type that conforms to the protocol, Self being that type"
  )
  func protocolExtensionStaticMembers() throws {
    let source = """
      protocol Reusable {}
      extension Reusable {
          static var reuseName: String { "cell-\\(Self.self)" }
          static func greeting(_ name: String) -> String { "Hello, \\(name) from \\(reuseName)" }
      }
      protocol Catalogued: Reusable {}
      struct Badge: Reusable {}
      enum Shelf: Catalogued { case top }
      final class Drawer: Reusable {
          static var reuseName: String { "own" }
      }
      print(Badge.reuseName, Badge.greeting("Ann"))
      print(Shelf.reuseName, Drawer.reuseName, Drawer.greeting("Bo"))
      """
    #expect(
      try printed(source) == """
        cell-Badge Hello, Ann from cell-Badge
        cell-Shelf own Hello, Bo from own

        """)
  }
}
