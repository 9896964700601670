#!/usr/bin/env bash
# A field trial of issue 36: launch each app of a list (apps-2.tsv: the second trial; apps-3.tsv:
# the third trial's held-out set) with one ViewGraph binary and judge how deep the launch reached.
#   [LIST=apps-3.tsv] Scripts/field-trial/run-set.sh BINARY heldout|working|all [APPS] > table.tsv
# BINARY: the viewgraph executable to measure (e.g. a debug build of the commit under test).
# APPS: the folder holding one clone per app, APPS/NAME (default /work/trial-apps; make it with
# fetch-2.sh, given the same LIST). Each app is launched as a user would: `viewgraph explain
# APPS/NAME` with no option, the clone's root as it is (absolute path), within TIMEOUT seconds
# (default 90).
#
# One TSV row per app (header first): app, set, platform · style, Swift lines, launched (yes/no),
# units after launch, deep (yes/no and k/n: k of the n view types the list names for the app's real
# first screen appear in the launch tree, where "A|B" is one type that may be either; yes when k >= 60% of n; "-" when the first screen was not
# read), the missing first-screen types, seconds, what stops it (the first error line, or the crash,
# or the timeout), and, with SCENARIOS set, the scenarios passed (P/S). The last lines (starting
# with '#') sum each column per set.
#
#   LIST       the list of apps, a file name in this folder or a path (default apps-2.tsv)
#   TIMEOUT    seconds per run (default 90)
#   LOGS       a folder to keep each app's whole output in, as NAME.out / NAME.err (default: none)
#   REUSE      a LOGS folder of an earlier run with this binary: its outputs are read again instead of
#              launching (to judge depth after the first screens were filled in), scenarios still run
#   SCENARIOS  a folder of NAME.swift files of #scenario blocks (default
#              Scripts/field-trial/scenarios-2 for apps-2.tsv, scenarios-N for apps-N.tsv):
#              `viewgraph test APPS/NAME FILE` runs them
set -uo pipefail

