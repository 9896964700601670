// Timers on the launch's simulated clock: nothing fires until a scenario says
// `advance(seconds:)`, which runs what is due in order, each firing one step (SPEC rule 12).
// `__schedule`, `__scheduleClosure`, `__cancelSchedule` and `__deliver` are the natives.

enum RunLoop {
    case main, current
    enum Mode { case common, `default`, tracking }
}

final class Timer {
    var timeInterval: Double
    var repeats: Bool
    var isValid = true
    var block: ((Timer) -> Void)?
    var userInfo: Any?

    init(timeInterval: Double, repeats: Bool, block: ((Timer) -> Void)?) {
        self.timeInterval = timeInterval
        self.repeats = repeats
        self.block = block
    }

    static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        __schedule(interval, repeats ? interval : 0, timer)
        return timer
    }

    static func publish(every interval: Double, tolerance: Double? = nil, on runLoop: Any, in mode: Any, options: Any? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    var fireDate: Date { Date() }

    func fire() {
        if !repeats { isValid = false }
        block?(self)
    }

    func invalidate() {
        isValid = false
        __cancelSchedule(self)
    }
}

/// `Timer.publish(every:on:in:)`: `.onReceive(publisher)` actions of the views on screen get
/// the date at each firing; a publisher no view receives from any more stops.
final class TimerPublisher {
    var interval: Double
    var isConnected = false

    init(interval: Double) {
        self.interval = interval
    }

    func autoconnect() -> TimerPublisher {
        connect()
        return self
    }

    @discardableResult
    func connect() -> TimerPublisher {
        if !isConnected {
            isConnected = true
            __schedule(interval, interval, self)
        }
        return self
    }

    func cancel() {
        isConnected = false
        __cancelSchedule(self)
    }

    var upstream: TimerPublisher { self }

    func fire() {
        if __deliver(self, Date()) == 0 {
            cancel()
        }
    }
}

struct DispatchTime: Hashable {
    var seconds: Double

    static func now() -> DispatchTime { DispatchTime(seconds: __now()) }

    static func + (lhs: DispatchTime, rhs: Double) -> DispatchTime {
        DispatchTime(seconds: lhs.seconds + __seconds(rhs))
    }

    static func + (lhs: DispatchTime, rhs: DispatchTimeInterval) -> DispatchTime {
        DispatchTime(seconds: lhs.seconds + __seconds(rhs))
    }
}

enum DispatchTimeInterval: Hashable {
    case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never
}

final class DispatchQueue {
    static let main = DispatchQueue(label: "com.apple.main-thread")
    var label: String

    init(label: String, qos: Any? = nil, attributes: Any? = nil) {
        self.label = label
    }

    static func global(qos: Any? = nil) -> DispatchQueue { main }

    /// Runs once the update in progress has settled, like a `Task`.
    func async(execute work: @escaping () -> Void) {
        _ = Task { work() }
    }

    func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        __scheduleClosure(deadline.seconds - __now(), work)
    }

    func sync(execute work: () -> Any) -> Any {
        work()
    }
}

/// Dispatch's C call for a queue's label (`nil`: the current one): the program runs on the
/// main queue. The label is the C string's text (`String(cString:encoding:)` takes it back).
func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> String {
    (queue ?? DispatchQueue.main).label
}
