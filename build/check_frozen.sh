#!/usr/bin/env bash
# The frozen app passes the same headless self-play check as the source tree.
set -euo pipefail
cd "$(dirname "$0")/.."
exe=build/dist/CabbageTable/CabbageTable
[ -x "$exe" ] || { echo "no frozen app at $exe: run build/build.sh"; exit 1; }
check() {
  local out pattern='^result: winner=[0-9+]+ scores=[0-9,-]+'
  if [ "$1" = "--garden" ]; then   # the Garden's line ends with each garden's ribbon
    shift
    pattern="$pattern ribbons=(none|white|yellow|red|blue)(,(none|white|yellow|red|blue))*\$"
  fi
  out=$("$exe" "$@")
  local last
  last=$(printf '%s\n' "$out" | tail -n 1)
  echo "frozen $*: $last"
  printf '%s\n' "$last" | grep -Eq "$pattern" \
    || { echo "FAILED: no result line"; printf '%s\n' "$out" | tail -n 20; exit 1; }
}
check --selfplay intrigue --seats search,heuristic,random,random --seed 7
check --garden --selfplay garden --seats search --seed 3
check --garden --selfplay garden --seats search,heuristic --seed 3 --option grasshoppers=on
SDL_VIDEODRIVER=dummy "$exe" --screenshot /tmp/frozen-shot.png --game intrigue \
  --seats human,heuristic,random --seed 3 --moves 6
echo "frozen screenshot: $(stat -c %s /tmp/frozen-shot.png) bytes"
SDL_VIDEODRIVER=dummy "$exe" --screenshot /tmp/frozen-garden.png --game garden \
  --seats human --seed 3 --moves 3
echo "frozen Garden screenshot: $(stat -c %s /tmp/frozen-garden.png) bytes"
echo "frozen checks passed"
