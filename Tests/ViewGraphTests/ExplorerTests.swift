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
    let folders =
      (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":").map(String.init) + [
        "/usr/bin", "/usr/lib/chromium",
      ]
    for name in names {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
        return folder + "/" + name
      }
    }
    return nil
  }()

  /// Runs the browser headless on `url` with `arguments`, in a window of `size`, letting the page's
  /// timers run for `milliseconds` of virtual time; its standard output.
  static func run(_ arguments: [String], url: String, size: String = "1440,900", milliseconds: Int = 3000) throws
    -> String
  {
    guard let path else { return "" }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    let profile = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viewgraph-chromium-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: profile) }
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)",
        "--virtual-time-budget=\(milliseconds)", "--window-size=\(size)",
      ] + arguments + [url]
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
  /// The explorer of sample 05 (every scenario, or `arguments`), written to a fresh folder.
  private func page(_ arguments: [String] = ["Samples/05-ListRowsShareBook.swift"]) throws -> (
    folder: URL, file: URL, html: String
  ) {
    let folder = try ExportTestSupport.temporaryFolder()
    let file = folder.appendingPathComponent("story.html")
    let run = try ExportTestSupport.run(["render"] + arguments + ["--format", "html", "-o", file.path])
    #expect(run.status == 0, "\(run.stderr)")
    return (folder, file, try String(contentsOf: file, encoding: .utf8))
  }

  @Test("issue 10: the explorer is one self-contained file: inline SVG, CSS and script, nothing from the network")
  func selfContained() throws {
    let (folder, _, html) = try page()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("<svg") && html.contains("<style>") && html.contains("<script>"))
    for fetch in [
      #"(src|href)\s*=\s*"(https?:)?//"#, #"<link\b"#, #"<script[^>]*\bsrc="#, #"@import"#, #"url\(\s*['"]?https?:"#,
      #"fetch\("#,
    ] {
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
    let picker = dom.components(separatedBy: "id=\"scenario\"").last?.components(separatedBy: "</select>").first ?? ""
    #expect(
      picker.components(separatedBy: "<option ").count - 1 == 6, "a scenario picker with the sample's 6 scenarios")
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
    let source = try HeadlessBrowser.run(
      ["--dump-dom"], url: file.absoluteString + "#scenario=0&step=1&select=Book%232.title")
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
    try "<!DOCTYPE html><html><body style=\"background:white\"></body></html>".write(
      to: blankPage, atomically: true, encoding: .utf8)
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

  /// The page with `script` run after its own, loaded in headless Chromium at `size`; the lines the
  /// script pushed to `result`.
  private func probe(
    _ html: String, in folder: URL, size: String, milliseconds: Int = 3000, hash: String = "", script: String
  ) throws -> [String] {
    let probe = """
      <script>
      const result = [];
      \(script)
      </script>
      </body>
      """
    let probed = folder.appendingPathComponent("probed.html")
    try html.replacingOccurrences(of: "</body>", with: probe).write(to: probed, atomically: true, encoding: .utf8)
    let dom = try HeadlessBrowser.run(
      ["--dump-dom"], url: probed.absoluteString + hash, size: size, milliseconds: milliseconds)
    let text = dom.components(separatedBy: "<pre id=\"probe\">").last?.components(separatedBy: "</pre>").first ?? ""
    return text.split(separator: "\n").map {
      String($0).replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&amp;", with: "&")
    }
  }

  /// Writes `result` into the page for `--dump-dom` to carry out.
  private static let report = """
    const pre = document.createElement("pre"); pre.id = "probe"; pre.textContent = result.join("\\n"); document.body.appendChild(pre);
    """

  @Test(
    "issue 23: projected at 1024×768 no text of the picture or the page is under 12 px; the picture fills its pane; zoom, fit and the wheel work",
    .enabled(if: HeadlessBrowser.path != nil, "no headless Chromium: run .ci/setup (installs chromium-headless-shell)"))
  func readableWhenProjected() throws {
    let (folder, _, html) = try page()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = try probe(
      html, in: folder, size: "1024,768", hash: "#step=1",
      script: """
        const scale = () => new DOMMatrix(getComputedStyle(document.getElementById("canvas")).transform).a;
        // Every text of the picture, at its size on the screen.
        const svgSizes = Array.from(document.querySelectorAll("#canvas svg text")).map((t) => parseFloat(t.getAttribute("font-size")) * t.getScreenCTM().a);
        result.push("svg-min:" + Math.min(...svgSizes).toFixed(2));
        // Every visible text of the page around it.
        const pageSizes = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const element = walker.currentNode.parentElement;
          if (!walker.currentNode.textContent.trim() || element.closest("svg, script, #probe") || !element.getClientRects().length) continue;
          pageSizes.push(parseFloat(getComputedStyle(element).fontSize));
        }
        result.push("page-min:" + Math.min(...pageSizes).toFixed(2));
        const pane = document.getElementById("picture").getBoundingClientRect();
        const picture = document.querySelector("#canvas svg").getBoundingClientRect();
        result.push("pane:" + Math.round(pane.width) + "x" + Math.round(pane.height));
        result.push("covers:" + (Math.min(picture.right, pane.right) - Math.max(picture.left, pane.left) >= 0.9 * Math.min(pane.width, picture.width)));
        const before = scale();
        document.getElementById("zoom-in").click();
        result.push("zoom-in:" + (scale() / before).toFixed(2));
        document.getElementById("fit").click();
        const fitted = document.querySelector("#canvas svg").getBoundingClientRect();
        result.push("fit-inside:" + (fitted.left >= pane.left - 1 && fitted.right <= pane.right + 1 && fitted.top >= pane.top - 1 && fitted.bottom <= pane.bottom + 1));
        result.push("fit-note:" + document.getElementById("note").textContent);
        const fitScale = scale();
        document.getElementById("picture").dispatchEvent(new WheelEvent("wheel", {deltaY: -200, clientX: pane.left + 100, clientY: pane.top + 100, bubbles: true, cancelable: true}));
        result.push("wheel:" + (scale() > fitScale));
        result.push("steps-list-hidden:" + (getComputedStyle(document.querySelector("nav")).display === "none"));
        \(Self.report)
        """)
    let values = Dictionary(
      lines.compactMap { line in
        line.firstIndex(of: ":").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
      }, uniquingKeysWith: { $1 })
    #expect(Double(values["svg-min"] ?? "") ?? 0 >= 12, "the picture's smallest text on screen: \(lines)")
    #expect(Double(values["page-min"] ?? "") ?? 0 >= 12, "the page's smallest text: \(lines)")
    #expect(values["covers"] == "true", "the picture fills its pane: \(lines)")
    #expect(values["zoom-in"] == "1.25")
    // Issue 37, point 3: Fit shows the whole picture only where it can be read whole (text at
    // 12 px); otherwise it shows what ran and why, and says how much it left out.
    #expect(
      values["fit-inside"] == "true" || values["fit-note"]?.hasPrefix("Too large to read whole") == true,
      "Fit shows the whole picture or says what it left out: \(lines)")
    #expect(values["wheel"] == "true", "the wheel zooms in")
    #expect(
      values["steps-list-hidden"] == "true",
      "at 1024 wide the step list folds away behind a button, for the picture's room")
  }

  @Test(
    "issue 23: the source pane marks the step's statement and the lines the views that ran read; a click on a line selects what it read",
    .enabled(if: HeadlessBrowser.path != nil, "no headless Chromium: run .ci/setup (installs chromium-headless-shell)"))
  func sourcePane() throws {
    let (folder, _, html) = try page()
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = try probe(
      html, in: folder, size: "1024,768", hash: "#step=1",
      script: """
        const code = document.getElementById("code");
        result.push("lines:" + code.children.length);
        result.push("statement:" + code.querySelector("li.statement").textContent);
        result.push("read:" + Array.from(code.querySelectorAll("li.read")).map((li) => li.querySelector(".n").textContent).join(","));
        result.push("write:" + Array.from(code.querySelectorAll("li.write")).map((li) => li.querySelector(".n").textContent).join(","));
        code.querySelector("li.read").dispatchEvent(new MouseEvent("click", {bubbles: true}));
        result.push("selected:" + document.getElementById("detail-name").textContent);
        result.push("chosen:" + Array.from(code.querySelectorAll("li.chosen")).map((li) => li.querySelector(".n").textContent).join(","));
        \(Self.report)
        """)
    let sample = try String(
      contentsOf: PackagePaths.root.appendingPathComponent("Samples/05-ListRowsShareBook.swift"), encoding: .utf8)
    #expect(
      lines.contains("lines:\(sample.split(separator: "\n", omittingEmptySubsequences: false).count)"),
      "the whole file: \(lines)")
    #expect(
      lines.contains("statement:48    root.books[1].title = \"A New Title\""),
      "the step's statement is marked: \(lines)")
    #expect(lines.contains("read:39"), "BookView, the view that ran, read Book#2.title on line 39: \(lines)")
    #expect(lines.contains("write:48"), "and line 48 wrote it: \(lines)")
    #expect(lines.contains("selected:Book#2.title"), "a click on line 39 selects what was read there: \(lines)")
    #expect(lines.contains("chosen:39"), "and marks where it is read: \(lines)")
  }

  @Test(
    "issue 40: with --advise the explorer holds advise's JSON document as 'advise --format json' writes it, for its 'what if' pane; without, none"
  )
  func adviceIsAdvisesJSON() throws {
    let (folder, _, html) = try page(["Samples/81-AdvisePassTheFields.swift", "--advise"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = try ExportTestSupport.run(["advise", "Samples/81-AdvisePassTheFields.swift", "--format", "json"])
    #expect(json.status == 0, "\(json.stderr)")
    let embedded = html.components(separatedBy: "const ADVICE = ").dropFirst().first?.components(
      separatedBy: ";\nlet findingIndex"
    ).first
    #expect(
      embedded == json.stdout.trimmingCharacters(in: .newlines),
      "the page holds advise's own document, not one of its making")
    let (plainFolder, _, plain) = try page(["Samples/81-AdvisePassTheFields.swift"])
    defer { try? FileManager.default.removeItem(at: plainFolder) }
    #expect(plain.contains("const ADVICE = null;"))
    let refused = try ExportTestSupport.run([
      "render", "Samples/81-AdvisePassTheFields.swift", "--advise", "--format", "svg",
    ])
    #expect(refused.status == 2)
    #expect(refused.stderr.contains("--advise adds a pane to the explorer"))
  }

  @Test(
    "issue 40: in headless Chromium the 'what if' pane shows each finding's rule, views, reason and diff, and for the step shown its body runs per view before and after the edit; a click on a step shows it in the explorer",
    .enabled(if: HeadlessBrowser.path != nil, "no headless Chromium: run .ci/setup (installs chromium-headless-shell)"))
  func whatIfPane() throws {
    let (folder, file, html) = try page(["Samples/81-AdvisePassTheFields.swift", "--advise"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = try probe(
      html, in: folder, size: "1440,900", hash: "#step=1",
      script: """
        const text = (id) => document.getElementById(id).textContent;
        result.push("hidden:" + (getComputedStyle(document.getElementById("whatif")).display === "none"));
        document.getElementById("whatif-toggle").click();
        result.push("shown:" + (getComputedStyle(document.getElementById("whatif")).display !== "none"));
        result.push("heading:" + text("whatif-heading"));
        result.push("list:" + Array.from(document.querySelectorAll("#whatif-list li")).map((li) => li.textContent).join(" | "));
        result.push("title:" + text("whatif-title"));
        result.push("rule:" + text("whatif-rule"));
        result.push("views:" + text("whatif-views"));
        result.push("location:" + text("whatif-location"));
        result.push("effect:" + text("whatif-effect"));
        const rows = Array.from(document.querySelectorAll("#whatif-steps tbody tr"));
        for (const row of rows) {
          const cells = Array.from(row.children);
          const runs = (cell) => Array.from(cell.querySelectorAll(".run")).map((r) => r.textContent + (r.classList.contains("fewer") ? "(fewer)" : "")).join(", ");
          result.push("step:" + row.dataset.step + (row.classList.contains("current") ? " current" : "") + " | " + runs(cells[1]) + " | " + runs(cells[2]) + " | " + cells[3].textContent);
        }
        result.push("diff-add:" + Array.from(document.querySelectorAll("#whatif-diff .add")).map((line) => line.textContent.slice(1).trim()).join(" / "));
        result.push("diff-del:" + Array.from(document.querySelectorAll("#whatif-diff .del")).map((line) => line.textContent.slice(1).trim()).join(" / "));
        rows[2].click();
        result.push("explorer-step:" + text("step-title"));
        result.push("current-after-click:" + Array.from(document.querySelectorAll("#whatif-steps tr.current")).map((row) => row.dataset.step).join(","));
        document.dispatchEvent(new KeyboardEvent("keydown", {key: "w"}));
        result.push("closed:" + (getComputedStyle(document.getElementById("whatif")).display === "none"));
        \(Self.report)
        """)
    #expect(lines.contains("hidden:true"), "the pane opens on demand: \(lines)")
    #expect(lines.contains("shown:true"))
    #expect(
      lines.contains("heading:What if — 1 edit proposed measured on your 1 scenario: 21 body runs as written"),
      "\(lines)")
    #expect(
      lines.contains("list:1. pass 'TrackRow' the 'title' and 'artist' it reads, not the whole 'Track'21 → 15 (−29%)"),
      "\(lines)")
    #expect(lines.contains("title:pass 'TrackRow' the 'title' and 'artist' it reads, not the whole 'Track'"))
    #expect(lines.contains("rule:rule 6"))
    #expect(lines.contains("views:TrackRow"))
    #expect(lines.contains("location:Samples/81-AdvisePassTheFields.swift:44:5"))
    #expect(lines.contains("effect:Body runs over your 1 scenario: 21 → 15 (−29%); TrackRow 9 → 3"), "\(lines)")
    // The launch as before; each "Play all" runs the three rows as written, none with the edit.
    #expect(
      lines.contains(
        "step:0 | ForEach row 3, PlayQueue 1, TrackRow 3 | ForEach row 3, PlayQueue 1, TrackRow 3 | 7 → 7"), "\(lines)")
    #expect(
      lines.contains(
        "step:1 current | ForEach row 3, PlayQueue 1, TrackRow 3 | ForEach row 3, PlayQueue 1, TrackRow 3 → 0(fewer) | 7 → 4"
      ), "\(lines)")
    #expect(
      lines.contains(
        "step:2 | ForEach row 3, PlayQueue 1, TrackRow 3 | ForEach row 3, PlayQueue 1, TrackRow 3 → 0(fewer) | 7 → 4"))
    #expect(
      lines.contains(
        "diff-add:TrackRow(title: track.title, artist: track.artist) / let title: String / let artist: String / Text(title) / Text(artist)"
      ), "\(lines)")
    #expect(
      lines.contains("diff-del:TrackRow(track: track) / let track: Track / Text(track.title) / Text(track.artist)"))
    #expect(lines.contains("explorer-step:Step 2 of 2"), "a click on a step shows it in the explorer: \(lines)")
    #expect(lines.contains("current-after-click:2"), "and the pane follows: \(lines)")
    #expect(lines.contains("closed:true"), "w closes the pane")

    // Opened by the address, at a projector's size: no text under 12 px, and a screenshot not blank.
    let small = try probe(
      html, in: folder, size: "1024,768", hash: "#step=1&whatif=1",
      script: """
        const sizes = [];
        const walker = document.createTreeWalker(document.getElementById("whatif"), NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const element = walker.currentNode.parentElement;
          if (!walker.currentNode.textContent.trim() || !element.getClientRects().length) continue;
          sizes.push(parseFloat(getComputedStyle(element).fontSize));
        }
        result.push("min:" + Math.min(...sizes));
        const pane = document.getElementById("whatif").getBoundingClientRect();
        result.push("width:" + Math.round(pane.width));
        \(Self.report)
        """)
    #expect(Double(small.first { $0.hasPrefix("min:") }?.dropFirst(4) ?? "") ?? 0 >= 12, "\(small)")
    #expect(small.contains("width:1024"), "on a narrow screen the pane takes the whole width: \(small)")
    let shot = folder.appendingPathComponent("whatif.png")
    _ = try HeadlessBrowser.run(
      ["--screenshot=\(shot.path)"], url: file.absoluteString + "#step=1&whatif=1", size: "1024,768")
    let png = try Data(contentsOf: shot)
    #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]), "a PNG")
    #expect(png.count > 40_000, "a pane of text and colour, not a blank page: \(png.count) bytes")
  }

  @Test(
    "issue 23: a folded row opens on click; Play steps on a timer and the views that ran flash",
    .enabled(if: HeadlessBrowser.path != nil, "no headless Chromium: run .ci/setup (installs chromium-headless-shell)"))
  func foldedRowsAndPlay() throws {
    let (folder, _, html) = try page(["Samples/40-HundredRowLibrary.swift", "--scenario", "41st"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = try probe(
      html, in: folder, size: "1024,768", milliseconds: 5000, hash: "#step=2",
      script: """
        const rows = () => document.querySelectorAll("#canvas g.node").length;
        result.push("flashing:" + Array.from(document.querySelectorAll("#canvas g.flash")).map((g) => g.id).join(","));
        const before = rows();
        const folded = Array.from(document.querySelectorAll("#canvas g.node")).find((g) => g.id.includes(" rows "));
        result.push("folded:" + (folded ? Array.from(folded.querySelectorAll("text")).map((t) => t.textContent).join(" ") : "none"));
        folded?.dispatchEvent(new MouseEvent("click", {bubbles: true}));
        result.push("opened:" + (rows() > before) + " " + document.getElementById("rows").textContent);
        document.getElementById("rows").click();
        result.push("folded-again:" + (rows() === before));
        document.getElementById("prev").click();
        document.getElementById("prev").click();
        document.getElementById("play").click();
        result.push("playing:" + document.getElementById("step-title").textContent);
        setTimeout(() => {
          result.push("after-2.1s:" + document.getElementById("step-title").textContent);
          setTimeout(() => {
            result.push("after-4.2s:" + document.getElementById("step-title").textContent + " " + document.getElementById("play").textContent);
            \(Self.report)
          }, 2100);
        }, 2100);
        """)
    #expect(lines.contains { $0.hasPrefix("flashing:u") }, "the ItemRow that ran flashes: \(lines)")
    #expect(lines.contains { $0.hasPrefix("folded:List row ×") }, "\(lines)")
    #expect(lines.contains("opened:true Fold rows"), "a click on a folded row draws every row: \(lines)")
    #expect(lines.contains("folded-again:true"))
    #expect(lines.contains("playing:After launch"))
    #expect(lines.contains("after-2.1s:Step 1 of 2"), "Play moves on every two seconds: \(lines)")
    #expect(lines.contains("after-4.2s:Step 2 of 2 ▶ Play"), "and stops at the last step: \(lines)")
  }
}
