#!/usr/bin/env bash
# Builds a fuzzer (every .swift file under Sources/ViperGenCore/ plus the
# target's entry file, with libFuzzer and AddressSanitizer) and runs it.
#
#   FUZZ_SECONDS=600 Tests/Fuzz/run.sh [spec|xcode] [libFuzzer arguments]
#
# Targets (default: spec):
#   spec   FuzzSpecParser.swift: the spec parser, the validators and rendering.
#          Seeds: Tests/Fixtures/**/*.yml and, when present, ../shared/yaml-test-suite.
#   xcode  FuzzXcodeProject.swift: the project.pbxproj reader and editor.
#          Seeds: Tests/Fixtures/xcode/**/project.pbxproj.
# The growing corpus is kept in Tests/Fuzz/corpus-run/<target>/ (the spec
# target's in Tests/Fuzz/corpus-run/); crashes, timeouts and leaks are written as
# Tests/Fuzz/crash-<target>-* (spec: crash-*), all git-ignored. A crash file as
# the first libFuzzer argument replays it.
set -euo pipefail

cd "$(dirname "$0")/../.."
fuzz_dir=Tests/Fuzz
build_dir=$fuzz_dir/.build
target=spec
if [ "$#" -gt 0 ] && { [ "$1" = spec ] || [ "$1" = xcode ]; }; then
    target=$1
    shift
fi
case $target in
    spec)
        entry=FuzzSpecParser.swift binary=$build_dir/fuzz-spec-parser dict=$fuzz_dir/spec.dict
        corpus=$fuzz_dir/corpus-run artifacts=$fuzz_dir/crash- max_len=4096 ;;
    xcode)
        entry=FuzzXcodeProject.swift binary=$build_dir/fuzz-xcode-project dict=$fuzz_dir/xcode.dict
        corpus=$fuzz_dir/corpus-run/xcode artifacts=$fuzz_dir/crash-xcode- max_len=65536 ;;
esac
mkdir -p "$build_dir"

mapfile -t sources < <(find Sources/ViperGenCore -name '*.swift' | LC_ALL=C sort)
echo "compiling ${#sources[@]} core files + $entry"
swiftc -sanitize=fuzzer,address -parse-as-library -O -use-ld=lld -module-name ViperGenFuzz \
    "${sources[@]}" "$fuzz_dir/$entry" -o "$binary"

if [ "$#" -gt 0 ] && [ -f "$1" ]; then
    # Replaying given inputs.
    exec "$binary" "$@"
fi

seeds=$build_dir/seeds-$target
rm -rf "$seeds"
mkdir -p "$seeds" "$corpus"
seed_count=0
add_seed() {
    cp "$1" "$seeds/$(printf '%05d' "$seed_count")-$(basename "$(dirname "$1")")"
    seed_count=$((seed_count + 1))
}
if [ "$target" = spec ]; then
    while IFS= read -r -d '' file; do add_seed "$file"; done < <(find Tests/Fixtures -name '*.yml' -print0 2>/dev/null | LC_ALL=C sort -z)
    if [ -d ../shared/yaml-test-suite/cases ]; then
        while IFS= read -r -d '' file; do add_seed "$file"; done \
            < <(find ../shared/yaml-test-suite/cases -name in.yaml -print0 | LC_ALL=C sort -z)
    fi
else
    while IFS= read -r -d '' file; do add_seed "$file"; done \
        < <(find Tests/Fixtures/xcode -name project.pbxproj -print0 2>/dev/null | LC_ALL=C sort -z)
fi
echo "seed corpus: $seed_count files"

exec "$binary" "$corpus" "$seeds" \
    -dict="$dict" \
    -max_total_time="${FUZZ_SECONDS:-600}" \
    -max_len="$max_len" \
    -timeout=10 \
    -artifact_prefix="$artifacts" \
    -print_final_stats=1 \
    "$@"
