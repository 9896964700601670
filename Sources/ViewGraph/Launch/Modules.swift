@_exported import ViewGraphEngine
// The launch API is the package's façade: a program that imports ViewGraph sees the public names of
// the stages below it (diagnostics, update sets, snapshots, scenario reports) as one module.
@_exported import ViewGraphModel
@_exported import ViewGraphRuntime
