import Foundation

/// The explorer's HTML, CSS and script: one file, no network, no libraries. `/*DATA*/{}` is
/// replaced by the page's data as JSON (the program's files and the scenarios). `#step=N` opens step
/// N; `#select=ID` selects a view (`u3`), an object (`Book#2`) or a source (`Book#2.title`);
/// `#rows=open` draws every row; so a page can be linked to, and tested, in a given state.
///
/// Made to be projected (issue 23): the picture opens at a zoom where no text is under 12 px and
/// centred on what ran; the wheel, the buttons and `+`/`-`/`0` zoom, dragging pans; the source pane
/// marks the step's statement and the lines the views that ran read (and, in another colour, the
/// lines that wrote what they read); Play steps on a timer, and the views that ran flash.
///
/// The page's assembly, apart from its data (`ExplorerPage` builds the data; this puts it, as
/// script-safe JSON, into the page's one HTML file).
enum ExplorerTemplate {
  /// The page with `data` (the page's JSON) and `advice` (the advice's JSON document, if any) put in.
  static func page(data: String, advice: String?) -> String {
    // Each placeholder once, the template's own: the data put in may hold the other's text.
    var page = text
    if let place = page.range(of: "/*ADVICE*/null") {
      page.replaceSubrange(place, with: advice.map { scriptSafe($0.trimmingCharacters(in: .newlines)) } ?? "null")
    }
    if let place = page.range(of: "/*DATA*/{}") {
      page.replaceSubrange(place, with: scriptSafe(data))
    }
    return page
  }

  /// JSON as it can stand in a script element: `</` would end the element early; `\u2028` and
  /// `\u2029` are fine in JSON, not in older JS.
  static func scriptSafe(_ json: String) -> String {
    json.replacingOccurrences(of: "</", with: "<\\/").replacingOccurrences(of: "\u{2028}", with: "\\u2028")
      .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
  }

