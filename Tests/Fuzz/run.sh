#!/usr/bin/env bash
# Builds and runs the libFuzzer targets (swiftc -sanitize=fuzzer,address): each
# target is Tests/Fuzz/Fuzz<Name>.swift compiled with every .swift file under
# Sources/ViperGenCore/ and FuzzSupport.swift, with -D VIPER_GEN_FUZZ (ParallelMap
# then maps on the calling thread: see its mapsOnCallingThreadOnly).
#
#   Tests/Fuzz/run.sh                         # every target, FUZZ_SECONDS (default 600) each
#   Tests/Fuzz/run.sh templates config        # some targets
#   FUZZ_RUNS=2500000 Tests/Fuzz/run.sh       # a number of executions per target instead
#   Tests/Fuzz/run.sh spec-parser crash-file  # replay an input against one target
#   Tests/Fuzz/run.sh --typecheck             # only type-check every target against the core
#                                             # (a test runs this, so the targets cannot rot)
#
# Targets: spec-parser (alias spec: the spec parser, the validators and
# rendering), templates (project templates: lexer, parser, renderer), config
# (viper-gen.yml, then a project loaded, rendered and planned in memory), traits
# (the traits file, then a module using its traits), xcode (the project.pbxproj
# reader and editor), depfile (the Make escaping of depfile paths), default-value
# (a state field's default: one expression, rendered on one line), adopt (a
# hand-written module's Swift file: the declaration scanner, then the whole
# adoption in memory).
#
# To add a target: write Tests/Fuzz/Fuzz<Name>.swift (one LLVMFuzzerTestOneInput),
# add a line to TARGETS below (name, Swift name, dictionary, seed files, longest
# input), done.
# Seeds are copied into Tests/Fuzz/.build/seeds-<name>; the growing corpus is
# kept in Tests/Fuzz/corpus-<name>/ and crashes are written as
# Tests/Fuzz/crash-<name>-* (all git-ignored). The last lines sum up, per
# target, the executions and the crashes. A fixed crash input goes into
# Tests/Fixtures/fuzz-regressions/ (the spec parser's, checked by
# SpecFuzzRegressionTests) or its xcode/ folder (XcodeProjectFuzzRegressionTests),
# which also seed the next run.
set -uo pipefail

cd "$(dirname "$0")/../.."
fuzz_dir=Tests/Fuzz
build_dir=$fuzz_dir/.build
mkdir -p "$build_dir"

# name | Swift file stem | dictionary | seed glob (find -path patterns, space-separated) | max input bytes
TARGETS=(
  "spec-parser|FuzzSpecParser|spec.dict|Tests/Fixtures/*.yml|4096"
  "templates|FuzzTemplates|template.dict|Templates/*.tmpl Tests/Fixtures/*.tmpl|4096"
  "config|FuzzConfig|spec.dict|Tests/Fixtures/*viper-gen.yml|4096"
  "traits|FuzzTraits|spec.dict|Tests/Fixtures/*viper-traits.yml Templates/Catalog/*.yml|4096"
  "xcode|FuzzXcodeProject|xcode.dict|Tests/Fixtures/xcode/*project.pbxproj Tests/Fixtures/fuzz-regressions/xcode/*.pbxproj|65536"
  "depfile|FuzzMakePath|make.dict|Tests/Fuzz/seeds/depfile/*|256"
  "default-value|FuzzDefaultValue|swift-literals.dict|Tests/Fuzz/seeds/default-value/*|256"
  "adopt|FuzzAdopt|swift-declarations.dict|Tests/Fuzz/seeds/adopt/*|8192"
)

field() { printf '%s' "$1" | cut -d'|' -f"$2"; }
known=$(for entry in "${TARGETS[@]}"; do field "$entry" 1; done | tr '\n' ' ')

selected=()
replay=()
for argument in "$@"; do
  if [ -f "$argument" ]; then replay+=("$argument")
  elif [ "$argument" = spec ]; then selected+=(spec-parser)
  else selected+=("$argument"); fi
done
[ ${#selected[@]} -eq 0 ] && read -r -a selected <<< "$known"

mapfile -t sources < <(find Sources/ViperGenCore -name '*.swift' | LC_ALL=C sort)
if [ "${1:-}" = --typecheck ]; then
  # One module holding the core and every target: what the fuzz builds compile, without the sanitizers.
  exec swiftc -typecheck -parse-as-library -D VIPER_GEN_FUZZ -module-name ViperGenFuzz "${sources[@]}" "$fuzz_dir"/Fuzz*.swift
fi
summary=()
for name in "${selected[@]}"; do
  entry=""
  for candidate in "${TARGETS[@]}"; do [ "$(field "$candidate" 1)" = "$name" ] && entry=$candidate; done
  if [ -z "$entry" ]; then echo "unknown target '$name'; targets: $known" >&2; exit 64; fi
  stem=$(field "$entry" 2); dict=$(field "$entry" 3); globs=$(field "$entry" 4); max_len=$(field "$entry" 5)
  binary=$build_dir/fuzz-$name
  echo "== $name: compiling ${#sources[@]} core files + $stem.swift" >&2
  swiftc -sanitize=fuzzer,address -parse-as-library -O -use-ld=lld -D VIPER_GEN_FUZZ -module-name ViperGenFuzz \
      "${sources[@]}" "$fuzz_dir/FuzzSupport.swift" "$fuzz_dir/$stem.swift" -o "$binary" || exit 1
  if [ ${#replay[@]} -gt 0 ]; then "$binary" "${replay[@]}"; continue; fi

  seeds=$build_dir/seeds-$name
  rm -rf "$seeds"; mkdir -p "$seeds" "$fuzz_dir/corpus-$name"
  count=0
  for glob in $globs; do
    while IFS= read -r -d '' file; do
      cp "$file" "$seeds/$(printf '%05d' "$count")-$(basename "$file")"; count=$((count + 1))
    done < <(find . -path "./$glob" -type f -print0 2>/dev/null | LC_ALL=C sort -z)
  done
  if [ "$name" = spec-parser ] && [ -d ../shared/yaml-test-suite/cases ]; then
    while IFS= read -r -d '' file; do
      cp "$file" "$seeds/$(printf '%05d' "$count").yml"; count=$((count + 1))
    done < <(find ../shared/yaml-test-suite/cases -name in.yaml -print0 | LC_ALL=C sort -z)
  fi
  echo "== $name: $count seed files" >&2
  limit=(-max_total_time="${FUZZ_SECONDS:-600}")
  [ -n "${FUZZ_RUNS:-}" ] && limit=(-runs="$FUZZ_RUNS")
  log=$build_dir/log-$name.txt
  before=$(ls "$fuzz_dir"/crash-"$name"-* 2>/dev/null | wc -l)
  "$binary" "$fuzz_dir/corpus-$name" "$seeds" -dict="$fuzz_dir/$dict" "${limit[@]}" -max_len="$max_len" -timeout=10 \
      -rss_limit_mb=4096 -artifact_prefix="$fuzz_dir/crash-$name-" -print_final_stats=1 2>&1 | tee "$log" >&2
  status=${PIPESTATUS[0]}
  executions=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  crashes=$(( $(ls "$fuzz_dir"/crash-"$name"-* 2>/dev/null | wc -l) - before ))
  summary+=("$(printf '%-12s %12s executions, %d crashes (exit %d)' "$name" "${executions:-?}" "$crashes" "$status")")
done
if [ ${#summary[@]} -gt 0 ]; then
  echo "== fuzzing summary"
  printf '%s\n' "${summary[@]}"
fi
