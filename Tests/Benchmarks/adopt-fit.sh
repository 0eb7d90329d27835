#!/usr/bin/env bash
# Measures how much of hand-written modules `viper-gen adopt` + `viper-gen
# generate` reproduce: the protocols under their own names, the protocol
# methods with the exact signature, and the assembly's connections, per module
# and in total (issue 34).
#
#   Tests/Benchmarks/adopt-fit.sh [corpus]    # default: ../shared/real-modules
#
# The corpus is copied into a fresh project. A module folder is the folder of
# each *Presenter.swift (or its parent, when that folder is a layer such as
# Presenter/), leaving out folders inside another module's. Each is adopted
# with `adopt --fit`, which prints the reproduced and total counts from the
# same rendering `generate` writes; then `generate` writes every module and
# `check` must find no drift. VIPER_GEN=path picks the binary (default: the
# release build, built when missing).
set -euo pipefail

repo=$(cd "$(dirname "$0")/../.." && pwd)
corpus=${1:-$repo/../shared/real-modules}
[ -d "$corpus" ] || { echo "adopt-fit: no corpus at $corpus" >&2; exit 2; }
corpus=$(cd "$corpus" && pwd)
bin=${VIPER_GEN:-$repo/.build/release/viper-gen}
if [ ! -x "$bin" ]; then (cd "$repo" && swift build -c release >/dev/null); fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
"$bin" init >/dev/null
mkdir Legacy
cp -R "$corpus"/. Legacy/

folders=$(find Legacy -name '*Presenter.swift' | while read -r file; do
  folder=$(dirname "$file")
  case $(basename "$folder") in
    Presenter|Presenters|Presentation|Interactor|View|Views|Router|Assembly|Configurator|Module)
      folder=$(dirname "$folder") ;;
  esac
  echo "$folder"
done | sort -u)
modules=()
for folder in $folders; do
  nested=no
  for other in $folders; do
    case $folder in "$other"/*) nested=yes ;; esac
  done
  [ $nested = no ] && modules+=("$folder")
done

printf '%-58s %11s %11s %11s %6s\n' module protocols methods connections notes
totals=(0 0 0 0 0 0)
failed=0
for folder in "${modules[@]}"; do
  if ! "$bin" adopt "$folder" --fit >out.txt 2>err.txt; then
    printf '%-58s failed: %s\n' "${folder#Legacy/}" "$(grep -m1 'error:' err.txt || head -1 err.txt)"
    failed=$((failed + 1))
    continue
  fi
  read -r _ _ _ p_ok p_all _ m_ok m_all _ c_ok c_all < <(grep '^fit ' out.txt)
  notes=$(grep -c ': note: ' err.txt || true)
  printf '%-58s %5s/%-5s %5s/%-5s %5s/%-5s %6s\n' "${folder#Legacy/}" \
    "$p_ok" "$p_all" "$m_ok" "$m_all" "$c_ok" "$c_all" "$notes"
  values=("$p_ok" "$p_all" "$m_ok" "$m_all" "$c_ok" "$c_all")
  for i in 0 1 2 3 4 5; do totals[i]=$((totals[i] + values[i])); done
done

percent() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "100.0"; else printf "%.1f", 100 * a / b }'; }
echo
echo "total: protocols ${totals[0]}/${totals[1]} ($(percent "${totals[0]}" "${totals[1]}")%)," \
  "methods ${totals[2]}/${totals[3]} ($(percent "${totals[2]}" "${totals[3]}")%)," \
  "connections ${totals[4]}/${totals[5]} ($(percent "${totals[4]}" "${totals[5]}")%);" \
  "${#modules[@]} modules, $failed failed"

"$bin" generate >/dev/null
"$bin" check >/dev/null && echo "generate: every adopted module generated; check: no drift"
