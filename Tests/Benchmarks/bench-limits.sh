#!/usr/bin/env bash
# Growth of the costs a hostile repository controls (issue 35, items 5, 6 and
# 10), with the release viper-gen as whole processes: each table doubles its
# input, so a linear cost doubles with it and a quadratic one quadruples.
#
#   Tests/Benchmarks/bench-limits.sh                 # builds the release binary first
#   VIPER_GEN_BIN=/path/to/viper-gen Tests/Benchmarks/bench-limits.sh
#   BENCH_WORK=/dev/shm/vg-limits ...                # the work folder (default: a new temporary one)
#
# 1. A traits file whose snippet holds N unclosed `${`, up to the 1 MiB limit:
#    `completions --list traits` (every Tab press) and `validate`.
# 2. M specs under a 50-character folder with the longest header allowed
#    (1,024 bytes naming `${source}` 4 times): `check` of the generated tree,
#    time and peak memory.
# 3. The largest project accepted: specs of view methods up to the 8 MiB
#    limit for all specs, generated from scratch; and `check` of an Xcode
#    project file of about 32 MB (the limit is 32 MiB). Peak memory of each.
# 4. 8 specs just under the 1 MiB limit whose every line is an error
#    (496,000 diagnostics): `validate`, peak memory.
# 5. A 128 KB project template that fails in every module, for M modules:
#    `check` renders it once, not once per module.
# 6. `graph` of M modules (routes, factories, children, outputs), the whole map
#    with its legend and one module's neighbourhood.
# 7. Every pattern of the JSON Schemas, matched by Python's backtracking `re`
#    (as editors' matchers backtrack) against long repeated hostile values.
# 8. `adopt --dry-run` of a module folder whose one file holds N types, a
#    protocol of N methods, or N `let a:` on one line (each was quadratic).
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${VIPER_GEN_BIN:-}" ]; then
  swift build -c release >&2
  BIN=$PWD/.build/release/viper-gen
else
  BIN=$VIPER_GEN_BIN
fi
WORK=${BENCH_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/viper-gen-limits.XXXXXX")}
mkdir -p "$WORK"
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "needs GNU time at /usr/bin/time (apt install time)" >&2; exit 1; }

# Prints "seconds peak-MB" of a command run in folder $1.
measure() {
  local folder=$1; shift
  (cd "$folder" && "$TIME" -f '%e %M' "$@" > /dev/null 2> "$WORK/time.txt") || true
  local last; last=$(tail -1 "$WORK/time.txt")
  printf '%s %s' "${last% *}" "$(( ${last#* } / 1024 ))"
}

echo "== 1. unclosed \${ in a traits snippet (linear: time doubles with N)"
printf '%-10s %-10s %-22s %s\n' "N" "bytes" "completions (s, MB)" "validate (s, MB)"
for n in 50000 100000 200000 400000; do
  dir=$WORK/traits-$n; rm -rf "$dir"; mkdir -p "$dir"; : > "$dir/viper-gen.yml"
  python3 - "$dir/viper-traits.yml" "$n" <<'PY'
import sys
path, n = sys.argv[1], int(sys.argv[2])
with open(path, "w") as out:
    out.write('traits:\n  buzz:\n    kind: router\n    summary: Buzzes.\n    methods:\n      buzz:\n        body: "'
              + "${" * n + '"\n')
PY
  printf '%-10s %-10s %-22s %s\n' "$n" "$(wc -c < "$dir/viper-traits.yml")" \
    "$(measure "$dir" "$BIN" completions --list traits)" "$(measure "$dir" "$BIN" validate)"
done

echo "== 2. the longest header, M specs under a 50-character folder (linear: both double with M)"
header=$(python3 -c 'print(("${source} " * 4 + "x" * 1024)[:1024])')
folder=$(printf 'f%.0s' $(seq 50))
printf '%-6s %s\n' "M" "check (s, MB)"
for m in 100 200 400 800; do
  dir=$WORK/header-$m; rm -rf "$dir"; mkdir -p "$dir/Specs/$folder"
  printf 'header: "%s"\n' "$header" > "$dir/viper-gen.yml"
  for ((i = 0; i < m; i++)); do
    printf 'module: M%04d\nstyle: mvp\ntraits: [close, request]\n' "$i" > "$dir/Specs/$folder/M$i.viper.yml"
  done
  (cd "$dir" && "$BIN" generate)
  printf '%-6s %s\n' "$m" "$(measure "$dir" "$BIN" check)"
done

echo "== 3. the largest accepted inputs: peak memory"
dir=$WORK/big-specs; rm -rf "$dir"; mkdir -p "$dir/Specs"; : > "$dir/viper-gen.yml"
for s in 0 1 2 3 4 5 6 7; do
  {
    printf 'module: Big%d\nstyle: mvp\ntraits: [close]\nview:\n' "$s"
    for ((i = 0; i < 27000; i++)); do printf '  showItem%06d:\n    title: String\n' "$i"; done
  } > "$dir/Specs/Big$s.viper.yml"
