// Errors as Foundation describes them: every `Error` has a `localizedDescription` — a
// `LocalizedError`'s `errorDescription`, else Foundation's generic sentence — and the errors
// Foundation itself throws here (a file that cannot be read, JSON that does not decode) are
// described by their message.

protocol LocalizedError: Error {}

extension LocalizedError {
    var errorDescription: String? { nil }
    var failureReason: String? { nil }
    var recoverySuggestion: String? { nil }
}

extension Error {
    var localizedDescription: String {
        if let described = self as? LocalizedError, let text = described.errorDescription { return text }
        return "The operation couldn’t be completed. (\(type(of: self)) error 1.)"
    }
}

/// What Foundation's own errors are here: their message.
extension String {
    var localizedDescription: String { self }
}

/// `NSError(domain:code:userInfo:)`, as apps make their own.
struct NSError: Error, Hashable {
    var domain: String
    var code: Int
    var userInfo: [String: Any] = [:]

    init(domain: String, code: Int, userInfo: [String: Any]? = nil) {
        self.domain = domain
        self.code = code
        self.userInfo = userInfo ?? [:]
    }

    var localizedDescription: String {
        userInfo[NSLocalizedDescriptionKey] as? String ?? "The operation couldn’t be completed. (\(domain) error \(code).)"
    }

    static func == (lhs: NSError, rhs: NSError) -> Bool { lhs.domain == rhs.domain && lhs.code == rhs.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code) }
}

let NSLocalizedDescriptionKey = "NSLocalizedDescription"
