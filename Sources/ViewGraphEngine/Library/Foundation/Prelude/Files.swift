// The app's own folders in memory (SPEC §3: the real disk is never written): `FileManager`,
// `URL.documentsDirectory`, `Data.write(to:)` and `Data(contentsOf:)` on the documents, caches,
// application support and temporary folders, empty at each launch; any other path is the
// program's bundle, read-only. `__readFile`, `__writeFile`, `__fileExists`, `__removeFile` and
// `__folderContents` are the natives.

extension URL {
    static var documentsDirectory: URL { URL(fileURLWithPath: "/Documents") }
    static var cachesDirectory: URL { URL(fileURLWithPath: "/Library/Caches") }
    static var applicationSupportDirectory: URL { URL(fileURLWithPath: "/Library/Application Support") }
    static var temporaryDirectory: URL { URL(fileURLWithPath: "/tmp") }

    func appendingPathComponent(_ component: String) -> URL {
        URL(fileURLWithPath: path.hasSuffix("/") ? path + component : path + "/" + component)
    }

    func appendingPathComponent(_ component: String, isDirectory: Bool) -> URL {
        appendingPathComponent(component)
    }

    func appending(path component: String) -> URL { appendingPathComponent(component) }
    func appending(component: String) -> URL { appendingPathComponent(component) }

    func appendingPathExtension(_ pathExtension: String) -> URL {
        URL(fileURLWithPath: path + "." + pathExtension)
    }

    var pathExtension: String {
        let parts = lastPathComponent.components(separatedBy: ".")
        return parts.count > 1 ? parts[parts.count - 1] : ""
    }

    func deletingLastPathComponent() -> URL {
        var parts = path.components(separatedBy: "/")
        parts.removeLast()
        return URL(fileURLWithPath: parts.joined(separator: "/"))
    }

    var isFileURL: Bool { path.hasPrefix("/") }

    func path(percentEncoded: Bool = true) -> String { path }
}

/// The app's home folder: the root of its container, which holds the simulated `/Documents`,
/// `/Library` and `/tmp`.
func NSHomeDirectory() -> String { "/" }

final class FileManager {
    enum SearchPathDirectory: Hashable {
        case documentDirectory, cachesDirectory, applicationSupportDirectory, libraryDirectory, itemReplacementDirectory
    }

    enum SearchPathDomainMask: Hashable {
        case userDomainMask, localDomainMask, allDomainsMask
    }

    static let `default` = FileManager()

    init() {}

    func urls(for directory: SearchPathDirectory, in domainMask: SearchPathDomainMask) -> [URL] {
        switch directory {
        case .documentDirectory: return [URL.documentsDirectory]
        case .cachesDirectory: return [URL.cachesDirectory]
        case .applicationSupportDirectory: return [URL.applicationSupportDirectory]
        case .libraryDirectory: return [URL(fileURLWithPath: "/Library")]
        case .itemReplacementDirectory: return [URL.temporaryDirectory]
        }
    }

    func url(for directory: SearchPathDirectory, in domain: SearchPathDomainMask, appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL {
        urls(for: directory, in: domain)[0]
    }

    /// An app group's shared folder, in memory and empty at each launch as on a fresh install.
    func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        URL(fileURLWithPath: "/Shared/AppGroup/" + groupIdentifier)
    }

    /// No iCloud on the simulated device: the app falls back to its own folders.
    func url(forUbiquityContainerIdentifier containerIdentifier: String?) -> URL? { nil }
    func startDownloadingUbiquitousItem(at url: URL) throws {}

    var temporaryDirectory: URL { URL.temporaryDirectory }
    var homeDirectoryForCurrentUser: URL { URL(fileURLWithPath: NSHomeDirectory()) }

    func fileExists(atPath path: String) -> Bool { __fileExists(path) }

    func contents(atPath path: String) -> Data? { try? Data(contentsOf: URL(fileURLWithPath: path)) }

    @discardableResult
    func createFile(atPath path: String, contents data: Data?, attributes: Any? = nil) -> Bool {
        __writeFile(path, (data ?? Data()).text)
        return true
    }

    /// Folders exist as soon as a file is in them.
    func createDirectory(at url: URL, withIntermediateDirectories: Bool, attributes: Any? = nil) throws {}
    func createDirectory(atPath path: String, withIntermediateDirectories: Bool, attributes: Any? = nil) throws {}

    func removeItem(at url: URL) throws { try __removeFile(url.path) }
    func removeItem(atPath path: String) throws { try __removeFile(path) }

    func contentsOfDirectory(atPath path: String) throws -> [String] { __folderContents(path) }

    func contentsOfDirectory(at url: URL, includingPropertiesForKeys keys: Any?, options: Any? = nil) throws -> [URL] {
        __folderContents(url.path).map { url.appendingPathComponent($0) }
    }
}

extension Data {
    enum WritingOptions: Hashable {
        case atomic, withoutOverwriting, noFileProtection, completeFileProtection
        case completeFileProtectionUnlessOpen, completeFileProtectionUntilFirstUserAuthentication
    }

    func write(to url: URL, options: Any = []) throws {
        try __writeFile(url.path, text)
    }
}

extension String {
    func write(to url: URL, atomically: Bool, encoding: Any) throws {
        try __writeFile(url.path, self)
    }
}
