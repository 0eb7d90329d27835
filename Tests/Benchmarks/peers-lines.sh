# viper-gen beside the peers of ../shared/bench/run_peers.sh, in the same run:
#   EXTRA_BENCH=$PWD/Tests/Benchmarks/peers-lines.sh bash ../shared/bench/run_peers.sh
# Sourced by run_peers.sh, which defines `add`, $W (its work folder, with
# modules.json), $NM, $RUNS_FAST, $RUNS_SLOW, $PY and, on tmpfs, $RAM/$USE_TMPFS.
# The peers' specs ($W/specs) are PyYAML-shaped; the prepare step below writes
# the same 200 modules (same names, same traits, all six traits are built into
# viper-gen) as viper-gen specs. viper-gen writes more per module than the
# peers' 4 files (its own layout: presenter, view, assembly, mocks, tests,
# shared traits), so compare per-module figures with that in mind.
VG_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
# The binary `make dist` ships (on Linux, the Swift runtime linked statically),
# and for one reference line the README's `swift build -c release` binary.
VG_BIN=${VG_BIN:-$("$VG_ROOT/Tests/Benchmarks/shipped-binary.sh")}
VG_PLAIN_BIN=$VG_ROOT/.build/release/viper-gen
(cd "$VG_ROOT" && swift build -c release >&2)

# Prepare: viper-gen specs for the 200 modules, and one generated tree.
rm -rf "$W/vg_specs" "$W/vg_clean"
"$PY" - "$W/modules.json" "$W/vg_specs/Specs" <<'PYEOF'
import json, os, sys
modules, folder = json.load(open(sys.argv[1])), sys.argv[2]
os.makedirs(folder)
for m in modules:
    with open(os.path.join(folder, m["module_name"] + ".viper.yml"), "w") as spec:
        spec.write("module: %s\nstyle: mvp\ntraits: [%s]\n" % (m["module_name"], ", ".join(m["traits"])))
PYEOF
cp -r "$W/vg_specs" "$W/vg_clean"
(cd "$W/vg_clean" && "$VG_BIN" generate)

# hyperfine runs with -N, which also runs --prepare without a shell: give it one.
add vg_new_1 1 "viper-gen new, 1 module" 1 "$RUNS_FAST" "sh -c 'rm -rf $W/o_vg1 && mkdir -p $W/o_vg1'" \
    "sh -c 'cd $W/o_vg1 && exec $VG_BIN new Login --traits close,request'"
add vg_new_1_plain 1 "viper-gen new, 1 module, swift build binary (shared Swift runtime)" 1 "$RUNS_FAST" \
    "sh -c 'rm -rf $W/o_vg1p && mkdir -p $W/o_vg1p'" "sh -c 'cd $W/o_vg1p && exec $VG_PLAIN_BIN new Login --traits close,request'"
add vg_new_N 1 "viper-gen new, 1 module into the $NM-module project" 1 "$RUNS_FAST" \
    "sh -c 'rm -rf $W/vg_clean/Specs/Login.viper.yml $W/vg_clean/Sources/App/Modules/Login $W/vg_clean/Tests/AppTests/Modules/Login'" \
    "sh -c 'cd $W/vg_clean && exec $VG_BIN new Login --traits close,request'"
add vg_gen_N 2 "viper-gen generate, $NM modules, fresh tree" "$NM" "$RUNS_FAST" \
    "sh -c 'rm -rf $W/o_vgN && cp -r $W/vg_specs $W/o_vgN'" "sh -c 'cd $W/o_vgN && exec $VG_BIN generate'"
rm -rf "$W/vg_clean/Specs/Login.viper.yml" "$W/vg_clean/Sources/App/Modules/Login" "$W/vg_clean/Tests/AppTests/Modules/Login"
add vg_gen_N_same 2 "viper-gen generate, $NM modules, nothing changed" "$NM" "$RUNS_FAST" "" \
    "sh -c 'cd $W/vg_clean && exec $VG_BIN generate'"
add vg_check_N 2 "viper-gen check, $NM modules, clean" "$NM" "$RUNS_FAST" "" \
    "sh -c 'cd $W/vg_clean && exec $VG_BIN check'"
if [ "${USE_TMPFS:-0}" = 1 ]; then
add vg_gen_N_tmpfs 4t "viper-gen generate, $NM modules, output on tmpfs" "$NM" "$RUNS_FAST" \
    "sh -c 'rm -rf $RAM/o_vgN && cp -r $W/vg_specs $RAM/o_vgN'" "sh -c 'cd $RAM/o_vgN && exec $VG_BIN generate'"
fi
add vg_validate_N 5 "viper-gen validate (parse + validate), $NM specs" "$NM" "$RUNS_FAST" "" \
    "sh -c 'cd $W/vg_specs && exec $VG_BIN validate'"
