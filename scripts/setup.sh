#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine: JavaScriptCore from WebKitGTK
# (libjavascriptcoregtk-4.1-dev), when pkg-config cannot already find it.
set -euo pipefail

if pkg-config --exists javascriptcoregtk-4.1 2>/dev/null; then
  exit 0
fi

echo "setup: installing libjavascriptcoregtk-4.1-dev (JavaScriptCore) with apt-get" >&2
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends libjavascriptcoregtk-4.1-dev pkg-config >/dev/null
pkg-config --exists javascriptcoregtk-4.1 || { echo "setup: JavaScriptCore is still not found by pkg-config" >&2; exit 1; }
