// Foundation's `Thread`, as a simulated program sees it: ViewGraph runs all of the program on the
// main thread (`DispatchQueue.global()` is the main queue, a `Task` runs after the update settles
// on it), so a store's `if Thread.isMainThread { … } else { DispatchQueue.main.async { … } }`
// takes its first branch, as it does when a tap calls it on a device.

final class Thread {
    static let main = Thread(_isMainThread: true)
    static var current: Thread { main }
    static var isMainThread: Bool { true }
    static var isMultiThreaded: Bool { false }
    static var callStackSymbols: [String] { [] }

    let isMainThread: Bool
    var name: String? = "main"
    var qualityOfService: QualityOfService = .userInteractive
    var threadDictionary: [AnyHashable: Any] = [:]

    init(_isMainThread: Bool) {
        self.isMainThread = _isMainThread
    }

    /// The simulated clock moves only when a scenario says `advance(seconds:)`: sleeping waits for
    /// nothing.
    static func sleep(forTimeInterval interval: Double) {}

    static func sleep(until date: Date) {}
}

enum QualityOfService: Int {
    case userInteractive = 33, userInitiated = 25, utility = 17, background = 9, `default` = -1
}
