#!/usr/bin/env bash
# Builds an earlier commit's sous and sous-bench in release mode, as the Makefile builds the current ones, for
# `make bench BASELINE=<commit>` (bench/baseline.py runs both side by side).
#   scripts/build-baseline.sh COMMIT OUT_DIR RELEASE_FLAGS...
# The commit's tree is exported (git archive) into .build/baseline-src/<commit> and built there; the two binaries
# and a REVISION file land in OUT_DIR. A second call with the same commit reuses both.
set -euo pipefail
commit=$1 out=$2
shift 2
revision=$(git rev-parse --short "$commit^{commit}")
if [ -x "$out/sous" ] && [ -x "$out/sous-bench" ] && [ "$(cat "$out/REVISION" 2>/dev/null)" = "$revision" ]; then
    exit 0
fi
src=.build/baseline-src/$revision
if [ ! -f "$src/Package.swift" ]; then
    rm -rf "$src"
    mkdir -p "$src"
    git archive "$revision" | tar -x -C "$src"
fi
echo "bench: building $revision (the baseline) in $src" >&2
(cd "$src" && swift build "$@" --product sous && swift build "$@" --product sous-bench)
mkdir -p "$out"
bin=$(cd "$src" && swift build "$@" --show-bin-path)
cp "$bin/sous" "$bin/sous-bench" "$out/"
echo "$revision" > "$out/REVISION"
