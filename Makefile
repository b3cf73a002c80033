# sous: the two commands a newcomer needs are `make run` and `make test`.
SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN := .build/release/sous

.PHONY: run build deps test test-deps install bench fuzz clean

run: deps build
	@$(RELEASE_BIN) $(ARGS)

build: deps
	$(SWIFT) build -c release --product sous

deps:
	@scripts/ensure-deps.sh

test-deps:
	@scripts/ensure-deps.sh test

# The whole suite: unit tests and end-to-end tests that drive the release binary (through a pipe and in tmux).
test: test-deps build
	SOUS_BINARY=$(CURDIR)/$(RELEASE_BIN) $(SWIFT) test

# Benchmarks: release builds of sous and sous-bench, then the harness; prints the table, rewrites BENCHMARKS.md.
# BENCH_ARGS=--quick for a smoke run of the harness (BENCHMARKS.md is left alone).
bench:
	@scripts/ensure-deps.sh bench
	$(SWIFT) build -c release --product sous
	$(SWIFT) build -c release --product sous-bench
	python3 bench/bench.py $(BENCH_ARGS)

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/sous

clean:
	rm -rf .build
