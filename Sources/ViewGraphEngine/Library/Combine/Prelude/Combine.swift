// Combine as apps use it with SwiftUI: subjects, `NotificationCenter` publishers and the common
// operators, pushed synchronously, `debounce` on the launch's simulated clock (SPEC rule 12).
// A value sent reaches `sink` subscribers at once and the `.onReceive` actions of the views on
// screen (`__deliver`), through the operators between them (`_relayed`).

final class AnyCancellable: Hashable {
    var onCancel: () -> Void

    init(_ cancel: @escaping () -> Void) {
        self.onCancel = cancel
    }

    func cancel() {
        onCancel()
        onCancel = {}
    }

    func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    func store(in array: inout [AnyCancellable]) {
        array.append(self)
    }

    static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A stage of a publisher chain: what it does with each value from upstream (`_transform`:
/// none, one or several values out), how a subscriber is attached, and whether a value sent
/// somewhere is one of its sources (for `.onReceive`).
class _Publisher {
    var upstream: _Publisher?

    init(upstream: _Publisher? = nil) {
        self.upstream = upstream
    }

    func _transform(_ value: Any) -> [Any] { [value] }

    func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        guard let upstream else { return AnyCancellable {} }
        return upstream._subscribe { value in
            for output in self._transform(value) { receive(output) }
        }
    }

    func _isSource(_ source: AnyObject) -> Bool { self === source }

    /// What `.onReceive(self)` gets when `source` sends `value`.
    func _relayed(_ source: AnyObject, _ value: Any) -> [Any] {
        if _isSource(source) { return [value] }
        guard let upstream else { return [] }
        return upstream._relayed(source, value).flatMap { self._transform($0) }
    }

    func sink(receiveValue: @escaping (Any) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }

    func sink(receiveCompletion: @escaping (Any) -> Void, receiveValue: @escaping (Any) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }

    func map(_ transform: @escaping (Any) -> Any) -> _Publisher { _Map(upstream: self, transform: transform) }
    func compactMap(_ transform: @escaping (Any) -> Any?) -> _Publisher { _CompactMap(upstream: self, transform: transform) }
    func filter(_ isIncluded: @escaping (Any) -> Bool) -> _Publisher { _Filter(upstream: self, isIncluded: isIncluded) }
    func removeDuplicates() -> _Publisher { _RemoveDuplicates(upstream: self) }
    func dropFirst(_ count: Int = 1) -> _Publisher { _DropFirst(upstream: self, count: count) }
    func debounce(for dueTime: Duration, scheduler: Any, options: Any? = nil) -> _Publisher {
        _Debounce(upstream: self, seconds: __seconds(dueTime))
    }
    func receive(on scheduler: Any, options: Any? = nil) -> _Publisher { self }
    func subscribe(on scheduler: Any, options: Any? = nil) -> _Publisher { self }
    func eraseToAnyPublisher() -> _Publisher { self }
    /// Nothing here fails: an error handler is never needed.
    func `catch`(_ handler: @escaping (Any) -> Any) -> _Publisher { self }
    func replaceError(with output: Any) -> _Publisher { self }
    func assign(to keyPath: Any, on object: AnyObject) -> AnyCancellable {
        _subscribe { value in object[keyPath: keyPath] = value }
    }
    /// `assign(to: &$isConnected)`: each value is written to the `@Published` property whose
    /// publisher it is, for as long as the object lives.
    func assign(to published: _Publisher) {
        _ = _subscribe { value in __assignPublished(published, value) }
    }
    func share() -> _Publisher { self }
    /// Nothing here fails or completes with an error: these leave the values as they are.
    func mapError(_ transform: @escaping (Any) -> Any) -> _Publisher { self }
    func setFailureType(to failureType: Any) -> _Publisher { self }
    func retry(_ retries: Int) -> _Publisher { self }
    func print(_ prefix: String = "", to stream: Any? = nil) -> _Publisher { self }
    func breakpoint() -> _Publisher { self }
    func handleEvents(
        receiveSubscription: ((Any) -> Void)? = nil, receiveOutput: ((Any) -> Void)? = nil, receiveCompletion: ((Any) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil, receiveRequest: ((Any) -> Void)? = nil
    ) -> _Publisher {
        guard let receiveOutput else { return self }
        return _Map(upstream: self) { value in
            receiveOutput(value)
            return value
        }
    }
    func tryMap(_ transform: @escaping (Any) throws -> Any) -> _Publisher {
        _CompactMap(upstream: self) { value in try? transform(value) }
    }
    func decode(type: Any, decoder: Any) -> _Publisher {
        _CompactMap(upstream: self) { value in try? JSONDecoder().decode(type, from: value as! Data) }
    }
    func prepend(_ values: Any...) -> _Publisher { _Prepend(upstream: self, values: values) }
    func merge(with other: _Publisher) -> _Publisher { _Merge(upstreams: [self, other]) }
    func combineLatest(_ other: _Publisher) -> _Publisher { _CombineLatest(upstreams: [self, other]) }
    func flatMap(_ transform: @escaping (Any) -> _Publisher) -> _Publisher { _FlatMap(upstream: self, transform: transform) }
    func first() -> _Publisher { _First(upstream: self) }
    func delay(for interval: Duration, scheduler: Any, options: Any? = nil) -> _Publisher {
        _Delay(upstream: self, seconds: __seconds(interval))
    }
    func throttle(for interval: Duration, scheduler: Any, latest: Bool) -> _Publisher {
        _Throttle(upstream: self, seconds: __seconds(interval))
    }
    func values() -> [Any] { [] }
}

/// `prepend(…)`: these values first, to each subscriber, then upstream's.
final class _Prepend: _Publisher {
    var values: [Any]
    init(upstream: _Publisher, values: [Any]) {
        self.values = values
        super.init(upstream: upstream)
    }
    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        for value in values { receive(value) }
        return super._subscribe(receive)
    }
}

/// `merge(with:)`, `Publishers.Merge`: every value of every upstream, as it comes.
final class _Merge: _Publisher {
    var upstreams: [_Publisher]
    init(upstreams: [_Publisher]) {
        self.upstreams = upstreams
        super.init(upstream: nil)
    }
    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        let cancellables = upstreams.map { $0._subscribe(receive) }
        return AnyCancellable { for cancellable in cancellables { cancellable.cancel() } }
    }
    override func _relayed(_ source: AnyObject, _ value: Any) -> [Any] {
        upstreams.flatMap { $0._relayed(source, value) }
    }
}

