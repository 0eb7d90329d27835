#!/usr/bin/env bash
# Builds the spec parser fuzzer (every .swift file under Sources/ViperGenCore/
# plus FuzzSpecParser.swift, with libFuzzer and AddressSanitizer) and runs it.
#
#   FUZZ_SECONDS=600 Tests/Fuzz/run.sh     # default: 600 seconds
#
# Seeds: Tests/Fixtures/**/*.yml and, when present, ../shared/yaml-test-suite
# inputs. The growing corpus is kept in Tests/Fuzz/corpus-run/; crashes,
# timeouts and leaks are written as Tests/Fuzz/crash-* (both git-ignored).
# Extra arguments are passed to libFuzzer, e.g. a crash file to replay it.
set -euo pipefail

cd "$(dirname "$0")/../.."
fuzz_dir=Tests/Fuzz
build_dir=$fuzz_dir/.build
binary=$build_dir/fuzz-spec-parser
mkdir -p "$build_dir"

mapfile -t sources < <(find Sources/ViperGenCore -name '*.swift' | LC_ALL=C sort)
echo "compiling ${#sources[@]} core files + FuzzSpecParser.swift"
swiftc -sanitize=fuzzer,address -parse-as-library -O -use-ld=lld -module-name ViperGenFuzz \
    "${sources[@]}" "$fuzz_dir/FuzzSpecParser.swift" -o "$binary"

if [ "$#" -gt 0 ] && [ -f "$1" ]; then
    # Replaying given inputs.
    exec "$binary" "$@"
fi

seeds=$build_dir/seeds
rm -rf "$seeds"
mkdir -p "$seeds" "$fuzz_dir/corpus-run"
seed_count=0
add_seed() {
    cp "$1" "$seeds/$(printf '%05d' "$seed_count")-$(basename "$(dirname "$1")").yml"
    seed_count=$((seed_count + 1))
}
while IFS= read -r -d '' file; do add_seed "$file"; done < <(find Tests/Fixtures -name '*.yml' -print0 2>/dev/null | LC_ALL=C sort -z)
if [ -d ../shared/yaml-test-suite/cases ]; then
    while IFS= read -r -d '' file; do add_seed "$file"; done \
        < <(find ../shared/yaml-test-suite/cases -name in.yaml -print0 | LC_ALL=C sort -z)
fi
echo "seed corpus: $seed_count files"

exec "$binary" "$fuzz_dir/corpus-run" "$seeds" \
    -dict="$fuzz_dir/spec.dict" \
    -max_total_time="${FUZZ_SECONDS:-600}" \
    -max_len=4096 \
    -timeout=10 \
    -artifact_prefix="$fuzz_dir/crash-" \
    -print_final_stats=1 \
    "$@"
