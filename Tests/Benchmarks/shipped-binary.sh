#!/usr/bin/env bash
# Builds viper-gen the way `make dist` (.ci/dist) ships it and prints the
# binary's path. On Linux that build links the Swift runtime and Foundation
# statically, so the process loads no shared Swift libraries: it starts in
# about a third of the time of the `swift build -c release` binary. It uses
# .ci/dist's scratch folder, so the two share one build.
#
#   BIN=$(Tests/Benchmarks/shipped-binary.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
static=()
if [ "$(uname -s)" = Linux ]; then static=(--static-swift-stdlib); fi
swift build -c release "${static[@]}" --scratch-path .build/dist-build --product viper-gen >&2
echo "$PWD/.build/dist-build/release/viper-gen"
