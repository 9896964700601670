// ExplorerProjectorTests.swift
//
// What this checks: issue 37, points 1–5 — the explorer on a teacher's projector (1024×768) and on a
// desktop (1920×1080), at EVERY step of EVERY Sample, in a real headless Chromium. At each step, as the
// page opens it and again after Fit:
// - the page never grows wider than the window, and ‹ Previous, Next › and Fit stay on screen;
// - the picture pane has room and is never empty (some node of the picture is inside it);
// - every view that ran is inside the visible picture pane when the step opens;
// - no text of the picture inside the pane is drawn under 12 px (at open, and after Fit);
// - no two text boxes of the picture overlap (Graphviz measured the text as the browser draws it);
// - the step counter agrees with the step's title ("Step 1 of 1" is "1 / 1").
// One browser run checks them all: each Sample's page is loaded in two frames of the two sizes, a
// probe script in each page walks every scenario and step and posts what it found to the index page,
// which Chromium then prints (`--dump-dom`).

import Foundation
import GraphvizRenderer
import Testing
import ViewGraph
import ViewGraphExport

@Suite("Explorer on a projector: every step of every Sample, in a real browser (issue 37)")
struct ExplorerProjectorTests {
  /// The window sizes checked: a projector's and a desktop's.
  static let sizes = [(1024, 768), (1920, 1080)]

