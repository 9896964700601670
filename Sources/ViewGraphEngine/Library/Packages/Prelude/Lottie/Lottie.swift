// Lottie (github.com/airbnb/lottie-ios), as ViewGraph models it for a program that imports
// Lottie: `LottieView` is a leaf view (ViewGraph plays no animation and draws nothing); its
// options return the view itself. UIKit's `LottieAnimationView` is made and configured without
// effect, so an app's `UIViewRepresentable` wrapper of it builds as its own leaf.

/// An animation by name, in the app's bundle.
final class LottieAnimation {
    let name: String
    init(name: String) { self.name = name }
    static func named(_ name: String, bundle: Bundle = Bundle.main, subdirectory: String? = nil) -> LottieAnimation? {
        LottieAnimation(name: name)
    }
    static func filepath(_ path: String) -> LottieAnimation? { LottieAnimation(name: path) }
}

enum LottieLoopMode {
    case playOnce
    case loop
    case autoReverse
    case `repeat`(Float)
    case repeatBackwards(Float)
}

/// A Lottie animation in SwiftUI: a leaf that draws nothing here.
struct LottieView: View {
    var animation: LottieAnimation?

    init(animation: LottieAnimation?) {
        self.animation = animation
    }

    init(_ name: String) {
        self.animation = LottieAnimation(name: name)
    }

    var body: some View {
        Color.clear
    }

    func playing(loopMode: LottieLoopMode = .playOnce) -> LottieView { self }
    func playing() -> LottieView { self }
    func playing(_ mode: Any) -> LottieView { self }
    func paused(at progress: Any? = nil) -> LottieView { self }
    func looping() -> LottieView { self }
    func playbackMode(_ mode: Any) -> LottieView { self }
    func animationSpeed(_ speed: Double) -> LottieView { self }
    func animationDidFinish(_ completion: Any?) -> LottieView { self }
    func resizable() -> LottieView { self }
    func configure(_ configure: Any) -> LottieView { self }
    func currentProgress(_ progress: Double?) -> LottieView { self }
    func currentFrame(_ frame: Double?) -> LottieView { self }
    func reloadAnimationTrigger(_ value: Any, showPlaceholder: Bool = true) -> LottieView { self }
}

/// UIKit's animation view, configured and played without effect.
final class LottieAnimationView {
    var animation: LottieAnimation?
    var loopMode: LottieLoopMode = .playOnce
    var contentMode: Any? = nil
    var animationSpeed = 1.0
    var currentProgress = 0.0
    var isAnimationPlaying = false
    var backgroundBehavior: Any? = nil
    var translatesAutoresizingMaskIntoConstraints = true
    let heightAnchor = _LottieAnchor()
    let widthAnchor = _LottieAnchor()

    init() {}
    init(name: String, bundle: Bundle = Bundle.main) { self.animation = LottieAnimation(name: name) }
    init(animation: LottieAnimation?) { self.animation = animation }

    func play(completion: Any? = nil) {}
    func play(fromProgress: Double? = nil, toProgress: Double, loopMode: LottieLoopMode? = nil, completion: Any? = nil) {}
    func stop() {}
    func pause() {}
}

final class _LottieAnchor {
    func constraint(equalTo other: Any, multiplier: Double = 1) -> _LottieConstraint { _LottieConstraint() }
}

final class _LottieConstraint {
    var isActive = false
}

typealias AnimationView = LottieAnimationView