  /// The page's HTML, CSS and script, with its two placeholders.
  static let text = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>ViewGraph explorer</title>
    <style>
    :root {
      --ink: #222222; --muted: #5e5e5e; --faint: #c4c4c4; --line: #e2e2e2; --panel: #fafafa;
      --ran: #e07000; --ran-fill: #ffe0b3; --changed: #d11f1f; --changed-fill: #ffd6d6;
      --inserted: #2a8f2a; --inserted-fill: #d9f2d9; --skipped: #66809f; --skipped-fill: #e9eef5; --removed: #9a9a9a; --accent: #2f5597;
      --read-line: #ffefd6; --write-line: #ffe1e1; --statement-line: #e4ecfa;
      font-family: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", Helvetica, Arial, sans-serif;
      color: var(--ink); font-size: 14px;
    }
    * { box-sizing: border-box; }
    body { margin: 0; height: 100vh; display: grid; grid-template-rows: auto 1fr; grid-template-columns: minmax(0, 1fr); background: white; overflow: hidden; }
    header { display: flex; align-items: center; gap: 14px; padding: 8px 14px; border-bottom: 1px solid var(--line); min-width: 0; }
    header h1 { font-size: 15px; margin: 0; font-weight: 600; white-space: nowrap; }
    header h1 span { color: var(--muted); font-weight: 400; }
    header select { font: inherit; padding: 4px 8px; border: 1px solid var(--faint); border-radius: 6px; background: white; min-width: 0; max-width: 55vw; }
    header .failures { color: var(--changed); font-size: 13px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; min-width: 0; }
    button { font: inherit; white-space: nowrap; padding: 4px 10px; border-radius: 6px; border: 1px solid var(--faint); background: white; cursor: pointer; color: var(--ink); }
    button:disabled { opacity: .4; cursor: default; }
    button.on { background: var(--accent); color: white; border-color: var(--accent); }
    #steps-toggle { display: none; }
    main { display: grid; grid-template-columns: 240px minmax(0, 1fr) 380px; min-height: 0; position: relative; }
    nav { border-right: 1px solid var(--line); overflow: auto; background: var(--panel); }
    nav ol { list-style: none; margin: 0; padding: 8px; }
    nav li { padding: 8px 10px; border-radius: 8px; cursor: pointer; margin-bottom: 2px; border: 1px solid transparent; }
    nav li:hover { background: #f0f0f0; }
    nav li.current { background: white; border-color: var(--faint); box-shadow: 0 1px 2px rgba(0,0,0,.06); }
    nav li .title { display: block; font-weight: 600; font-size: 13px; }
    nav li code { display: block; font: 12px ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: var(--accent); white-space: pre-wrap; word-break: break-word; margin-top: 2px; }
    nav li .place { display: block; color: var(--muted); font-size: 12px; margin-top: 2px; word-break: break-all; }
    section { display: grid; grid-template-rows: auto auto 1fr; grid-template-columns: minmax(0, 1fr); min-width: 0; min-height: 0; }
    .bar { display: flex; align-items: center; gap: 10px; padding: 8px 14px 4px; min-width: 0; }
    .bar h2 { margin: 0; font-size: 16px; white-space: nowrap; }
    .bar .what { flex: 1; min-width: 0; display: flex; flex-direction: column; }
    .bar code { font: 13px ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: var(--accent); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .bar .place, .summary { color: var(--muted); font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .bar .counter { color: var(--muted); font-variant-numeric: tabular-nums; white-space: nowrap; font-size: 13px; }
    .tools { display: flex; align-items: center; gap: 6px; padding: 4px 14px 8px; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
    .tools .summary { flex: 1 1 200px; min-width: 0; font-size: 13px; }
    /* The note asks no room of its own when the bar is laid out (its basis is 0), so a long note is cut
       short rather than wrapping the buttons onto a second line, which would shorten the picture pane. */
    .tools .note { flex: 1 1 0; min-width: 0; font-size: 13px; color: var(--changed); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
    .tools .note:empty { display: none; }
    .tools .zoom { font-variant-numeric: tabular-nums; color: var(--muted); min-width: 44px; text-align: center; font-size: 13px; }
    .legend { position: absolute; left: 8px; bottom: 8px; display: flex; gap: 10px; font-size: 12px; color: var(--muted); flex-wrap: wrap;
      background: rgba(255, 255, 255, .92); border: 1px solid var(--line); border-radius: 6px; padding: 4px 8px; pointer-events: none; }
    .legend i { display: inline-block; width: 12px; height: 12px; border-radius: 3px; border: 2px solid; vertical-align: -2px; margin-right: 3px; }
    #picture { overflow: hidden; position: relative; cursor: grab; background: white; touch-action: none; }
    #picture.dragging { cursor: grabbing; }
    #canvas { position: absolute; left: 0; top: 0; transform-origin: 0 0; }
    #canvas svg { display: block; }
    #picture g.clickable { cursor: pointer; }
    #picture g.clickable:hover { filter: drop-shadow(0 0 3px rgba(47, 85, 151, .45)); }
    #picture g.selected { filter: drop-shadow(0 0 5px rgba(47, 85, 151, .9)); }
    #picture g.folded { cursor: zoom-in; }
    #picture g.flash { animation: flash 0.7s ease-in-out 2; }
    @keyframes flash { 0%, 100% { filter: none; } 50% { filter: drop-shadow(0 0 7px rgba(224, 112, 0, 1)) drop-shadow(0 0 3px rgba(224, 112, 0, 1)); } }
    .right { display: grid; grid-template-rows: minmax(0, 3fr) minmax(0, 2fr); grid-template-columns: minmax(0, 1fr); border-left: 1px solid var(--line); min-height: 0; min-width: 0; overflow: hidden; }
    #source { display: grid; grid-template-rows: auto 1fr; grid-template-columns: minmax(0, 1fr); min-height: 0; min-width: 0; border-bottom: 1px solid var(--line); }
    #source .head { display: flex; align-items: center; gap: 8px; padding: 6px 10px; background: var(--panel); border-bottom: 1px solid var(--line); font-size: 12px; color: var(--muted); }
    #source select { font: 12px ui-monospace, "SF Mono", Menlo, Consolas, monospace; flex: 1; min-width: 0; width: 0; }
    #code { position: relative; overflow: auto; margin: 0; padding: 4px 0; list-style: none; font: 12.5px/1.5 ui-monospace, "SF Mono", Menlo, Consolas, monospace; counter-reset: none; }
    #code li { display: grid; grid-template-columns: 40px 1fr; white-space: pre; padding-right: 10px; border-left: 3px solid transparent; }
    #code li .n { color: #8a8a8a; text-align: right; padding-right: 10px; user-select: none; }
    #code li.read { background: var(--read-line); border-left-color: var(--ran); cursor: pointer; }
    #code li.write { background: var(--write-line); border-left-color: var(--changed); cursor: pointer; }
    #code li.statement { background: var(--statement-line); border-left-color: var(--accent); font-weight: 600; }
    #code li.chosen { outline: 2px solid var(--accent); outline-offset: -2px; }
    aside { overflow: auto; padding: 12px 14px; background: var(--panel); min-height: 0; overflow-wrap: anywhere; }
    aside h2 { font-size: 16px; margin: 0 0 2px; }
    aside h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 14px 0 6px; }
    aside p { margin: 4px 0; line-height: 1.4; }
    aside ul { margin: 0; padding-left: 0; list-style: none; }
    aside li { padding: 3px 0; line-height: 1.35; }
    aside .place { color: var(--muted); font-size: 12px; display: block; }
    aside a { color: var(--accent); cursor: pointer; text-decoration: none; border-bottom: 1px dotted var(--accent); }
    aside .verdict { padding: 8px 10px; border-radius: 8px; background: white; border: 1px solid var(--line); }
    aside .verdict.ran { border-color: var(--ran); background: var(--ran-fill); }
    aside .verdict.inserted { border-color: var(--inserted); }
    aside .verdict.removed { border-color: var(--removed); }
    aside .hint { color: var(--muted); }
    aside code { font: 12px ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    /* The "what if" pane (render --advise): advise's findings over the picture and the source, the
       step list left in view, so that a click on a step shows its update set before and after the edit. */
    #whatif-toggle { display: none; }
    body.has-advice #whatif-toggle { display: inline-block; margin-left: auto; }
    #whatif { position: absolute; z-index: 1; left: 240px; top: 0; right: 0; bottom: 0; background: white; display: none;
      grid-template-rows: auto minmax(0, 1fr); grid-template-columns: minmax(0, 1fr); border-left: 1px solid var(--line); }
    body.whatif-open #whatif { display: grid; }
    #whatif .head { display: flex; align-items: center; gap: 12px; padding: 10px 16px; border-bottom: 1px solid var(--line); background: var(--panel); }
    #whatif .head h2 { margin: 0; font-size: 16px; flex: 1; min-width: 0; }
    #whatif .head h2 span { color: var(--muted); font-weight: 400; }
    #whatif .body { display: grid; grid-template-columns: 300px minmax(0, 1fr); min-height: 0; }
    #whatif-list { list-style: none; margin: 0; padding: 8px; overflow: auto; border-right: 1px solid var(--line); background: var(--panel); }
    #whatif-list li { padding: 8px 10px; border-radius: 8px; cursor: pointer; margin-bottom: 4px; border: 1px solid transparent; font-size: 13px; line-height: 1.35; }
    #whatif-list li:hover { background: #f0f0f0; }
    #whatif-list li.current { background: white; border-color: var(--faint); box-shadow: 0 1px 2px rgba(0,0,0,.06); }
    #whatif-list li .saving { display: block; color: var(--inserted); font-weight: 600; margin-top: 2px; }
    #whatif-list li.dropped { color: var(--muted); cursor: default; }
    #whatif-list li.dropped .why { display: block; font-size: 12px; }
    #whatif-list h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 12px 10px 6px; }
    #whatif-finding { overflow: auto; padding: 12px 18px 24px; min-width: 0; }
    #whatif-finding h3 { font-size: 18px; margin: 0 0 4px; }
    #whatif-finding h4 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 16px 0 6px; }
    #whatif-finding h4.scenario { font-size: 14px; text-transform: none; letter-spacing: 0; color: var(--ink); }
    #whatif-finding h4.scenario span { color: var(--muted); font-weight: 400; }
    #whatif-finding p { margin: 4px 0; line-height: 1.45; }
    #whatif-finding .meta { color: var(--muted); }
    #whatif-finding .rule { display: inline-block; padding: 1px 8px; border-radius: 10px; background: var(--statement-line); color: var(--accent); font-weight: 600; }
    #whatif-finding .effect { font-weight: 600; }
    #whatif-steps { border-collapse: collapse; width: 100%; font-size: 13px; }
    #whatif-steps th { text-align: left; color: var(--muted); font-weight: 600; padding: 4px 8px; border-bottom: 1px solid var(--faint); }
    #whatif-steps td { padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
    #whatif-steps td.total { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; font-weight: 600; }
    #whatif-steps tr { cursor: pointer; }
    #whatif-steps tr:hover td { background: #f6f6f6; }
    #whatif-steps tr.current td { background: var(--statement-line); }
    #whatif-steps code { font: 12px ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: var(--accent); white-space: pre-wrap; }
    #whatif-steps .runs { display: flex; flex-wrap: wrap; gap: 4px; }
    #whatif-steps .run { padding: 1px 7px; border-radius: 5px; border: 1px solid var(--line); background: white; white-space: nowrap; }
    #whatif-steps .run.fewer { border-color: var(--inserted); background: var(--inserted-fill); }
    #whatif-steps .run.more { border-color: var(--changed); background: var(--changed-fill); }
    #whatif-steps .run.fewer, #whatif-steps .run.more { font-weight: 600; }
    #whatif-steps td:first-child { width: 190px; }
    #whatif-steps td:first-child code { word-break: break-word; }
    #whatif-diff { margin: 0; padding: 8px 0; background: #fbfbfb; border: 1px solid var(--line); border-radius: 6px; overflow: auto;
      font: 12.5px/1.5 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
    #whatif-diff span { display: block; padding: 0 10px; white-space: pre; }
    #whatif-diff .add { background: var(--inserted-fill); }
    #whatif-diff .del { background: var(--changed-fill); }
    #whatif-diff .hunk { color: var(--accent); background: var(--statement-line); }
    #whatif-diff .file { color: var(--muted); }
    /* Narrow screens and projectors (1024 wide): the step list folds away behind a button, and the
       source and details sit under the picture, so the picture has the whole width (a graph is drawn
       left to right: two views that ran, a state between them, are wider than 1024 − 340 px at 12 px). */
    @media (max-width: 1200px) {
      main { grid-template-columns: minmax(0, 1fr); grid-template-rows: minmax(0, 7fr) minmax(0, 3fr); }
      .right { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); grid-template-rows: minmax(0, 1fr); border-left: 0; border-top: 1px solid var(--line); }
      #source { border-bottom: 0; border-right: 1px solid var(--line); }
      nav { display: none; position: absolute; z-index: 2; left: 0; top: 0; bottom: 0; width: 280px; box-shadow: 2px 0 8px rgba(0,0,0,.15); }
      body.steps-open nav { display: block; }
      #steps-toggle { display: inline-block; }
      #whatif { left: 0; border-left: 0; }
      #whatif .body { grid-template-columns: 240px minmax(0, 1fr); }
    }
    </style>
    </head>
    <body>
    <header>
      <button id="steps-toggle" title="Show the steps">☰ Steps</button>
      <h1>ViewGraph <span>explorer</span></h1>
      <select id="scenario" aria-label="Scenario"></select>
      <span class="failures" id="failures"></span>
      <button id="whatif-toggle" title="What advise proposes, each edit measured on your scenarios (w)">What if…</button>
    </header>
    <main>
      <nav><ol id="steps"></ol></nav>
      <section>
        <div class="bar">
          <h2 id="step-title"></h2>
          <div class="what"><code id="statement"></code><span class="place" id="location"></span></div>
          <button id="prev" title="Previous step (←)">‹ Previous</button>
          <button id="play" title="Step on a timer (space)">▶ Play</button>
          <span class="counter" id="counter"></span>
          <button id="next" title="Next step (→)">Next ›</button>
        </div>
        <div class="tools">
          <span class="summary" id="summary"></span>
          <span class="note" id="note"></span>
          <button id="zoom-out" title="Zoom out (-)">−</button><span class="zoom" id="zoom"></span><button id="zoom-in" title="Zoom in (+)">+</button>
          <button id="fit" title="Show the whole picture (0)">Fit</button>
          <button id="rows" title="Draw every row, or fold the rows that took no part">Open rows</button>
          <button id="views" title="Draw every view, or only what the step ran and why">All views</button>
        </div>
        <div id="picture"><div id="canvas"></div>
          <div class="legend" id="legend">
            <span><i style="border-color: var(--changed); background: var(--changed-fill)"></i>changed</span>
            <span><i style="border-color: var(--ran); background: var(--ran-fill)"></i>body ran</span>
            <span><i style="border-color: var(--skipped); background: var(--skipped-fill)"></i>inputs equal: skipped</span>
            <span><i style="border-color: var(--inserted); background: var(--inserted-fill)"></i>inserted</span>
            <span><i style="border-color: var(--removed); background: white; border-style: dashed"></i>removed</span>
          </div>
        </div>
      </section>
      <div class="right">
        <div id="source"><div class="head"><span>Source</span><select id="file" aria-label="File"></select></div><ol id="code"></ol></div>
        <aside id="details"></aside>
      </div>
      <div id="whatif">
        <div class="head"><h2 id="whatif-heading"></h2><button id="whatif-close" title="Back to the picture (w)">Close</button></div>
        <div class="body"><ol id="whatif-list"></ol><article id="whatif-finding"></article></div>
      </div>
    </main>
    <script>
    const DATA = /*DATA*/{};
    const SCENARIOS = DATA.scenarios || [], FILES = DATA.files || [];
    // advise's JSON document (`viewgraph advise --format json`), as it writes it, when rendered with --advise.
    const ADVICE = /*ADVICE*/null;
    let findingIndex = 0;
    let scenarioIndex = 0, stepIndex = 0, selected = null, rowsOpen = false, shownFile = 0;
    // Which picture of a step is drawn: the whole one, or what ran and why alone (`svgWhatRan`, the views
    // that took no part folded). `views` is the user's choice ("all", "ran"), else null: the whole picture
    // unless what ran cannot all be read in it at once.
    let views = null, whatRanShown = false;
    // The picture's zoom (pixels per SVG unit) and offset in its pane; `chosenScale` once the user zooms.
    const view = {scale: 1, x: 0, y: 0};
    let chosenScale = null, player = null, minimumFont = 8;
    const $ = (id) => document.getElementById(id);
    const esc = (text) => String(text ?? "").replace(/[&<>"]/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"}[c]));
    const currentStep = () => SCENARIOS[scenarioIndex].steps[stepIndex];
    const READABLE_PX = 12;

    function init() {
      const picker = $("scenario");
      SCENARIOS.forEach((scenario, index) => {
        const option = document.createElement("option");
        option.value = index;
        option.textContent = scenario.name;
        picker.appendChild(option);
      });
      picker.hidden = SCENARIOS.length < 2;
      picker.addEventListener("change", () => { scenarioIndex = Number(picker.value); selected = null; show(1); });
      FILES.forEach((file, index) => {
        const option = document.createElement("option");
        option.value = index;
        option.textContent = file.path;
        $("file").appendChild(option);
      });
      $("file").hidden = FILES.length < 2;
      $("file").addEventListener("change", () => showFile(Number($("file").value)));
      $("prev").addEventListener("click", () => { stop(); show(stepIndex - 1); });
      $("next").addEventListener("click", () => { stop(); show(stepIndex + 1); });
      $("play").addEventListener("click", () => player ? stop() : play());
      $("zoom-in").addEventListener("click", () => zoomBy(1.25));
      $("zoom-out").addEventListener("click", () => zoomBy(0.8));
      $("fit").addEventListener("click", fit);
      $("rows").addEventListener("click", () => { rowsOpen = !rowsOpen; show(stepIndex); });
      $("views").addEventListener("click", () => { views = whatRanShown ? "all" : "ran"; show(stepIndex); });
      $("steps-toggle").addEventListener("click", () => document.body.classList.toggle("steps-open"));
      if (ADVICE) {
        document.body.classList.add("has-advice");
        $("whatif-toggle").addEventListener("click", () => toggleWhatIf());
        $("whatif-close").addEventListener("click", () => toggleWhatIf(false));
      }
      document.addEventListener("keydown", (event) => {
        if (event.target.tagName === "SELECT") return;
        const keys = {ArrowLeft: () => show(stepIndex - 1), ArrowUp: () => show(stepIndex - 1), ArrowRight: () => show(stepIndex + 1),
          ArrowDown: () => show(stepIndex + 1), "+": () => zoomBy(1.25), "=": () => zoomBy(1.25), "-": () => zoomBy(0.8), "0": fit,
          " ": () => player ? stop() : play(), w: () => ADVICE && toggleWhatIf()};
        if (keys[event.key]) { if (event.key.startsWith("Arrow")) stop(); keys[event.key](); event.preventDefault(); }
      });
      hookPanAndZoom();
      window.addEventListener("resize", () => placePicture());
      const hash = new URLSearchParams(location.hash.slice(1));
      if (hash.has("scenario")) { scenarioIndex = Math.max(0, Math.min(SCENARIOS.length - 1, Number(hash.get("scenario")))); picker.value = scenarioIndex; }
      if (hash.get("rows") === "open") rowsOpen = true;
      if (ADVICE && hash.has("whatif")) { findingIndex = Math.max(0, Number(hash.get("whatif")) - 1); toggleWhatIf(true); }
      if (SCENARIOS.length === 0) { if (!ADVICE) $("details").innerHTML = "<p class=\"hint\">Nothing to show.</p>"; return; }
      show(hash.has("step") ? Number(hash.get("step")) : 1);
      if (hash.has("select")) select(hash.get("select"));
    }

    function show(index) {
      const scenario = SCENARIOS[scenarioIndex];
      stepIndex = Math.max(0, Math.min(scenario.steps.length - 1, index));
      const step = currentStep();
      const list = $("steps");
      list.innerHTML = "";
      scenario.steps.forEach((item, k) => {
        const row = document.createElement("li");
        if (k === stepIndex) row.className = "current";
        row.innerHTML = `<span class="title">${esc(item.title)}</span>`
          + (item.statements.length ? `<code>${esc(item.statements.join("\n"))}</code>` : "")
          + (item.location ? `<span class="place">${esc(item.location)}</span>` : "");
        row.addEventListener("click", () => { stop(); document.body.classList.remove("steps-open"); show(k); });
        list.appendChild(row);
      });
      $("failures").textContent = scenario.failures.length ? `${scenario.failures.length} failed expectation(s): ${scenario.failures[0]}` : "";
      $("step-title").textContent = step.title;
      $("statement").textContent = step.statements.join("; ");
      $("location").textContent = step.location;
      $("summary").textContent = $("summary").title = step.summary || "";
      // Counted as the title counts: the launch is not a step ("Step 1 of 2" is "1 / 2").
      $("counter").textContent = stepIndex === 0 ? "launch" : `${stepIndex} / ${scenario.steps.length - 1}`;
      $("prev").disabled = stepIndex === 0;
      $("next").disabled = stepIndex === scenario.steps.length - 1;
      whatRanShown = false;
      // The last step's note goes before this one is placed: the pane is measured without it.
      $("note").textContent = "";
      $("canvas").innerHTML = rowsOpen && step.svgAllRows ? step.svgAllRows : step.svg;
      hookPicture(step);
      if (views === "ran" && step.svgWhatRan) showWhatRan(); else placePicture();
      $("rows").hidden = !step.svgAllRows || whatRanShown;
      $("rows").textContent = rowsOpen ? "Fold rows" : "Open rows";
      for (const id of step.ran || []) nodeFor(id)?.classList.add("flash");
      showFile(chosenFile(step));
      $("details").innerHTML = "<p class=\"hint\">Click a view to see what it read, why it ran or did not, its inputs and where it was built. Click a property or a @State to see who reads it and what a change to it would run. Click a marked line of the source to select what it read or wrote. ← and → step through; drag to pan, the wheel zooms.</p>";
      if (selected) select(selected);
      if (document.body.classList.contains("whatif-open")) showWhatIf();
    }

    // The box of a unit: its own, or the folded box that holds it.
    function nodeFor(id) {
      const nodes = Array.from($("canvas").querySelectorAll("g.node"));
      return nodes.find((g) => g.id === id) ?? nodes.find((g) => g.classList.contains("folded") && g.classList.contains(id));
    }

    function hookPicture(step) {
      const svg = $("canvas").querySelector("svg");
      if (!svg) return;
      // One SVG unit is one pixel at zoom 1; the pane's transform scales it.
      const box = svg.viewBox.baseVal;
      svg.setAttribute("width", box.width);
      svg.setAttribute("height", box.height);
      const sizes = Array.from(svg.querySelectorAll("text")).map((text) => parseFloat(text.getAttribute("font-size"))).filter((size) => size > 0);
      minimumFont = sizes.length ? Math.min(...sizes) : 14;
      svg.querySelectorAll("g.node").forEach((node) => {
        if (node.id.includes(" rows ")) {
          node.classList.add("clickable", "folded");
          node.addEventListener("click", () => { if (whatRanShown) views = "all"; else rowsOpen = true; show(stepIndex); });
        } else if (step.units[node.id] || step.objects[node.id]) {
          node.classList.add("clickable");
          node.addEventListener("click", () => select(node.id));
        }
      });
      // A source's cell is a link (`a_source ID`): clicking it selects the source, not its object.
      svg.querySelectorAll("g[id^='a_source ']").forEach((cell) => {
        const id = cell.id.slice("a_source ".length);
        if (!step.sources[id]) return;
        cell.classList.add("clickable");
        cell.addEventListener("click", (event) => { event.preventDefault(); event.stopPropagation(); select(id); });
      });
    }

    // The zoom a step opens at: the user's, else the largest (up to twice) at which the whole picture
    // fits — or, when it cannot be read whole, what ran and the sources that made it run, or at least
    // what ran — and never one where text is under 12 px; centred on what ran.
    function placePicture() {
      const svg = $("canvas").querySelector("svg");
      if (!svg) return;
      $("views").hidden = !currentStep().svgWhatRan;
      $("views").textContent = whatRanShown ? "All views" : "What ran";
      view.scale = 1; view.x = 0; view.y = 0;
      apply();
      const focus = focusOf(currentStep(), svg);
      view.scale = chosenScale ?? openingScale([focus.all, focus.ran]);
      apply();
      // Where nothing ran and nothing drawn changed, the root view (the first box drawn) is in view.
      center(focus.all.length ? focus.all : Array.from(svg.querySelectorAll("g.node")).slice(0, 1));
      if (focus.ran.length && !focus.ran.every(inPane)) center(focus.ran);
      const hidden = focus.ran.filter((node) => !inPane(node)).length;
      // What ran cannot all be read in the whole picture: draw what ran and why alone.
      if (hidden && !whatRanShown && views === null && chosenScale === null && currentStep().svgWhatRan) return showWhatRan();
      $("note").textContent = hidden ? `${hidden} of ${focus.ran.length} views that ran are off screen at a readable size (− or drag to see them)`
        : whatRanShown ? foldedNote() : "";
    }

    // Draws the step's picture of what ran and why, the views that took no part folded.
    function showWhatRan() {
      drawWhatRan();
      placePicture();
    }

    // Puts the picture of what ran in the canvas, and the buttons that go with it.
    function drawWhatRan() {
      const step = currentStep();
      whatRanShown = true;
      $("canvas").innerHTML = whatRanPicture(step);
      hookPicture(step);
      $("views").hidden = false;
      $("views").textContent = "All views";
      $("rows").hidden = true;
    }

    // Of the two drawings of what ran, to the right and downward: the one whose whole picture can be
    // read in the pane, else the one whose views that ran can all be read in it, else the one that
    // shows them larger.
    function whatRanPicture(step) {
      const candidates = [step.svgWhatRan, step.svgWhatRanDown].filter(Boolean);
      if (candidates.length < 2) return candidates[0];
      const scale = view.scale;
      view.scale = 1; apply();
      const measured = candidates.map((picture) => {
        $("canvas").innerHTML = picture;
        const svg = $("canvas").querySelector("svg"), box = svg.viewBox.baseVal;
        svg.setAttribute("width", box.width);
        svg.setAttribute("height", box.height);
        const sizes = Array.from(svg.querySelectorAll("text")).map((text) => parseFloat(text.getAttribute("font-size"))).filter((size) => size > 0);
        const readable = READABLE_PX / (sizes.length ? Math.min(...sizes) : 14);
        const ran = (step.ran || []).map(nodeFor).filter(Boolean);
        const whole = fitting(box.width, box.height);
        const ranSize = ran.length ? extent(ran) : box;
        const ranScale = fitting(ranSize.width, ranSize.height);
        return {picture, key: [whole >= readable, ranScale >= readable, ranScale]};
      });
      view.scale = scale; apply();
      const better = (a, b) => { for (let k = 0; k < a.key.length; k++) if (a.key[k] !== b.key[k]) return a.key[k] > b.key[k]; return false; };
      return measured.reduce((best, next) => better(next, best) ? next : best).picture;
    }

    // What the picture of what ran leaves out, and how to see it.
    function foldedNote() {
      const step = currentStep();
      const drawn = Array.from($("canvas").querySelectorAll("g.node")).filter((node) => step.units[node.id]).length;
      const all = Object.keys(step.units).length;
      return `Showing what ran and why: ${all - drawn} of ${all} views folded (All views draws them)`;
    }

    // What ran, and the sources' cells whose writes made it run.
    function focusOf(step, svg) {
      const written = (step.lines || []).filter((mark) => mark.kind === "write").flatMap((mark) => mark.ids);
      const cells = Array.from(svg.querySelectorAll("g[id^='a_source ']")).filter((cell) => written.includes(cell.id.slice("a_source ".length)));
      const ran = (step.ran || []).map(nodeFor).filter(Boolean);
      return {ran, all: ran.concat(cells)};
    }

    // The scale at which the whole picture, else the first of `groups` that can, fits the pane and is
    // readable (text at least 12 px); at least the readable scale.
    function openingScale(groups) {
      const readable = READABLE_PX / minimumFont;
      const box = $("canvas").querySelector("svg").viewBox.baseVal;
      const whole = fitting(box.width, box.height);
      if (whole >= readable) return Math.min(whole, 2);
      for (const group of groups) {
        if (!group.length) continue;
        const size = extent(group);
        const scale = fitting(size.width, size.height);
        if (scale >= readable) return Math.min(scale, 2);
      }
      return readable;
    }

    // The scale at which `width` × `height` SVG units fit the pane with a margin, above the legend.
    function fitting(width, height) {
      const pane = $("picture").getBoundingClientRect();
      return Math.min((pane.width - 24) / Math.max(width, 1), (pane.height - legendRoom() - 24) / Math.max(height, 1));
    }

    // The height the legend takes at the foot of the pane: the picture is placed above it.
    function legendRoom() {
      const legend = $("legend").getBoundingClientRect();
      return legend.height ? legend.height + 8 : 0;
    }

    // The size of `elements` together, in SVG units (at the current scale).
    function extent(elements) {
      const rects = elements.map((e) => e.getBoundingClientRect());
      const width = Math.max(...rects.map((r) => r.right)) - Math.min(...rects.map((r) => r.left));
      const height = Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top));
      return {width: width / view.scale, height: height / view.scale};
    }

