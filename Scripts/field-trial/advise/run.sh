#!/usr/bin/env bash
# `viewgraph advise` (issue 40, point 1) on the field-trial apps: does it run on every app that
# launches, what does it find, and do its diffs apply to the app's own files?
#   Scripts/field-trial/advise/run.sh BINARY [APPS1] [APPS2] > table.tsv
# BINARY: the viewgraph executable (e.g. a debug build of the commit under test).
# APPS1: the first trial's clones, APPS1/NAME (default /work/trial-apps-1; made by ../fetch.sh), run
# with ../scenarios/NAME.swift where there is one; APPS2: the second trial's (default
# /work/trial-apps; made by ../fetch-2.sh), with ../scenarios-2/NAME.swift. An app with no file of
# scenarios gets advise's default exploration. TIMEOUT seconds per run (default 300); LOGS: a folder
# to keep each app's advice in, as TRIAL-NAME.json and TRIAL-NAME.err (default: none).
#
# Per app: `explain APP` (launched: exit 0 within 90 s), then `advise APP [SCENARIOS] --format json`.
# Each finding's diffs are applied (patch, to the file the diff names) to a copy of the app, and the
# copy with the top finding's edit is launched again (`explain`): "edits apply" counts the findings
# whose every hunk applies, "top edit launches" says whether the edited copy still launches.
#
# Columns: trial, app, launched, advise exit, scenarios ("explored N" for the default exploration),
# findings, dropped (of which "does not load"), body runs before, the top finding's saving
# ("before → after (−p%)" and its kind), findings whose diffs apply, top edit launches, seconds, what
# stops it. The last lines (starting with '#') sum them.
set -uo pipefail

