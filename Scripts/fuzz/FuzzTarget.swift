import Foundation

@testable import ViewGraph
@testable import ViewGraphEngine
@testable import ViewGraphModel
@testable import ViewGraphRuntime

// The libFuzzer target of ViewGraph (SPEC §3: never crash, never hang, never exhaust memory on
// any input). Compiled against the ViewGraph library's modules, built testable (so internal names
// are in reach) and instrumented for coverage by `Scripts/fuzz/run.sh`. Each input is a
// program: parse → lower → launch → one change → the first `#scenario`. Any crash,
// trap or timeout of this process is a bug; a diagnostic is the expected outcome.

/// Small budgets: an input that runs away is stopped quickly, so more inputs run per second.
let fuzzLimits: EvaluationLimits = {
  var limits = EvaluationLimits()
  limits.maxSteps = 50_000
  limits.maxSeconds = 2
  limits.maxElements = 100_000
  limits.maxStringLength = 100_000
  limits.maxUnits = 500
  return limits
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let started = Date()
  defer {
    // An input slower than the parse budget below is not a libFuzzer timeout, but in this
    // long-lived process it can hold the one abandoned-parse slot: kept in .fuzz/slow/ to look at
    // (the earliest ones are the causes; the later ones waited for the slot).
    if Date().timeIntervalSince(started) > 1.5 {
      try? FileManager.default.createDirectory(atPath: ".fuzz/slow", withIntermediateDirectories: true)
      try? source.write(toFile: ".fuzz/slow/\(abs(source.hashValue)).swift", atomically: true, encoding: .utf8)
    }
  }
  guard let program = try? Program.parse(source: source, fileName: "fuzz.swift", limits: fuzzLimits) else { return 0 }
  if let session = try? program.launch() {
    _ = session.snapshot()
    _ = try? session.perform("_ = 1")
  }
  if let first = program.scenarioNames.first { _ = program.runScenario(named: first) }
  return 0
}

/// Pieces the structured mutator inserts: the shapes that broke ViewGraph before (deep nesting,
/// huge literals, long chains, runaway loops, control characters) and SwiftUI's vocabulary.
let fragments: [String] = [
  "VStack { ", " }", "[", "]", "(", ")", "{", "}", " + 1", ".padding()", " else if true { }", "9223372036854775807",
  "9223372036854775808", "-Int.min", "Int.max + 1", "(0..<Int.max).count", "for _ in 0..<Int.max { }",
  "ForEach(0..<Int.max, id: \\.self) { Text(\"\\($0)\") }", "Array(repeating: 0, count: Int.max)", "String(format: \"%2147483648d\", 1)",
  "stride(from: 0, to: Int.max, by: 3)", "{ $99999 }", "\u{1}", "\u{0}", "\r\n", "\u{FEFF}", "@State var x = 0\n", "@Observable class C { var c: C? = C() }\n",
  "Text(\"\\(x)\")", "x += 1", "s = s + s", ".onAppear { x += 1 }", "Button(\"b\") { x = -x }", "#scenario(\"s\") { tap(\"b\"); #expectUpdates() }\n",
  "Int(Double.nan)", "[1, 2, 3][-5..<2]", "func f(_ n: Int) -> Int { f(n + 1) }\n", "var a: [Int] = []; for i in 0..<9 { a.append(i) }\n",
  "if let y = Optional(1) { Text(\"\\(y)\") }", "switch x { case 0: Text(\"0\") default: EmptyView() }", "\"", "\\", "/*", "*/", "//", "#",
]

@_silgen_name("LLVMFuzzerMutate")
func LLVMFuzzerMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int) -> Int

/// SwiftUI-shaped mutations: a fragment inserted (or repeated many times, for depth and chains),
/// a span deleted or duplicated; otherwise libFuzzer's own byte mutations.
@_cdecl("LLVMFuzzerCustomMutator")
public func fuzzMutate(_ data: UnsafeMutablePointer<UInt8>, _ size: Int, _ maxSize: Int, _ seed: UInt32) -> Int {
  var random = SeededGenerator(seed: UInt64(seed))  // the library's own, compiled in with it
  var bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let at = bytes.isEmpty ? 0 : Int.random(in: 0...bytes.count, using: &random)
  switch Int.random(in: 0..<6, using: &random) {
  case 0, 1:
    let fragment = fragments.randomElement(using: &random) ?? ""
    let times = Bool.random(using: &random) ? 1 : Int.random(in: 2...2_000, using: &random)
    bytes.insert(contentsOf: Array(String(repeating: fragment, count: times).utf8), at: at)
  case 2:
    // Balanced nesting: an opening and a closing fragment around a span, many levels deep.
    let pairs = [("VStack { ", " }"), ("[", "]"), ("(", ")"), ("{ ", " }"), ("if true { ", " }"), ("Group { ", " }.padding()")]
    let (open, close) = pairs.randomElement(using: &random) ?? ("(", ")")
    let depth = Int.random(in: 1...600, using: &random)
    let end = at == bytes.count ? at : Int.random(in: at...bytes.count, using: &random)
    bytes.insert(contentsOf: Array(String(repeating: close, count: depth).utf8), at: end)
    bytes.insert(contentsOf: Array(String(repeating: open, count: depth).utf8), at: at)
  case 3 where !bytes.isEmpty:
    let end = min(bytes.count, at + Int.random(in: 1...64, using: &random))
    bytes.removeSubrange(min(at, end)..<end)
  case 4 where !bytes.isEmpty:
    let start = Int.random(in: 0..<bytes.count, using: &random)
    let end = min(bytes.count, start + Int.random(in: 1...200, using: &random))
    bytes.insert(contentsOf: bytes[start..<end], at: at)
  default:
    return LLVMFuzzerMutate(data, size, maxSize)
  }
  let count = min(bytes.count, maxSize)
  bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress!, count: count) }
  return count
}
