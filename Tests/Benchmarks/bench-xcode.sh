#!/usr/bin/env bash
# Adding a module to a large Xcode project, in process: builds the benchmark in
# release mode, grows a classic project of MEGABYTES (default 1) with the
# editor, then times reading it, adding a module's ten files and writing the
# edited bytes (best of REPEAT, default 20).
#
#   Tests/Benchmarks/bench-xcode.sh
#   MEGABYTES=5 REPEAT=5 Tests/Benchmarks/bench-xcode.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "building viper-gen-bench (release)"
swift build -c release --product viper-gen-bench 2>&1 | tail -1
"$(swift build -c release --show-bin-path)/viper-gen-bench" xcode --megabytes "${MEGABYTES:-1}" --repeat "${REPEAT:-20}"
