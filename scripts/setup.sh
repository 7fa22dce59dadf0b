#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine, each only when missing:
# JavaScriptCore from WebKitGTK (libjavascriptcoregtk-4.1-dev, found through pkg-config),
# SQLite's headers (libsqlite3-dev, for BridgeStorage through GRDB), Brotli's decoder
# (libbrotli-dev, for BridgeNetworking's `br` bodies) and
# TypeScript's compiler (node-typescript: `tsc` checks the generated declarations in the tests).
set -euo pipefail

missing=()
pkg-config --exists javascriptcoregtk-4.1 2>/dev/null || missing+=(libjavascriptcoregtk-4.1-dev pkg-config)
pkg-config --exists sqlite3 2>/dev/null || missing+=(libsqlite3-dev)
pkg-config --exists libbrotlidec 2>/dev/null || missing+=(libbrotli-dev)
command -v tsc >/dev/null 2>&1 || missing+=(node-typescript)

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

echo "setup: installing ${missing[*]} with apt-get" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
for package in "${missing[@]}"; do
  $SUDO apt-get install -y -qq --no-install-recommends "$package" >/dev/null
done
pkg-config --exists javascriptcoregtk-4.1 || { echo "setup: JavaScriptCore is still not found by pkg-config" >&2; exit 1; }
pkg-config --exists sqlite3 || { echo "setup: SQLite is still not found by pkg-config" >&2; exit 1; }
pkg-config --exists libbrotlidec || { echo "setup: Brotli is still not found by pkg-config" >&2; exit 1; }
command -v tsc >/dev/null || { echo "setup: tsc is still not on PATH" >&2; exit 1; }
