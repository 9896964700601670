// RealityKit's SwiftUI view of a 3D model (visionOS, macOS, iOS), active where a file imports
// RealityKit. ViewGraph reads no model file (a `.usdz`, a Reality Composer bundle), so a
// `Model3D` stays in its loading phase: it shows its placeholder, or its phase content given
// `.empty`, as `AsyncImage` does. Entities, components and systems are not modelled: their names
// are opaque, one warning each.

/// A loaded model, as a `Model3D`'s content closure is given it: never made here.
struct ResolvedModel3D: View {
    func resizable() -> ResolvedModel3D { self }
    var body: some View { EmptyView() }
}

/// The phases of a `Model3D`'s load: always `.empty` here.
enum Model3DPhase {
    case empty
    case success(ResolvedModel3D)
    case failure(Error)

    var model: ResolvedModel3D? {
        if case .success(let model) = self { return model }
        return nil
    }
    var error: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A 3D model loaded by name or from a URL, built in its loading phase.
struct Model3D: View {
    var phaseContent: ((Model3DPhase) -> Any)?
    var placeholder: (() -> Any)?

    init(named name: String, bundle: Bundle? = nil) {
        self.phaseContent = nil
        self.placeholder = nil
    }

    init(url: URL) {
        self.phaseContent = nil
        self.placeholder = nil
    }

    init(named name: String, bundle: Bundle? = nil, @ViewBuilder content: @escaping (ResolvedModel3D) -> some View, @ViewBuilder placeholder: @escaping () -> some View) {
        self.phaseContent = nil
        self.placeholder = placeholder
    }

    init(url: URL, @ViewBuilder content: @escaping (ResolvedModel3D) -> some View, @ViewBuilder placeholder: @escaping () -> some View) {
        self.phaseContent = nil
        self.placeholder = placeholder
    }

    init(named name: String, bundle: Bundle? = nil, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (Model3DPhase) -> some View) {
        self.phaseContent = content
        self.placeholder = nil
    }

    init(url: URL, transaction: Transaction = Transaction(), @ViewBuilder content: @escaping (Model3DPhase) -> some View) {
        self.phaseContent = content
        self.placeholder = nil
    }

    var body: some View {
        if let phaseContent {
            phaseContent(Model3DPhase.empty)
        } else if let placeholder {
            placeholder()
        } else {
            ProgressView()
        }
    }
}
