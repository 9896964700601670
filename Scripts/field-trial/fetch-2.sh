#!/usr/bin/env bash
# Recreates the app clones of a field trial of issue 36 from its list (apps-2.tsv: the second
# trial; apps-3.tsv: the third trial's held-out set).
#   [LIST=apps-3.tsv] Scripts/field-trial/fetch-2.sh [MIRRORS] [OUT]
# LIST: the list of apps, a file name in this folder or a path (default apps-2.tsv). MIRRORS: the
# folder of bare mirrors, laid out as MIRRORS/owner+name/repo (default /work/.mirror, where the
# session's `fetch` tool puts them); OUT: where each app's clone goes, OUT/NAME (default
# /work/trial-apps for apps-2.tsv, /work/trial-apps-N for apps-N.tsv, so the third trial's held-out
# set goes to /work/trial-apps-3). Each app is its repository's whole tree at the commit the list
# names, as a user's clone is (manifests, projects and tests kept): the trial launches the clone's
# root. A mirror may lack some large blobs (images, archives); those files are left out and counted.
# Prints the mirrors that are missing and goes on.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
LIST=${LIST:-apps-2.tsv}
case "$LIST" in */*) ;; *) LIST=$HERE/$LIST ;; esac
[ -f "$LIST" ] || { echo "no list $LIST" >&2; exit 2; }
# apps-2.tsv's clones are /work/trial-apps; apps-N.tsv's (N > 2) /work/trial-apps-N.
n=$(basename "$LIST" .tsv); n=${n#apps-}; n=${n#apps}
case "$n" in '' | 2) default_out=/work/trial-apps ;; *) default_out=/work/trial-apps-$n ;; esac
MIRRORS=${1:-/work/.mirror}
OUT=${2:-$default_out}
mkdir -p "$OUT"
missing=0
while IFS=$'\t' read -r name repo commit _; do
  case "$name" in '' | \#* | name) continue ;; esac
  gitdir="$MIRRORS/${repo/\//+}/repo"
  [ -d "$gitdir/.git" ] && gitdir="$gitdir/.git"
  if [ ! -d "$gitdir" ] || ! git --git-dir="$gitdir" cat-file -e "$commit^{tree}" 2>/dev/null; then
    echo "missing mirror or commit: $repo@$commit (for $name)" >&2
    missing=$((missing + 1))
    continue
  fi
  rm -rf "${OUT:?}/$name"
  mkdir -p "$OUT/$name"
  # Every blob of the tree the mirror holds (git archive stops at the first missing one).
  python3 - "$gitdir" "$commit" "$OUT/$name" <<'PY'
import os, subprocess, sys
gitdir, ref, out = sys.argv[1:4]
tree = subprocess.run(['git', '--git-dir', gitdir, 'ls-tree', '-r', '-z', ref], capture_output=True, check=True).stdout
entries = []
for rec in tree.split(b'\0'):
    if rec:
        meta, path = rec.split(b'\t', 1)
        mode, kind, sha = meta.split()
        if kind == b'blob' and mode != b'120000':
            entries.append((sha.decode(), path.decode('utf-8', 'surrogateescape')))
cat = subprocess.Popen(['git', '--git-dir', gitdir, 'cat-file', '--batch'], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
absent = 0
for sha, path in entries:
    cat.stdin.write((sha + '\n').encode()); cat.stdin.flush()
    header = cat.stdout.readline().split()
    if len(header) < 3 or header[1] == b'missing':
        absent += 1
        continue
    data = cat.stdout.read(int(header[2])); cat.stdout.read(1)
    dest = os.path.join(out, path)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    with open(dest, 'wb') as f:
        f.write(data)
cat.stdin.close(); cat.wait()
print(f'{os.path.basename(out)}: {len(entries) - absent} files' + (f' ({absent} not in the mirror)' if absent else ''))
PY
done <"$LIST"
[ "$missing" -eq 0 ] || echo "$missing missing" >&2