    function inPane(element) {
      const pane = $("picture").getBoundingClientRect(), r = element.getBoundingClientRect();
      return r.left >= pane.left - 1 && r.right <= pane.right + 1 && r.top >= pane.top - 1 && r.bottom <= pane.bottom - legendRoom() + 1;
    }

    // Moves the picture so `elements` are in the middle of the pane — or, wider than the pane, start at
    // its left edge — keeping the picture's edges from leaving gaps where it is larger than the pane.
    // With no elements, the picture's top left corner (or its middle, if it fits) is shown.
    function center(elements) {
      const box = $("picture").getBoundingClientRect();
      const pane = {width: box.width, height: box.height - legendRoom()};
      const canvas = $("canvas").getBoundingClientRect();
      if (!elements.length) {
        view.x = clampOffset(12, canvas.width, pane.width);
        view.y = clampOffset(12, canvas.height, pane.height);
        return apply();
      }
      const rects = elements.map((e) => e.getBoundingClientRect());
      const left = Math.min(...rects.map((r) => r.left)) - canvas.left, right = Math.max(...rects.map((r) => r.right)) - canvas.left;
      const top = Math.min(...rects.map((r) => r.top)) - canvas.top, bottom = Math.max(...rects.map((r) => r.bottom)) - canvas.top;
      const x = right - left > pane.width - 24 ? 12 - left : pane.width / 2 - (left + right) / 2;
      const y = bottom - top > pane.height - 24 ? 12 - top : pane.height / 2 - (top + bottom) / 2;
      view.x = clampOffset(x, canvas.width, pane.width);
      view.y = clampOffset(y, canvas.height, pane.height);
      apply();
    }

