/// ViewGraph's version, which `viewgraph --version`, `viewgraph version` and the MCP server
/// (`viewgraph-mcp`) give: one place for the programs built from this package.
public enum ViewGraphVersion {
  public static let current = "0.1.0"
}
