/// What one or more flushes did: which units ran again and why, which appeared and disappeared,
/// which were compared and skipped, and the writes that changed nothing.
public struct UpdateSet: Sendable, Codable, Equatable, CustomStringConvertible {
  public var ran: [UnitUpdate] = []
  public var inserted: [UnitRecord] = []
  public var removed: [UnitRecord] = []
  /// Children whose parent ran but whose inputs were equal (SPEC rule 6).
  public var skipped: [UnitRecord] = []
  /// Of those, the ones an Equatable `==` found equal, by unit id: `u4` → `PriceTag.==` (rule 6).
  public var comparedWithEquals: [String: String] = [:]
  /// Sources written with a new value (whether or not anyone read them).
  public var writes: [String] = []
  /// Writes that stored an equal value and so notified nobody (SPEC rule 2).
  public var equalWrites: [String] = []
  public var warnings: [ViewGraphDiagnostic] = []
  public var passes = 0
  /// Whether the change ran inside `withAnimation` (kept for the exporters).
  public var animated = false
  /// Every body run, new identities included, in the order the flushes ran them.
  public var bodyRuns: [BodyRun] = []
  /// What the step did besides running, inserting and removing units, in SwiftUI's words.
  public var events: [UpdateEvent] = []

  public init() {}

  /// The names of the program's units that existed before and ran again, sorted (a multiset);
  /// SwiftUI's own views are left out (`Program.frameworkUnits`).
  public var ranTypeNames: [String] {
    let insertedIDs = Set(inserted.map(\.id))
    return ran.filter { !insertedIDs.contains($0.unit.id) && $0.unit.isProgramUnit }.map(\.unit.name).sorted()
  }

  /// Whether nothing ran, appeared, disappeared or was written.
  public var isEmpty: Bool {
    ran.isEmpty && inserted.isEmpty && removed.isEmpty && equalWrites.isEmpty && skipped.isEmpty && writes.isEmpty
      && events.isEmpty
  }

  public mutating func append(_ other: UpdateSet) {
    ran += other.ran
    inserted += other.inserted
    removed += other.removed
    skipped += other.skipped
    comparedWithEquals.merge(other.comparedWithEquals) { $1 }
    writes += other.writes
    equalWrites += other.equalWrites
    warnings += other.warnings
    passes += other.passes
    animated = animated || other.animated
    bodyRuns += other.bodyRuns
    events += other.events
  }

  public var description: String {
    var lines = events.said.map { "\($0.kind.rawValue) " + ($0.views.map { "\($0): " } ?? "") + $0.text }
    for update in ran {
      lines.append("ran \(update.unit.name): \(update.causes.map(\.description).joined(separator: "; "))")
    }
    for unit in inserted { lines.append("inserted \(unit.name)") }
    for unit in removed { lines.append("removed \(unit.name)") }
    for unit in skipped {
      lines.append("skipped \(unit.name): inputs equal" + (comparedWithEquals[unit.graphID].map { " by \($0)" } ?? ""))
    }
    for write in equalWrites { lines.append("equal write to \(write): no update") }
    return lines.joined(separator: "\n")
  }
}

/// Something a step did besides running, inserting and removing units: a lazy container scrolled
/// (rule 11), a presentation replaced because its item changed, a view's task cancelled (rule 12),
/// a view hidden or shown again with its state (rule 7: a tab not selected, a screen covered by a
/// pushed destination).
public struct UpdateEvent: Sendable, Codable, Equatable {
  public enum Kind: String, Sendable, Codable {
    case scrolled, replaced, cancelled, hidden, shown
  }

  public var kind: Kind
  /// As people read it: `List in LibraryView scrolled to rows 41–55 of 100`; for a unit hidden
  /// or shown, why (`its tab is not selected; its state is kept`).
  public var text: String
  /// The unit hidden or shown, for `#expectHidden`/`#expectShown`.
  public var unit: UnitRecord?

  public init(_ kind: Kind, _ text: String, unit: UnitRecord? = nil) {
    self.kind = kind
    self.text = text
    self.unit = unit
  }
}

extension UnitRecord {
  /// The stable id exporters use: `u12`.
  public var graphID: String { "u\(id)" }
}

extension [UpdateEvent] {
  /// The events as people read them: the views hidden (or shown) for one reason are one line,
  /// named with their counts (`List row ×15, Row ×15`: covered by a pushed Detail).
  public var said: [(kind: UpdateEvent.Kind, views: String?, text: String)] {
    var lines: [(kind: UpdateEvent.Kind, names: [String], text: String)] = []
    for event in self {
      guard let unit = event.unit else {
        lines.append((event.kind, [], event.text))
        continue
      }
      if let same = lines.firstIndex(where: { $0.kind == event.kind && $0.text == event.text && !$0.names.isEmpty }) {
        lines[same].names.append(unit.name)
      } else {
        lines.append((event.kind, [unit.name], event.text))
      }
    }
    return lines.map { line in
      let counts = Dictionary(grouping: line.names, by: { $0 }).mapValues(\.count)
      let views = counts.keys.sorted().map { counts[$0] == 1 ? $0 : "\($0) ×\(counts[$0] ?? 0)" }.joined(
        separator: ", ")
      return (line.kind, line.names.isEmpty ? nil : views, line.text)
    }
  }
}
