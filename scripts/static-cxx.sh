#!/usr/bin/env bash
# Lets the release link take libstdc++ from its static archive: writes, in the folder given, a
# "libstdc++.so" that is a linker script naming the archive (libstdc++-dev's libstdc++.a, found the way
# the toolchain's clang finds it). The Makefile puts that folder first on the library path, so the
# `-lstdc++` the Swift driver adds for its runtime resolves to the archive: a start then maps and
# relocates no libstdc++.so (~1.6 M instructions, a third of a start; see BENCHMARKS.md).
# Without the archive the folder stays empty and libstdc++ is linked as usual.
set -euo pipefail
folder=$1
mkdir -p "$folder"
archive=$(clang -print-file-name=libstdc++.a 2>/dev/null || true)
if [ -n "$archive" ] && [ "${archive#/}" != "$archive" ] && [ -f "$archive" ]; then
    script="INPUT($archive)"
    [ "$(cat "$folder/libstdc++.so" 2>/dev/null)" = "$script" ] || echo "$script" > "$folder/libstdc++.so"
else
    rm -f "$folder/libstdc++.so"
fi