  /// Walks every scenario and step of the page it is added to, checks the layout, and posts what it
  /// found to the page that framed it. Runs after the page's own script (it names its globals).
  static let probe = #"""
    <script>
    (() => {
      const problems = [];
      let opened = 0, partlyShown = 0; const partly = [];
      const W = window.innerWidth, H = window.innerHeight;
      const inside = (r, pane) => r.left >= pane.left - 1 && r.right <= pane.right + 1 && r.top >= pane.top - 1 && r.bottom <= pane.bottom + 1;
      const meets = (r, pane) => r.right > pane.left && r.left < pane.right && r.bottom > pane.top && r.top < pane.bottom;
      function check(where, afterFit) {
        const say = (what) => problems.push(`${where}: ${what}`);
        const page = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
        if (page > W + 1) say(`the page is ${page}px wide in a ${W}px window`);
        for (const id of ["prev", "next", "fit"]) {
          const r = $(id).getBoundingClientRect();
          if (r.right > W + 1 || r.bottom > H + 1 || r.width === 0) say(`#${id} is off screen`);
        }
        const pane = $("picture").getBoundingClientRect();
        if (pane.width < 200 || pane.height < 150) say(`the picture pane is ${Math.round(pane.width)}×${Math.round(pane.height)}`);
        const svg = $("canvas").querySelector("svg");
        if (!svg) return say("no picture");
        const nodes = Array.from(svg.querySelectorAll("g.node"));
        if (!nodes.some((node) => meets(node.getBoundingClientRect(), pane))) say("the picture pane is empty");
        if (!afterFit) {
          // What ran is on screen — or, where it cannot all be at a readable size, the page says how
          // many views that ran are off screen.
          const ran = (currentStep().ran || []).map((id) => nodeFor(id) ?? say(`${id}, which ran, has no box in the picture`)).filter(Boolean);
          const outside = ran.filter((node) => !inside(node.getBoundingClientRect(), pane));
          opened += 1;
          if (outside.length) {
            partlyShown += 1;
            partly.push(`${where}: ${outside.length} of ${ran.length}`);
            if (!$("note").textContent.startsWith(`${outside.length} of ${ran.length} views that ran are off screen`)) {
              say(`${outside.map((node) => node.id).join(", ")}, which ran, are outside the picture pane and the page does not say so`);
            }
          }
        }
        for (const text of svg.querySelectorAll("text")) {
          if (!meets(text.getBoundingClientRect(), pane)) continue;
          const px = parseFloat(text.getAttribute("font-size")) * view.scale;
          if (px < 11.95) { say(`"${text.textContent.trim()}" is drawn at ${px.toFixed(1)}px`); break; }
        }
        if (!afterFit) {
          const boxes = Array.from(svg.querySelectorAll("text")).filter((t) => t.textContent.trim()).map((t) => ({text: t.textContent.trim(), box: t.getBBox()}));
          outer: for (let i = 0; i < boxes.length; i++) {
            for (let j = i + 1; j < boxes.length; j++) {
              const a = boxes[i].box, b = boxes[j].box;
              const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
              const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
              // Glyph cells of two runs that touch share up to a unit and a half (positions are
              // rounded to half units), and a label's lines are set one font size apart, so their
              // cells (1.16 em tall) share a sixth of their height: neither is text drawn over text.
              if (across > 1.5 && down > 0.2 * Math.min(a.height, b.height)) { say(`"${boxes[i].text}" overlaps "${boxes[j].text}" by ${across.toFixed(1)}`); break outer; }
            }
          }
          const title = $("step-title").textContent.match(/^Step (\d+) of (\d+)/);
          const counter = $("counter").textContent;
          if (title && counter !== `${title[1]} / ${title[2]}`) say(`the counter says "${counter}" beside "${$("step-title").textContent}"`);
        }
      }
      SCENARIOS.forEach((scenario, s) => {
        scenarioIndex = s;
        scenario.steps.forEach((step, k) => {
          chosenScale = null;
          show(k);
          const where = `scenario ${s + 1} "${scenario.name}", ${step.title}`;
          check(where, false);
          fit();
          check(where + ", after Fit", true);
        });
      });
      chosenScale = null;
      parent.postMessage({page: document.title, size: `${W}×${H}`, problems: problems.slice(0, 12), count: problems.length, opened, partlyShown, partly}, "*");
    })();
    </script>
    """#

  @Test(
    "issue 37: at 1024×768 and 1920×1080, every step of every Sample opens and fits readably, with nothing off screen or overlapping",
    .enabled(if: HeadlessBrowser.path != nil, "no headless Chromium: run .ci/setup (installs chromium-headless-shell)"))
  func everyStepOfEverySample() throws {
    let folder = try ExportTestSupport.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let samples = try FileManager.default.contentsOfDirectory(
      atPath: PackagePaths.root.appendingPathComponent("Samples").path
    )
    .filter { !$0.hasPrefix(".") }.sorted()
    let renderer = GraphvizRenderer()
    var frames: [String] = []
    for (index, sample) in samples.enumerated() {
      let program = try Program.load(paths: [PackagePaths.root.appendingPathComponent("Samples/\(sample)").path])
      let traces = try program.scenarioNames.map { try program.trace(scenario: $0) }
      let launch = traces.isEmpty ? try program.launch().snapshot() : nil
      let html = try ExplorerPage(traces: traces, launch: launch, sources: program.sources).html { dot in
        String(decoding: try renderer.render(dot: dot, as: .svg), as: UTF8.self)
      }
      let probed = html.replacingOccurrences(of: "<title>ViewGraph explorer</title>", with: "<title>\(sample)</title>")
        .replacingOccurrences(of: "</body>", with: Self.probe + "\n</body>")
      try probed.write(to: folder.appendingPathComponent("page-\(index).html"), atomically: true, encoding: .utf8)
      for (width, height) in Self.sizes {
        frames.append(#"<iframe src="page-\#(index).html" width="\#(width)" height="\#(height)"></iframe>"#)
      }
    }
    let index = """
      <!DOCTYPE html>
      <html><body><pre id="results"></pre>
      <script>
      const results = [];
      window.addEventListener("message", (event) => {
        results.push(event.data);
        document.getElementById("results").textContent = JSON.stringify(results);
      });
      </script>
      \(frames.joined(separator: "\n"))
      </body></html>
      """
    let indexFile = folder.appendingPathComponent("index.html")
    try index.write(to: indexFile, atomically: true, encoding: .utf8)
    let dom = try HeadlessBrowser.run(
      ["--dump-dom"], url: indexFile.absoluteString, size: "2000,1200", milliseconds: 60_000)

    struct Result: Decodable {
      var page: String
      var size: String
      var problems: [String]
      var count: Int
      var opened: Int
      var partlyShown: Int
      var partly: [String]
    }
    guard let start = dom.range(of: "<pre id=\"results\">"),
      let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
    else {
      Issue.record("the browser printed no results: \(dom.prefix(500))")
      return
    }
    let json = String(dom[start.upperBound..<end.lowerBound])
      .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
      .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    let results = try JSONDecoder().decode([Result].self, from: Data(json.utf8))
    #expect(
      results.count == frames.count,
      "\(results.count) of \(frames.count) pages reported (a page's probe failed or timed out)")
    // Issue 37 point 2: every view that ran is on screen when its step opens, the views that took no
    // part folded where the whole picture cannot be read at once.
    let partly = results.map(\.partlyShown).reduce(0, +)
    let opened = results.map(\.opened).reduce(0, +)
    print("explorer: \(opened - partly) of \(opened) steps open with every view that ran on screen")
    for result in results where !result.partly.isEmpty {
      Issue.record(
        "\(result.page) at \(result.size): views that ran are off screen at open in \(result.partly.joined(separator: "; "))"
      )
    }
    for result in results where result.count > 0 {
      Issue.record(
        "\(result.page) at \(result.size): \(result.count) problem(s)\n  \(result.problems.joined(separator: "\n  "))")
    }
  }
}
