#!/usr/bin/env bash
# Puts `viewgraph` on your PATH: builds it (release) and installs it, with its bash completion and
# `viewgraph-mcp`, the Model Context Protocol server `viewgraph mcp` runs.
#
#   Scripts/install.sh                      # into ~/.local (bin/viewgraph)
#   Scripts/install.sh --prefix /usr/local  # into /usr/local/bin (may need sudo)
#   Scripts/install.sh --debug              # a debug build: quicker to make, slower to run
#   Scripts/install.sh --binary FILE        # install a viewgraph already built (the tests do), and
#                                           # the viewgraph-mcp beside it if there is one
#
# The binary needs nothing from this checkout once installed: the prelude is compiled in and
# Graphviz is the system's library. On Linux a release `viewgraph` is linked with the Swift
# runtime and Foundation statically (`--static-swift-stdlib`, built in .build/static): it needs
# no Swift toolchain to run, and it starts sooner — loading the runtime's shared libraries was
# about a sixth of a one-screen program's run (Benchmarks/README.md, startup). viewgraph-mcp comes
# from the same build (its static FoundationNetworking needs libcurl's development files, which
# this installs with apt-get when they are missing); STATIC_SCRATCH names another build folder.
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX="$HOME/.local"
CONFIGURATION=release
BINARY=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) PREFIX=${2:?"--prefix takes a folder"}; shift 2 ;;
    --prefix=*) PREFIX=${1#--prefix=}; shift ;;
    --debug) CONFIGURATION=debug; shift ;;
    --binary) BINARY=${2:?"--binary takes a file"}; shift 2 ;;
    -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1' (try --help)" >&2; exit 2 ;;
  esac
done

if [ -n "$BINARY" ]; then
  built=$BINARY
else
  bash .ci/setup >&2
  STATIC=()
  [ "$CONFIGURATION" = release ] && [ "$(uname -s)" = Linux ] && STATIC=(--static-swift-stdlib --scratch-path "${STATIC_SCRATCH:-.build/static}")
  # The MCP server links FoundationNetworking, whose static form needs libcurl's development files
  # (libcurl.pc): installed here when missing, so that both products come from one build.
  if [ ${#STATIC[@]} -gt 0 ] && ! pkg-config --exists libcurl 2>/dev/null && command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    echo "Installing libcurl's development files (libcurl4-openssl-dev) for the MCP server…" >&2
    { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libcurl4-openssl-dev >/dev/null; } ||
      echo "note: could not install libcurl4-openssl-dev; viewgraph-mcp is built apart" >&2
  fi
  swift build -c "$CONFIGURATION" ${STATIC[@]+"${STATIC[@]}"} --product viewgraph >&2
  built="$(swift build -c "$CONFIGURATION" ${STATIC[@]+"${STATIC[@]}"} --show-bin-path)/viewgraph"
  if [ ${#STATIC[@]} -eq 0 ] || pkg-config --exists libcurl 2>/dev/null; then
    # The same build: only the server's own code and the MCP SDK are compiled again.
    swift build -c "$CONFIGURATION" ${STATIC[@]+"${STATIC[@]}"} --product viewgraph-mcp >&2
    server="$(dirname "$built")/viewgraph-mcp"
  else
    # Without libcurl's development files: a second build, with the shared runtime.
    swift build -c "$CONFIGURATION" --product viewgraph-mcp >&2
    server="$(swift build -c "$CONFIGURATION" --show-bin-path)/viewgraph-mcp"
  fi
fi

mkdir -p "$PREFIX/bin" "$PREFIX/share/bash-completion/completions"
install -m 755 "$built" "$PREFIX/bin/viewgraph"
server=${server:-$(dirname "$built")/viewgraph-mcp}
if [ -x "$server" ]; then
  install -m 755 "$server" "$PREFIX/bin/viewgraph-mcp"
fi
"$PREFIX/bin/viewgraph" --generate-completion-script bash > "$PREFIX/share/bash-completion/completions/viewgraph"

echo "installed $PREFIX/bin/viewgraph ($("$PREFIX/bin/viewgraph" version))"
case ":$PATH:" in
  *":$PREFIX/bin:"*) ;;
  *) echo "add it to your PATH: export PATH=\"$PREFIX/bin:\$PATH\"" ;;
esac
