// Found by the fuzzer: the second declaration of a type is left out, and with it the getter lowered
// for its `body`; that getter's deferred lowering must not outlive it (it trapped on an unowned reference).
import SwiftUI

struct A: View {
    var body: some View { Text("one") }
}

struct A: View {
    var body: some View { Text("two") }
}
