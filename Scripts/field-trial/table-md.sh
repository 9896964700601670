#!/usr/bin/env bash
# Turns run-set.sh's TSV into the Markdown tables of docs/field-trial.md, one per set.
#   Scripts/field-trial/table-md.sh table.tsv [heldout|working]...
# Columns: app, platform · style, lines, launched, units, deep, scenarios, what stops it (the
# first error line; for an app that launched but is not deep, the first-screen types missing).
set -euo pipefail
TSV=$1
shift
SETS=${*:-heldout working}
for set in $SETS; do
  awk -F'\t' -v set="$set" '
    $2 == set {
      n++; if ($5 == "yes") l++; if ($7 ~ /^yes/) d++; if ($7 ~ /^(yes|no)/) j++
      if ($11 ~ /\//) { split($11, p, "/"); sp += p[1]; st += p[2] }
      stops = $10
      if (stops == "" && $7 ~ /^no/) stops = "not deep: " $8 " not in the launch tree"
      gsub(/\|/, "\\|", stops); gsub(/\|/, "\\|", $3)
      deep = $7; sub(/ /, " (", deep); if (deep != "-") deep = deep ")"
      rows = rows sprintf("| %s | %s | %s | %s | %s | %s | %s | %s |\n", $1, $3, $4, $5, $6, deep, $11, stops)
    }
    END {
      printf "**%s: %d of %d launched, %d of %d judged deep, %d of %d scenarios passed.**\n\n", (set == "heldout" ? "Held-out set" : "Working set"), l, n, d, j, sp, st
      print "| app | platform · style | lines | launched | units | deep | scenarios | what stops it |"
      print "|---|---|---:|---|---:|---|---|---|"
      printf "%s\n", rows
    }' "$TSV"
done
