# viper-gen: build, test and install. `make help` lists the targets.
PREFIX ?= /usr/local
SWIFT ?= swift

.PHONY: help build release dist test test-fast install uninstall record record-snapshots record-templates bench fuzz lint \
	lint-generated clean

# The fast lane skips the tests that build nested Swift packages (generated code
# compiled and tested on the stand-ins, the plugin, the tutorial, the release
# files), run swiftc, swift format or Bazel (a JVM per command) as oracles, or
# run the binary hundreds of times (kills, signals, every input linked outside,
# resource limits); `make test` and .ci/run run everything.
FAST_SKIP = BazelRecipeTests|BuildPluginEndToEndTests|GeneratedCodeCompileTests|PluginEndToEndTests|TutorialTests|BinaryTests/testNewLogin_compilesAndItsScaffoldedMockTestPasses|StandaloneBinaryTests|DistributionTests|FuzzTargetTests|MissingStubTests|DefaultValueParseTests|GeneratedCodeFormatTests|InterruptedRunTests|OutsideReadTests|ResourceLimitTests

help:
	@echo "make build             debug build"
	@echo "make release           release build (.build/release/viper-gen)"
	@echo "make dist              release files in .build/dist: archive, artifact bundle, source archive, SHA256SUMS (docs/install.md)"
	@echo "make test              run every test (swift test), as CI does"
	@echo "make test-fast         every test but nested package builds, compiler, formatter and Bazel oracles, and runs of hundreds of processes"
	@echo "make install           install the release binary to \$$(PREFIX)/bin (PREFIX=$(PREFIX))"
	@echo "make record            after a template change: re-embed Templates/, re-record every golden, check them, summarise"
	@echo "make record-snapshots  re-record Snapshots/ from Tests/Fixtures/"
	@echo "make record-templates  re-embed Templates/ into the binary's generated source"
	@echo "make bench             run the benchmarks (spec parser; a module added to a 1 MB Xcode project; generate, check and new on 1,000 modules; growth of hostile inputs)"
	@echo "make fuzz              fuzz every target: spec parser, templates, config, traits, Xcode project (FUZZ_SECONDS=600 each)"
	@echo "make lint              swift format lint over the sources and tests (as .ci/run does)"
	@echo "make format            swift format them in place (fixes most lint findings)"
	@echo "make lint-generated    swift format lint over the goldens, as generated code is held to"

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

dist:
	.ci/dist

test:
	$(SWIFT) test

test-fast:
	$(SWIFT) test --skip '$(FAST_SKIP)'

record:
	SWIFT=$(SWIFT) .ci/record

install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 0755 .build/release/viper-gen "$(DESTDIR)$(PREFIX)/bin/viper-gen"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/viper-gen"

record-snapshots:
	-VIPER_GEN_RECORD=1 $(SWIFT) test --filter SnapshotTests
	$(SWIFT) test --filter SnapshotTests

record-templates:
	-VIPER_GEN_RECORD=1 $(SWIFT) test --filter DefaultTemplatesEmbeddingTests
	$(SWIFT) test --filter DefaultTemplatesEmbeddingTests

bench:
	Tests/Benchmarks/bench-parser.sh
	Tests/Benchmarks/bench-xcode.sh
	Tests/Benchmarks/bench-generate.sh
	Tests/Benchmarks/bench-limits.sh

fuzz:
	Tests/Fuzz/run.sh

# Our own Swift: everything but the fixture projects (users' files, as written).
LINT_PATHS = Sources Tests/ViperGenCoreTests Tests/ViperGenCLITests Tests/Benchmarks Tests/Fuzz Tests/Standins Tests/PluginStandins

lint:
	$(SWIFT) format lint --strict --configuration .ci/swift-format.json --recursive $(LINT_PATHS)

format:
	$(SWIFT) format format --in-place --configuration .ci/swift-format.json --recursive $(LINT_PATHS)

lint-generated:
	$(SWIFT) format lint --strict --configuration docs/swift-format-generated.json --recursive \
		$$(ls -d Snapshots/*/ | grep -v -e custom-header -e help -e graph)

clean:
	rm -rf .build
