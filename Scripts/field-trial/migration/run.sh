#!/usr/bin/env bash
# The migration what-if (issue 40, point 2) on the ObservableObject Samples and on field-trial apps:
# `viewgraph compare PROGRAM [SCENARIOS] --as-observable --format json` for each, one TSV row per
# program and scenario.
#   Scripts/field-trial/migration/run.sh BINARY [APPS] > table.tsv
# BINARY: the viewgraph executable (e.g. a debug build of the commit under test).
# APPS: the folder holding one clone per app, APPS/NAME (default /work/trial-apps; made by
# ../fetch-2.sh). Each app NAME with a file NAME.swift beside this script is compared with the
# scenarios of that file (our own, written for this comparison: each step writes a @Published
# property through the app's own controls); each Sample of Samples/ that declares an
# ObservableObject class is compared with its own scenarios. Run from anywhere; TIMEOUT seconds per
# program (default 120).
#
# Columns: program, scenario, body runs before (as written), after (migrated), change in percent,
# whether the scenario passes as written, and whether the migration changes its expectations. Body
# runs count every body of the scenario's launch and steps (the launch's first runs included). A
# program whose comparison fails has one row with "-" in the numbers and the first error line in
# the scenario column. The last lines (starting with '#') sum the Samples and the apps.
set -uo pipefail

if [ $# -lt 1 ]; then
  echo "usage: $0 BINARY [APPS]" >&2
  exit 2
fi
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../../.." && pwd)
VG=$1
case "$VG" in /*) ;; *) VG="$PWD/$VG" ;; esac
APPS=${2:-/work/trial-apps}
TIMEOUT=${TIMEOUT:-120}

printf 'program\tscenario\tbefore\tafter\tchange\tpasses as written\texpectations changed\n'

# compare NAME ARGS...: one row per scenario of the comparison, or one row saying why it failed.
compare() {
  local name=$1
  shift
  local out err status
  out=$(mktemp) err=$(mktemp)
  (cd "$ROOT" && timeout "$TIMEOUT" "$VG" compare "$@" --as-observable --format json) >"$out" 2>"$err"
  status=$?
  if [ $status -ne 0 ] || ! jq -e '.comparison' "$out" >/dev/null 2>&1; then
    local why
    why=$(grep -m1 -E 'error|fatal|Fatal' "$err" | sed -E 's/^[^ ]*: error: //' | cut -c1-160)
    [ $status -eq 124 ] && why="timed out after ${TIMEOUT}s"
    printf '%s\tcompare failed (exit %s): %s\t-\t-\t-\t-\t-\n' "$name" "$status" "${why:-no output}"
  else
    jq -r --arg name "$name" '.comparison.scenarios[] |
      [$name, .name, .before.total, .after.total,
       (if .before.total == 0 then "0%" else (((.after.total - .before.total) * 100 / .before.total) | round)
          | (if . > 0 then "+" else "" end) + tostring + "%" end),
       (if .before.passed then "yes" else "no" end),
       (if .expectationsChanged then "yes" else "no" end)] | @tsv' "$out"
  fi
  rm -f "$out" "$err"
}

rows=$(mktemp)
for sample in "$ROOT"/Samples/*.swift; do
  grep -qE '(class|actor) [A-Za-z_]+[^{]*:[^{]*\bObservableObject\b' "$sample" || continue
  compare "Samples/$(basename "$sample")" "Samples/$(basename "$sample")"
done | tee -a "$rows"
for scenarios in "$HERE"/*.swift; do
  name=$(basename "$scenarios" .swift)
  if [ ! -d "$APPS/$name" ]; then
    printf '%s\tnot compared: no clone at %s\t-\t-\t-\t-\t-\n' "$name" "$APPS/$name"
    continue
  fi
  compare "$name" "$APPS/$name" "$scenarios"
done | tee -a "$rows"

# Sums per set: Samples/… rows, and the apps' rows.
awk -F'\t' '
  $3 != "-" { set = ($1 ~ /^Samples\//) ? "Samples" : "apps"
    programs[set, $1] = 1; scenarios[set]++; before[set] += $3; after[set] += $4
    if ($3 != $4) fewer[set] += ($4 < $3); if ($7 == "yes") changed[set]++ }
  $3 == "-" { set = ($1 ~ /^Samples\//) ? "Samples" : "apps"; failed[set]++ }
  END {
    for (s = 1; s <= 2; s++) {
      set = (s == 1) ? "Samples" : "apps"; n = 0
      for (key in programs) { split(key, part, SUBSEP); if (part[1] == set) n++ }
      change = before[set] ? sprintf("%+.0f%%", (after[set] - before[set]) * 100 / before[set]) : "0%"
      printf "# %s: %d compared, %d failed; %d scenarios, body runs %d -> %d (%s); %d with fewer runs; expectations changed in %d\n",
        set, n, failed[set] + 0, scenarios[set] + 0, before[set] + 0, after[set] + 0, change, fewer[set] + 0, changed[set] + 0
    }
  }' "$rows"
rm -f "$rows"
