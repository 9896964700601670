#!/usr/bin/env bash
# The Swift files `swift format` formats and lints (Scripts/format.sh, Scripts/lint.sh), one per
# line: the package's own code. Left out are files that are inputs, whose text is data:
#   - Sources/ViewGraphEngine/Library/*/Prelude/: the prelude, embedded as text and parsed lazily from
#     its layout (a declaration line ending in `{`, a `}` alone at the same indentation:
#     docs/architecture.md), so a reflowed declaration would change what is parsed when;
#   - Samples/, docs/examples/, Scripts/fuzz and field-trial inputs, Benchmarks' apps: programs
#     ViewGraph reads, whose scenarios state lines and columns;
#   - Tests/ViewGraphTests/{Fixtures,Hostile,Golden}: inputs and expected outputs of the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
{
  echo Package.swift
  find Plugins Sources Tests -name '*.swift' \
    -not -path 'Sources/ViewGraphEngine/Library/*/Prelude/*' \
    -not -path 'Tests/ViewGraphTests/Fixtures/*' \
    -not -path 'Tests/ViewGraphTests/Hostile/*' \
    -not -path 'Tests/ViewGraphTests/Golden/*'
} | LC_ALL=C sort
