#!/usr/bin/env bash
# Issue 39: the compiler's word, before the runtime is a target of its own, that nothing below the
# runtime needs it. Type-checks the `ViewGraph` target's code without `Runtime/`, `Scenarios/` and
# `Launch/` (the graph, the scenarios and the launch API): the source and model, the engine and the
# update model must compile alone, so a name of the graph, a scenario word or an extension member
# declared up there, used down here, fails it (StagesTests reads only type names).
#
# Run after `swift build` (it reads swift-syntax's modules and the embedded prelude from .build).
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(swift build --show-bin-path)
prelude=$(find .build/plugins/outputs -path '*/ViewGraph/destination/PreludeEmbedder/EmbeddedPrelude.swift' | head -1)
shims=$(find .build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims -name module.modulemap | head -1)
if [ -z "$prelude" ] || [ -z "$shims" ]; then
  echo "check-runtime-boundary: run 'swift build' first" >&2
  exit 1
fi
find Sources/ViewGraph -name '*.swift' \
  -not -path 'Sources/ViewGraph/Prelude/*/*' \
  -not -path 'Sources/ViewGraph/Runtime/*' \
  -not -path 'Sources/ViewGraph/Scenarios/*' \
  -not -path 'Sources/ViewGraph/Launch/*' \
  | LC_ALL=C sort | tr '\n' '\0' \
  | xargs -0 swiftc -typecheck -swift-version 6 -package-name viewgraph -module-name ViewGraph \
    -I "$build/Modules" -Xcc -fmodule-map-file="$shims" "$prelude"
echo "check-runtime-boundary: the code below Runtime/, Scenarios/ and Launch/ compiles without them"