if [ $# -lt 2 ]; then
  echo "usage: $0 BINARY heldout|working|all [APPS]" >&2
  exit 2
fi
HERE=$(cd "$(dirname "$0")" && pwd)
VG=$1
WHICH=$2
APPS=$(cd "${3:-/work/trial-apps}" && pwd)
TIMEOUT=${TIMEOUT:-90}
LIST=${LIST:-apps-2.tsv}
case "$LIST" in */*) ;; *) LIST=$HERE/$LIST ;; esac
[ -f "$LIST" ] || { echo "no list $LIST" >&2; exit 2; }
# apps-N.tsv's scenarios are scenarios-N (apps-2.tsv's: scenarios-2).
n=$(basename "$LIST" .tsv); n=${n#apps-}; n=${n#apps}
SCENARIOS=${SCENARIOS:-$HERE/scenarios-${n:-2}}
case "$WHICH" in heldout | working | all) ;; *) echo "the set is heldout, working or all" >&2; exit 2 ;; esac
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Read from copies: the list (and this script) may be edited while a long run goes on.
cp "$LIST" "$WORK/apps.tsv"
main() {
[ -n "${LOGS:-}" ] && mkdir -p "$LOGS"

# The view types of the tree `explain` prints first: the first word of each tree line. A line that
# does not start with a space continues the line before it (until session 7, `explain`
# printed a string's newline as it is: `ForEach row (Option(title: "Rest ⏎Timer"))`). A nested
# type the tree names with its parent (`AppView.Render`) is also listed by its own name, as a list
# of first-screen types may write it.
tree_types() {
  awk 'NR == 1 { next } /^[^ ]/ { next } {
    line = $0
    gsub(/[│├└─ ]+/, " ", line); sub(/^ +/, "", line)
    split(line, w, " "); if (w[1] != "") print w[1]
    n = split(w[1], parts, "."); if (n > 1) print parts[n]
  }' "$1" | sort -u
}

printf 'app\tset\tplatform · style\tlines\tlaunched\tunits\tdeep\tmissing from the launch tree\tseconds\twhat stops it\tscenarios\n'
: >"$WORK/sums"
while IFS=$'\t' read -r name repo commit set style first note; do
  case "$name" in '' | \#* | name) continue ;; esac
  [ "$WHICH" = all ] || [ "$WHICH" = "$set" ] || continue
  dir="$APPS/$name"
  if [ ! -d "$dir" ]; then
    printf '%s\t%s\t%s\t-\tno\t-\t-\t-\t-\tno folder %s (run fetch-2.sh)\t-\n' "$name" "$set" "$style" "$dir"
    echo "$set no no 0" >>"$WORK/sums"
    continue
  fi
  lines=$(find "$dir" \( -name '*Tests' -o -name '*UITests' -o -name .build -o -name Pods -o -name Carthage -o -name DerivedData \) -prune -o \
    -name '*.swift' ! -name Package.swift ! -name Project.swift ! -name Workspace.swift -type f -print0 | xargs -0 -r cat | wc -l)
  if [ -n "${REUSE:-}" ] && [ -f "$REUSE/$name.status" ]; then
    cp "$REUSE/$name.out" "$WORK/out"; cp "$REUSE/$name.err" "$WORK/err"
    read -r status seconds <"$REUSE/$name.status"
  else
    start=$(date +%s.%N)
    status=0
    timeout "$TIMEOUT" "$VG" explain "$dir" >"$WORK/out" 2>"$WORK/err" </dev/null || status=$?
    seconds=$(printf '%.1f' "$(echo "$(date +%s.%N) - $start" | bc)")
  fi
  if [ -n "${LOGS:-}" ] && [ "${LOGS:-}" != "${REUSE:-}" ]; then
    cp "$WORK/out" "$LOGS/$name.out"; cp "$WORK/err" "$LOGS/$name.err"; echo "$status $seconds" >"$LOGS/$name.status"
  fi
  launched=no
  units=-
  stops=""
  if [ "$status" = 0 ]; then
    launched=yes
    units=$(head -1 "$WORK/out" | sed -nE 's/^.* after launch, ([0-9]+) units?.*$/\1/p')
    units=${units:--}
  elif [ "$status" = 124 ]; then
    stops="timed out after ${TIMEOUT}s"
  else
    stops=$(grep -m1 -E ': error: ' "$WORK/err" "$WORK/out" -h | sed "s|$dir/||")
    if [ -z "$stops" ] && grep -q 'Program crashed' "$WORK/err"; then
      stops="crash: $(grep -m1 -E '^ *[0-9]+ .* in viewgraph' "$WORK/err" | sed -E 's/^ *[0-9]+ +(\[ra\] )?0x[0-9a-f]+ //')"
    fi
    stops=${stops:-"exit $status: $(head -1 "$WORK/err")"}
  fi
  deep=-
  missing=-
  if [ "$first" != - ] && [ -n "$first" ]; then
    tree_types "$WORK/out" >"$WORK/types"
    total=0
    found=0
    missing=""
    for type in ${first//,/ }; do
      total=$((total + 1))
      # "A|B": the screen shows one of them (which one depends on the date, say).
      if [ "$launched" = yes ] && grep -qxF -e "${type//|/$'\n'}" "$WORK/types"; then
        found=$((found + 1))
      else
        missing="${missing:+$missing,}$type"
      fi
    done
    if [ $((found * 100)) -ge $((total * 60)) ] && [ "$launched" = yes ]; then deep="yes $found/$total"; else deep="no $found/$total"; fi
    missing=${missing:--}
  fi
  scenarios=-
  if [ -f "$SCENARIOS/$name.swift" ]; then
    timeout "$TIMEOUT" "$VG" test "$dir" "$SCENARIOS/$name.swift" >"$WORK/sout" 2>"$WORK/serr" </dev/null
    summary=$(sed -nE 's/^([0-9]+) passed, ([0-9]+) failed.*$/\1 \2/p' "$WORK/sout" | tail -1)
    count=$(grep -cE '^[[:space:]]*#scenario[[:space:]]*\(' "$SCENARIOS/$name.swift")
    if [ -n "$summary" ] && [ "$summary" != "0 0" ]; then
      read -r passed failed <<<"$summary"
      scenarios="$passed/$((passed + failed))"
    else  # the program did not load or launch: none of the file's scenarios passed
      scenarios="0/$count"
    fi
    if [ -n "${LOGS:-}" ]; then cat "$WORK/sout" "$WORK/serr" >"$LOGS/$name.scenarios"; fi
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$set" "$style" "$lines" "$launched" "$units" "$deep" "$missing" "$seconds" "$stops" "$scenarios"
  echo "$set $launched ${deep%% *} ${scenarios}" >>"$WORK/sums"
done <"$WORK/apps.tsv"

# Sums per set: apps, launched, deep (of the apps whose first screen was read), scenarios passed.
for s in heldout working all; do
  awk -v s="$s" '$1 == s || s == "all" {
    n++; if ($2 == "yes") l++
    if ($3 == "yes" || $3 == "no") { judged++; if ($3 == "yes") d++ }
    if ($4 ~ /\//) { split($4, p, "/"); sp += p[1]; st += p[2] }
  } END { if (n) printf "# %s: %d apps, %d launched, %d of %d judged deep, %d of %d scenarios passed\n", s, n, l, d, judged, sp, st }' "$WORK/sums"
done
}
main
exit
