import ViewGraph

/// What one step did, keyed by graph id for drawing: the sources it changed, the units that ran
/// (with their causes), were skipped, inserted or removed, and the writes that changed nothing.
struct StepMarks {
  /// `1` of `count`.
  var number: Int
  var count: Int
  var statements: [String]
  /// `file:line:column` of the step's first statement.
  var location: String
  /// The scenario's name, or nil for `--change` (whose name is its statement).
  var scenario: String?

  /// Units that existed before and ran again, with every cause (a unit may run in several passes).
  var ran: [String: [Invalidation.Cause]] = [:]
  var inserted: Set<String> = []
  var removed: Set<String> = []
  /// Compared with their previous inputs and found equal (SPEC rule 6).
  var skipped: Set<String> = []
  /// Of those, the ones an Equatable `==` decided, with which: `PriceTag.==`.
  var comparedWithEquals: [String: String] = [:]
  /// A source the step changed, with its value before (nil if it had none to show).
  struct Change: Equatable {
    var before: String?
  }

  /// Sources whose value changed or that a cause names.
  var changed: [String: Change] = [:]
  /// Sources written with an equal value, so nobody was told (SPEC rule 2).
  var equalWrites: Set<String> = []
  /// Equal writes the graph has no node for, by name.
  var otherEqualWrites: [String] = []
  /// Objects the step created, and objects drawn only because a removed unit read them.
  var newObjects: Set<String> = []
  var departedObjects: Set<String> = []
  /// The name of every unit before and after the step, for units a picture does not draw.
  var unitNames: [String: String] = [:]
  var passes: Int
  var animated: Bool
  var warnings: [String]
  /// What the step did besides running units: scrolled, replaced a presentation, cancelled a task.
  var events: [UpdateEvent]

  /// Marks for `step`, comparing its graph with `before` (the launch's or the previous step's).
  init(
    step: ScenarioTrace.Step, number: Int, count: Int, scenario: String?, before: GraphSnapshot, sources: SourceFiles
  ) {
    self.number = number
    self.count = count
    self.statements = step.statements
    self.location = step.location
    self.scenario = scenario
    let update = step.update
    passes = update.passes
    animated = update.animated
    events = update.events
    warnings = update.warnings.map { "\(sources.describe($0.location)): \($0.message)" }

    for unit in before.units + step.graph.units { unitNames[unit.id] = unit.name }
    inserted = Set(update.inserted.map(\.graphID))
    removed = Set(update.removed.map(\.graphID))
    for run in update.ran where !inserted.contains(run.unit.graphID) {
      ran[run.unit.graphID, default: []].append(contentsOf: run.causes)
    }
    skipped = Set(update.skipped.map(\.graphID)).subtracting(ran.keys).subtracting(inserted).subtracting(removed)
    comparedWithEquals = update.comparedWithEquals.filter { skipped.contains($0.key) }

    let beforeValues = Dictionary(before.sources.map { ($0.id, $0.value) }, uniquingKeysWith: { first, _ in first })
    for source in step.graph.sources where source.kind != "environment" {
      guard let old = beforeValues[source.id] else { continue }
      if old != source.value { changed[source.id] = Change(before: old) }
    }
    for causes in ran.values {
      for cause in causes {
        switch cause {
        case .dependency(_, let sourceID, _, _, _):
          if changed[sourceID] == nil { changed[sourceID] = Change(before: beforeValues[sourceID]) }
        case .objectWillChange(_, let objectID, let property, _):
          let id = "\(objectID).objectWillChange"
          if changed[id] == nil { changed[id] = Change(before: nil) }
          if let property, changed["\(objectID).\(property)"] == nil {
            changed["\(objectID).\(property)"] = Change(before: beforeValues["\(objectID).\(property)"])
          }
        case .input, .notEqual, .environment, .rebuilt, .preference:
          break
        }
      }
    }

    let objectsBefore = Set(before.objects.map(\.id))
    newObjects = Set(step.graph.objects.map(\.id)).subtracting(objectsBefore)

    // An equal write names a property (`Book#1.title`) or a state (`PlayerView.isPlaying`).
    let unitNames = Dictionary(step.graph.units.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    for name in update.equalWrites {
      if step.graph.sources.contains(where: { $0.id == name }) {
        equalWrites.insert(name)
        continue
      }
      let states = step.graph.sources.filter { $0.kind == "state" && "\(unitNames[$0.owner] ?? "").\($0.name)" == name }
      if states.count == 1, let state = states.first {
        equalWrites.insert(state.id)
      } else {
        otherEqualWrites.append(name)
      }
    }
  }

  /// Whether a unit took part in the story (ran, appeared, disappeared or was compared).
  func isMarked(_ unit: String) -> Bool {
    ran[unit] != nil || inserted.contains(unit) || removed.contains(unit) || skipped.contains(unit)
  }
}

extension StepMarks {
  /// The groups of a step's one-line summary, by unit id: the program's units that ran, were
  /// compared equal, inserted and removed, and SwiftUI's own views that ran, said apart because
  /// they are not the program's units (issue 23). The pictures' heading and the explorer's bar
  /// both say it.
  struct Summary {
    var ran: [String]
    var skipped: [String]
    var inserted: [String]
    var removed: [String]
    var swiftUIsRan: [String]
  }

  /// The units whose body ran in this step: those that ran again and those it inserted.
  var ranOrInserted: Set<String> { Set(ran.keys).union(inserted) }

  /// The summary of this step, with the ids of SwiftUI's own views in `graph`.
  func summary(in graph: GraphSnapshot) -> Summary {
    let swiftUIs = Set(graph.units.filter { $0.framework == true }.map(\.id))
    return Summary(
      ran: ran.keys.filter { !swiftUIs.contains($0) }.sorted(), skipped: skipped.sorted(), inserted: inserted.sorted(),
      removed: removed.sorted(), swiftUIsRan: ran.keys.filter(swiftUIs.contains).sorted())
  }
}
