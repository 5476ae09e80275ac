#!/usr/bin/env bash
# Installs code-server 4.100.3 (VS Code 1.100.3, the last release on Node 20) into a cache folder
# for the extension's end-to-end test, following the recipe of the project's tooling notes (npm with allowScripts, its postinstall, Debian's ripgrep). Reused when
# already installed. Usage: install-code-server.sh [DIR]; prints the path of the code-server binary.
set -euo pipefail
DIR="${1:-${CODE_SERVER_DIR:-$(cd "$(dirname "$0")/.." && pwd)/node_modules/.cache/code-server}}"
VERSION=4.100.3
BIN="$DIR/node_modules/code-server/out/node/entry.js"
if [ -f "$DIR/.installed-$VERSION" ] && [ -f "$BIN" ]; then
  echo "$DIR/node_modules/.bin/code-server"
  exit 0
fi
log() { echo "install-code-server: $*" >&2; }
# system libraries: kerberos headers for the native module, ripgrep instead of the downloaded one
if ! command -v rg >/dev/null 2>&1 || ! dpkg -s libkrb5-dev >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    log "apt-get install libkrb5-dev ripgrep"
    (apt-get install -y -qq libkrb5-dev ripgrep >/dev/null 2>&1 || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libkrb5-dev ripgrep >/dev/null; })
  else
    log "libkrb5-dev or ripgrep missing and not root"; exit 1
  fi
fi
rm -rf "$DIR"
mkdir -p "$DIR"
cd "$DIR"
cat > package.json <<JSON
{ "name": "code-server-cache", "private": true, "allowScripts": { "argon2": true, "code-server": false } }
JSON
log "npm i code-server@$VERSION (about 40 s)"
npm i --no-audit --no-fund --loglevel=error "code-server@$VERSION" >&2
VS="node_modules/code-server/lib/vscode/package.json"
node -e '
const fs = require("fs"); const f = process.argv[1]; const p = JSON.parse(fs.readFileSync(f, "utf8"));
p.allowScripts = { "@vscode/ripgrep": false, "@parcel/watcher": true, "@vscode/spdlog": true, "@vscode/sqlite3": true,
  "@vscode/windows-registry": true, "kerberos": true, "native-watchdog": true, "node-pty": true, "@vscode/deviceid": true,
  "@vscode/policy-watcher": true, "@vscode/native-watchdog": true, "argon2": true, "keytar": true };
fs.writeFileSync(f, JSON.stringify(p, null, 2));' "$VS"
log "postinstall"
(cd node_modules/code-server && npm_config_yes=true npm_config_unsafe_perm=true npm_config_user_agent="npm/11 node/v20 linux x64" sh ./postinstall.sh >&2)
RG_DIR=node_modules/code-server/lib/vscode/node_modules/@vscode/ripgrep/bin
mkdir -p "$RG_DIR"
ln -sf "$(command -v rg)" "$RG_DIR/rg"
touch ".installed-$VERSION"
echo "$DIR/node_modules/.bin/code-server"
