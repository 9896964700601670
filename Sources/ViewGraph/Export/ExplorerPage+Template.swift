/// The explorer's HTML, CSS and script: one file, no network, no libraries. `/*DATA*/[]` is
/// replaced by the scenarios as JSON. `#step=N` opens step N; `#select=ID` selects a view (`u3`),
/// an object (`Book#2`) or a source (`Book#2.title`), so a page can be linked to, and tested, in
/// a given state.
extension ExplorerPage {
  static let template = #"""
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ViewGraph explorer</title>
<style>
:root {
  --ink: #222222; --muted: #6b6b6b; --faint: #c4c4c4; --line: #e2e2e2; --panel: #fafafa;
  --ran: #e07000; --ran-fill: #ffe0b3; --changed: #d11f1f; --changed-fill: #ffd6d6;
  --inserted: #2a8f2a; --skipped: #66809f; --removed: #9a9a9a; --accent: #2f5597;
  font-family: -apple-system, BlinkMacSystemFont, "SF Pro Text", "Segoe UI", Helvetica, Arial, sans-serif;
  color: var(--ink); font-size: 14px;
}
* { box-sizing: border-box; }
body { margin: 0; height: 100vh; display: grid; grid-template-rows: auto 1fr; background: white; }
header { display: flex; align-items: center; gap: 16px; padding: 10px 18px; border-bottom: 1px solid var(--line); }
header h1 { font-size: 15px; margin: 0; font-weight: 600; letter-spacing: .01em; }
header h1 span { color: var(--muted); font-weight: 400; }
header select { font: inherit; padding: 4px 8px; border: 1px solid var(--faint); border-radius: 6px; background: white; max-width: 60vw; }
header .failures { color: var(--changed); font-size: 13px; }
main { display: grid; grid-template-columns: 270px 1fr 330px; min-height: 0; }
nav { border-right: 1px solid var(--line); overflow: auto; background: var(--panel); }
nav ol { list-style: none; margin: 0; padding: 8px; }
nav li { padding: 8px 10px; border-radius: 8px; cursor: pointer; margin-bottom: 2px; border: 1px solid transparent; }
nav li:hover { background: #f0f0f0; }
nav li.current { background: white; border-color: var(--faint); box-shadow: 0 1px 2px rgba(0,0,0,.06); }
nav li .title { display: block; font-weight: 600; font-size: 13px; }
nav li code { display: block; font: 12px ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: var(--accent); white-space: pre-wrap; word-break: break-word; margin-top: 2px; }
nav li .place { display: block; color: var(--muted); font-size: 11px; margin-top: 2px; }
section { display: grid; grid-template-rows: auto 1fr; min-width: 0; min-height: 0; }
.bar { display: flex; align-items: center; gap: 12px; padding: 10px 16px; border-bottom: 1px solid var(--line); min-width: 0; }
.bar h2 { margin: 0; font-size: 16px; white-space: nowrap; }
.bar .what { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.bar code { font: 13px ui-monospace, "SF Mono", Menlo, Consolas, monospace; color: var(--accent); white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.bar .place { color: var(--muted); font-size: 12px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.bar button { font: inherit; white-space: nowrap; padding: 4px 12px; border-radius: 6px; border: 1px solid var(--faint); background: white; cursor: pointer; }
.bar button:disabled { opacity: .4; cursor: default; }
.bar .counter { color: var(--muted); font-variant-numeric: tabular-nums; white-space: nowrap; }
#picture { overflow: auto; padding: 12px; }
#picture svg { width: 100%; height: auto; }
#picture g.clickable { cursor: pointer; }
#picture g.clickable:hover { filter: drop-shadow(0 0 3px rgba(47, 85, 151, .45)); }
#picture g.selected { filter: drop-shadow(0 0 5px rgba(47, 85, 151, .9)); }
aside { border-left: 1px solid var(--line); overflow: auto; padding: 14px 16px; background: var(--panel); }
aside h2 { font-size: 16px; margin: 0 0 2px; }
aside h3 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 16px 0 6px; }
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
</style>
</head>
<body>
<header>
  <h1>ViewGraph <span>explorer</span></h1>
  <select id="scenario" aria-label="Scenario"></select>
  <span class="failures" id="failures"></span>
</header>
<main>
  <nav><ol id="steps"></ol></nav>
  <section>
    <div class="bar">
      <h2 id="step-title"></h2>
      <div class="what"><code id="statement"></code><span class="place" id="location"></span></div>
      <button id="prev" title="Previous step (←)">‹ Previous</button>
      <span class="counter" id="counter"></span>
      <button id="next" title="Next step (→)">Next ›</button>
    </div>
    <div id="picture"></div>
  </section>
  <aside id="details"></aside>
</main>
<script>
const DATA = /*DATA*/[];
let scenarioIndex = 0, stepIndex = 0, selected = null;
const $ = (id) => document.getElementById(id);
const esc = (text) => String(text ?? "").replace(/[&<>"]/g, (c) => ({"&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"}[c]));
const currentStep = () => DATA[scenarioIndex].steps[stepIndex];

function init() {
  const picker = $("scenario");
  DATA.forEach((scenario, index) => {
    const option = document.createElement("option");
    option.value = index;
    option.textContent = scenario.name;
    picker.appendChild(option);
  });
  picker.hidden = DATA.length < 2;
  picker.addEventListener("change", () => { scenarioIndex = Number(picker.value); selected = null; show(1); });
  $("prev").addEventListener("click", () => show(stepIndex - 1));
  $("next").addEventListener("click", () => show(stepIndex + 1));
  document.addEventListener("keydown", (event) => {
    if (event.target.tagName === "SELECT") return;
    if (event.key === "ArrowLeft" || event.key === "ArrowUp") { show(stepIndex - 1); event.preventDefault(); }
    if (event.key === "ArrowRight" || event.key === "ArrowDown") { show(stepIndex + 1); event.preventDefault(); }
  });
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.has("scenario")) { scenarioIndex = Math.max(0, Math.min(DATA.length - 1, Number(hash.get("scenario")))); picker.value = scenarioIndex; }
  if (DATA.length === 0) { $("details").innerHTML = "<p class=\"hint\">Nothing to show.</p>"; return; }
  show(hash.has("step") ? Number(hash.get("step")) : 1);
  if (hash.has("select")) select(hash.get("select"));
}

function show(index) {
  const scenario = DATA[scenarioIndex];
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
    row.addEventListener("click", () => show(k));
    list.appendChild(row);
  });
  $("failures").textContent = scenario.failures.length ? `${scenario.failures.length} failed expectation(s): ${scenario.failures[0]}` : "";
  $("step-title").textContent = step.title;
  $("statement").textContent = step.statements.join("\n");
  $("location").textContent = step.location;
  $("counter").textContent = `${stepIndex + 1} / ${scenario.steps.length}`;
  $("prev").disabled = stepIndex === 0;
  $("next").disabled = stepIndex === scenario.steps.length - 1;
  $("picture").innerHTML = step.svg;
  $("picture").querySelectorAll("g.node").forEach((node) => {
    if (step.units[node.id] || step.objects[node.id]) {
      node.classList.add("clickable");
      node.addEventListener("click", () => select(node.id));
    }
  });
  // A source's cell is a link (`a_source ID`): clicking it selects the source, not its object.
  $("picture").querySelectorAll("g[id^='a_source ']").forEach((cell) => {
    const id = cell.id.slice("a_source ".length);
    if (!step.sources[id]) return;
    cell.classList.add("clickable");
    cell.addEventListener("click", (event) => { event.preventDefault(); event.stopPropagation(); select(id); });
  });
  $("details").innerHTML = "<p class=\"hint\">Click a view to see what it read, why it ran or did not, its inputs and where it was built. Click a property or a @State to see who reads it and what a change to it would run. ← and → step through.</p>";
  if (selected) select(selected);
}

function select(id) {
  const step = currentStep();
  selected = id;
  $("picture").querySelectorAll("g.selected").forEach((node) => node.classList.remove("selected"));
  const node = Array.from($("picture").querySelectorAll("g.node, g[id^='a_source ']")).find((g) => g.id === id || g.id === "a_source " + id);
  if (node) node.classList.add("selected");
  if (step.units[id]) return showUnit(id, step.units[id]);
  if (step.sources[id]) return showSource(id, step.sources[id]);
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

function showSource(id, source) {
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

init();
</script>
</body>
</html>
"""#
}
