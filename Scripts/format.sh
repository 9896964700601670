#!/usr/bin/env bash
# Formats the package's Swift code in place with `swift format` (it ships with the toolchain), by
# the repository's .swift-format; the files are Scripts/formatted-files.sh's. Run it before
# committing; Scripts/lint.sh checks that nothing is left to format.
#
# Not in parallel (`-p`): swift-format 6.3 crashes with it on this tree.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/formatted-files.sh | tr '\n' '\0' | xargs -0 swift format format --in-place --configuration .swift-format