    function clampOffset(offset, size, room) {
      return size <= room ? (room - size) / 2 : Math.min(12, Math.max(room - size - 12, offset));
    }

    function apply() {
      $("canvas").style.transform = `translate(${view.x}px, ${view.y}px) scale(${view.scale})`;
      $("zoom").textContent = `${Math.round(view.scale * 100)}%`;
    }

    function zoomBy(factor, atX, atY) {
      const pane = $("picture").getBoundingClientRect();
      const x = atX ?? pane.width / 2, y = atY ?? pane.height / 2;
      const scale = Math.max(0.05, Math.min(8, view.scale * factor));
      view.x = x - (x - view.x) * scale / view.scale;
      view.y = y - (y - view.y) * scale / view.scale;
      view.scale = chosenScale = scale;
      apply();
    }

    // The whole picture — or, where it cannot be read whole (text under 12 px), what ran and why at a
    // readable zoom, saying how much of the picture is left out (− zooms out further).
    function fit() {
      const svg = $("canvas").querySelector("svg");
      if (!svg) return;
      const pane = $("picture").getBoundingClientRect();
      const box = svg.viewBox.baseVal;
      const whole = fitting(box.width, box.height);
      if (whole >= READABLE_PX / minimumFont) {
        view.scale = chosenScale = whole;
        view.x = (pane.width - box.width * view.scale) / 2;
        view.y = (pane.height - legendRoom() - box.height * view.scale) / 2;
        apply();
        $("note").textContent = whatRanShown ? foldedNote() : "";
        return;
      }
      // Too large to read whole: what ran and why, if the user has not asked for every view.
      if (!whatRanShown && views !== "all" && currentStep().svgWhatRan) {
        chosenScale = null;
        drawWhatRan();
        return fit();
      }
      chosenScale = null;
      placePicture();
      chosenScale = view.scale;
      const nodes = Array.from(svg.querySelectorAll("g.node"));
      const outside = nodes.filter((node) => !inPane(node)).length;
      $("note").textContent = `Too large to read whole: showing what ran and why, ${outside} of ${nodes.length} boxes off screen (− to see all)`;
    }