if [ $# -lt 1 ]; then
  echo "usage: $0 BINARY [APPS1] [APPS2]" >&2
  exit 2
fi
HERE=$(cd "$(dirname "$0")/.." && pwd)
VG=$1
case "$VG" in /*) ;; *) VG="$PWD/$VG" ;; esac
APPS1=${2:-/work/trial-apps-1}
APPS2=${3:-/work/trial-apps}
TIMEOUT=${TIMEOUT:-300}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

printf 'trial\tapp\tlaunched\tadvise exit\tscenarios\tfindings\tdropped (not loading)\tbody runs\ttop saving\tedits apply\ttop edit launches\tseconds\twhat stops it\n'

# advise TRIAL NAME DIR [SCENARIOS]: one row.
advise() {
  local trial=$1 name=$2 dir=$3 scenarios=${4:-}
  local launched=no status=- shown=- findings=- dropped=- before=- top=- apply=- relaunch=- seconds=- stops=""
  if [ ! -d "$dir" ]; then
    printf '%s\t%s\tno\t-\t-\t-\t-\t-\t-\t-\t-\t-\tno folder %s\n' "$trial" "$name" "$dir"
    return
  fi
  timeout 90 "$VG" explain "$dir" >/dev/null 2>&1 </dev/null && launched=yes
  local start
  start=$(date +%s.%N)
  status=0
  timeout "$TIMEOUT" "$VG" advise "$dir" ${scenarios:+"$scenarios"} --format json >"$WORK/out" 2>"$WORK/err" </dev/null || status=$?
  seconds=$(printf '%.0f' "$(echo "$(date +%s.%N) - $start" | bc)")
  if [ -n "${LOGS:-}" ]; then
    mkdir -p "$LOGS" && cp "$WORK/out" "$LOGS/$trial-$name.json" && cp "$WORK/err" "$LOGS/$trial-$name.err"
  fi
  if [ "$status" = 0 ] && jq -e '.advice' "$WORK/out" >/dev/null 2>&1; then
    shown=$(jq -r '(if .advice.explored then "explored " else "" end) + (.advice.scenarios | length | tostring)' "$WORK/out")
    findings=$(jq '.advice.findings | length' "$WORK/out")
    dropped=$(jq -r '"\(.advice.dropped | length) (\([.advice.dropped[] | select(.droppedBecause | startswith("the edited program does not load"))] | length))"' "$WORK/out")
    before=$(jq '.advice.totalBefore' "$WORK/out")
    top=$(jq -r '.advice.findings[0] // empty | "\(.totalBefore) → \(.totalAfter) (−\(((.totalBefore - .totalAfter) * 100 / .totalBefore) | round)%) \(.kind)"' "$WORK/out")
    top=${top:--}
    if [ "$findings" -gt 0 ]; then
      # Each finding's diffs, applied to a fresh copy of the app (paths in the diffs are the app's).
      local ok=0 index
      for ((index = 0; index < findings; index++)); do
        rm -rf "$WORK/copy" && cp -R "$dir" "$WORK/copy"
        local good=yes edit count
        count=$(jq ".advice.findings[$index].edits | length" "$WORK/out")
        for ((edit = 0; edit < count; edit++)); do
          local path target
          path=$(jq -r ".advice.findings[$index].edits[$edit].path" "$WORK/out")
          target="$WORK/copy/${path#"$dir"/}"
          [ -e "$target" ] || { mkdir -p "$(dirname "$target")"; : >"$target"; }
          jq -r ".advice.findings[$index].edits[$edit].diff" "$WORK/out" >"$WORK/diff"
          patch -s -f "$target" "$WORK/diff" >/dev/null 2>&1 || good=no
        done
        [ "$good" = yes ] && ok=$((ok + 1))
        if [ "$index" = 0 ]; then
          relaunch=no
          [ "$good" = yes ] && timeout 90 "$VG" explain "$WORK/copy" >/dev/null 2>&1 </dev/null && relaunch=yes
        fi
      done
      apply="$ok/$findings"
    fi
  else
    status=${status/#0/1}
    stops=$(grep -m1 -E 'error:' "$WORK/err" | sed "s|$dir/||" | cut -c1-200)
    [ "$status" = 124 ] && stops="timed out after ${TIMEOUT}s"
    [ -z "$stops" ] && grep -q 'Program crashed\|Fatal error' "$WORK/err" && stops="crash: $(grep -m1 'Fatal error\|Program crashed' "$WORK/err" | cut -c1-200)"
    stops=${stops:-"exit $status: $(head -1 "$WORK/err" | cut -c1-200)"}
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$trial" "$name" "$launched" "$status" "$shown" "$findings" \
    "$dropped" "$before" "$top" "$apply" "$relaunch" "$seconds" "$stops"
}

rows=$WORK/rows
{
  while IFS=$'\t' read -r name _; do
    case "$name" in '' | \#*) continue ;; esac
    case " ${seen:-} " in *" $name "*) continue ;; esac  # an app of several repositories: one row
    seen="${seen:-} $name"
    file="$HERE/scenarios/$name.swift"
    [ -f "$file" ] || file=""
    advise 1 "$name" "$APPS1/$name" "$file"
  done <"$HERE/apps.tsv"
  while IFS=$'\t' read -r name _; do
    case "$name" in '' | \#* | name) continue ;; esac
    file="$HERE/scenarios-2/$name.swift"
    [ -f "$file" ] || file=""
    advise 2 "$name" "$APPS2/$name" "$file"
  done <"$HERE/apps-2.tsv"
} | tee "$rows"

# Sums per trial and in all.
awk -F'\t' '
  { for (s = 1; s <= 2; s++) { t = (s == 1) ? $1 : "all"
      n[t]++; if ($3 == "yes") l[t]++; if ($3 == "yes" && $4 == "0") ok[t]++
      if ($3 == "yes" && $4 != "0") bad[t]++
      if ($6 ~ /^[0-9]+$/ && $6 > 0) { with[t]++; found[t] += $6
        split($9, p, " "); saved[t] += p[1] - p[3]; runs[t] += p[1] }
      if ($10 ~ /\//) { split($10, a, "/"); applied[t] += a[1]; diffs[t] += a[2] }
      if ($11 == "yes") relaunched[t]++ } }
  END { for (s = 1; s <= 3; s++) { t = (s == 3) ? "all" : s
      printf "# trial %s: %d apps, %d launched, advise exit 0 on %d of them (%d not), %d with findings (%d findings), top edits save %d of %d body runs (%.0f%%), %d of %d findings apply, %d top edits relaunch\n",
        t, n[t], l[t], ok[t], bad[t], with[t], found[t], saved[t], runs[t], runs[t] ? saved[t] * 100 / runs[t] : 0, applied[t], diffs[t], relaunched[t] } }' "$rows"