done
bytes=$(cat "$dir"/Specs/*.yml | wc -c)
printf 'specs: %d bytes in 8 files; generate from scratch (s, MB): %s\n' "$bytes" "$(measure "$dir" "$BIN" generate)"
printf 'the same tree, check (s, MB): %s\n' "$(measure "$dir" "$BIN" check)"

dir=$WORK/big-project; rm -rf "$dir"; mkdir -p "$dir/App.xcodeproj" "$dir/Specs"
printf 'xcode:\n  project: App.xcodeproj\n  target: App\n' > "$dir/viper-gen.yml"
printf 'module: Login\nstyle: mvp\ntraits: [close]\n' > "$dir/Specs/Login.viper.yml"
python3 - "$dir/App.xcodeproj/project.pbxproj" 90000 <<'PY'
import sys
path, count = sys.argv[1], int(sys.argv[2])
ident = lambda n: "%024X" % n
refs, builds = [], []
for n in range(count):
    refs.append('\t\t%s /* F%d.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = F%d.swift; sourceTree = "<group>"; };\n' % (ident(10 + n), n, n))
    builds.append('\t\t%s /* F%d.swift in Sources */ = {isa = PBXBuildFile; fileRef = %s /* F%d.swift */; };\n' % (ident(10 + count + n), n, ident(10 + n), n))
children = "".join("\t\t\t\t%s,\n" % ident(10 + n) for n in range(count))
files = "".join("\t\t\t\t%s,\n" % ident(10 + count + n) for n in range(count))
text = ("// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = 56;\n\tobjects = {\n\n"
        "/* Begin PBXBuildFile section */\n" + "".join(builds) + "/* End PBXBuildFile section */\n\n"
        "/* Begin PBXFileReference section */\n" + "".join(refs) + "/* End PBXFileReference section */\n\n"
        "/* Begin PBXGroup section */\n\t\t000000000000000000000001 = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n" + children
        + "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n/* End PBXGroup section */\n\n"
        "/* Begin PBXNativeTarget section */\n\t\t000000000000000000000002 = {\n\t\t\tisa = PBXNativeTarget;\n"
        "\t\t\tbuildPhases = (\n\t\t\t\t000000000000000000000003,\n\t\t\t);\n\t\t\tname = App;\n\t\t};\n"
        "/* End PBXNativeTarget section */\n\n/* Begin PBXProject section */\n\t\t000000000000000000000004 = {\n"
        "\t\t\tisa = PBXProject;\n\t\t\tmainGroup = 000000000000000000000001;\n\t\t\ttargets = (\n"
        "\t\t\t\t000000000000000000000002,\n\t\t\t);\n\t\t};\n/* End PBXProject section */\n\n"
        "/* Begin PBXSourcesBuildPhase section */\n\t\t000000000000000000000003 = {\n\t\t\tisa = PBXSourcesBuildPhase;\n"
        "\t\t\tfiles = (\n" + files + "\t\t\t);\n\t\t};\n/* End PBXSourcesBuildPhase section */\n\t};\n"
        "\trootObject = 000000000000000000000004;\n}\n")
open(path, "w").write(text)
PY
printf 'project file: %d bytes; check (s, MB): %s\n' "$(wc -c < "$dir/App.xcodeproj/project.pbxproj")" \
  "$(measure "$dir" "$BIN" check)"
echo "== 4. every line an error: 8 specs just under 1 MiB each (peak memory of the diagnostics)"
dir=$WORK/errors; rm -rf "$dir"; mkdir -p "$dir/Specs"; : > "$dir/viper-gen.yml"
for s in 0 1 2 3 4 5 6 7; do
  python3 - "$dir/Specs/E$s.viper.yml" "E$s" <<'PY'
import sys
path, name = sys.argv[1], sys.argv[2]
with open(path, "w") as out:
    out.write("module: %s\nstyle: mvp\ntraits: []\nstate:\n" % name)
    out.writelines("  f%d: 1nope\n" % i for i in range(62000))
PY
done
printf 'specs: %d bytes; validate (s, MB): %s\n' "$(cat "$dir"/Specs/*.yml | wc -c)" "$(measure "$dir" "$BIN" validate)"

echo "== 5. a 128 KB project template that fails in every module, M modules (flat: one module's render)"
printf '%-6s %s\n' "M" "check (s, MB)"
for m in 64 128 256; do
  dir=$WORK/failing-template-$m; rm -rf "$dir"; mkdir -p "$dir/Specs" "$dir/T/MVP"
  printf 'templates: T\n' > "$dir/viper-gen.yml"
  python3 - "$dir/T/MVP/Presenter.swift.tmpl" <<'PY'
import sys
with open(sys.argv[1], "w") as out:
    index = 0
    while out.tell() < 128 * 1024:
        out.write("{%% for x in module.stat%d.fields %%}{{ x.nmae%d }}{%% endfor %%}\n" % (index, index))
        index += 1
PY
  for ((i = 0; i < m; i++)); do printf 'module: M%04d\nstyle: mvp\n' "$i" > "$dir/Specs/M$i.viper.yml"; done
  printf '%-6s %s\n' "$m" "$(measure "$dir" "$BIN" check)"
done

echo "== 6. the navigation map of M modules, each with a route, a factory route and an output, every eighth with a child (linear)"
printf '%-6s %-22s %s\n' "M" "graph dot --legend (s, MB)" "graph --module M0000 --depth 1000 (s, MB)"
for m in 1000 2000 4000; do
  dir=$WORK/graph-$m; rm -rf "$dir"; mkdir -p "$dir/Specs"; : > "$dir/viper-gen.yml"
  python3 - "$dir/Specs" "$m" <<'PY'
import sys
folder, m = sys.argv[1], int(sys.argv[2])
for i in range(m):
    # Every eighth module embeds the next one (which embeds none: nesting stays shallow).
    child = "children:\n  child: M%04d\n" % (i + 1) if i % 8 == 0 and i + 1 < m else ""
    with open("%s/M%04d.viper.yml" % (folder, i), "w") as out:
        out.write("module: M%04d\noutput:\n  done:\nroutes:\n  next:\n    module: M%04d\n"
                  "    transition: present\n  help: present\n%s" % (i, (i + 1) % m, child))
PY
  printf '%-6s %-26s %s\n' "$m" "$(measure "$dir" "$BIN" graph --format dot --legend)" \
    "$(measure "$dir" "$BIN" graph --module M0000 --depth 1000)"
  (cd "$dir" && "$BIN" validate > /dev/null) || echo "graph-$m: the specs are invalid; the figures above time their errors"
done

echo "== 7. the JSON Schemas' patterns on long hostile values, as an editor's backtracking matcher runs them (linear: ratio about 2)"
for kind in module config traits; do "$BIN" schema "$kind" > "$WORK/$kind.schema.json"; done
python3 - "$WORK"/*.schema.json <<'PY'
import json, re, sys, time
patterns = set()
def walk(value):
    if isinstance(value, dict):
        for key, inner in value.items():
            if key == "pattern" and isinstance(inner, str): patterns.add(inner)
            else: walk(inner)
    elif isinstance(value, list):
        for inner in value: walk(inner)
for path in sys.argv[1:]:
    with open(path) as handle: walk(json.load(handle))
def seconds(pattern, text):
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter(); re.search(pattern, text); best = min(best, time.perf_counter() - start)
    return best
worst = (0, "", "")
for pattern in sorted(patterns):
    for unit in ["a", " ", "a ", "(", ")", "a(", "?", "=", "a.", "-> ", "_ "]:
        small, large = seconds(pattern, unit * 20000 + "!"), seconds(pattern, unit * 40000 + "!")
        ratio = large / max(small, 1e-6)
        if large > 0.001 and ratio > worst[0]: worst = (ratio, pattern, unit)
if worst[1]:
    print("%d patterns; worst growth from 20,000 to 40,000 repeats: %.1fx (%r on %r)" % ((len(patterns),) + worst))
else:
    print("%d patterns; every match under a millisecond" % len(patterns))
PY

echo "== 8. adopt of one file of N types, N protocol methods, N 'let a:' on a line (linear: time doubles with N)"
printf '%-8s %-18s %-18s %s\n' "N" "types (s, MB)" "methods (s, MB)" "lets (s, MB)"
for n in 10000 20000 40000; do
  dir=$WORK/adopt-$n; rm -rf "$dir"; mkdir -p "$dir/T" "$dir/M" "$dir/L"; : > "$dir/viper-gen.yml"
  python3 - "$dir" "$n" <<'PY'
import sys
folder, n = sys.argv[1], int(sys.argv[2])
open(folder + "/T/T.swift", "w").write("".join("enum A%d {}\n" % i for i in range(n)) + "protocol TView { func a() }\n")
open(folder + "/M/M.swift", "w").write("protocol MView {\n" + "".join("  func m%d()\n" % i for i in range(n)) + "}\n")
open(folder + "/L/L.swift", "w").write("protocol LView { func a() }\nfunc f() { " + "let a: " * n + "}\n")
PY
  printf '%-8s %-18s %-18s %s\n' "$n" "$(measure "$dir" "$BIN" adopt T --dry-run)" \
    "$(measure "$dir" "$BIN" adopt M --dry-run)" "$(measure "$dir" "$BIN" adopt L --dry-run)"
done

echo "binary: $BIN; load average: $(cut -d' ' -f1-3 /proc/loadavg); work folder: $WORK"