    // Dragging pans (a drag is not a click); the wheel zooms around the pointer.
    function hookPanAndZoom() {
      const pane = $("picture");
      let drag = null, dragged = false;
      pane.addEventListener("pointerdown", (event) => {
        if (event.button !== 0) return;
        drag = {x: event.clientX, y: event.clientY, viewX: view.x, viewY: view.y};
        dragged = false;
      });
      window.addEventListener("pointermove", (event) => {
        if (!drag) return;
        const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
        if (!dragged && Math.hypot(dx, dy) < 4) return;
        dragged = true;
        pane.classList.add("dragging");
        view.x = drag.viewX + dx; view.y = drag.viewY + dy;
        apply();
      });
      window.addEventListener("pointerup", () => { drag = null; pane.classList.remove("dragging"); });
      pane.addEventListener("click", (event) => { if (dragged) { event.stopPropagation(); event.preventDefault(); dragged = false; } }, true);
      pane.addEventListener("wheel", (event) => {
        event.preventDefault();
        const rect = pane.getBoundingClientRect();
        zoomBy(Math.exp(-event.deltaY * 0.0015), event.clientX - rect.left, event.clientY - rect.top);
      }, {passive: false});
    }

    function play() {
      const steps = SCENARIOS[scenarioIndex].steps;
      if (stepIndex >= steps.length - 1) show(0);
      $("play").textContent = "❚❚ Pause";
      $("play").classList.add("on");
      player = setInterval(() => {
        show(stepIndex + 1);
        if (stepIndex >= SCENARIOS[scenarioIndex].steps.length - 1) stop();
      }, 2000);
    }

