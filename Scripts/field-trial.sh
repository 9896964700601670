#!/usr/bin/env bash
# Field trial: do real SwiftUI apps load and launch as they are?
#   Scripts/field-trial.sh APP_FOLDER...
# Each folder is one app (every .swift file under it forms one program). For each app it prints one
# row: name, Swift files, lines, loaded (parsed + lowered: `viewgraph test` reads it), launched (the
# root was built: `viewgraph explain` succeeds; "scen" when only a passing scenario launched it, as an
# app that loads from the network at launch needs its scenario's stubs), the unit count after launch, warnings, errors, wall
# time, scenarios passed, and the diagnostics grouped by kind (the message with quoted names replaced
# by '…'). Then the kinds over all apps, and a last line "N of M launched" (with SCENARIOS also
# "P of S scenarios passed in A apps").
#
#   VIEWGRAPH   the command to run (default: a debug build of this package, built once first),
#               e.g. VIEWGRAPH=/path/to/viewgraph-baseline
#   TIMEOUT     seconds allowed per viewgraph run (default 60)
#   LOGS        a folder to keep each app's full output in, as NAME.log (default: not kept)
#   SCENARIOS   a folder of NAME.swift files of #scenario blocks, one per app, kept outside the repo
#               (the apps' code is not ours): when DIR/NAME.swift exists, `viewgraph test APP_FOLDER
#               DIR/NAME.swift` runs them as one program with the app, and the SCENARIOS column says
#               "P/S passed" (S: the scenarios run, or the file's #scenario blocks when the run
#               fails to load or times out: then none passed and NOTES says why); "-" without a
#               file (default: no scenarios)
#
# --root is passed only when ViewGraph says several views could be the root: the run is retried with
# the first candidate it lists, and the row notes "root=NAME". The script never stops on one app.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 APP_FOLDER..." >&2
  exit 2
fi

REPO=$(cd "$(dirname "$0")/.." && pwd)
TIMEOUT=${TIMEOUT:-60}
if [ -n "${VIEWGRAPH:-}" ]; then
  read -r -a VG <<<"$VIEWGRAPH"
else
  swift build -c debug --package-path "$REPO" --product viewgraph >&2
  VG=("$(swift build -c debug --package-path "$REPO" --show-bin-path)/viewgraph")
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
if [ -n "${LOGS:-}" ]; then mkdir -p "$LOGS"; fi
: >"$WORK/all-diags"

# Runs viewgraph with a timeout; stdout to $1, stderr to $2; prints the exit status (124: timeout).
run_vg() {
  local out=$1 err=$2
  shift 2
  local status=0
  timeout "$TIMEOUT" "${VG[@]}" "$@" >"$out" 2>"$err" </dev/null || status=$?
  echo "$status"
}

# The diagnostics of a stderr file, one per line: "error<TAB>normalised message<TAB>first quoted name".
diagnostics() {
  sed -nE 's/^.+:[0-9]+:[0-9]+: (error|warning): (.*)$/\1\t\2/p' "$1" |
    awk -F'\t' '{
      name = ""
      if (match($2, /\047[^\047]*\047/)) name = substr($2, RSTART + 1, RLENGTH - 2)
      msg = $2
      gsub(/\047[^\047]*\047/, "\047…\047", msg)
      sub(/; .*$/, "", msg); sub(/: ViewGraph .*$/, "", msg); sub(/ by ViewGraph/, "", msg)
      gsub(/[0-9]+/, "N", msg)
      print $1 "\t" msg "\t" name
    }'
}

