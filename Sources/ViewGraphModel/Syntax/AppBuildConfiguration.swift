import SwiftIfConfig
import SwiftSyntax

/// The platform `#if` is evaluated for (swift-syntax's `SwiftIfConfig`): an iOS app in a debug
/// build by default, as Xcode builds it for a device; `--os` and `--define` change it.
/// `targetEnvironment(simulator)` is false, `#available` is the newest OS.
public struct AppBuildConfiguration: BuildConfiguration, Sendable {
  /// The operating systems `--os` accepts, by the name `os(…)` tests.
  public static let operatingSystems: [String: String] = [
    "ios": "iOS", "macos": "macOS", "watchos": "watchOS", "tvos": "tvOS", "visionos": "visionOS",
  ]

  /// The name `os(…)` is true for: `iOS`, `macOS`, …
  public var os: String
  /// Whether `os` was not chosen (`--os`): then it is the platform the project builds for, where
  /// it names one (a macOS app's `#if os(macOS)` is taken), else iOS.
  public var followsProject: Bool
  /// Custom conditions (`-D NAME`): `DEBUG` by default.
  public var defines: Set<String>

  /// `os` nil: the project's platform, else iOS.
  public init(os: String? = nil, defines: Set<String> = ["DEBUG"]) {
    self.os = os ?? "iOS"
    self.followsProject = os == nil
    self.defines = defines
  }

  /// This configuration for a project that builds for `platform` (nil: unsaid).
  func following(_ platform: String?) -> AppBuildConfiguration {
    guard followsProject, let platform else { return self }
    var chosen = self
    chosen.os = platform
    return chosen
  }

  public func isCustomConditionSet(name: String) -> Bool { defines.contains(name) }
  public func hasFeature(name: String) -> Bool { false }
  public func hasAttribute(name: String) -> Bool { true }

  /// Apple's frameworks are there (the other platforms' UI kits are not); other modules, such as
  /// packages the app depends on, are not.
  public func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
    guard let module = importPath.first?.1 else { return false }
    switch module {
    case "UIKit": return os != "macOS" && os != "watchOS"
    case "AppKit": return os == "macOS"
    case "WatchKit": return os == "watchOS"
    default: return Self.appleFrameworks.contains(module)
    }
  }

  public func isActiveTargetOS(name: String) -> Bool { name == os || (name == "Darwin" && os != "Linux") }
  public func isActiveTargetArchitecture(name: String) -> Bool { name == "arm64" }
  public func isActiveTargetEnvironment(name: String) -> Bool { false }
  public func isActiveTargetRuntime(name: String) -> Bool { name == "_ObjC" }
  public func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
  public func isActiveTargetObjectFormat(name: String) -> Bool { name == "MachO" }
  public var targetPointerBitWidth: Int { 64 }
  public var targetAtomicBitWidths: [Int] { [8, 16, 32, 64, 128] }
  public var endianness: Endianness { .little }
  public var languageVersion: VersionTuple { VersionTuple(6, 2) }
  public var compilerVersion: VersionTuple { VersionTuple(6, 2) }

  /// Frameworks every Apple platform has (`canImport` is true for them).
  static let appleFrameworks: Set<String> = [
    "SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "CoreData", "CoreGraphics", "CoreImage",
    "CoreLocation", "MapKit", "AVFoundation", "AVKit", "Photos", "PhotosUI", "StoreKit", "Charts", "CloudKit",
    "UserNotifications", "WidgetKit", "ActivityKit", "AppIntents", "OSLog", "os", "Speech", "CoreML", "Vision",
    "HealthKit", "GameKit", "SpriteKit", "SceneKit", "RealityKit", "WebKit", "Network", "Security", "CryptoKit",
    "LocalAuthentication", "CoreMotion", "CoreHaptics", "EventKit", "Contacts", "MessageUI", "QuickLook",
    "UniformTypeIdentifiers", "Accessibility", "Darwin", "Dispatch", "ObjectiveC", "Swift", "_Concurrency",
    "CoreTransferable", "TipKit", "SafariServices", "AuthenticationServices", "CoreText", "ImageIO", "QuartzCore",
    "Metal", "MetalKit", "GameplayKit", "ARKit", "CoreBluetooth", "CoreNFC", "PassKit", "LinkPresentation",
  ]
}
