#!/usr/bin/env bash
# The two comparisons issue 20 sets targets for, on release builds, in one run:
#
#   startup    `viewgraph test` on a one-screen Sample against `swiftc -parse` of the same file
#              (wall time, hyperfine; target: under 0.5×)
#   cells-100k 100,000 @Observable cells each read by a row of its own, launched, then 10,000
#              changes that each run one row, against the same workload compiled over the real Observation
#              runtime (`observation-reference`; target: within 8×, under 250 MB)
#   cells-10k, cells-100k+, cells-1M   issue 38's workload, the shape apps are written in (`WideCells`,
#              the generator of `../shared/bench/cells.py`): one `ForEach` of N items, each row a
#              `Cell` view, launched by `viewgraph test` with K changes (10k + 1,000, 100k + 10,000,
#              1M + 10,000), against the same work over the real Observation runtime (`observation-
#              reference cells N K`). Whole-process wall time and peak RSS of `viewgraph test`; the
#              cost of a change is (that run − the same program with no change) / K. Targets: 100k
#              ≤ 5× and ≤ 200 MB, 1M ≤ 6× and ≤ 2 GB, a change at 1M within 1.5× of one at 10k.
#              WIDE_SIZES="10000:1000 100000:10000" picks sizes (default: the three).
#
#   Benchmarks/Scripts/compare.sh [CHECKOUT...]
#
# Each CHECKOUT is a working tree of ViewGraph (default: this one). Give two, a baseline and the
# change, to measure both in the same run: each gets one row per comparison. The release builds
# go into each checkout's own .build and Benchmarks/.build (the first takes several minutes).
# `viewgraph` is built as Scripts/install.sh builds it: on Linux with the Swift runtime linked
# statically (in .build/static); LINK=dynamic measures a plain `swift build -c release` instead.
# Needs hyperfine (`apt-get install hyperfine`).
set -euo pipefail
HERE=$(cd "$(dirname "$0")/../.." && pwd)
SAMPLE=${SAMPLE:-Samples/10-PodcasterBindings.swift}
RUNS=${RUNS:-20}
CELL_RUNS=${CELL_RUNS:-3}
if [ $# -eq 0 ]; then set -- "$HERE"; fi
command -v hyperfine >/dev/null || { echo "compare.sh needs hyperfine: apt-get install hyperfine" >&2; exit 2; }

# The median of the numbers on stdin.
median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
printf '%-28s %-12s %12s %12s %8s %10s\n' checkout comparison viewgraph reference ratio "peak MB"
for checkout in "$@"; do
  checkout=$(cd "$checkout" && pwd)
  name=$(git -C "$checkout" rev-parse --short HEAD 2>/dev/null || basename "$checkout")
  if ! git -C "$checkout" diff --quiet HEAD 2>/dev/null; then name="$name+"; fi
  LINKING=()
  [ "${LINK:-static}" = static ] && [ "$(uname -s)" = Linux ] && LINKING=(--static-swift-stdlib --scratch-path "$checkout/.build/static")
  swift build -c release --package-path "$checkout" ${LINKING[@]+"${LINKING[@]}"} --product viewgraph >&2
  swift build -c release --package-path "$checkout/Benchmarks" --product viewgraph-profile >&2
  swift build -c release --package-path "$checkout/Benchmarks" --product observation-reference >&2
  swift build -c release --package-path "$checkout/Benchmarks" --product wide-cells >&2
  vg="$(swift build -c release --package-path "$checkout" ${LINKING[@]+"${LINKING[@]}"} --show-bin-path)/viewgraph"
  bench="$(swift build -c release --package-path "$checkout/Benchmarks" --show-bin-path)"

  # Startup: both read the same file from the same folder.
  (cd "$HERE" && hyperfine --style none --warmup 3 --runs "$RUNS" --export-json "$WORK/startup.json" \
    "$vg test $SAMPLE" "swiftc -parse $SAMPLE" >/dev/null)
  read -r vg_mean parse_mean < <(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))["results"]
