import ViewGraphModel

/// Rule 8: Environment
///
/// `.environment(_:)`, `.environment(\.key, _)` and `.environmentObject(_:)` set an entry for their
/// subtree. A view depends on an entry only through an `@Environment`/`@EnvironmentObject` property
/// it declares; when the entry's value at its position changes (rule 2 equality), it runs again.
/// Views that declare nothing are not touched. Built-in modifiers that set an environment value set
/// that entry the same way: `.disabled(_:)` (`\.isEnabled`, and-ed with the value above),
/// `.font(_:)` (`\.font`), `.lineLimit`, `.multilineTextAlignment`, `.textCase`, `.controlSize`,
/// `.redacted(reason:)`, …; `.transformEnvironment(\.key) { … }` applies its closure to the value
/// above. `EnvironmentKey.defaultValue` (and `@Entry`) supplies the value where none was set. A
/// non-optional `@Environment(T.self)` (or `@EnvironmentObject`) with no `T` above it is a runtime
/// error naming the type and the view where the view reads it (in its body, an action or its `$`
/// binding), as SwiftUI stops there; a view that declares it and never reads it builds. That holds
/// when the root is one the user named (`--root`, a scenario's `root:`) or the program chose (its
/// `@main` App's scene, a `#Preview`). When ViewGraph chose the root (an `App` another launcher
/// starts, a view UIKit code hosts, the view no other builds), the app may provide the object in
/// code ViewGraph does not run (a scene delegate, another scene's window): a warning says so, and
/// one `T()` stands in for every view that misses it (an opaque value when `T` has no `init()`). An
/// optional one reads `nil`. The app's delegate that `@UIApplicationDelegateAdaptor` (or its AppKit
/// and watchOS kin) makes is an entry of every scene when it is an `ObservableObject` (read with
/// `@EnvironmentObject`) or `@Observable` (read with `@Environment`); it has finished launching
/// (`application(_:didFinishLaunchingWithOptions:)` and its kin ran) before the first scene is
/// built. *(Amended for issue 21: the stand-in is new; for issue 41: the program's own roots are
/// errors; for issue 36: the app's delegate and its launch, and the error where the object is
/// read.)*
///
/// *From "Managing model data in your app", Share model data throughout a view hierarchy:* an
/// object added with `environment(_:)` is available to every view below that declares it with
/// `@Environment`; reading it there tracks its properties like any other read, and a missing
/// non-optional object is an error at run time. *From "UIApplicationDelegateAdaptor":* if the app
/// delegate conforms to `ObservableObject`, SwiftUI puts the delegate it creates into the
/// environment, where any scene or view reads it with `EnvironmentObject`. *From OpenSwiftUI's
/// `EnvironmentObject.swift`* (Sources/OpenSwiftUICore/Data/Combine): the property keeps the
/// environment's object or nil, and only its `wrappedValue` and `projectedValue` stop with "No
/// ObservableObject of type … found"; *Apple's `Environment.init(_:)` for an `Observable` type:*
/// "If no object has been set in the view's environment, this property will issue a fatal error
/// when accessed."
extension UpdateModel {
  /// Rule 8's decisions.
  package enum Environment {
    /// Whether a unit that declared an entry runs again: the value it sees now differs from the
    /// one it last saw (rule 2's equality).
    package static func entryChanged(now: Value?, seen: Value) -> Bool {
      now.map { !ObservationWrites.isUnchanged($0, comparedTo: seen) } ?? true
    }

    /// What a non-optional environment object nothing above provides holds, below a root the
    /// program chose: SwiftUI keeps the environment's nil and stops when the property is read
    /// (OpenSwiftUI's `EnvironmentObject.wrappedValue` and `projectedValue`; Apple's
    /// `Environment.init(_:)`: "a fatal error when accessed"), so a view that declares it and reads
    /// it only in an action builds, and the read is the error.
    package static func missingObject(_ type: String, _ error: ViewGraphMessage, at declaration: SourceLocation)
      -> Value
    {
      .opaque(OpaqueValue(description: type, origin: declaration, errorWhenRead: error))
    }
  }
}
