/// The update model (`ViewGraph.docc/UpdateModel.md`), rule by numbered rule: each file of this
/// folder opens with its rule's text and holds the rule's decisions as small functions that the
/// engine and the graph host call (`UpdateModel.Inputs.differ(…)`). A test checks every file's
/// text against the catalog, so the code and the contract cannot drift apart.
enum UpdateModel {}
