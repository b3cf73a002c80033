#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/, a package of its own) and runs each for SECONDS.
#
# Usage: scripts/fuzz.sh SECONDS [TARGET ...]   (default: every target, one after another)
# The corpus grows in $FUZZ_CORPUS (default Fuzz/.corpus), seeded from Fixtures/ by Fuzz/seed.py; a
# crash leaves its input in Fuzz/artifacts/ and fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
shift || true
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    targets=(FuzzCommandParser FuzzMealDecoder FuzzStoreLoader FuzzMeasure FuzzSanitizer FuzzSession FuzzWebPage FuzzCooklang)
fi
corpus=${FUZZ_CORPUS:-Fuzz/.corpus}

build() { ${SWIFT:-swift} build -c release --sanitize=fuzzer --package-path Fuzz; }
# A Fuzz/.build from before MealKit gained a file can fail to see it: build once more from scratch.
if ! build; then
    echo "fuzz: the build failed; trying once more from a clean Fuzz/.build" >&2
    rm -rf Fuzz/.build
    build
fi
python3 Fuzz/seed.py "$corpus"
mkdir -p Fuzz/artifacts

for target in "${targets[@]}"; do
    echo "== $target: ${seconds}s"
    # A backtrace would take seconds per crash and hide libFuzzer's own report; -timeout turns a
    # hang into a failure; -max_len leaves room for nesting and long strings past the seeds' sizes.
    SWIFT_BACKTRACE=enable=no "Fuzz/.build/release/$target" "$corpus/$target" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 -max_len=16384 \
        -print_final_stats=1 -artifact_prefix="Fuzz/artifacts/$target-" 2>&1 \
        | grep -E '^(#[0-9]+ +DONE|stat::|==[0-9]+==|SUMMARY|INFO: Running with|artifact_prefix|Test unit written)|Fatal error|Crash' || true
    # grep hides libFuzzer's exit status; a crash is known by the artifact it writes.
    if compgen -G "Fuzz/artifacts/$target-*" > /dev/null; then
        echo "== $target: crash, input kept in Fuzz/artifacts/" >&2
        exit 1
    fi
done
