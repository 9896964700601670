// Fuzzer finding (issue 12, release run): a control character after the space before '=' makes the
// lexer call the '=' unevenly spaced, and swift-syntax's diagnostics generator traps making an
// empty Fix-It for it (SwiftDiagnostics/FixIt.swift:97). ViewGraph reports it itself.
let x = 1
struct A: View {
    var body: some View { Text("\(x)") }
}
