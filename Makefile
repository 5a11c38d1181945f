# Flipbook — the commands a newcomer needs. Nothing here installs anything:
# a missing system package is named, with the command that installs it.

SWIFT ?= swift
BIN_DIR = $(shell $(SWIFT) build -c release --show-bin-path 2>/dev/null)

# The release builds `make run`, `make bench` and `make soak` make are for this machine's CPU when
# it has every feature of an x86-64 Haswell (AVX2 and the rest; /proc/cpuinfo): a SIMD4<Double>
# then takes one instruction, not two. Swift contracts no multiply-add into an FMA, so the
# arithmetic, and every frame, stay the same; `swift build -c release` alone stays portable.
# HOST_CPU= (empty) builds for any x86-64. Valgrind cannot run such a build: profile a plain one.
HASWELL_FEATURES = avx2 fma bmi1 bmi2 f16c movbe abm popcnt
HOST_CPU ?= $(shell for f in $(HASWELL_FEATURES); do grep -qw $$f /proc/cpuinfo 2>/dev/null || exit 0; done; echo haswell)
RELEASE_FLAGS = $(if $(HOST_CPU),-Xswiftc -target-cpu -Xswiftc $(HOST_CPU))

.PHONY: run test test-asan test-tsan bench soak clean deps test-tools fuzz

## deps: check the toolchain and the system libraries Flipbook links against.
deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "error: 'swift' is not on PATH. Install the Swift toolchain (swift.org) and try again." >&2; exit 1; }
	@command -v pkg-config >/dev/null 2>&1 || { \
	  echo "error: pkg-config is missing. Install it with: apt-get install pkg-config" >&2; exit 1; }
	@pkg-config --exists libpng || { \
	  echo "error: libpng's development files are missing (Flipbook loads PNG images with them)." >&2; \
	  echo "       Install them with: apt-get install libpng-dev" >&2; exit 1; }
	@pkg-config --exists ncursesw || { \
	  echo "error: ncursesw's development files are missing (the interactive previewer draws with them)." >&2; \
	  echo "       Install them with: apt-get install libncurses-dev" >&2; exit 1; }

## test-tools: check the tools only the tests use: python3 with pyte and asciinema (the replay tests), tmux.
test-tools:
	@command -v python3 >/dev/null 2>&1 || { \
	  echo "error: python3 is missing (the replay tests check the ANSI encoder against pyte and asciinema)." >&2; \
	  echo "       Install it with: apt-get install python3 python3-pip" >&2; exit 1; }
	@python3 -c 'import pyte, asciinema' >/dev/null 2>&1 || { \
	  echo "error: python3 cannot import pyte and asciinema, which the replay tests use as an independent" >&2; \
	  echo "       terminal emulator and asciicast reader. Install them with: python3 -m pip install pyte asciinema" >&2; exit 1; }
	@command -v tmux >/dev/null 2>&1 || { \
	  echo "error: tmux is missing (make test drives the real previewer in it). Install it with: apt-get install tmux" >&2; exit 1; }

## run: build in release mode and open the previewer (pass a demo or options: make run ARGS="drop --speed 0.5").
run: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product flipbook
	exec "$(BIN_DIR)/flipbook" $(ARGS)

## test: build everything, run every Swift test, then drive the real binary: its files and
##       streams (Tests/flipbook-cli.sh), the previewer in tmux, and Flipbook as a dependency of
##       a package of its own (Tests/user-package.sh; its build is kept in .build/user-package).
test: deps test-tools
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	Tests/flipbook-cli.sh "$$($(SWIFT) build --show-bin-path)/flipbook"
	Tests/FlipbookTerminalTests/tmux-smoke.sh "$$($(SWIFT) build --show-bin-path)/flipbook"
	Tests/user-package.sh

## test-asan / test-tsan: the Swift tests under the address / thread sanitizer (own build folders);
## LeakSanitizer skips only what Tests/lsan-suppressions.txt lists (each line says why).
test-asan: deps test-tools
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

test-tsan: deps test-tools
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

## bench: release-build the benchmark harness and the previewer (its startup is measured), and run it.
##        Pass options with BENCH_ARGS, e.g. make bench BENCH_ARGS="--json" or "--quick --cpu-time".
bench: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product flipbook
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product flipbook-bench
	"$(BIN_DIR)/flipbook-bench" $(BENCH_ARGS)

## soak: release-build the soak and run it (every demo, 10 min of media time each; pass SOAK_ARGS="--minutes 1").
soak: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product flipbook-soak
	"$(BIN_DIR)/flipbook-soak" $(SOAK_ARGS)

## fuzz: build the libFuzzer targets (package Fuzz/) and run each for FUZZ_SECONDS seconds
## from the checked-in seeds (Fuzz/Corpus/); found inputs and crashes land in .build/fuzz/.
## Not part of make test or CI. A crash stops the run with its input saved; once fixed, keep the
## input in Fuzz/Regressions/<target>/, which the Swift tests replay (see Fuzz/README.md).
FUZZ_SECONDS ?= 60
FUZZ_DIR = .build/fuzz
FUZZ_TARGETS = script png input
fuzz: deps
	@# swiftc keeps only the last -sanitize= it is given, so --sanitize=fuzzer --sanitize=address
	@# would quietly drop the coverage instrumentation; the combined flag comes last instead.
	@# Release: about five times the executions per second of a debug build (no code uses assert).
	@# lld (shipped with the toolchain): gold prints hundreds of warnings about ASan's symbols.
	$(SWIFT) build -c release --package-path Fuzz --scratch-path $(FUZZ_DIR) \
	  --sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
	@bin="$$($(SWIFT) build -c release --package-path Fuzz --scratch-path $(FUZZ_DIR) --show-bin-path)"; \
	for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_DIR)/corpus/$$target $(FUZZ_DIR)/artifacts/$$target; \
	  echo "== fuzz-$$target for $(FUZZ_SECONDS) s (new inputs: $(FUZZ_DIR)/corpus/$$target)"; \
	  SWIFT_BACKTRACE=enable=no "$$bin/fuzz-$$target" -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_DIR)/artifacts/$$target/ $(FUZZ_DIR)/corpus/$$target Fuzz/Corpus/$$target || exit 1; \
	done

## clean: remove build products.
clean:
	rm -rf .build
