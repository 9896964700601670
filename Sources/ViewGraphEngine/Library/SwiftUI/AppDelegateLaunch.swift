import ViewGraphModel

/// What UIKit, AppKit and WatchKit do with the delegate an app's `@UIApplicationDelegateAdaptor`
/// (or its kin) makes, before the app's first scene is built: they tell it the launch is finishing
/// (Apple, `UIApplicationDelegate.application(_:didFinishLaunchingWithOptions:)`: "Tells the
/// delegate that the launch process is almost done and the app is almost ready to run"). Apps
/// register their screens, make their store or configure their services there.
package enum AppDelegateLaunch {
  /// The methods called, in this order, by name and argument labels (`nil` for `_`).
  static let methods: [(name: String, labels: [String?])] = [
    ("application", [nil, "willFinishLaunchingWithOptions"]),
    ("application", [nil, "didFinishLaunchingWithOptions"]),
    ("applicationWillFinishLaunching", [nil]),
    ("applicationDidFinishLaunching", [nil]),
    ("applicationDidFinishLaunching", []),
  ]

  /// Calls the delegate's launching methods it declares. The application (or the notification)
  /// is opaque; a fresh launch has no launch options (`nil`). What the delegate's code does that
  /// ViewGraph does not simulate stops that method with a warning (SPEC §3); any other error
  /// stops the launch, as it stops the app.
  package static func finishLaunching(_ delegate: Value, in interpreter: Interpreter, at location: SourceLocation)
    throws
  {
    guard case .object(let object) = delegate else { return }
    for (name, labels) in methods {
      guard
        let method = object.type.methods[name]?.first(where: { !$0.isStatic && $0.parameters.map(\.label) == labels })
      else { continue }
      let arguments = labels.indices.map { index in
        index == 0 ? Value.opaque(OpaqueValue(description: "the application", origin: location)) : .null
      }
      do {
        _ = try interpreter.invoke(method, arguments: arguments, selfValue: delegate, captured: nil, at: location)
      } catch {
        guard let diagnostic = ViewGraphDiagnostic.degradable(error) else { throw error }
        interpreter.warnOnce(.degradedAction(diagnostic.message), at: diagnostic.location)
      }
    }
  }
}
