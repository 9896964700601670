#!/usr/bin/env bash
# Builds ViewGraph's libFuzzer target and runs it (see docs/fuzzing.md).
#   Scripts/fuzz/run.sh [RUNS] [extra libFuzzer flags…]     default RUNS: 100000
#   CONFIG=release Scripts/fuzz/run.sh …   links swift-syntax's optimized objects and compiles the
#                                           harness with -O: about ten times more inputs a second
#                                           (the release build of the package takes ~11 min once)
# The harness (Scripts/fuzz/FuzzTarget.swift) is compiled against the ViewGraph library's three
# modules (engine, runtime, launch API), each compiled here by `swiftc -sanitize=fuzzer` so that
# its code is instrumented for coverage, linked with swift-syntax's objects from a debug build of
# the package;
# the corpus is seeded with the small programs of Scripts/fuzz/seeds/ and the hostile inputs
# (inputs are at most 4 KB, so swift-syntax's debug build parses hundreds a second). Crashes are written to .fuzz/crashes/: turn each into a file
# under Tests/ViewGraphTests/Hostile/ (and an entry in HostileInputTests.expected).
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${1:-100000}
shift || true
CONFIG=${CONFIG:-debug}
SCRATCH=${SCRATCH:-.build}
# Only swift-syntax's modules are built here: the harness compiles ViewGraph's sources itself.
for target in SwiftParserDiagnostics SwiftOperators SwiftIfConfig; do
  swift build -c "$CONFIG" --scratch-path "$SCRATCH" --target "$target" >/dev/null
done
# The prelude's Swift files are data: the harness compiles the file the PreludeEmbedder plugin
# makes of them (the prelude-embedder tool, run here as the plugin runs it), not the files.
EMBEDDED=.fuzz/EmbeddedPrelude.swift
mkdir -p .fuzz
swift build -c debug --scratch-path "$SCRATCH" --product prelude-embedder >/dev/null
PRELUDE_FILES=$(find Sources/ViewGraphEngine/Library -path '*/Prelude/*' -name '*.swift' | sort)
"$(swift build -c debug --scratch-path "$SCRATCH" --show-bin-path)/prelude-embedder" "$EMBEDDED" "$PWD/Sources/ViewGraphEngine/Library" \
  $(for f in $PRELUDE_FILES; do echo "$PWD/$f"; done)
BIN=$(swift build -c "$CONFIG" --scratch-path "$SCRATCH" --show-bin-path)
OPTIMIZE=()
[ "$CONFIG" = release ] && OPTIMIZE=(-O)
TARGET=.fuzz/viewgraph-fuzz-$CONFIG
OBJECTS=()
for module in SwiftSyntax SwiftSyntax509 SwiftSyntax510 SwiftSyntax600 SwiftSyntax601 SwiftSyntax602 SwiftSyntax603 \
  SwiftParser SwiftOperators SwiftDiagnostics SwiftParserDiagnostics SwiftBasicFormat SwiftSyntaxBuilder SwiftIfConfig _SwiftSyntaxCShims; do
  [ -d "$BIN/$module.build" ] && OBJECTS+=("$BIN/$module.build"/*.o)
done
mkdir -p .fuzz/corpus .fuzz/crashes
if [ ! -x "$TARGET" ] || [ -n "$(find Sources/ViewGraph Sources/ViewGraphModel Sources/ViewGraphEngine Sources/ViewGraphRuntime Scripts/fuzz -newer "$TARGET" -name '*.swift')" ]; then
  SHIMS="$SCRATCH/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include"
  MODULES=.fuzz/modules-$CONFIG
  mkdir -p "$MODULES"
  # The modules made here first: the package's own build has modules of the same names, not instrumented.
  SWIFTC=(swiftc -sanitize=fuzzer -parse-as-library -enable-bare-slash-regex -swift-version 6 -package-name viewgraph
    -I "$MODULES" -I "$BIN/Modules" -I "$SHIMS" -g "${OPTIMIZE[@]}")
  # Each module a static library, testable so the harness reaches its internal names; the
  # prelude's own Swift files are data, compiled as the embedded file made above.
  for module in ViewGraphModel ViewGraphEngine ViewGraphRuntime ViewGraph; do
    extra=()
    [ "$module" = ViewGraphEngine ] && extra=("$EMBEDDED")
    "${SWIFTC[@]}" -enable-testing -module-name "$module" -emit-module -emit-module-path "$MODULES/$module.swiftmodule" \
      -emit-library -static -o "$MODULES/lib$module.a" \
      $(find "Sources/$module" -name '*.swift' -not -path "Sources/$module/Library/*/Prelude/*") "${extra[@]}"
  done
  # The libraries in the order they depend on each other: the launch API first, the model last.
  "${SWIFTC[@]}" -module-name ViewGraphFuzz Scripts/fuzz/FuzzTarget.swift \
    "$MODULES/libViewGraph.a" "$MODULES/libViewGraphRuntime.a" "$MODULES/libViewGraphEngine.a" \
    "$MODULES/libViewGraphModel.a" "${OBJECTS[@]}" \
    -o "$TARGET"
fi
for seed in Scripts/fuzz/seeds/*.swift Tests/ViewGraphTests/Hostile/*.swift; do
  [ "$(wc -c <"$seed")" -le 4096 ] && cp -n "$seed" .fuzz/corpus/
done
# A Swift runtime trap (a precondition in swift-syntax, say) must reach libFuzzer, which then saves
# the input: Swift's own backtracer would take the signal first.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
exec "$TARGET" .fuzz/corpus -runs="$RUNS" -max_len=4096 -timeout=10 -rss_limit_mb=1500 \
  -artifact_prefix=.fuzz/crashes/ -print_final_stats=1 "$@"
