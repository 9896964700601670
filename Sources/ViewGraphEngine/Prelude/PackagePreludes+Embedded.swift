import ViewGraphModel

extension PackagePreludes {
  /// The packages ViewGraph models: the prelude's `Packages/<Module>/*.swift` files, by module.
  package static let embedded = PackagePreludes(
    aliases: [
      "KingfisherSwiftUI": "Kingfisher",  // Kingfisher before 6
      "NukeUI": "Nuke",  // `LazyImage`
      "FactoryKit": "Factory",  // Factory 2.5 and later
      "FirebaseCore": "Firebase",  // `FirebaseApp`
      "FirebaseAuth": "Firebase",  // `Auth`, `User`
      "Dependencies": "ComposableArchitecture",  // swift-dependencies alone: `@Dependency(\.uuid)`
    ],
    sources: {
      var byModule: [String: [(path: String, text: String)]] = [:]
      for file in Prelude.embedded where file.path.hasPrefix("Packages/") {
        let parts = file.path.split(separator: "/")
        guard parts.count == 3 else { continue }
        byModule[String(parts[1]), default: []].append(("<prelude>/\(file.path)", file.text))
      }
      return byModule
    }())
}
