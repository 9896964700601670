// Nuke and NukeUI (github.com/kean/Nuke), as ViewGraph models them for a program that imports
// Nuke or NukeUI: `LazyImage` is a leaf view built in its loading state, as it is while the
// image loads: ViewGraph opens no connection, so the image never arrives (as SwiftUI's
// `AsyncImage` here). Its options return the view itself; its handlers are never called.

/// What a `LazyImage`'s content closure is given: loading, with no image yet.
struct LazyImageState {
    var image: Image? { nil }
    var imageContainer: Any? { nil }
    var error: Error? { nil }
    var isLoading: Bool { true }
    var result: Any? { nil }
}

/// An image loaded from a URL (or an `ImageRequest`), built in its loading state.
struct LazyImage: View {
    var url: URL?
    var content: ((LazyImageState) -> Any)? = nil

    init(url: URL?, transaction: Any? = nil) {
        self.url = url
    }

    init(url: URL?, transaction: Any? = nil, @ViewBuilder content: @escaping (LazyImageState) -> some View) {
        self.url = url
        self.content = content
    }

    init(request: Any?, transaction: Any? = nil) {
        self.url = nil
    }

    init(request: Any?, transaction: Any? = nil, @ViewBuilder content: @escaping (LazyImageState) -> some View) {
        self.url = nil
        self.content = content
    }

    var body: some View {
        if let content {
            content(LazyImageState())
        } else {
            Color.gray
        }
    }

    func processors(_ processors: [Any]?) -> LazyImage { self }
    func priority(_ priority: Any?) -> LazyImage { self }
    func pipeline(_ pipeline: Any) -> LazyImage { self }
    func onStart(_ closure: Any?) -> LazyImage { self }
    func onSuccess(_ closure: Any?) -> LazyImage { self }
    func onFailure(_ closure: Any?) -> LazyImage { self }
    func onCompletion(_ closure: Any?) -> LazyImage { self }
    func onDisappear(_ behavior: Any?) -> LazyImage { self }
}

/// Nuke's pipeline: nothing is fetched. A load's completion is never called (the image never
/// arrives, as on a device offline), and an awaited image fails as offline.
final class ImagePipeline {
    static var shared = ImagePipeline()
    init() {}
    init(configuration: Any) {}

    @discardableResult
    func loadImage(with request: Any?, queue: Any? = nil, progress: Any? = nil, completion: Any? = nil) -> ImageTask {
        ImageTask()
    }

    func image(for request: Any?) async throws -> Image {
        throw URLError(.notConnectedToInternet)
    }
}

/// A load the pipeline started: it never finishes.
final class ImageTask {
    var isCancelled = false
    func cancel() { isCancelled = true }
}

struct ImageRequest {
    var url: URL?
    init(url: URL?, processors: [Any] = [], priority: Any? = nil, options: Any? = nil) {
        self.url = url
    }
}
