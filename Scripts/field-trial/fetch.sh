#!/usr/bin/env bash
# Recreates the field trial's app folders from apps.tsv.
#   Scripts/field-trial/fetch.sh [MIRRORS] [OUT]
# MIRRORS: the folder of bare mirrors, laid out as MIRRORS/owner+name/repo (default /work/.mirror);
# OUT: where each app's folder goes, OUT/NAME (default /work/trial/apps). Assumes the mirrors were
# already fetched; prints the ones that are missing and goes on.
# apps.tsv: NAME<TAB>owner/repo[@ref]<TAB>subfolder... (space-separated; ref defaults to HEAD). A NAME
# on several lines is one app made of several repositories (an app and a package it depends on).
# Each subfolder's files land under OUT/NAME/<last path component of the subfolder> ("." takes the
# whole repository, as it is, into OUT/NAME); test targets
# (*Tests, *UITests), package manifests (Package.swift), .xcodeproj and .swiftpm are dropped.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
MIRRORS=${1:-/work/.mirror}
OUT=${2:-/work/trial/apps}
mkdir -p "$OUT"
missing=0
seen=" "
while IFS=$'\t' read -r name source subdirs; do
  [ -z "$name" ] && continue
  case "$name" in \#*) continue ;; esac
  repo=${source%%@*}
  ref=HEAD
  [ "$source" != "$repo" ] && ref=${source#*@}
  gitdir="$MIRRORS/${repo/\//+}/repo"
  [ -d "$gitdir/.git" ] && gitdir="$gitdir/.git"
  if [ ! -d "$gitdir" ]; then
    echo "missing mirror: $repo (for $name)" >&2
    missing=$((missing + 1))
    continue
  fi
  case "$seen" in *" $name "*) ;; *) rm -rf "${OUT:?}/$name"; seen="$seen$name " ;; esac
  mkdir -p "$OUT/$name"
  tmp=$(mktemp -d)
  for sub in $subdirs; do
    if [ "$sub" = . ]; then
      # The whole repository (its folders have spaces in their names, say).
      git --git-dir="$gitdir" archive "$ref" | tar -x -C "$OUT/$name"
      continue
    fi
    if ! git --git-dir="$gitdir" archive "$ref" "$sub" | tar -x -C "$tmp"; then
      echo "missing folder: $repo $ref:$sub (for $name)" >&2
      missing=$((missing + 1))
      continue
    fi
    dest="$OUT/$name/$(basename "$sub")"
    [ -e "$dest" ] && dest="$OUT/$name/$(echo "$sub" | tr / -)"
    mv "$tmp/$sub" "$dest"
  done
  rm -rf "$tmp"
  find "$OUT/$name" -depth \( -name '*Tests' -o -name '*UITests' -o -name '*.xcodeproj' -o -name '.swiftpm' \) -type d -exec rm -rf {} +
  find "$OUT/$name" -name Package.swift -type f -delete
  echo "$name: $(find "$OUT/$name" -name '*.swift' | wc -l) Swift files"
done <"$HERE/apps.tsv"
[ "$missing" -eq 0 ] || echo "$missing missing" >&2
