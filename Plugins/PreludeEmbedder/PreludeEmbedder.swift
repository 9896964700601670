import Foundation
import PackagePlugin

/// Embeds the prelude — the Swift files under `Sources/ViewGraphEngine/Prelude/<Library>/`, and the
/// third-party packages' models under `Prelude/Packages/<Module>/` (active only in a program that
/// imports `<Module>`, `PackagePreludes`), which the target excludes from compilation — into the
/// library as string literals, so that editors see
/// real Swift files and the binary needs no resource bundle at run time; and the update model's
/// article, which `viewgraph mcp` serves to coding agents.
@main
struct PreludeEmbedder: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = target.directoryURL.appending(path: "Prelude")
    let manager = FileManager.default
    let libraries = try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])
      .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    func swiftFiles(in folder: URL) throws -> [URL] {
      try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter {
        $0.pathExtension == "swift"
      }
    }
    let packages = libraries.filter { $0.lastPathComponent == "Packages" }
    let modules = try packages.flatMap {
      try manager.contentsOfDirectory(at: $0, includingPropertiesForKeys: [.isDirectoryKey])
    }
    .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    let files = try (libraries + modules).flatMap(swiftFiles).sorted { $0.path < $1.path }
    // The article lives in the façade's documentation catalog, beside the engine's folder.
    let catalog = target.directoryURL.deletingLastPathComponent().appending(path: "ViewGraph/ViewGraph.docc")
    let documents = [catalog.appending(path: "UpdateModel.md")]
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedPrelude.swift")
    return [
      .buildCommand(
        displayName: "Embedding the prelude (\(files.count) files)",
        executable: try context.tool(named: "prelude-embedder").url,
        arguments: [output.path, folder.path] + files.map(\.path) + ["--documents"] + documents.map(\.path),
        inputFiles: files + documents,
        outputFiles: [output])
    ]
  }
}
