#!/bin/sh
# Installs viper-gen @VERSION@, the release your project pins, from its release
# archive, and only once the archive matches the sha256 written below; prints
# the installed binary's path. The GitHub Actions and pre-commit recipes run it.
#
# This file in docs/recipes/ is a template: `make dist` (the release workflow)
# writes the release's copy, with the version and checksums in place of the
# @...@ placeholders, as install-viper-gen.sh beside the archives. Save that
# copy as tools/install-viper-gen.sh in your repository and replace your-org
# below. The release must be the one `version:` in your viper-gen.yml names:
# viper-gen refuses to run in a project that pins another version.
#
# Usage: sh tools/install-viper-gen.sh [FOLDER]
#   FOLDER defaults to ${XDG_CACHE_HOME:-~/.cache}/viper-gen/<version>; the
#   binary goes to FOLDER/bin/viper-gen, and a second run with the same release
#   reuses it.
#   VIPER_GEN_RELEASES: where the releases are (default: your-org's GitHub
#   releases), as <VIPER_GEN_RELEASES>/<version>/<archive>; a mirror or a
#   file:// URL works too, since the checksum, not the source, is trusted.
set -eu
version=@VERSION@
case $version in
*@*)
    echo "install-viper-gen: this is the template in docs/recipes/; use the copy a viper-gen release carries (make dist writes it)" >&2
    exit 2
    ;;
esac
releases=${VIPER_GEN_RELEASES:-https://github.com/your-org/viper-gen/releases/download}

case "$(uname -s)-$(uname -m)" in
Linux-x86_64) platform=linux-x86_64 sum=@SHA256_LINUX_X86_64@ ;;
Linux-aarch64 | Linux-arm64) platform=linux-aarch64 sum=@SHA256_LINUX_AARCH64@ ;;
Darwin-*) platform=macos-universal sum=@SHA256_MACOS@ ;;
*)
    echo "install-viper-gen: viper-gen $version has no archive for $(uname -s) $(uname -m)" >&2
    exit 1
    ;;
esac
archive=viper-gen-$version-$platform.tar.gz
folder=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/viper-gen/$version}
binary=$folder/bin/viper-gen

# Installed before from this very archive: reuse it.
if [ -f "$binary" ] && [ -x "$binary" ] && [ ! -L "$binary" ] \
    && [ "$(cat "$folder/archive.sha256" 2>/dev/null)" = "$sum" ]; then
    echo "$binary"
    exit 0
fi

if [ -L "$binary" ] || { [ -e "$binary" ] && [ ! -f "$binary" ]; }; then
    echo "install-viper-gen: $binary is a link or not a file, which this script never installs; remove it, or pick another folder" >&2
    exit 1
fi

download=$(mktemp -d "${TMPDIR:-/tmp}/install-viper-gen.XXXXXX")
trap 'rm -rf "$download"' EXIT
echo "install-viper-gen: downloading $releases/$version/$archive" >&2
curl -fsSL -o "$download/$archive" "$releases/$version/$archive"
printf '%s  %s\n' "$sum" "$archive" > "$download/SHA256SUMS"
if command -v sha256sum >/dev/null 2>&1; then
    verify="sha256sum -c SHA256SUMS"
else
    verify="shasum -a 256 -c SHA256SUMS"
fi
if ! (cd "$download" && $verify >&2); then
    echo "install-viper-gen: $archive does not match its sha256 ($sum); nothing was installed" >&2
    exit 1
fi

# Only now is anything of the archive unpacked.
tar -xzf "$download/$archive" -C "$download" "viper-gen-$version-$platform/bin/viper-gen"
mkdir -p "$folder/bin"
rm -f "$folder/archive.sha256"
# A fresh name beside the binary (never a name planted there, never another
# run's), renamed over it in one step.
staged=$(mktemp "$folder/bin/.viper-gen.XXXXXX")
cp "$download/viper-gen-$version-$platform/bin/viper-gen" "$staged"
chmod 0755 "$staged"
mv -f "$staged" "$binary"
echo "$sum" > "$folder/archive.sha256"
echo "$binary"
