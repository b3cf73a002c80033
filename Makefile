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

install: build
	install -d $(DESTDIR)$(PREFIX)/bin
	install -m 0755 $(RELEASE_BIN) $(DESTDIR)$(PREFIX)/bin/sous

clean:
	rm -rf .build