    function stop() {
      if (!player) return;
      clearInterval(player);
      player = null;
      $("play").textContent = "▶ Play";
      $("play").classList.remove("on");
    }

    // The file to show for a step: the one with its statement, else the one with the most marks.
    function chosenFile(step) {
      const statement = (step.lines || []).find((mark) => mark.kind === "statement");
      if (statement) return statement.file;
      const counts = new Map();
      for (const mark of step.lines || []) counts.set(mark.file, (counts.get(mark.file) || 0) + 1);
      let best = shownFile, most = 0;
      counts.forEach((count, file) => { if (count > most) { best = file; most = count; } });
      return best;
    }

    function showFile(fileIndex) {
      const file = FILES[fileIndex];
      const code = $("code");
      if (!file) { code.innerHTML = ""; return; }
      shownFile = fileIndex;
      $("file").value = fileIndex;
      const marks = new Map();
      for (const mark of currentStep().lines || []) {
        if (mark.file !== fileIndex) continue;
        const entry = marks.get(mark.line) || {kinds: [], ids: []};
        entry.kinds.push(mark.kind);
        entry.ids.push(...mark.ids);
        marks.set(mark.line, entry);
      }
      code.innerHTML = file.lines.map((text, k) => {
        const mark = marks.get(k + 1);
        return `<li id="line-${k + 1}"${mark ? ` class="${mark.kinds.join(" ")}"` : ""}><span class="n">${k + 1}</span><span>${esc(text) || " "}</span></li>`;
      }).join("");
      marks.forEach((mark, line) => {
        if (!mark.ids.length) return;
        $(`line-${line}`).addEventListener("click", () => mark.ids.length === 1 ? select(mark.ids[0]) : showLine(line, mark));
      });
      const first = code.querySelector("li.statement") || code.querySelector("li.write") || code.querySelector("li.read");
      if (first) code.scrollTop = first.offsetTop - code.clientHeight / 3;
    }

