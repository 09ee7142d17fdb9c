#!/usr/bin/env bash
# The frozen app passes the same headless self-play check as the source tree.
set -euo pipefail
cd "$(dirname "$0")/.."
exe=build/dist/CabbageTable/CabbageTable
[ -x "$exe" ] || { echo "no frozen app at $exe: run build/build.sh"; exit 1; }
check() {
  local out
  out=$("$exe" "$@")
  local last
  last=$(printf '%s\n' "$out" | tail -n 1)
  echo "frozen $*: $last"
  printf '%s\n' "$last" | grep -Eq '^result: winner=[0-9+]+ scores=[0-9,-]+' \
    || { echo "FAILED: no result line"; printf '%s\n' "$out" | tail -n 20; exit 1; }
}
check --selfplay intrigue --seats search,heuristic,random,random --seed 7
if "$exe" --selfplay garden --seats random --seed 3 --quiet >/dev/null 2>&1; then
  check --selfplay garden --seats random --seed 3
fi
SDL_VIDEODRIVER=dummy "$exe" --screenshot /tmp/frozen-shot.png --game intrigue \
  --seats human,heuristic,random --seed 3 --moves 6 \
  && echo "frozen screenshot: $(stat -c %s /tmp/frozen-shot.png) bytes"
echo "frozen checks passed"