# Groups "[app<TAB>]kind<TAB>message<TAB>name" lines (from stdin) by kind and message:
# "kind<TAB>apps<TAB>count<TAB>message<TAB>the three names seen most", errors first, most frequent first.
group_kinds() {
  sort | uniq -c | sort -k1,1nr | awk -v with_app="$1" '{
    n = $1; sub(/^ *[0-9]+ /, ""); split($0, f, "\t")
    if (with_app) { app = f[1]; kind = f[2]; msg = f[3]; name = f[4] } else { app = ""; kind = f[1]; msg = f[2]; name = f[3] }
    k = kind "\t" msg
    if (!(k in count)) order[++keys] = k
    count[k] += n
    if (!((k, app) in seen)) { seen[k, app] = 1; apps[k]++ }
    if (name != "" && !((k, "name", name) in seen) && names_of[k]++ < 3) {
      seen[k, "name", name] = 1; names[k] = names[k] (names[k] == "" ? "" : ", ") name
    } else if (name != "" && !((k, "name", name) in seen)) { seen[k, "name", name] = 1; more[k] = 1 }
  } END {
    for (i = 1; i <= keys; i++) {
      k = order[i]; split(k, km, "\t")
      print km[1] "\t" apps[k] "\t" count[k] "\t" km[2] "\t" names[k] (more[k] ? ", …" : "")
    }
  }' | sort -t$'\t' -k1,1 -k3,3nr
}

now() { date +%s.%N; }

