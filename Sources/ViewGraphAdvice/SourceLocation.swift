import ViewGraph

/// A place in a program's files, as ViewGraph's diagnostics give it: `ViewGraph.SourceLocation`,
/// not swift-syntax's, which this module imports too.
typealias SourceLocation = ViewGraph.SourceLocation
