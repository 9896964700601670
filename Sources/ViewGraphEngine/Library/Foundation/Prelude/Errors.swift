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

let NSFilePathErrorKey = "NSFilePath"

/// Foundation's `CocoaError`: the error reading a file the app's folders do not hold throws (a
/// fresh install's are empty), and `catch CocoaError.fileReadNoSuchFile` matches it by its code.
struct CocoaError: Error, Hashable {
    struct Code: Hashable {
        var rawValue: Int
        init(rawValue: Int) { self.rawValue = rawValue }
        init(_ rawValue: Int) { self.rawValue = rawValue }

        static let fileNoSuchFile = Code(4)
        static let fileReadUnknown = Code(256)
        static let fileReadCorruptFile = Code(259)
        static let fileReadNoSuchFile = Code(260)
        static let fileWriteUnknown = Code(512)
        static let coderReadCorrupt = Code(4864)
        static let coderValueNotFound = Code(4865)

        /// `catch CocoaError.fileReadNoSuchFile`: a `CocoaError` with this code.
        static func ~= (code: CocoaError.Code, error: Error) -> Bool {
            guard let cocoa = error as? CocoaError else { return false }
            return cocoa.code == code
        }
    }

    var code: Code
    var userInfo: [String: Any] = [:]

    init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    static var fileNoSuchFile: Code { Code.fileNoSuchFile }
    static var fileReadUnknown: Code { Code.fileReadUnknown }
    static var fileReadCorruptFile: Code { Code.fileReadCorruptFile }
    static var fileReadNoSuchFile: Code { Code.fileReadNoSuchFile }
    static var fileWriteUnknown: Code { Code.fileWriteUnknown }
    static var coderReadCorrupt: Code { Code.coderReadCorrupt }
    static var coderValueNotFound: Code { Code.coderValueNotFound }

    var errorCode: Int { code.rawValue }
    var filePath: String? { userInfo[NSFilePathErrorKey] as? String }

    /// Foundation's sentence for the code, naming the file where there is one.
    var localizedDescription: String {
        switch code.rawValue {
        case 4, 260:
            guard let path = filePath else { return "The file couldn’t be opened because there is no such file." }
            return "The file “" + URL(fileURLWithPath: path).lastPathComponent + "” couldn’t be opened because there is no such file."
        default: return "The operation couldn’t be completed. (Cocoa error \(code.rawValue).)"
        }
    }

    static func == (lhs: CocoaError, rhs: CocoaError) -> Bool { lhs.code == rhs.code }
    func hash(into hasher: inout Hasher) { hasher.combine(code.rawValue) }
}
