extension Prelude {
  /// UIKit and AppKit views inside SwiftUI (`UIViewRepresentable` and its kin): each is a view of
  /// its own, a unit whose inputs compare as any view's (SPEC rule 6), drawn as a leaf. ViewGraph
  /// has no UIKit, so `makeUIView`/`updateUIView` are never run and their coordinators never made.
  static let platformViews = #"""
    /// What the four representable protocols share: a body that draws nothing ViewGraph knows.
    protocol __PlatformView: View {}

    extension __PlatformView {
        var body: some View {
            EmptyView()
        }
    }

    protocol UIViewRepresentable: __PlatformView {}

    protocol UIViewControllerRepresentable: __PlatformView {}

    protocol NSViewRepresentable: __PlatformView {}

    protocol NSViewControllerRepresentable: __PlatformView {}
    """#
}
