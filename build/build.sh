#!/usr/bin/env bash
# Build the one-folder, windowed app: build/dist/CabbageTable/CabbageTable
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath build/dist --workpath build/work build/cabbage_table.spec
echo "built: build/dist/CabbageTable/CabbageTable"
