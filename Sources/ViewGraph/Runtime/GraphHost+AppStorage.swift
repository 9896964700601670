/// `@AppStorage`: the launch's in-memory `UserDefaults`, one storage per key (SPEC rule 4 for each
/// view that reads it); `@SceneStorage`: one storage per scene and key.
extension GraphHost {
  /// The key of `@AppStorage("key")` or `@SceneStorage("key")`, its first argument; nil when it is
  /// not a string.
  func appStorageKey(of property: PropertyDecl) throws -> String? {
    guard let argument = property.wrapperArguments.first else { return nil }
    guard case .string(let key) = try interpreter.evaluate(argument.value, Scope(size: 0, parent: nil)) else {
      return nil
    }
    return key
  }

  /// SPEC rule 4: a scene's `@SceneStorage` value for `key`, made the first time a view of the
  /// scene declares it. Every view of the scene that declares the key reads and writes it, and it
  /// stays when they go (Apple, `SceneStorage`: "Each Scene has its own notion of SceneStorage").
  /// The scene is the nearest `App` or `Scene` above the view; ViewGraph shows one window of each.
  func sceneStorage(forKey key: String, of unit: ViewInstance) -> StateStorage {
    let scene = unit.ancestry.first { $0.value.map { $0.type.isScene || $0.type.isApp } ?? false }
    let place = "\(scene?.id ?? 0):\(key)"
    if let storage = sceneStorage[place] { return storage }
    let storage = makeStorage(named: "SceneStorage[\"\(key)\"]", value: .null, owner: nil)
    sceneStorage[place] = storage
    return storage
  }
}
