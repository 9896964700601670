// UIKit and AppKit views inside SwiftUI (`UIViewRepresentable` and its kin): each is a view of
// its own, a unit whose inputs compare as any view's (SPEC rule 6), drawn as a leaf. ViewGraph
// has no UIKit, so `makeUIView`/`updateUIView` are never run and their coordinators never made.

/// What the four representable protocols share: a body that draws nothing ViewGraph knows.
protocol _PlatformView: View {}

extension _PlatformView {
    var body: some View {
        EmptyView()
    }
}

protocol UIViewRepresentable: _PlatformView {}

protocol UIViewControllerRepresentable: _PlatformView {}

protocol NSViewRepresentable: _PlatformView {}

protocol NSViewControllerRepresentable: _PlatformView {}
