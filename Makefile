# Flipbook — the commands a newcomer needs. `make run` and `make test` set up what a fresh Debian
# machine lacks (Scripts/setup.sh): missing Debian packages, and the tests' Python tools in a
# virtual environment under .build/.

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

.PHONY: run test test-asan test-tsan bench soak clean deps test-tools fuzz api-coverage

## deps: the toolchain, and the system libraries Flipbook links against, installed if missing
##       (Scripts/setup.sh: apt-get as root, sudo -n otherwise, else the command to run).
deps:
	@command -v $(SWIFT) >/dev/null 2>&1 || { \
	  echo "error: 'swift' is not on PATH. Install the Swift toolchain (swift.org) and try again." >&2; exit 1; }
	@Scripts/setup.sh system pkg-config libpng-dev libjpeg62-turbo-dev libgif-dev libncurses-dev zlib1g-dev

## test-tools: what only the tests use: tmux, python3 and poppler-utils (Debian packages; pdftoppm
##       rasterises the PDFs the PDF contexts write), and pyte, asciinema, reportlab, kiwisolver,
##       Pillow, shapely and pypdf (the replay tests' independent terminal emulator and asciicast
##       reader, the font metrics the text measure is checked against, the independent Cassowary the
##       layout solver is checked against, the reader exported GIFs and PNGs are decoded with, the
##       polygon geometry path booleans are checked against, and the reader of the PDFs' pages,
##       boxes, Info and annotations) in the project's own virtual environment, .build/test-python;
##       the system Python is never touched.
TEST_PYTHON = $(CURDIR)/.build/test-python
test-tools:
	@Scripts/setup.sh system tmux python3 python3-venv poppler-utils
	@Scripts/setup.sh python "$(TEST_PYTHON)" pyte asciinema reportlab kiwisolver pillow=PIL shapely pypdf

## run: build in release mode and open the previewer (pass a demo or options: make run ARGS="drop --speed 0.5").
run: deps
	$(SWIFT) build -c release $(RELEASE_FLAGS) --product flipbook
	exec "$(BIN_DIR)/flipbook" $(ARGS)

## test: build everything, run every Swift test, then drive the real binary: its files and
##       streams (Tests/flipbook-cli.sh), the previewer in tmux, and Flipbook as a dependency of
##       a package of its own (Tests/user-package.sh; its build is kept in .build/user-package).
# The tests' python3 is the virtual environment's (first on PATH), for the Swift tests and the scripts.
test: export PATH := $(TEST_PYTHON)/bin:$(PATH)
test: deps test-tools
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	Tests/flipbook-cli.sh "$$($(SWIFT) build --show-bin-path)/flipbook"
	Tests/FlipbookTerminalTests/tmux-smoke.sh "$$($(SWIFT) build --show-bin-path)/flipbook"
	Tests/user-package.sh "$$($(SWIFT) build --show-bin-path)/flipbook"

## test-asan / test-tsan: the Swift tests under the address / thread sanitizer (own build folders);
## LeakSanitizer skips only what Tests/lsan-suppressions.txt lists (each line says why).
test-asan test-tsan: export PATH := $(TEST_PYTHON)/bin:$(PATH)
test-asan: deps test-tools
	$(SWIFT) build --build-tests --sanitize=address --scratch-path .build/asan
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan-suppressions.txt:print_suppressions=0 \
	  $(SWIFT) test --skip-build --sanitize=address --scratch-path .build/asan

test-tsan: deps test-tools
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path .build/tsan
	$(SWIFT) test --skip-build --sanitize=thread --scratch-path .build/tsan

## api-coverage: how much of each UIKit, Core Animation and Core Graphics type Apple documents Flipbook
##        has: one line per type from the inventory in API/ (API_ARGS=--absent lists what is missing, and why).
api-coverage:
	@$(SWIFT) build --product flipbook-api >/dev/null
	@"$$($(SWIFT) build --show-bin-path)/flipbook-api" report $(API_ARGS) API

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
