// Issue 24: a recursion whose every level encodes the last level's result, so each value is larger than the
// last (JSON escapes double every level). The string budget stops it where the encoding grows past it,
// within about a second, instead of memory running away.
import SwiftUI

// Each call encodes the last one's result: the JSON escapes double every level.
func grow(_ text: String) -> String {
  let data = try! JSONEncoder().encode([text])
  return grow(String(decoding: data, as: UTF8.self))
}

struct ContentView: View {
  var body: some View { Text(grow("a\"b")) }
}
