# sous: the two commands a newcomer needs are `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/sous
# The Swift runtime and FoundationEssentials (all of Foundation sous uses) linked into the binary: start-up is otherwise dominated by the dynamic
# loader mapping ~25 Swift libraries. libcurl is not linked at all (dlopen at the first request).
# Linked by lld (the toolchain's own, /opt/swift/usr/bin/ld.lld) rather than gold: the same objects
# start ~0.18 ms (4%) faster (`sous -c quit`, 81 interleaved runs; lld lays the read-only data out of the
# code segment). Measured and not kept: `-z pack-relative-relocs` (RELR: then 75,000 relative relocations
# become 15 kB, no gain on top of lld: the loader spends ~0.15 ms on sous in all, LD_DEBUG=statistics,
# and ~0.1 ms on the empty floor program); --gc-sections is SwiftPM's default already.
# libstdc++ (which the Swift runtime needs) is taken from its static archive as well
# (scripts/static-cxx.sh): mapping and relocating libstdc++.so was ~1.6 M of the ~4.7 M instructions
# before the first prompt, the same cost every dynamically linked C++ runtime pays.
STATIC_CXX := $(CURDIR)/.build/static-cxx
# --disable-local-rpath: no $$ORIGIN in the run path, so no library beside the binary (a downloads
# folder, a shared bin/) is ever loaded in place of the system's (libc, libm at start).
RELEASE := -c release --static-swift-stdlib --disable-local-rpath -Xswiftc -use-ld=lld -Xswiftc -L$(STATIC_CXX)

.PHONY: run build deps test test-deps install install-files bench parser-score corpus fuzz fuzz-smoke tsan clean

run: deps build
	@$(RELEASE_BIN) $(ARGS)

build: deps
	@scripts/static-cxx.sh $(STATIC_CXX)
	$(SWIFT) build $(RELEASE) --product sous

deps:
	@scripts/ensure-deps.sh

test-deps:
	@scripts/ensure-deps.sh test

# The whole suite: unit tests and end-to-end tests that drive the release binary (through a pipe and in tmux).
test: test-deps build
	SOUS_BINARY=$(CURDIR)/$(RELEASE_BIN) $(SWIFT) test

# Benchmarks: release builds of sous and sous-bench, then the harness; prints the table, rewrites BENCHMARKS.md.
# BENCH_ARGS=--quick for a smoke run of the harness (BENCHMARKS.md is left alone).
# BASELINE=<commit> also builds that commit (into .build/baseline/) and runs both builds side by side
# (bench/baseline.py): what a change costs against the build before it, measured in the same run.
BASELINE ?=
BASELINE_DIR := $(CURDIR)/.build/baseline/current
bench:
	@scripts/ensure-deps.sh bench
	@scripts/static-cxx.sh $(STATIC_CXX)
	$(SWIFT) build $(RELEASE) --product sous
	$(SWIFT) build $(RELEASE) --product sous-bench
	$(if $(BASELINE),SWIFT=$(SWIFT) scripts/build-baseline.sh $(BASELINE) $(BASELINE_DIR) $(RELEASE))
	python3 bench/bench.py $(BENCH_ARGS) $(if $(BASELINE),--baseline $(BASELINE_DIR))

# The ingredient parser on the labelled corpus alone (../shared/corpora/ingredients, or SOUS_CORPORA): the fixed
# sample and two seeded draws of the pool through the corpus's score.py; `make bench` runs it too.
parser-score:
	$(SWIFT) build -c release --product sous-bench
	python3 bench/parser_score.py

# Import measured on the real data of ../shared/corpora (or SOUS_CORPORA), read in place: the recipe-scrapers
# web pages through the page reader (bench/corpus_pages.py: per page what matched, the totals, the time of the
# largest page), and Cooklang's canonical suite, cookcli's seed recipes and its round-trip fixture
# (bench/corpus_cooklang.py).
corpus:
	@scripts/static-cxx.sh $(STATIC_CXX)
	$(SWIFT) build $(RELEASE) --product sous-bench
	python3 bench/corpus_pages.py
	python3 bench/corpus_cooklang.py --quiet

# The suite under ThreadSanitizer, in its own build directory (.build/tsan) so the plain build is not
# redone. The unit targets and the end-to-end target run one after the other: the end-to-end tests
# drive the TSan-built binary, so a race in the shell itself fails them too.
TSAN := $(SWIFT) test --sanitize=thread --scratch-path .build/tsan
tsan: test-deps
	$(TSAN) --filter 'MealKitTests|SousCoreTests'
	SOUS_BINARY=$(CURDIR)/.build/tsan/debug/sous SOUS_SANITIZER=thread $(TSAN) --skip-build --filter SousShellTests

# libFuzzer on the parser, the meal decoder, the store loader, the measure parser and the sanitiser
# (a package of its own under Fuzz/, so the main build never needs the fuzzer runtime). See FUZZING.md.
FUZZ_SECONDS ?= 60
fuzz:
	scripts/fuzz.sh $(FUZZ_SECONDS)

# What CI runs: each target briefly, to catch a regression a seed or a short run finds.
fuzz-smoke:
	scripts/fuzz.sh 20

# The release binary and the manual page (man/sous.1) under $(PREFIX): `make install PREFIX=~/.local`.
install: build
	@$(MAKE) --no-print-directory install-files

# The copying alone, for a binary already built (the install test passes its own RELEASE_BIN).
install-files:
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/man/man1
	install -m 0755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/sous
	install -m 0644 man/sous.1 $(DESTDIR)$(PREFIX)/share/man/man1/sous.1

clean:
	rm -rf .build
