import Foundation
import ViewGraphEngine
import ViewGraphModel
import ViewGraphRuntime

/// ViewGraph's version, which `viewgraph --version`, `viewgraph version` and the MCP server
/// (`viewgraph-mcp`) give: one place for the programs built from this package.
public enum ViewGraphVersion {
  public static let current = "0.1.0"

  /// The program `name` installed beside the running one: `viewgraph mcp` becomes the
  /// `viewgraph-mcp` beside it, whose calls run the `viewgraph` beside it.
  public static func programBesideThisOne(_ name: String) -> URL {
    #if os(Linux)
      let running = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    #else
      let running = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        .resolvingSymlinksInPath()
    #endif
    return running.deletingLastPathComponent().appendingPathComponent(name)
  }
}
