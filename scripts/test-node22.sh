#!/usr/bin/env bash
# Runs the unit and route tests (vitest) on Node 22, next to the Node 20 this machine runs.
#
# Node 22 comes from the npm registry (the node-<os>-<arch> package: the official binary and its
# headers), so nothing is fetched from outside the registry. better-sqlite3 is a native addon built
# for the running Node's ABI; it is rebuilt for Node 22 from the installed package's sources in a
# separate directory (node_modules/.cache/vitae-node22/better-sqlite3) against those headers
# (node-gyp --nodedir), and scripts/node22-sqlite.mjs points Node 22 at that build. The Node 20
# build in node_modules/better-sqlite3/build is never touched, so `npm test` keeps working.
#
# Usage: scripts/test-node22.sh [vitest arguments, e.g. a test file]
# Env:   NODE22_VERSION (default 22: the newest 22.x; a cached download is reused)
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
cache="$root/node_modules/.cache/vitae-node22"
mkdir -p "$cache"
started=$SECONDS

# 1. Node 22 from the registry, unpacked once into $cache/node.
node22="$cache/node/bin/node"
if ! [ -x "$node22" ] || ! "$node22" --version | grep -q "^v${NODE22_VERSION:-22}\."; then
  pkg="node-$(node -p process.platform)-$(node -p process.arch)@${NODE22_VERSION:-22}"
  echo "test-node22: fetching $pkg from the npm registry"
  rm -rf "$cache/node" "$cache"/node-*.tgz
  tarball=$(cd "$cache" && npm pack --silent "$pkg" | tail -n 1)
  mkdir -p "$cache/node"
  tar -xzf "$cache/$tarball" -C "$cache/node" --strip-components=1
  rm -f "$cache/$tarball"
fi
version=$("$node22" --version)
abi=$("$node22" -p process.versions.modules)

# 2. better-sqlite3 for Node 22's ABI, built from the installed package's sources in its own tree.
addon="$cache/better-sqlite3/build/Release/better_sqlite3.node"
stamp="$version $(node -p "require('./node_modules/better-sqlite3/package.json').version")"
if ! [ -f "$addon" ] || [ "$(cat "$cache/better-sqlite3.stamp" 2>/dev/null)" != "$stamp" ]; then
  gyp="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")/node_modules/node-gyp/bin/node-gyp.js"
  [ -f "$gyp" ] || { echo "test-node22: npm's node-gyp not found at $gyp" >&2; exit 1; }
  echo "test-node22: building better-sqlite3 for Node $version (ABI $abi)"
  rm -rf "$cache/better-sqlite3"
  mkdir -p "$cache/better-sqlite3"
  cp -r node_modules/better-sqlite3/{binding.gyp,package.json,src,deps} "$cache/better-sqlite3/"
  build_started=$SECONDS
  (cd "$cache/better-sqlite3" && "$node22" "$gyp" rebuild --release --nodedir="$cache/node" --jobs=max) \
    >"$cache/build.log" 2>&1 || {
    tail -n 40 "$cache/build.log" >&2
    exit 1
  }
  echo "$stamp" >"$cache/better-sqlite3.stamp"
  echo "test-node22: built in $((SECONDS - build_started)) s"
fi

# 3. vitest on Node 22: node (and anything spawned as `node` or with process.execPath) is Node 22.
export PATH="$cache/node/bin:$PATH"
export VITAE_SQLITE_ADDON="$addon" VITAE_SQLITE_ADDON_ABI="$abi"
export NODE_OPTIONS="${NODE_OPTIONS:+$NODE_OPTIONS }--import=$root/scripts/node22-sqlite.mjs"
echo "test-node22: vitest on Node $(node --version)"
status=0
node node_modules/vitest/vitest.mjs run "$@" || status=$?
echo "test-node22: finished in $((SECONDS - started)) s (exit $status)"
exit $status
