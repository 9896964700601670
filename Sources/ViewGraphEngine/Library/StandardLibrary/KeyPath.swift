import ViewGraphModel

/// `KeyPath`: `appending(path:)`.
extension StandardLibrary {
  static let keyPaths = NativeRegistry.Library(methods: [
    (
      .keyPath,
      Native("appending") { call in
        // `\AppState.permissions` appending `\.push` is `\AppState.permissions.push`.
        guard case .keyPath(let path)? = call.receiver, case .keyPath(let more)? = call[0] else {
          throw call.noMember()
        }
        return .keyPath(path + more)
      }
    )
  ])
}
