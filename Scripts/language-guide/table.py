#!/usr/bin/env python3
"""Prints results.tsv as the Markdown table the README shows (names and counts only)."""

import csv
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "results.tsv")
    with open(path, encoding="utf-8") as file:
        rows = list(csv.DictReader(file, delimiter="\t"))
    print("| chapter | listings | excluded | with shown output | pass | ran without error |")
    print("|---|---:|---:|---:|---:|---:|")
    for row in rows:
        shown, passed = int(row["with_shown_output"]), int(row["passed"])
        percent = f" ({100 * passed / shown:.0f}%)" if shown else ""
        name = f"**{row['chapter']}**" if row["chapter"] == "TOTAL" else row["chapter"]
        print(f"| {name} | {row['listings']} | {row['excluded']} | {shown} | {passed}{percent} | {row['ran_without_error']} of {row['included']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