/// `combineLatest`, `Publishers.CombineLatest`: once every upstream has sent, a tuple of the
/// latest values each time one sends.
final class _CombineLatest: _Publisher {
    var upstreams: [_Publisher]
    var latest: [Any?]
    init(upstreams: [_Publisher]) {
        self.upstreams = upstreams
        self.latest = upstreams.map { _ in nil }
        super.init(upstream: nil)
    }
    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        var cancellables: [AnyCancellable] = []
        for (index, upstream) in upstreams.enumerated() {
            cancellables.append(upstream._subscribe { value in
                self.latest[index] = value
                if let combined = self.combined() { receive(combined) }
            })
        }
        return AnyCancellable { for cancellable in cancellables { cancellable.cancel() } }
    }
    func combined() -> Any? {
        guard latest.allSatisfy({ $0 != nil }) else { return nil }
        let values = latest.map { $0! }
        if values.count == 2 { return (values[0], values[1]) }
        if values.count == 3 { return (values[0], values[1], values[2]) }
        return values
    }
}

/// `flatMap`: each upstream value becomes a publisher whose values are sent on.
final class _FlatMap: _Publisher {
    var transform: (Any) -> _Publisher
    var inner: [AnyCancellable] = []
    init(upstream: _Publisher, transform: @escaping (Any) -> _Publisher) {
        self.transform = transform
        super.init(upstream: upstream)
    }
    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        guard let upstream else { return AnyCancellable {} }
        return upstream._subscribe { value in
            self.inner.append(self.transform(value)._subscribe(receive))
        }
    }
}

/// `first()`: the first value, then nothing.
final class _First: _Publisher {
    var done = false
    override func _transform(_ value: Any) -> [Any] {
        if done { return [] }
        done = true
        return [value]
    }
}

/// `delay(for:scheduler:)`: each value, `seconds` of the simulated clock later.
final class _Delay: _Publisher {
    var seconds: Double
    init(upstream: _Publisher, seconds: Double) {
        self.seconds = seconds
        super.init(upstream: upstream)
    }
    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        guard let upstream else { return AnyCancellable {} }
        return upstream._subscribe { value in
            DispatchQueue.main.asyncAfter(deadline: .now() + self.seconds) { receive(value) }
        }
    }
}

/// `throttle(for:scheduler:latest:)`: the first value of each window of `seconds`.
final class _Throttle: _Publisher {
    var seconds: Double
    var windowEnds: Date? = nil
    init(upstream: _Publisher, seconds: Double) {
        self.seconds = seconds
        super.init(upstream: upstream)
    }
    override func _transform(_ value: Any) -> [Any] {
        let now = Date()
        if let end = windowEnds, now < end { return [] }
        windowEnds = now.addingTimeInterval(seconds)
        return [value]
    }
}

/// A publisher that sends nothing: `Empty()`, and a framework's publisher ViewGraph does not simulate.
final class Empty: _Publisher {
    init(completeImmediately: Bool = true) {
        super.init(upstream: nil)
    }
    init(completeImmediately: Bool = true, outputType: Any, failureType: Any) {
        super.init(upstream: nil)
    }
}

