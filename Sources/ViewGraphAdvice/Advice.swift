import ViewGraph

/// What `viewgraph advise` found (issue 40, point 1): the body runs of the program's scenarios (or
/// of the default exploration), and for each costly pattern an edit of the user's source with its
/// effect measured by running the same scenarios on the edited program, ranked by saving.
public struct Advice: Sendable, Equatable {
  /// The scenarios as written (or explored), run once: the measure every finding is compared with.
  public var before: [ScenarioBodyRuns]
  /// Whether the scenarios are the default exploration ViewGraph wrote, the program having none.
  public var explored: Bool
  /// The findings whose edit saves body runs and changes no scenario's other expectations, most
  /// saving first.
  public var findings: [AdviceFinding]
  /// The findings whose edit was simulated and not proposed, each with `droppedBecause`.
  public var dropped: [AdviceFinding]

  /// Advice made of these runs and findings.
  public init(before: [ScenarioBodyRuns], explored: Bool, findings: [AdviceFinding], dropped: [AdviceFinding]) {
    self.before = before
    self.explored = explored
    self.findings = findings
    self.dropped = dropped
  }

  /// Body runs over every scenario, as written.
  public var totalBefore: Int { before.map(\.total).reduce(0, +) }
}

/// One costly pattern, the edit that removes it, and what the edit does to the body runs.
public struct AdviceFinding: Sendable, Equatable {
  /// The kinds of pattern, in the order the issue lists them; each names the rule of
  /// `UpdateModel.md` that makes it cost.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// An `ObservableObject` whose `objectWillChange` runs views that read none of the changed
    /// properties: migrate it to `@Observable`.
    case migrateToObservable
    /// A body that runs again only for what one part of it reads: move that part into a subview.
    case extractSubview
    /// A child that runs again only because its parent's body makes a closure it takes anew: make
    /// the child `Equatable` over its other inputs.
    case equatableChild
    /// A view that declares an environment entry and reads it in one part of its body only: move
    /// the declaration and that part into a subview, so that a new value runs only the subview.
    case moveEnvironmentRead
    /// A `ForEach` whose rows all run again whenever the view that builds it runs, for reads the
    /// rows do not need: move the `ForEach` into a subview, which is compared and skipped.
    case extractRows
    /// A child handed a whole value of which it reads some fields, that runs again when another
    /// field changes: hand it those fields instead.
    case passFields

    /// The rule that makes the pattern cost: rule 9 (every declaring view runs on every
    /// `@Published` write), rule 1 (a body depends on what it reads), rule 6 (a closure made anew
    /// is a changed input), rule 8 (a view depends on the environment entries it declares), rule
    /// 11 (a container built again runs every row again), rule 6 again (a value compares field by
    /// field, the fields a child does not read too).
    public var rule: Int {
      switch self {
      case .migrateToObservable: 9
      case .extractSubview: 1
      case .equatableChild: 6
      case .moveEnvironmentRead: 8
      case .extractRows: 11
      case .passFields: 6
      }
    }
  }

  /// One file the edit changes.
  public struct FileEdit: Sendable, Equatable {
    /// The file, as the program's files name it.
    public var path: String
    /// Its text as written.
    public var before: String
    /// Its text as the edit makes it (in memory only).
    public var after: String

    /// The edit as `diff -u` writes it.
    public var diff: UnifiedDiff { UnifiedDiff(path: path, old: before, new: after) }
  }

  /// The kind of pattern.
  public var kind: Kind
  /// What the edit does, in a few words: `migrate 'LegacyBook' to @Observable`.
  public var title: String
  /// Why the pattern costs, from what ran: `'LegacyShelf' ran 4 times when 'LegacyBook' sent
  /// objectWillChange for properties it does not read ('isAvailable')`.
  public var reason: String
  /// Where the pattern is: the class, or the read the subview would take.
  public var location: ViewGraph.SourceLocation
  /// The program's view types whose runs the pattern costs.
  public var views: [String]
  /// The files the edit changes.
  public var edits: [FileEdit]
  /// The same scenarios run on the edited program.
  public var after: [ScenarioBodyRuns]
  /// Why the edit is not proposed, when it is not: it saves nothing, it breaks a scenario's
  /// other expectations, or the edited program does not load.
  public var droppedBecause: String?
  /// The body runs the pattern cost as written, which the edit may save: which edits are measured
  /// first when there are many.
  var cost = 0

  /// A finding with its edit, measured (`after`) or not yet.
  public init(
    kind: Kind, title: String, reason: String, location: ViewGraph.SourceLocation, views: [String], edits: [FileEdit],
    after: [ScenarioBodyRuns] = [],
    droppedBecause: String? = nil
  ) {
    self.kind = kind
    self.title = title
    self.reason = reason
    self.location = location
    self.views = views
    self.edits = edits
    self.after = after
    self.droppedBecause = droppedBecause
  }

  /// The rule of `UpdateModel.md` that makes the pattern cost.
  public var rule: Int { kind.rule }

  /// Body runs over every scenario on the edited program.
  public var totalAfter: Int { after.map(\.total).reduce(0, +) }

  /// Per view type, its body runs over every scenario before and after the edit, the views whose
  /// runs change most first (then by name).
  public func perView(before: [ScenarioBodyRuns]) -> [(view: String, before: Int, after: Int)] {
    var counts: [String: (before: Int, after: Int)] = [:]
    for scenario in before {
      for (view, runs) in scenario.bodyRuns { counts[view, default: (0, 0)].before += runs }
    }
    for scenario in after {
      for (view, runs) in scenario.bodyRuns { counts[view, default: (0, 0)].after += runs }
    }
    return counts.map { ($0.key, $0.value.before, $0.value.after) }
      .sorted { (-abs($0.before - $0.after), $0.view) < (-abs($1.before - $1.after), $1.view) }
  }
}
