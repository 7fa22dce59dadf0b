#!/bin/bash
# Counts the public declarations of each library product (lines declaring something public,
# attributes allowed before; `public import` not counted) at a revision.
# Usage: scripts/public-surface.sh [REVISION]   (default HEAD)
set -euo pipefail
rev=${1:-HEAD}
for t in BridgeCore BridgeRuntime BridgeTesting BridgeBundles BridgeStorage BridgeNetworking BridgeUI; do
  n=$(git grep -hE "^\s*(@[A-Za-z]+(\([^)]*\))?\s+)*(nonisolated\s+)?public\s" $rev -- "Sources/$t" | grep -v "public import" | wc -l)
  echo "$t $n"
done