/// `Fail(error:)`: sends no value (nothing here reads failures).
final class Fail: _Publisher {
    init(error: Any) {
        super.init(upstream: nil)
    }
    init(outputType: Any, failure: Any) {
        super.init(upstream: nil)
    }
}

/// `Future { promise in … }`: the value the promise gets, to each subscriber (at once if it came already).
final class Future: _Publisher {
    var result: Any? = nil
    var waiting: [(Any) -> Void] = []

    init(_ attemptToFulfill: @escaping (@escaping (Any) -> Void) -> Void) {
        super.init(upstream: nil)
        // The promise gets a `Result`: a success's value is sent; a failure sends nothing.
        attemptToFulfill { result in
            if case .success(let value) = result {
                self.fulfil(value)
            }
        }
    }

    func fulfil(_ value: Any) {
        result = value
        for receive in waiting { receive(value) }
        waiting = []
    }

    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        if let result { receive(result) } else { waiting.append(receive) }
        return AnyCancellable {}
    }
}

/// `Deferred { publisher }`: the publisher, made when something subscribes.
final class Deferred: _Publisher {
    var make: () -> _Publisher
    init(createPublisher: @escaping () -> _Publisher) {
        self.make = createPublisher
        super.init(upstream: nil)
    }
    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        make()._subscribe(receive)
    }
}

/// `Publishers.Merge(a, b)`, `Publishers.CombineLatest(a, b)`: the operators as types.
enum Publishers {
    static func Merge(_ a: _Publisher, _ b: _Publisher) -> _Publisher { _Merge(upstreams: [a, b]) }
    static func Merge3(_ a: _Publisher, _ b: _Publisher, _ c: _Publisher) -> _Publisher { _Merge(upstreams: [a, b, c]) }
    static func MergeMany(_ publishers: [_Publisher]) -> _Publisher { _Merge(upstreams: publishers) }
    static func CombineLatest(_ a: _Publisher, _ b: _Publisher) -> _Publisher { _CombineLatest(upstreams: [a, b]) }
    static func CombineLatest3(_ a: _Publisher, _ b: _Publisher, _ c: _Publisher) -> _Publisher { _CombineLatest(upstreams: [a, b, c]) }
}

typealias AnyPublisher = _Publisher

final class _Map: _Publisher {
    var transform: (Any) -> Any
    init(upstream: _Publisher, transform: @escaping (Any) -> Any) {
        self.transform = transform
        super.init(upstream: upstream)
    }
    override func _transform(_ value: Any) -> [Any] { [transform(value)] }
}

final class _CompactMap: _Publisher {
    var transform: (Any) -> Any?
    init(upstream: _Publisher, transform: @escaping (Any) -> Any?) {
        self.transform = transform
        super.init(upstream: upstream)
    }
    override func _transform(_ value: Any) -> [Any] {
        if let output = transform(value) { return [output] }
        return []
    }
}

final class _Filter: _Publisher {
    var isIncluded: (Any) -> Bool
    init(upstream: _Publisher, isIncluded: @escaping (Any) -> Bool) {
        self.isIncluded = isIncluded
        super.init(upstream: upstream)
    }
    override func _transform(_ value: Any) -> [Any] { isIncluded(value) ? [value] : [] }
}

final class _RemoveDuplicates: _Publisher {
    var last: Any? = nil
    var hasLast = false
    override func _transform(_ value: Any) -> [Any] {
        if hasLast, "\(last)" == "\(Optional(value))" { return [] }
        hasLast = true
        last = value
        return [value]
    }
}

final class _DropFirst: _Publisher {
    var remaining: Int
    init(upstream: _Publisher, count: Int) {
        self.remaining = count
        super.init(upstream: upstream)
    }
    override func _transform(_ value: Any) -> [Any] {
        if remaining > 0 {
            remaining -= 1
            return []
        }
        return [value]
    }
}

/// Waits until `seconds` of the simulated clock pass without a new value, then sends the last.
/// Waits until its upstream has been quiet for `seconds` of the simulated clock, then sends the
/// last value: to its `sink` subscribers, and to the `.onReceive` actions of the views that
/// receive from it (relayed values wait too: `__deliver` sends them from here when it fires).
final class _Debounce: _Publisher {
    var seconds: Double
    var pending: Any? = nil
    var pendingRelay: Any? = nil
    var receivers: [(Any) -> Void] = []

