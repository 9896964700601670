import ViewGraphModel

/// The update model (`ViewGraph.docc/UpdateModel.md`), rule by numbered rule: each file of this
/// folder opens with its rule's text and holds the rule's decisions as small functions that the
/// engine and the graph host call (`UpdateModel.Inputs.differ(…)`). A test checks every file's
/// text against the catalog, so the code and the contract cannot drift apart.
package enum UpdateModel {}

/// The update model's article as Markdown (`ViewGraph.docc/UpdateModel.md`, embedded at build
/// time), for tools that hand it to a reader: `viewgraph mcp` serves it to coding agents, so an
/// agent can cite the rule it relies on.
public enum UpdateModelArticle {
  /// The whole article.
  public static var markdown: String {
    Prelude.embeddedDocuments.first { $0.name == "UpdateModel.md" }?.text ?? ""
  }
}