ROW='%-20s %5s %6s  %-6s %-8s %5s %5s %5s %7s  %-11s  %s\n'
printf "$ROW" APP FILES LINES LOADED LAUNCHED UNITS WARN ERR TIME SCENARIOS "DIAGNOSTICS BY KIND (E errors, W warnings); NOTES"
total=0
launched_count=0
scen_apps=0
scen_total=0
scen_passed=0
for dir in "$@"; do
  total=$((total + 1))
  name=$(basename "$dir")
  log="$WORK/$name.log"
  : >"$log"
  if [ ! -d "$dir" ] && [ ! -f "$dir" ]; then
    printf "$ROW" "$name" - - no no - - - - - "no such folder"
    continue
  fi
  files=$(find "$dir" -name '*.swift' -type f | wc -l)
  lines=$(find "$dir" -name '*.swift' -type f -print0 | xargs -0 -r cat | wc -l)
  notes=""
  start=$(now)

  # 1. Load: `test` parses and lowers; an app without #scenario blocks has nothing more to run.
  status=$(run_vg "$WORK/out" "$WORK/err" test "$dir")
  { echo "\$ viewgraph test $dir   (exit $status)"; cat "$WORK/out" "$WORK/err"; } >>"$log"
  loaded=no
  if [ "$status" = 124 ]; then
    notes="test timed out after ${TIMEOUT}s"
  elif ! grep -q 'could not be loaded' "$WORK/out" && { [ "$status" != 2 ] || grep -q 'no scenario ran' "$WORK/err"; }; then
    # An app without scenarios loads, and `test` says no scenario ran (exit 2).
    loaded=yes
  elif ! grep -q 'could not be loaded' "$WORK/out"; then
    notes="test exit $status"
  fi
  diag_file="$WORK/err"

  # 2. Launch: `explain` builds the root and prints "Root — after launch, N units" first.
  launched=no
  units=-
  if [ "$loaded" = yes ]; then
    status=$(run_vg "$WORK/out" "$WORK/err2" explain "$dir")
    { echo; echo "\$ viewgraph explain $dir   (exit $status)"; cat "$WORK/out" "$WORK/err2"; } >>"$log"
    candidate=$(sed -nE "s/^.*several [a-z ]+ could be the root: '([^']+)'.*$/\1/p" "$WORK/err2" | head -1)
    if [ "$status" != 0 ] && [ -n "$candidate" ]; then
      notes="root=$candidate (several candidates)"
      status=$(run_vg "$WORK/out" "$WORK/err2" explain "$dir" --root "$candidate")
      { echo; echo "\$ viewgraph explain $dir --root $candidate   (exit $status)"; cat "$WORK/out" "$WORK/err2"; } >>"$log"
    fi
    [ "$status" = 124 ] && notes="${notes:+$notes; }explain timed out after ${TIMEOUT}s"
    if [ "$status" = 0 ]; then
      launched=yes
      launched_count=$((launched_count + 1))
      units=$(head -1 "$WORK/out" | sed -nE 's/^.* after launch, ([0-9]+) units?.*$/\1/p')
      units=${units:--}
    fi
    diag_file="$WORK/err2"
  fi
  seconds=$(echo "$(now) - $start" | bc)

  # 3. Scenarios: the app and SCENARIOS/NAME.swift as one program (not counted in TIME).
  scenarios=-
  scen_file="${SCENARIOS:+$SCENARIOS/$name.swift}"
  if [ -n "$scen_file" ] && [ -f "$scen_file" ]; then
    count=$(grep -cE '^[[:space:]]*#scenario[[:space:]]*\(' "$scen_file" || true)
    status=$(run_vg "$WORK/out" "$WORK/err3" test "$dir" "$scen_file")
    { echo; echo "\$ viewgraph test $dir $scen_file   (exit $status)"; cat "$WORK/out" "$WORK/err3"; } >>"$log"
    summary=$(sed -nE 's/^([0-9]+) passed, ([0-9]+) failed.*$/\1 \2/p' "$WORK/out" | tail -1)
    passed=0
    if [ "$status" = 124 ]; then
      notes="${notes:+$notes; }scenarios timed out after ${TIMEOUT}s"
    elif grep -q 'could not be loaded' "$WORK/out"; then
      notes="${notes:+$notes; }scenarios could not be loaded"
    elif [ -n "$summary" ]; then
      read -r passed failed <<<"$summary"
      count=$((passed + failed))  # what ViewGraph ran, should the grep above count differently
    else
      notes="${notes:+$notes; }scenarios exit $status"
    fi
    scenarios="$passed/$count passed"
    if [ "$launched" = no ] && [ "$passed" -gt 0 ]; then
      # The plain launch needs what only a scenario gives (a network stub in `beforeLaunch:`): the
      # passing scenario launched it.
      launched=scen
      launched_count=$((launched_count + 1))
      notes="${notes:+$notes; }launched by its scenarios' beforeLaunch"
    fi
    scen_apps=$((scen_apps + 1))
    scen_total=$((scen_total + count))
    scen_passed=$((scen_passed + passed))
  fi

  diagnostics "$diag_file" >"$WORK/diags" || true
  warnings=$(grep -c '^warning' "$WORK/diags" || true)
  errors=$(grep -c '^error' "$WORK/diags" || true)
  kinds=$(group_kinds "" <"$WORK/diags" | awk -F'\t' '{
    printf "%s%s:%d %s%s", (NR > 1 ? " | " : ""), ($1 == "error" ? "E" : "W"), $3, $4, ($5 != "" ? " (" $5 ")" : "") }')
  sed "s/^/$name\t/" "$WORK/diags" >>"$WORK/all-diags"
  [ -n "$notes" ] && kinds="${kinds:+$kinds | }$notes"
  printf "$ROW" "$name" "$files" "$lines" "$loaded" "$launched" "$units" "$warnings" "$errors" "$(printf '%.1fs' "$seconds")" "$scenarios" "$kinds"
  if [ -n "${LOGS:-}" ]; then cp "$log" "$LOGS/$name.log"; fi
done

# Every kind of diagnostic over all apps: how many apps show it, how often in all.
if [ -s "$WORK/all-diags" ]; then
  echo
  echo "Kinds over all apps (apps, occurrences, names seen most):"
  group_kinds 1 <"$WORK/all-diags" | sort -t$'\t' -k2,2nr -k3,3nr |
    awk -F'\t' '{ printf "%3d apps %5d×  %-7s %s%s\n", $2, $3, $1, $4, ($5 != "" ? " (" $5 ")" : "") }'
fi
echo
if [ -n "${SCENARIOS:-}" ]; then
  echo "$launched_count of $total launched; $scen_passed of $scen_total scenarios passed in $scen_apps apps"
else
  echo "$launched_count of $total launched"
fi
