#!/usr/bin/env bash
# Checks the package's Swift code against the repository's .swift-format: every finding is an
# error (`--strict`), and any finding makes the exit status non-zero. Scripts/format.sh fixes what
# formatting can; the files are Scripts/formatted-files.sh's.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/formatted-files.sh | tr '\n' '\0' | xargs -0 swift format lint --strict --configuration .swift-format