print(r[0]["mean"], r[1]["mean"])' "$WORK/startup.json")
  printf '%-28s %-12s %10.1fms %10.1fms %7.2fx %10s\n' "$name" startup \
    "$(echo "$vg_mean * 1000" | bc -l)" "$(echo "$parse_mean * 1000" | bc -l)" "$(echo "$vg_mean / $parse_mean" | bc -l)" -

  # cells-100k: the median of CELL_RUNS runs of each.
  : >"$WORK/vg" && : >"$WORK/ref" && : >"$WORK/mem"
  for _ in $(seq "$CELL_RUNS"); do
    line=$("$bench/viewgraph-profile" cells-100k)
    echo "$line" | sed -E 's/.*changes ([0-9.]+) s.*/\1/' >>"$WORK/vg"
    echo "$line" | sed -E 's/.*peak ([0-9]+) MB.*/\1/' >>"$WORK/mem"
    "$bench/observation-reference" | sed -E 's/.*, ([0-9.]+) s,.*/\1/' >>"$WORK/ref"
  done
  vg_cells=$(median <"$WORK/vg")
  ref_cells=$(median <"$WORK/ref")
  printf '%-28s %-12s %11.3fs %11.3fs %7.1fx %10s\n' "$name" cells-100k "$vg_cells" "$ref_cells" \
    "$(echo "$vg_cells / $ref_cells" | bc -l)" "$(median <"$WORK/mem")"

  # Issue 38's cells: the median of CELL_RUNS runs of each, with and without the changes.
  for size in ${WIDE_SIZES:-10000:1000 100000:10000 1000000:10000}; do
    n=${size%%:*} k=${size##*:}
    "$bench/wide-cells" "$n" "$k" "$WORK/changes" >/dev/null
    "$bench/wide-cells" "$n" 0 "$WORK/launch" >/dev/null
    label=$(case $n in *000000) echo "cells-$((n / 1000000))M" ;; *000) echo "cells-$((n / 1000))k" ;; *) echo "cells-$n" ;; esac)
    [ "$label" = cells-100k ] && label=cells-100k+  # not the grid above: the shape apps are written in
    limits=(--max-units $((3 * n + 100)) --max-steps $((100 * n + 1000000)) --max-elements $((2 * n)) --max-seconds 600)
    : >"$WORK/vg" && : >"$WORK/ref" && : >"$WORK/mem" && : >"$WORK/launch-only"
    for _ in $(seq "$CELL_RUNS"); do
      start=$EPOCHREALTIME
      /usr/bin/time -f '%M' -o "$WORK/time" "$vg" test "${limits[@]}" "$WORK/changes/wide_$n.swift" >/dev/null
      echo "$EPOCHREALTIME - $start" | bc -l >>"$WORK/vg"
      echo $(($(cat "$WORK/time") / 1024)) >>"$WORK/mem"
      start=$EPOCHREALTIME
      "$vg" test "${limits[@]}" "$WORK/launch/wide_$n.swift" >/dev/null
      echo "$EPOCHREALTIME - $start" | bc -l >>"$WORK/launch-only"
      "$bench/observation-reference" cells "$n" "$k" | sed -E 's/.*, ([0-9.]+) s,.*/\1/' >>"$WORK/ref"
    done
    vg_cells=$(median <"$WORK/vg")
    ref_cells=$(median <"$WORK/ref")
    per_change=$(echo "($vg_cells - $(median <"$WORK/launch-only")) * 1000000 / $k" | bc -l)
    printf '%-28s %-12s %11.3fs %11.3fs %7.1fx %10s   %.0f µs a change\n' "$name" "$label" "$vg_cells" "$ref_cells" \
      "$(echo "$vg_cells / $ref_cells" | bc -l)" "$(median <"$WORK/mem")" "$per_change"
  done
done
