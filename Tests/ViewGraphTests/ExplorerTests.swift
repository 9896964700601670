// ExplorerTests.swift
//
// What this checks: issue 10's interactive explorer (`render --format html`), in a real browser.
// The page must be one self-contained file (nothing fetched); headless Chromium loads it from disk,
// runs its script, and the DOM after that must hold the step list, the selected step's title, and —
// after a small injected script presses ← and → and clicks a view — that view's reads and why it
// ran. A screenshot must not be blank. `.ci/setup` installs Debian's chromium-headless-shell; where
// no Chromium can be found these tests are skipped, saying so.

import Foundation
import Testing
import ViewGraph

/// A headless Chromium on this machine, if there is one.
enum HeadlessBrowser {
  static let path: String? = {
    let names = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "chrome-headless-shell"]
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init) + ["/usr/bin", "/usr/lib/chromium"]
    for name in names {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) { return folder + "/" + name }
    }
    return nil
  }()

  /// Runs the browser headless on `url` with `arguments`; its standard output.
  static func run(_ arguments: [String], url: String) throws -> String {
    guard let path else { return "" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent("viewgraph-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
                         "--virtual-time-budget=3000", "--window-size=1440,900"] + arguments + [url]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}

@Suite("Render: the interactive explorer (issue 10)")
struct ExplorerTests {
  /// The explorer of sample 05 (every scenario), written to a fresh folder.
  private func page() throws -> (folder: URL, file: URL, html: String) {
    let folder = try ExportTestSupport.temporaryFolder()
    let file = folder.appendingPathComponent("story.html")
    let run = try ExportTestSupport.run(["render", "Samples/05-ListRowsShareBook.swift", "--format", "html", "-o", file.path])
    #expect(run.status == 0, "\(run.stderr)")
    return (folder, file, try String(contentsOf: file, encoding: .utf8))
  }

  @Test("issue 10: the explorer is one self-contained file: inline SVG, CSS and script, nothing from the network")
  func selfContained() throws {
    let (folder, _, html) = try page()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<svg") && html.contains("<style>") && html.contains("<script>"))
    for fetch in [#"(src|href)\s*=\s*"(https?:)?//"#, #"<link\b"#, #"<script[^>]*\bsrc="#, #"@import"#, #"url\(\s*['"]?https?:"#, #"fetch\("#] {
      #expect(html.range(of: fetch, options: .regularExpression) == nil, "the page fetches something: \(fetch)")
    }
  }

  @Test(
    "issue 10: in headless Chromium the step list, the selected step, ←/→, a click on a view (its reads, why, inputs) and on a source (what-if) all work",
    .enabled(if: HeadlessBrowser.path != nil, "no headless Chromium: run .ci/setup (installs chromium-headless-shell)"))
  func browserDOM() throws {
    let (folder, file, html) = try page()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A small script, run after the page's own: press ←, note the title, press →, click BookView u6.
    let probe = """
      <script>
      const result = [];
      document.dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowLeft"}));
      result.push("left:" + document.getElementById("step-title").textContent);
      document.dispatchEvent(new KeyboardEvent("keydown", {key: "ArrowRight"}));
      result.push("right:" + document.getElementById("step-title").textContent);
      document.getElementById("u6").dispatchEvent(new MouseEvent("click", {bubbles: true}));
      result.push("reads:" + document.getElementById("detail-reads").textContent);
      result.push("verdict:" + document.getElementById("detail-verdict").textContent);
      result.push("inputs:" + document.getElementById("detail-inputs").textContent);
      document.getElementById("a_source Book#2.title").dispatchEvent(new MouseEvent("click", {bubbles: true, cancelable: true}));
      result.push("source:" + document.getElementById("detail-name").textContent);
      result.push("whatif:" + document.getElementById("detail-whatif").textContent);
      const probe = document.createElement("pre"); probe.id = "probe"; probe.textContent = result.join("\\n");
      document.body.appendChild(probe);
      </script>
      </body>
      """
    let probed = folder.appendingPathComponent("probed.html")
    try html.replacingOccurrences(of: "</body>", with: probe).write(to: probed, atomically: true, encoding: .utf8)
    let dom = try HeadlessBrowser.run(["--dump-dom"], url: probed.absoluteString)
    #expect(dom.components(separatedBy: "<option ").count - 1 == 6, "a scenario picker with the sample's 6 scenarios")
    #expect(dom.contains("<h2 id=\"step-title\">Step 1 of 1</h2>"), "the first step is shown")
    let steps = dom.components(separatedBy: "<ol id=\"steps\">").last?.components(separatedBy: "</ol>").first ?? ""
    #expect(steps.components(separatedBy: "<li").count - 1 == 2, "the launch and the step are listed: \(steps)")
    #expect(dom.contains("left:After launch"), "\(dom.suffix(600))")
    #expect(dom.contains("right:Step 1 of 1"))
    #expect(dom.contains("reads:Book#2.title"), "clicking BookView shows what it read")
    #expect(dom.contains("verdict:ran — its body read Book#2.title at Samples/05-ListRowsShareBook.swift:39:19"))
    #expect(dom.contains("inputs:book: Book#2"), "its inputs (SPEC rule 6)")
    #expect(dom.contains("source:Book#2.title"), "clicking a property in the picture selects that source")
    #expect(dom.contains("whatif:BookView#2 would run"), "and shows what a change to it would run")

    // A source chosen by the address: who reads it and what a change would run.
    let source = try HeadlessBrowser.run(["--dump-dom"], url: file.absoluteString + "#scenario=0&step=1&select=Book%232.title")
    #expect(source.contains("id=\"detail-readers\""), "\(source.suffix(800))")
    #expect(source.contains("BookView#2 would run"))
  }

  @Test(
    "issue 10: a screenshot of the explorer in headless Chromium is not blank",
    .enabled(if: HeadlessBrowser.path != nil, "no headless Chromium: run .ci/setup (installs chromium-headless-shell)"))
  func screenshot() throws {
    let (folder, file, _) = try page()
    defer { try? FileManager.default.removeItem(at: folder) }
    let shot = folder.appendingPathComponent("explorer.png")
    let blankPage = folder.appendingPathComponent("blank.html")
    let blankShot = folder.appendingPathComponent("blank.png")
    try "<!DOCTYPE html><html><body style=\"background:white\"></body></html>".write(to: blankPage, atomically: true, encoding: .utf8)
    _ = try HeadlessBrowser.run(["--screenshot=\(shot.path)"], url: file.absoluteString + "#step=1&select=u6")
    _ = try HeadlessBrowser.run(["--screenshot=\(blankShot.path)"], url: blankPage.absoluteString)
    let png = try Data(contentsOf: shot)
    let blank = try Data(contentsOf: blankShot)
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "a PNG")
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 1440)
    // A blank page of the same size compresses to a few kilobytes; text, a picture and colour do not.
    #expect(png.count > 10 * blank.count, "screenshot \(png.count) bytes, blank page \(blank.count) bytes")
  }
}