    function showLine(line, mark) {
      const step = currentStep();
      $("details").innerHTML = `<h2 id="detail-name">Line ${line}</h2><h3>${mark.kinds.includes("write") ? "Read or written here" : "Read here"}</h3>`
        + `<ul id="detail-line">${[...new Set(mark.ids)].map((id) => `<li>${sourceLink(id, step.sources[id]?.name ?? id)}</li>`).join("")}</ul>`;
      hookLinks();
    }

    // Marks the source lines where `places` (`file:line:column`) are, showing their file if the one
    // shown has none, and scrolls to the first.
    function chooseLines(places) {
      const at = places.map((place) => /^(.*):(\d+):\d+$/.exec(place)).filter(Boolean)
        .map((match) => ({file: FILES.findIndex((file) => file.path === match[1]), line: Number(match[2])})).filter((place) => place.file >= 0);
      if (at.length && !at.some((place) => place.file === shownFile)) showFile(at[0].file);
      const code = $("code");
      code.querySelectorAll("li.chosen").forEach((line) => line.classList.remove("chosen"));
      for (const place of at) if (place.file === shownFile) $(`line-${place.line}`)?.classList.add("chosen");
      const first = code.querySelector("li.chosen");
      if (first) code.scrollTop = first.offsetTop - code.clientHeight / 3;
    }

    function select(id) {
      const step = currentStep();
      selected = id;
      $("canvas").querySelectorAll("g.selected").forEach((node) => node.classList.remove("selected"));
      const node = Array.from($("canvas").querySelectorAll("g.node, g[id^='a_source ']")).find((g) => g.id === id || g.id === "a_source " + id);
      if (node) node.classList.add("selected");
      if (step.units[id]) { chooseLines(step.units[id].reads.map((r) => r.location)); return showUnit(id, step.units[id]); }
      if (step.sources[id]) { chooseLines(step.sources[id].readers.map((r) => r.location)); return showSourceDetail(id, step.sources[id]); }
      if (step.objects[id]) return showObject(id, step.objects[id]);
    }

    function sourceLink(id, name) {
      return `<a data-select="${esc(id)}">${esc(name)}</a>`;
    }

    function showUnit(id, unit) {
      const kind = /^(ran|inserted|removed)/.exec(unit.verdict);
      const state = unit.state.filter((s) => currentStep().sources[s]);
      $("details").innerHTML = `<h2 id="detail-name">${esc(unit.name)}</h2>`
        + (unit.element ? `<p class="hint">row of ${esc(unit.element)}</p>` : "")
        + `<h3>This step</h3><p class="verdict ${kind ? kind[1] : ""}" id="detail-verdict">${esc(unit.verdict)}</p>`
        + `<h3>Read on its last run</h3>`
        + (unit.reads.length
          ? `<ul id="detail-reads">${unit.reads.map((r) => `<li>${sourceLink(r.id, r.name)}<span class="place">${esc(r.location)}</span></li>`).join("")}</ul>`
          : `<p class="hint" id="detail-reads">nothing observable: no change can run it, only its parent (rule 6)</p>`)
        + (unit.inputs.length ? `<h3>Its inputs</h3><ul id="detail-inputs">${unit.inputs.map((i) => `<li><code>${esc(i)}</code></li>`).join("")}</ul>` : "")
        + (state.length ? `<h3>Its state</h3><ul>${state.map((s) => `<li>${sourceLink(s, currentStep().sources[s].name)} = ${esc(currentStep().sources[s].value)}</li>`).join("")}</ul>` : "")
        + (unit.builtAt ? `<h3>Built at</h3><p>${esc(unit.builtAt)}</p>` : "");
      hookLinks();
    }

    function showSourceDetail(id, source) {
      $("details").innerHTML = `<h2 id="detail-name">${esc(source.name)}</h2><p>= ${esc(source.value)}</p>`
        + `<h3>Read by</h3>`
        + (source.readers.length
          ? `<ul id="detail-readers">${source.readers.map((r) => `<li>${sourceLink(r.id, r.name)}<span class="place">${esc(r.location)}</span></li>`).join("")}</ul>`
          : `<p class="hint" id="detail-readers">no view body read it on its last run</p>`)
        + `<h3>If it changed now</h3>`
        + (source.whatIf.length ? `<p id="detail-whatif">${source.whatIf.map(esc).join(", ")} would run</p>` : `<p class="hint" id="detail-whatif">nothing would run</p>`);
      hookLinks();
    }

    function showObject(id, properties) {
      const step = currentStep();
      $("details").innerHTML = `<h2 id="detail-name">${esc(id)}</h2><h3>Properties</h3><ul>`
        + properties.filter((p) => step.sources[p]).map((p) => `<li>${sourceLink(p, step.sources[p].name)} = ${esc(step.sources[p].value)}<span class="place">read by ${step.sources[p].readers.length}</span></li>`).join("")
        + `</ul>`;
      hookLinks();
    }

