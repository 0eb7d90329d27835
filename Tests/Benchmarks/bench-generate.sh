#!/usr/bin/env bash
# Times the release viper-gen as whole processes on a project of N_MODULES
# (default 1,000) module specs with varied traits, both styles, routes and view
# methods: a fresh `generate`, a second `generate` with nothing to change (and
# proof that it wrote nothing), `check` on the clean tree, `cp -r` of the same
# generated tree as the I/O floor, and `new` of one module in an empty folder
# and in the generated project. Uses hyperfine when installed, else a timing
# loop of its own (median of RUNS runs).
#
#   Tests/Benchmarks/bench-generate.sh            # N_MODULES=1000 RUNS=10
#   N_MODULES=200 RUNS=5 BENCH_WORK=/tmp/vg-bench Tests/Benchmarks/bench-generate.sh
#   BENCH_WORK=/dev/shm/vg-bench ...     # on tmpfs: CPU cost without the disk's
#   VIPER_GEN_BIN=/path/to/viper-gen ...  # time another build (no swift build)
#
# It times the binary `make dist` ships (shipped-binary.sh: on Linux, the Swift
# runtime linked statically), and `new` in an empty folder once more with the
# `swift build -c release` binary of the README, which loads the shared runtime.
set -euo pipefail
cd "$(dirname "$0")/../.."
N_MODULES=${N_MODULES:-1000}
RUNS=${RUNS:-10}
WORK=${BENCH_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/viper-gen-bench.XXXXXX")}
PLAIN_BIN=$PWD/.build/release/viper-gen

if [ -z "${VIPER_GEN_BIN:-}" ]; then
  echo "== the shipped binary, then swift build -c release" >&2
  BIN=$(Tests/Benchmarks/shipped-binary.sh)
  swift build -c release >&2
else
  BIN=$VIPER_GEN_BIN
fi

# ---- the project: specs only, then a generated copy -------------------------
TRAITS=(close push present request alert openURL pop popToRoot share cache page persist track)
write_specs() {
  local dir=$1 i n style count start traits k
  mkdir -p "$dir/Specs"
  for ((i = 1; i <= N_MODULES; i++)); do
    printf -v n 'Module%04d' "$i"
    style=mvp; ((i % 3 == 0)) && style=viper
    count=$((i % 6 + 1)); start=$((i % ${#TRAITS[@]})); traits=""
    for ((k = 0; k < count; k++)); do
      traits+="${traits:+, }${TRAITS[$(((start + k) % ${#TRAITS[@]}))]}"
    done
    {
      printf 'module: %s\nstyle: %s\ntraits: [%s]\n' "$n" "$style" "$traits"
      if ((i % 4 == 0)); then
        printf 'view:\n  showTitle:\n    title: String\nroutes:\n  settings: present\n'
        printf '  detail:\n    transition: push\n    parameters:\n      itemID: String\n'
      fi
    } > "$dir/Specs/$n.viper.yml"
  done
}
rm -rf "$WORK/specs-only" "$WORK/project" "$WORK/fresh" "$WORK/copy"
write_specs "$WORK/specs-only"
cp -r "$WORK/specs-only" "$WORK/project"
(cd "$WORK/project" && "$BIN" generate)
FILES=$(find "$WORK/project" -type f | wc -l)
BYTES=$(du -sb "$WORK/project" | cut -f1)
echo "project: $N_MODULES modules, $FILES files, $BYTES bytes in $WORK/project" >&2

# ---- timing ---------------------------------------------------------------------
median_ms() { # label prepare command: a loop of our own when hyperfine is missing
  local label=$1 prepare=$2 command=$3 times=() i start end
  for ((i = 0; i <= RUNS; i++)); do
    [ -n "$prepare" ] && sh -c "$prepare"
    start=$(date +%s%N); sh -c "$command" >/dev/null 2>&1; end=$(date +%s%N)
    ((i > 0)) && times+=($(((end - start) / 1000)))
  done
  printf '%s\n' "${times[@]}" | sort -n | awk -v label="$label" '
    { t[NR] = $1 } END { m = (NR % 2) ? t[(NR + 1) / 2] : (t[NR / 2] + t[NR / 2 + 1]) / 2;
      printf "%-28s median %8.1f ms  (min %.1f, max %.1f, %d runs)\n", label, m / 1000, t[1] / 1000, t[NR] / 1000, NR }'
}
RESULTS=$WORK/results
mkdir -p "$RESULTS"
measure() { # key label prepare command
  local key=$1 label=$2 prepare=$3 command=$4
  if command -v hyperfine >/dev/null; then
    local args=(-w 1 -r "$RUNS" -N --export-json "$RESULTS/$key.json" -n "$label")
    # -N runs the prepare command without a shell too: give it one.
    [ -n "$prepare" ] && args+=(--prepare "sh -c '$prepare'")
    hyperfine "${args[@]}" "$command" >&2
    python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print('%-28s median %8.1f ms  (min %.1f, max %.1f, %d runs; CPU user %.1f + sys %.1f ms)' % (sys.argv[2], r['median']*1e3, r['min']*1e3, r['max']*1e3, len(r['times']), r['user']*1e3, r['system']*1e3))" \
      "$RESULTS/$key.json" "$label" | tee "$RESULTS/$key.txt"
  else
    median_ms "$label" "$prepare" "$command" | tee "$RESULTS/$key.txt"
  fi
}

echo "== timings (whole processes)" >&2
measure fresh "generate, fresh tree" "rm -rf $WORK/fresh && cp -r $WORK/specs-only $WORK/fresh" \
  "sh -c 'cd $WORK/fresh && exec $BIN generate'"
touch "$WORK/marker"
listing() { find "$WORK/project" -printf '%p %s %T@ %C@ %i\n' | sort; }
BEFORE=$(listing)
measure unchanged "generate, nothing changed" "" "sh -c 'cd $WORK/project && exec $BIN generate'"
CHANGED=$(find "$WORK/project" -newer "$WORK/marker" | wc -l)
if [ "$BEFORE" = "$(listing)" ] && [ "$CHANGED" = 0 ]; then
  echo "generate with nothing changed wrote 0 bytes: no entry's size, mtime, ctime or inode changed, 0 entries newer than the marker" \
    | tee "$RESULTS/unchanged-writes.txt"
else
  echo "generate with nothing changed WROTE: $CHANGED entries newer than the marker" | tee "$RESULTS/unchanged-writes.txt"
fi
measure check "check, clean tree" "" "sh -c 'cd $WORK/project && exec $BIN check'"
measure copy "cp -r of the generated tree" "rm -rf $WORK/copy" "cp -r $WORK/project $WORK/copy"
# `new` of the same module alone, and in the project (its files removed before each run).
mkdir -p "$WORK/empty"
measure new_empty "new, empty folder" "rm -rf $WORK/empty/Specs $WORK/empty/Sources $WORK/empty/Tests" \
  "sh -c 'cd $WORK/empty && exec $BIN new Zed --traits close'"
if [ -z "${VIPER_GEN_BIN:-}" ]; then
  measure new_empty_plain "new, empty, swift build binary" "rm -rf $WORK/empty/Specs $WORK/empty/Sources $WORK/empty/Tests" \
    "sh -c 'cd $WORK/empty && exec $PLAIN_BIN new Zed --traits close'"
fi
measure new_project "new, $N_MODULES-module project" \
  "rm -rf $WORK/project/Specs/Zed.viper.yml $WORK/project/Sources/App/Modules/Zed $WORK/project/Tests/AppTests/Modules/Zed" \
  "sh -c 'cd $WORK/project && exec $BIN new Zed --traits close'"
rm -rf "$WORK/project/Specs/Zed.viper.yml" "$WORK/project/Sources/App/Modules/Zed" "$WORK/project/Tests/AppTests/Modules/Zed"

# ---- targets (2-core machine) ------------------------------------------------------
ms() { sed -n 's/.*median *\([0-9.]*\) ms.*/\1/p' "$RESULTS/$1.txt"; }
echo "== targets"
awk -v c="$(ms check)" -v u="$(ms unchanged)" -v f="$(ms fresh)" -v p="$(ms copy)" \
    -v ne="$(ms new_empty)" -v np="$(ms new_project)" 'BEGIN {
  printf "check < 100 ms:                  %s (%.1f ms)\n", (c < 100 ? "met" : "MISSED"), c
  printf "no-change generate < 150 ms:     %s (%.1f ms)\n", (u < 150 ? "met" : "MISSED"), u
  printf "fresh generate <= 1.5 x cp -r:   %s (%.1f ms vs %.1f ms, %.2fx)\n", (f <= 1.5 * p ? "met" : "MISSED"), f, p, f / p
  # Issue 36 retired 1.5x: `new` validates the whole project, so the new module must fit it.
  printf "new in the project <= 4 x new in an empty folder: %s (%.1f ms vs %.1f ms, %.2fx)\n", \
    (np <= 4 * ne ? "met" : "MISSED"), np, ne, np / ne
}'
# ---- memory per MB of spec (issue 13, item 18) ---------------------------------------
# One spec just under the 1 MiB limit (view methods), generated from scratch;
# peak resident memory of the process against the same run on a tiny spec.
big=$WORK/big-spec
rm -rf "$big" && mkdir -p "$big/Specs"
{
  printf 'module: Big\nstyle: mvp\ntraits: [close]\nview:\n'
  i=0
  while :; do printf '  showItem%06d:\n    title: String\n' "$i"; i=$((i + 1)); [ $i -ge 28000 ] && break; done
} > "$big/Specs/Big.viper.yml"
python3 - "$BIN" "$big" "$WORK/small-spec" <<'PY'
import os, resource, shutil, subprocess, sys, time
binary, big, small = sys.argv[1:4]
shutil.rmtree(small, ignore_errors=True)
os.makedirs(small + "/Specs")
open(small + "/Specs/Small.viper.yml", "w").write("module: Small\nstyle: mvp\ntraits: [close]\n")
def peak(folder):
    script = "import resource,subprocess,sys; subprocess.run([sys.argv[1], 'generate'], cwd=sys.argv[2], check=True); print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    start = time.time()
    kib = int(subprocess.check_output([sys.executable, "-c", script, binary, folder]).decode())
    return kib / 1024, time.time() - start
size = os.path.getsize(big + "/Specs/Big.viper.yml") / (1 << 20)
base, _ = peak(small)
high, seconds = peak(big)
print("memory per MB of spec:       %.0f MB (peak %.0f MB for a %.2f MB spec, %.0f MB for a tiny one; %.1f s)" % ((high - base) / size, high, size, base, seconds))
PY

echo "binary: $BIN; load average: $(cut -d' ' -f1-3 /proc/loadavg); work folder: $WORK"
