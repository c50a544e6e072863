# The two commands of the README: `make demo` (the main job) and `make test`.
# Both install missing Debian packages first (.ci/install-dependencies.sh).
.PHONY: demo test test-debug test-release test-consumer deps format lint fuzz deb

deps:
	@.ci/install-dependencies.sh

demo: deps
	swift build -c release --product barkit
	.build/release/barkit demo -o demo

# The Debian package of the release barkit, barkit_VERSION_ARCH.deb here (Docs/Testing.md,
# "Installing barkit on CI"); DebPackageTests builds and unpacks one in every test run.
deb: deps
	swift build -c release --product barkit
	.ci/build-deb.sh .build/release/barkit .

# One configuration, the one users ship: release, where the SIMD kernels run at real speed. Swift
# keeps bounds, overflow and exclusivity checks and BarKit's preconditions at -O, and the kernels'
# integer arithmetic gives the same bytes at every optimization level (Docs/Architecture.md,
# "Exact goldens"), so a second, debug build would double the time for the same verdicts.
# `make test-debug` (plain `swift test`) is the one developers run while they work.
test: deps lint test-release test-consumer

test-debug:
	swift test

test-release:
	swift test -c release

# A client package built against this checkout in a scratch folder, made of the quick start's
# Package.swift and test (Docs/Testing.md, as written) and Tests/ConsumerPackage's tests: golden
# names, both frameworks' artifacts in one swift test, attachments, run manifests (Docs/Testing.md).
# Its own build of BarKit shares nothing with .build; `make test` runs it last.
test-consumer: deps
	Tests/Scripts/consumer-package.sh

format:
	swift format --in-place --recursive --configuration .swift-format Package.swift Sources Tests

# Formatting is part of the test suite: swift format in --strict mode, with .swift-format.
lint:
	swift format lint --strict --recursive --configuration .swift-format Package.swift Sources Tests

# libFuzzer harnesses (Tests/Fuzz/, Docs/Security.md): every harness for FUZZ_SECONDS each. Not part of
# `make test`: a sanitizer release build and minutes of fuzzing.
FUZZ_SECONDS ?= 60
fuzz: deps
	Tests/Scripts/fuzz.sh all $(FUZZ_SECONDS)