    function hookLinks() {
      $("details").querySelectorAll("a[data-select]").forEach((link) => link.addEventListener("click", () => select(link.dataset.select)));
    }

    // The "what if" pane: advise's findings, each with its rule, views, reason and diff, and for the
    // scenario shown, step by step, the body runs per view as written and on the edited program. All of
    // it is read from advise's JSON; nothing is measured here.
    function toggleWhatIf(open) {
      const opened = document.body.classList.toggle("whatif-open", open);
      $("whatif-toggle").classList.toggle("on", opened);
      if (opened) { stop(); showWhatIf(); }
    }

    function showWhatIf() {
      const advice = ADVICE.advice, findings = advice.findings;
      const count = advice.scenarios.length;
      const scenarios = `${count} ${advice.explored ? "explored " : ""}scenario${count === 1 ? "" : "s"}`;
      $("whatif-heading").innerHTML = `What if — ${findings.length ? `${findings.length} edit${findings.length === 1 ? "" : "s"} proposed` : "no edit proposed"}`
        + ` <span>measured on your ${esc(scenarios)}: ${advice.totalBefore} body runs as written</span>`;
      findingIndex = Math.max(0, Math.min(findings.length - 1, findingIndex));
      const list = $("whatif-list");
      list.innerHTML = findings.map((finding, k) => `<li data-finding="${k}"${k === findingIndex ? " class=\"current\"" : ""}>`
        + `${k + 1}. ${esc(finding.title)}<span class="saving">${esc(change(finding.totalBefore, finding.totalAfter))}</span></li>`).join("")
        + (advice.dropped.length ? `<h3>Not proposed</h3>` + advice.dropped.map((finding) =>
          `<li class="dropped">✗ ${esc(finding.title)}<span class="why">${esc(finding.droppedBecause)}</span></li>`).join("") : "");
      list.querySelectorAll("li[data-finding]").forEach((item) => item.addEventListener("click", () => { findingIndex = Number(item.dataset.finding); showWhatIf(); }));
      const finding = findings[findingIndex];
      if (!finding) {
        $("whatif-finding").innerHTML = `<p class="hint">No edit saves body runs over your ${esc(scenarios)}.</p>`;
        return;
      }
      // The scenario the explorer shows, else the first measured.
      const shown = SCENARIOS[scenarioIndex]?.name;
      const scenario = finding.scenarios.find((s) => s.name === shown) ?? finding.scenarios[0];
      const current = scenario && scenario.name === shown ? stepIndex : -1;
      const rows = (scenario?.steps ?? []).map((step, k) => {
        const title = k === 0 ? "Launch" : `Step ${k}`;
        const before = step.views.filter((v) => v.before).sort(byName).map((v) => `<span class="run">${esc(v.view)} ${v.before}</span>`).join("");
        const after = step.views.filter((v) => v.before || v.after).sort(byName).map((v) => {
          const kind = v.after === v.before ? "" : v.after < v.before ? " fewer" : " more";
          return `<span class="run${kind}">${esc(v.view)} ${v.after === v.before ? v.after : `${v.before} → ${v.after}`}</span>`;
        }).join("");
        return `<tr data-step="${k}"${k === current ? " class=\"current\"" : ""}><td>${title}`
          + (step.statements.length ? `<br><code>${esc(step.statements.join("\n"))}</code>` : "") + `</td>`
          + `<td><div class="runs">${before || "—"}</div></td><td><div class="runs">${after || "—"}</div></td>`
          + `<td class="total">${step.before} → ${step.after}</td></tr>`;
      }).join("");
      const perView = finding.perView.map((v) => `${esc(v.view)} ${v.before} → ${v.after}`).join("; ");
      $("whatif-finding").innerHTML = `<h3 id="whatif-title">${esc(finding.title)}</h3>`
        + `<p class="meta"><span class="rule" id="whatif-rule">rule ${finding.rule}</span> · `
        + `<span id="whatif-views">${finding.views.map(esc).join(", ")}</span> · <span id="whatif-location">${esc(finding.location)}</span></p>`
        + `<p id="whatif-reason">${esc(finding.reason)}</p>`
        + `<p class="effect" id="whatif-effect">Body runs over your ${esc(scenarios)}: ${esc(change(finding.totalBefore, finding.totalAfter))}${perView ? `; ${perView}` : ""}</p>`
        + (scenario ? `<h4 class="scenario" id="whatif-scenario">“${esc(scenario.name)}”, step by step <span>— body runs per view, as written and with the edit; click a step to see it in the explorer</span></h4>`
          + `<table id="whatif-steps"><thead><tr><th>Step</th><th>As written</th><th>With the edit</th><th>Runs</th></tr></thead><tbody>${rows}</tbody></table>` : "")
        + `<h4>The edit</h4><pre id="whatif-diff">${finding.edits.map((edit) => edit.diff.replace(/\n$/, "").split("\n").map((line) => {
          const kind = line.startsWith("+++") || line.startsWith("---") ? "file" : line.startsWith("@@") ? "hunk" : line.startsWith("+") ? "add" : line.startsWith("-") ? "del" : "";
          return `<span${kind ? ` class="${kind}"` : ""}>${esc(line) || " "}</span>`;
        }).join("")).join("")}</pre>`;
      // A click on a step shows it in the explorer too (the pane follows).
      $("whatif-finding").querySelectorAll("tr[data-step]").forEach((row) => row.addEventListener("click", () => {
        const index = SCENARIOS.findIndex((s) => s.name === scenario.name);
        if (index < 0) return;
        if (index !== scenarioIndex) { scenarioIndex = index; $("scenario").value = index; selected = null; }
        show(Number(row.dataset.step));
      }));
    }

    const byName = (a, b) => a.view < b.view ? -1 : a.view > b.view ? 1 : 0;

    // `24 → 15 (−38%)`, as advise's text writes it (MigrationComparisonFormatter.change: halves away from zero).
    function change(before, after) {
      if (after === undefined || after === null) return `${before} → not run`;
      if (!before || before === after) return `${before} → ${after}`;
      const percent = Math.round(Math.abs(after - before) * 100 / before);
      return `${before} → ${after} (${after > before ? "+" : "−"}${percent}%)`;
    }

    init();
    </script>
    </body>
    </html>
    """#
}