    init(upstream: _Publisher, seconds: Double) {
        self.seconds = seconds
        super.init(upstream: upstream)
    }

    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        receivers.append(receive)
        guard let upstream else { return AnyCancellable {} }
        return upstream._subscribe { value in
            self.pending = value
            self.restartWait()
        }
    }

    override func _relayed(_ source: AnyObject, _ value: Any) -> [Any] {
        if _isSource(source) { return [value] }
        guard let upstream else { return [] }
        for output in upstream._relayed(source, value) {
            pendingRelay = output
            restartWait()
        }
        return []
    }

    private func restartWait() {
        __cancelSchedule(self)
        __schedule(seconds, 0, self)
    }

    func fire() {
        if let value = pending {
            pending = nil
            for receive in receivers { receive(value) }
        }
        if let value = pendingRelay {
            pendingRelay = nil
            __deliver(self, value)
        }
    }
}

/// A publisher of one value, sent to each subscriber as it subscribes.
final class Just: _Publisher {
    let output: Any

    init(_ output: Any) {
        self.output = output
        super.init(upstream: nil)
    }

    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        receive(output)
        return AnyCancellable {}
    }
}

class PassthroughSubject: _Publisher {
    var subscribers: [(id: Int, receive: (Any) -> Void)] = []
    var nextID = 0

    init() {
        super.init(upstream: nil)
    }

    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        subscribers.append((id: id, receive: receive))
        return AnyCancellable { self.subscribers.removeAll { $0.id == id } }
    }

    func send(_ value: Any) {
        for subscriber in subscribers { subscriber.receive(value) }
        __deliver(self, value)
    }

    func send() { send(()) }
    func send(completion: Any) {}
}

/// SPEC rule 9: what an `ObservableObject` sends before it changes, to the views that hold it and
/// to its subscribers. A class that declares no `objectWillChange` has this one.
protocol ObservableObject: AnyObject {}

extension ObservableObject {
    var objectWillChange: ObservableObjectPublisher { __objectWillChange(self) }
}

/// Sending on it notifies the views that hold its object (`__deliver` knows whose it is).
final class ObservableObjectPublisher: PassthroughSubject {}

final class CurrentValueSubject: PassthroughSubject {
    var value: Any

    init(_ value: Any) {
        self.value = value
        super.init()
    }

    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        receive(value)
        return super._subscribe(receive)
    }

    override func send(_ value: Any) {
        self.value = value
        super.send(value)
    }
}

struct Notification: Hashable {
    struct Name: Hashable {
        var rawValue: String
        init(_ rawValue: String) { self.rawValue = rawValue }
        init(rawValue: String) { self.rawValue = rawValue }
    }

    var name: Any
    var object: Any? = nil
    var userInfo: [AnyHashable: Any]? = nil

    static func == (lhs: Notification, rhs: Notification) -> Bool { "\(lhs.name)" == "\(rhs.name)" }
    func hash(into hasher: inout Hasher) { hasher.combine("\(name)") }
}

/// Posts go to the observers of that name, at once, then to the `.onReceive` actions of the
/// views on screen whose publisher is for that name.
final class NotificationCenter {
    static let `default` = NotificationCenter()
    var observers: [(id: Int, name: String, block: (Notification) -> Void)] = []
    var nextID = 0

    init() {}

    func publisher(for name: Any, object: AnyObject? = nil) -> _Publisher {
        _NotificationPublisher(center: self, name: "\(name)")
    }

    func post(name: Any, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    func post(_ notification: Notification) {
        let key = "\(notification.name)"
        for observer in observers where observer.name == key { observer.block(notification) }
        __deliver(_NotificationSource(name: key), notification)
    }

    @discardableResult
    func addObserver(forName name: Any?, object: Any?, queue: Any?, using block: @escaping (Notification) -> Void) -> AnyObject {
        _observe("\(name ?? "")", block)
    }

    /// The target-action form: ViewGraph sends no Objective-C messages, so the selector never runs.
    func addObserver(_ observer: Any, selector: Any, name: Any?, object: Any?) {
        __notSimulated("NotificationCenter.addObserver(_:selector:name:object:)")
    }

    func removeObserver(_ observer: Any) {
        if let token = observer as? AnyCancellable { token.cancel() }
    }

    func _observe(_ name: String, _ block: @escaping (Notification) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        observers.append((id: id, name: name, block: block))
        return AnyCancellable { self.observers.removeAll { $0.id == id } }
    }
}

/// What a post sends, for `.onReceive`: a notification name.
final class _NotificationSource {
    var name: String
    init(name: String) { self.name = name }
}

final class _NotificationPublisher: _Publisher {
    var center: NotificationCenter
    var name: String

    init(center: NotificationCenter, name: String) {
        self.center = center
        self.name = name
        super.init(upstream: nil)
    }

    override func _subscribe(_ receive: @escaping (Any) -> Void) -> AnyCancellable {
        center._observe(name) { receive($0) }
    }

    override func _isSource(_ source: AnyObject) -> Bool {
        (source as? _NotificationSource)?.name == name
    }
}
