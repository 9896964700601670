// `URLSession` with no network (SPEC §3): a request gets what the scenario stubbed with
// `stubNetwork(…)`, at once; one nobody stubbed is a located error naming its URL. `__fetch` is
// the native.

struct URLRequest: Hashable {
    enum CachePolicy: Hashable {
        case useProtocolCachePolicy, reloadIgnoringLocalCacheData, reloadIgnoringLocalAndRemoteCacheData
        case returnCacheDataElseLoad, returnCacheDataDontLoad, reloadRevalidatingCacheData
    }

    var url: URL?
    var httpMethod: String? = "GET"
    var httpBody: Data? = nil
    var allHTTPHeaderFields: [String: String]? = nil
    var cachePolicy: CachePolicy = .useProtocolCachePolicy
    var timeoutInterval: Double = 60

    init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: Double = 60) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        var fields = allHTTPHeaderFields ?? [:]
        fields[field] = value
        allHTTPHeaderFields = fields
    }

    mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        setValue(value, forHTTPHeaderField: field)
    }

    func value(forHTTPHeaderField field: String) -> String? {
        allHTTPHeaderFields?[field]
    }
}

struct URLQueryItem: Hashable {
    var name: String
    var value: String?

    init(name: String, value: String?) {
        self.name = name
        self.value = value
    }
}

/// A URL taken apart and put together: scheme, host, port, path, query items and fragment, as
/// Foundation parses and composes them (what `stubNetwork` matches is the whole `url`).
struct URLComponents: Hashable {
    var scheme: String? = nil
    var host: String? = nil
    var port: Int? = nil
    var path: String = ""
    var queryItems: [URLQueryItem]? = nil
    var fragment: String? = nil

    init() {}

    init?(string: String) {
        if string.isEmpty { return nil }
        let hashParts = string.components(separatedBy: "#")
        if hashParts.count > 1 { self.fragment = hashParts.dropFirst().joined(separator: "#") }
        let parts = hashParts[0].components(separatedBy: "?")
        if parts.count > 1 {
            self.queryItems = parts[1].components(separatedBy: "&").map { pair in
                let nameAndValue = pair.components(separatedBy: "=")
                return URLQueryItem(name: nameAndValue[0], value: nameAndValue.count > 1 ? nameAndValue[1] : nil)
            }
        }
        let schemeParts = parts[0].components(separatedBy: "://")
        guard schemeParts.count > 1 else {
            self.path = parts[0]
            return
        }
        self.scheme = schemeParts[0]
        let pieces = schemeParts.dropFirst().joined(separator: "://").components(separatedBy: "/")
        self.path = pieces.count > 1 ? "/" + pieces.dropFirst().joined(separator: "/") : ""
        let hostAndPort = pieces[0].components(separatedBy: ":")
        if hostAndPort.count == 2, let port = Int(hostAndPort[1]) {
            self.host = hostAndPort[0]
            self.port = port
        } else {
            self.host = pieces[0]
        }
    }

    init?(url: URL, resolvingAgainstBaseURL: Bool) {
        self.init(string: url.absoluteString)
    }

    var query: String? {
        guard let queryItems else { return nil }
        return queryItems.map { item in
            if let value = item.value { return item.name + "=" + value }
            return item.name
        }.joined(separator: "&")
    }

    var string: String? {
        var text = ""
        if let scheme { text += scheme + ":" }
        if let host { text += "//" + host }
        if let port { text += ":" + String(port) }
        text += path
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }

    var url: URL? {
        guard let string else { return nil }
        return URL(string: string)
    }
}

/// What a stubbed request answers: its URL and HTTP status (a `URLResponse` is always an
/// `HTTPURLResponse` here, as it is for http URLs).
class URLResponse {
    var url: URL?
    var statusCode: Int
    var mimeType: String? = "application/json"

    init(url: URL?, statusCode: Int) {
        self.url = url
        self.statusCode = statusCode
    }
}

final class HTTPURLResponse: URLResponse {}

struct URLError: Error, Hashable {
    enum Code: Hashable {
        case unknown, cancelled, badURL, timedOut, unsupportedURL, cannotFindHost, cannotConnectToHost
        case networkConnectionLost, notConnectedToInternet, badServerResponse, userAuthenticationRequired
        case cannotDecodeContentData, cannotParseResponse, fileDoesNotExist, dataNotAllowed
    }

    var code: Code

    init(_ code: Code) {
        self.code = code
    }

    var localizedDescription: String { "The operation couldn’t be completed. (NSURLErrorDomain error \(code).)" }
}

final class URLSessionConfiguration {
    static let `default` = URLSessionConfiguration()
    static let ephemeral = URLSessionConfiguration()
    var timeoutIntervalForRequest: Double = 60
    var timeoutIntervalForResource: Double = 604800
    var requestCachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy
    var httpAdditionalHeaders: [String: Any]? = nil
    var httpMaximumConnectionsPerHost = 6
    var httpShouldSetCookies = true
    var allowsCellularAccess = true
    var allowsExpensiveNetworkAccess = true
    var allowsConstrainedNetworkAccess = true
    var waitsForConnectivity = false
    var urlCache: Any? = nil

    init() {}
}

final class URLSessionDataTask {
    var work: () -> Void
    var isCancelled = false

    init(work: @escaping () -> Void) {
        self.work = work
    }

    /// The completion handler runs once the update in progress has settled, as a `Task` does.
    func resume() {
        _ = Task {
            if !self.isCancelled { self.work() }
        }
    }

    func cancel() {
        isCancelled = true
    }
}

final class URLSession {
    static let shared = URLSession()
    var configuration: URLSessionConfiguration

    init(configuration: URLSessionConfiguration = .default) {
        self.configuration = configuration
    }

    func data(from url: URL, delegate: Any? = nil) async throws -> (Data, URLResponse) {
        try _respond(URLRequest(url: url), nil)
    }

    func data(for request: URLRequest, delegate: Any? = nil) async throws -> (Data, URLResponse) {
        try _respond(request, nil)
    }

    func upload(for request: URLRequest, from bodyData: Data, delegate: Any? = nil) async throws -> (Data, URLResponse) {
        try _respond(request, bodyData)
    }

    /// A `URL` or a `URLRequest` (the two overloads are one here: labels choose, not types).
    func dataTask(with target: Any, completionHandler: @escaping (Data?, URLResponse?, Error?) -> Void) -> URLSessionDataTask {
        let request = (target as? URLRequest) ?? URLRequest(url: target as! URL)
        return URLSessionDataTask {
            do {
                let (data, response) = try self._respond(request, nil)
                completionHandler(data, response, nil)
            } catch {
                completionHandler(nil, nil, error)
            }
        }
    }

    func _respond(_ request: URLRequest, _ body: Data?) throws -> (Data, URLResponse) {
        let sent = body ?? request.httpBody ?? Data()
        let (text, status, error) = __fetch(request.url?.absoluteString ?? "", request.httpMethod ?? "GET", sent.text)
        if let error { throw error }
        if status == -1 { throw URLError(.notConnectedToInternet) }  // nothing stubbed it: offline
        return (Data(jsonText: text), HTTPURLResponse(url: request.url, statusCode: status))
    }
}
