#!/usr/bin/env bash
# Spec parser throughput: generates a corpus of realistic module specs (20-40
# lines each) in a temporary folder, builds the benchmark in release mode and
# parses the corpus in process; then times templates with every tag on one line.
#
#   Tests/Benchmarks/bench-parser.sh            # 20000 specs, best of 5
#   SPECS=5000 REPEAT=10 Tests/Benchmarks/bench-parser.sh
set -euo pipefail

cd "$(dirname "$0")/../.."
specs=${SPECS:-20000}
repeat=${REPEAT:-5}
corpus=$(mktemp -d "${TMPDIR:-/tmp}/viper-gen-bench.XXXXXX")
trap 'rm -rf "$corpus"' EXIT

echo "generating $specs specs in $corpus"
awk -v count="$specs" -v dir="$corpus" '
function pick(list, n,    parts) { split(list, parts, " "); return parts[(n % length(parts)) + 1] }
BEGIN {
    srand(42)
    traits = "close request share refresh paginate search login logout track alert"
    styles = "mvp viper"
    transitions = "push present modal replace"
    types = "String Int Bool UUID Date URL Double"
    for (i = 0; i < count; i++) {
        name = sprintf("Module%05d", i)
        file = sprintf("%s/%s/%s.viper.yml", dir, i % 100, name)
        if (i % 100 == i) system("mkdir -p " dir "/" i)
        print "# " name " module" > file
        print "module: " name > file
        print "style: " pick(styles, i) > file
        if (i % 3 == 0) {
            print "summary: >" > file
            print "  Shows the " name " screen and lets the user" > file
            print "  act on it; generated code lives in Generated/." > file
        } else {
            print "summary: \"The " name " screen\"" > file
        }
        print "traits:" > file
        n = 1 + int(rand() * 4)
        for (t = 0; t < n; t++) {
            trait = pick(traits, i + t * 3)
            if (t % 2 == 1) {
                print "  - " trait ":" > file
                print "      service: " name "Service" > file
                print "      method: \"load(id: " pick(types, t) ") async throws -> " name "Model\"" > file
            } else {
                print "  - " trait > file
            }
        }
        print "routes:" > file
        r = 1 + int(rand() * 3)
        for (k = 0; k < r; k++) {
            print "  destination" k ":  # route " k > file
            print "    transition: " pick(transitions, i + k) > file
            print "    parameters:" > file
            print "      id: " pick(types, i + k) > file
            print "      animated: Bool" > file
        }
        print "view:" > file
        v = 1 + int(rand() * 4)
        for (k = 0; k < v; k++) print "  - \"show" k "(message: String)\"" > file
        print "tags: [ui, " pick(traits, i) ", \x27" name "\x27]" > file
        print "notes: |" > file
        print "  Hand-written code goes in " name "Presenter+Logic.swift." > file
        print "  Keep traits stateless." > file
        close(file)
    }
}'
echo "one of them:"
cat "$(find "$corpus" -name '*.yml' -print -quit)"
echo "building viper-gen-bench (release)"
swift build -c release --product viper-gen-bench 2>&1 | tail -1
"$(swift build -c release --show-bin-path)/viper-gen-bench" parse "$corpus" --repeat "$repeat"
# Templates whose tags share one line: time must grow with the text, not its square.
"$(swift build -c release --show-bin-path)/viper-gen-bench" template-line
