import ViewGraphModel

/// Rule 11: Lazy rows
///
/// A `List` or `ForEach` keeps its content closure and calls it per element, each call a unit of
/// its own; reads there belong to the row, not to the view that built the list. Element identity:
/// `id:` key path, else `Identifiable.id`, else object identity. Whenever the view that builds the
/// container runs — after an insertion, a removal, a move, or any other change it read — the
/// container holds a new content closure, so every kept row runs it again ("its ForEach was
/// rebuilt"); a custom view in the row whose inputs are equal is still compared and skipped (rule
/// 6), and row state is kept. A `GeometryReader` calls its content closure in a unit of its own too
/// ("GeometryReader content"): what only the content reads runs that unit alone, and it runs again
/// whenever the view that makes the reader runs. A `TimelineView` calls its content in a unit of
/// its own the same way ("TimelineView content"), with a context whose `date` is its schedule's
/// date for now, and again at every later date of the schedule that the simulated clock reaches
/// (`advance(seconds:)`): `.periodic(from:by:)` (dates in phase with the start), `.everyMinute`,
/// `.explicit(_:)` (then no more), and `.animation` (`minimumInterval:` apart, but at most 60 a
/// second, and at most 60 frames in one `advance`). A hidden or removed timeline stops.
///
/// A lazy container — `List` (`List(data) { row }` as `List { ForEach(data) { row } }`, modified or
/// not), `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`, `Table` — builds only the rows on
/// screen. ViewGraph's screen shows 15 rows (times a grid's columns): what an iPhone 15 or 16 shows
/// of a `List` under a large-title navigation bar (852 pt, less 59 pt of status bar, 96 pt of
/// navigation bar and 34 pt of home indicator, leaves 663 pt for rows of at least 44 pt).
/// `--viewport-rows` changes the number and `--all-rows` builds every row. The container still
/// reads the collection and every id; a row off screen has no unit, no body run and no reads, so a
/// change to what only it would read runs nothing. `scroll(to: 40)`, `scroll(to: .bottom)` in a
/// scenario and `ScrollViewProxy.scrollTo(id)` in the program move the window so that row (the
/// 41st, the last, the one with that id) is the first on screen, as far as the rows go: rows that
/// come on screen are inserted (their `onAppear` runs) and rows that leave are removed
/// (`onDisappear`); no body runs for the scroll itself. A `VStack` or `HStack`, in a `ScrollView`
/// or not, builds every row.
///
/// *From "Managing model data in your app", Observe model data in a view:* a view that only passes
/// the books to a list's rows does not update when a book's title changes; the view that reads the
/// title does.
///
/// *From OpenSwiftUI, `Sources/OpenSwiftUICore/View/DynamicViewContent/ForEach.swift`:* when the
/// `ForEach` value changes (the body that contains it ran), `ForEachState.update(view:)` bumps its
/// `seed` and stamps every surviving item with it; each `ForEachChild` rule depends on that state
/// and calls `content(data[index])` again inside `withObservation`.
///
/// *From Apple's `LazyVStack` documentation:* "The stack is 'lazy,' in that the stack view doesn't
/// create items until it needs to render them onscreen"; `List` creates its rows lazily as well.
///
/// *From OpenSwiftUI, `Sources/OpenSwiftUICore/Layout/Geometry/GeometryReader.swift`:* the reader's
/// `Child` rule calls `content(proxy)` inside its own `withObservation` and depends on the reader's
/// value, so reads in the content are the content's, and a new reader value (a new closure, which
/// never compares equal, rule 6) runs it again. `TimelineView` does the same (its `UpdateFilter`
/// rule, `TimelineView.swift`). `ScrollViewReader` and `ViewThatFits` are built with the body that
/// makes them; their sources were not checked.
///
/// *From Apple's `TimelineView` documentation:* "A timeline view acts as a container with no
/// appearance of its own. Instead, it redraws the content it contains at scheduled points in time."
/// *From `PeriodicTimelineSchedule.entries(from:mode:)`:* the first entry is "the beginning of the
/// interval that the start date overlaps".
extension UpdateModel {
  /// Rule 11's decisions.
  package enum LazyRows {
    /// The unit a `GeometryReader`'s content runs in. OpenSwiftUI `GeometryReader.swift`: its
    /// `Child` rule calls `content(proxy)` inside its own `withObservation`, and depends on the
    /// reader's value — a new closure each time the body that makes it runs.
    static let geometryReaderContent = "GeometryReader content"
    /// The unit a `TimelineView`'s content runs in: OpenSwiftUI `TimelineView.swift` calls the
    /// content with the context in a rule of the timeline's own.
    static let timelineContent = "TimelineView content"
    /// The unit a value-presenting window's content runs in (`WindowGroup(for:) { $value in … }`):
    /// SwiftUI calls it when a window of it opens, with that window's value.
    static let windowContent = "WindowGroup content"
    /// The containers that build only the rows on screen.
    static let lazyContainers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Table"]

    /// The rows a lazy container builds when nothing says otherwise: what an iPhone 15 or 16 shows
    /// of a `List` under a large-title navigation bar. The screen is 852 pt tall; the status bar's
    /// safe area (59 pt), the navigation bar with its large title (96 pt) and the home indicator's
    /// safe area (34 pt) leave 663 pt, and a row is at least 44 pt tall: 15 rows.
    package static let rowsOnScreen = 15

    /// The names of the units a container's content closure runs in, as scenarios write them.
    /// (`backgroundPreferenceValue`'s and `overlayPreferenceValue`'s content, rule 12, are such units too.)
    package static let unitNames: Set<String> = [
      "List row", "ForEach row", geometryReaderContent, timelineContent, windowContent,
      "backgroundPreferenceValue content", "overlayPreferenceValue content",
    ]

    /// A row's identity: the `id:` key path's value, else `Identifiable.id`, else the element
    /// (object identity for a class). `member` reads a member untracked.
    static func identity(of element: Value, idPath: [String]?, member: (Value, [String]) throws -> Value) throws
      -> Value
    {
      if let idPath { return try member(element, idPath) }
      switch element {
      case .object(let object)
      where object.type.storedProperty("id") != nil || object.type.computedProperties["id"] != nil:
        return try member(element, ["id"])
      case .structure(let s) where s.type.storedProperty("id") != nil || s.type.computedProperties["id"] != nil:
        return try member(element, ["id"])
      case .enumCase(let e) where e.type?.computedProperties["id"] != nil:
        return try member(element, ["id"])
      default:
        return element
      }
    }
  }
}
