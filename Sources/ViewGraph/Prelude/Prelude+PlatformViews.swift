extension Prelude {
  /// UIKit and AppKit views inside SwiftUI (`UIViewRepresentable` and its kin): each is a view of
  /// its own, a unit whose inputs compare as any view's (SPEC rule 6), drawn as a leaf. ViewGraph
  /// has no UIKit, so `makeUIView`/`updateUIView` are never run and their coordinators never made.
  static let platformViews = #"""
    protocol UIViewRepresentable: View {}

    protocol UIViewControllerRepresentable: View {}

    protocol NSViewRepresentable: View {}

    protocol NSViewControllerRepresentable: View {}

    extension UIViewRepresentable {
        var body: some View {
            EmptyView()
        }
    }

    extension UIViewControllerRepresentable {
        var body: some View {
            EmptyView()
        }
    }

    extension NSViewRepresentable {
        var body: some View {
            EmptyView()
        }
    }

    extension NSViewControllerRepresentable {
        var body: some View {
            EmptyView()
        }
    }
    """#
}
