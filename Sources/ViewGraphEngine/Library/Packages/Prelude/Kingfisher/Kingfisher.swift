// Kingfisher (github.com/onevcat/Kingfisher), as ViewGraph models it for a program that imports
// Kingfisher (or KingfisherSwiftUI): `KFImage` and `KFAnimatedImage` are leaf views that show
// their placeholder, as they do while the image loads: ViewGraph opens no connection, so the image
// never arrives (as SwiftUI's `AsyncImage` here). Their options are kept as Kingfisher's
// builder methods return the view itself, so a chain of them is one view; the handlers they take
// (`onSuccess`, `onFailure`, `onProgress`) are never called.

/// An image loaded from a URL (or a `Source`, a `Resource`), built in its loading phase.
struct KFImage: View {
    var source: Any?
    var placeholderContent: (() -> Any)? = nil

    init(_ url: URL?) {
        self.source = url
    }

    init(source: Any?) {
        self.source = source
    }

    init(_ url: URL?, isLoaded: Binding<Bool>) {
        self.source = url
    }

    static func url(_ url: URL?, cacheKey: String? = nil) -> KFImage { KFImage(url) }
    static func resource(_ resource: Any?) -> KFImage { KFImage(source: resource) }
    static func source(_ source: Any?) -> KFImage { KFImage(source: source) }
    static func data(_ data: Data?, cacheKey: String) -> KFImage { KFImage(source: data) }

    var body: some View {
        if let placeholderContent {
            placeholderContent()
        } else {
            Color.clear
        }
    }

    /// What shows while the image loads (all the time, here); a closure given the progress gets 0.
    func placeholder(@ViewBuilder _ content: @escaping () -> some View) -> KFImage {
        var copy = self
        copy.placeholderContent = content
        return copy
    }

    func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> KFImage { self }
    func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> KFImage { self }
    func interpolation(_ interpolation: Image.Interpolation) -> KFImage { self }
    func antialiased(_ isAntialiased: Bool) -> KFImage { self }
    func configure(_ block: @escaping (Image) -> Image) -> KFImage { self }
    func contentConfigure(_ block: @escaping (Image) -> Any) -> KFImage { self }
    func onSuccess(perform action: Any?) -> KFImage { self }
    func onFailure(perform action: Any?) -> KFImage { self }
    func onProgress(perform action: Any?) -> KFImage { self }
    func onFailureImage(_ image: Any?) -> KFImage { self }
    func fade(duration: Double) -> KFImage { self }
    func forceTransition(_ enabled: Bool = true) -> KFImage { self }
    func loadTransition(_ transition: Any, animation: Any? = nil) -> KFImage { self }
    func startLoadingBeforeViewAppear(_ flag: Bool = true) -> KFImage { self }
    func cancelOnDisappear(_ flag: Bool) -> KFImage { self }
    func reducePriorityOnDisappear(_ flag: Bool) -> KFImage { self }
    func loadDiskFileSynchronously(_ flag: Bool = true) -> KFImage { self }
    func cacheMemoryOnly(_ flag: Bool = true) -> KFImage { self }
    func cacheOriginalImage(_ flag: Bool = true) -> KFImage { self }
    func onlyFromCache(_ flag: Bool = true) -> KFImage { self }
    func fromMemoryCacheOrRefresh(_ flag: Bool = true) -> KFImage { self }
    func forceRefresh(_ flag: Bool = true) -> KFImage { self }
    func backgroundDecode(_ flag: Bool = true) -> KFImage { self }
    func setProcessor(_ processor: Any) -> KFImage { self }
    func setProcessors(_ processors: [Any]) -> KFImage { self }
    func appendProcessor(_ processor: Any) -> KFImage { self }
    func downsampling(size: CGSize) -> KFImage { self }
    func roundCorner(radius: Any, targetSize: CGSize? = nil, roundingCorners: Any? = nil, backgroundColor: Any? = nil) -> KFImage { self }
    func serialize(by serializer: Any) -> KFImage { self }
    func serialize(as format: Any, jpegCompressionQuality: Double? = nil) -> KFImage { self }
    func targetCache(_ cache: Any) -> KFImage { self }
    func originalCache(_ cache: Any) -> KFImage { self }
    func scaleFactor(_ factor: Double) -> KFImage { self }
    func retry(maxCount: Int, interval: Any) -> KFImage { self }
    func retry(_ strategy: Any) -> KFImage { self }
    func requestModifier(_ modifier: Any) -> KFImage { self }
    func lowDataModeSource(_ source: Any?) -> KFImage { self }
    func alternativeSources(_ sources: [Any]?) -> KFImage { self }
    func memoryCacheExpiration(_ expiration: Any) -> KFImage { self }
    func diskCacheExpiration(_ expiration: Any) -> KFImage { self }
    func memoryCacheAccessExtending(_ extending: Any) -> KFImage { self }
    func diskCacheAccessExtending(_ extending: Any) -> KFImage { self }
    func waitForCache(_ flag: Bool = true) -> KFImage { self }
    func callbackQueue(_ queue: Any) -> KFImage { self }
    func processingQueue(_ queue: Any) -> KFImage { self }
}

/// An animated image (a GIF) loaded from a URL: as `KFImage`, its placeholder.
typealias KFAnimatedImage = KFImage

/// Kingfisher's image cache and downloader, named by setup code: nothing is kept or fetched.
final class ImageCache {
    static let `default` = ImageCache(name: "default")
    let memoryStorage = _KingfisherStorage()
    let diskStorage = _KingfisherStorage()
    init(name: String) {}
    func clearMemoryCache() {}
    func clearDiskCache(completion: (() -> Void)? = nil) {}
    func cleanExpiredDiskCache(completion: (() -> Void)? = nil) {}
    func removeImage(forKey key: String) {}
}

final class _KingfisherStorage {
    var config = _KingfisherStorageConfig()
}

final class _KingfisherStorageConfig {
    var totalCostLimit = 0
    var countLimit = 0
    var sizeLimit = 0
    var expiration: Any? = nil
}

final class ImageDownloader {
    static let `default` = ImageDownloader(name: "default")
    var downloadTimeout = 15.0
    init(name: String) {}
}

final class KingfisherManager {
    static let shared = KingfisherManager()
    let cache = ImageCache.default
    let downloader = ImageDownloader.default
    var defaultOptions: [Any] = []
}
