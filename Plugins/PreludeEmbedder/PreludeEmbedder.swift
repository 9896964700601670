import Foundation
import PackagePlugin

/// Embeds the prelude — each framework's Swift files, `Sources/ViewGraphEngine/Library/<Framework>/Prelude/`
/// beside that framework's natives, and the third-party packages' models,
/// `Library/Packages/Prelude/<Module>/` (active only in a program that imports `<Module>`,
/// `PackagePreludes`), which the target excludes from compilation — into the library as string
/// literals, so that editors see real Swift files and the binary needs no resource bundle at run
/// time; and the update model's article, which `viewgraph mcp` serves to coding agents.
@main
struct PreludeEmbedder: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = target.directoryURL.appending(path: "Library")
    let manager = FileManager.default
    func folders(in folder: URL) -> [URL] {
      ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.isDirectoryKey])) ?? [])
        .filter { (try? $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true }
    }
    func swiftFiles(in folder: URL) -> [URL] {
      ((try? manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []).filter {
        $0.pathExtension == "swift"
      }
    }
    let frameworks = folders(in: folder).map { $0.appending(path: "Prelude") }
    let packages = folders(in: folder.appending(path: "Packages/Prelude"))
    let files = (frameworks.flatMap(swiftFiles) + packages.flatMap(swiftFiles)).sorted { $0.path < $1.path }
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
