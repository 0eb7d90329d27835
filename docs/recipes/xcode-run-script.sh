#!/bin/sh
# viper-gen as an Xcode Run Script build phase, placed before Compile Sources:
#   Shell: /bin/sh, script: this file's text (or `sh "$SRCROOT/<path to this file>"`)
#   Input File Lists:  $(SRCROOT)/ViperGenInputs.xcfilelist
#   Output File Lists: $(SRCROOT)/ViperGenOutputs.xcfilelist
#   Build setting ENABLE_USER_SCRIPT_SANDBOXING = NO for the target: the
#   sandbox lets a script touch only the files its lists name, and viper-gen
#   also lists the specs and output folders (to find specs and orphaned files)
#   and writes each file through a temporary file beside it (so a stopped
#   build never leaves half a file), which no list can name in advance.
# The phase runs `generate --no-project`: a build never edits its own project
# file. Run `viper-gen new` and `viper-gen generate` (or Xcode's "Generate
# modules") outside the build to add new files to the project; until then
# `viper-gen check` reports them as missing from their target.
# Create both lists once with `viper-gen filelist` in $SRCROOT; this phase keeps
# them current. Xcode skips the phase when no listed input changed, and
# viper-gen rewrites only the files whose bytes change, so nothing recompiles
# needlessly. Set VIPER_GEN in the build settings if viper-gen is not on PATH.
set -eu
PATH="$PATH:/opt/homebrew/bin:/usr/local/bin"
viper_gen=${VIPER_GEN:-viper-gen}
if ! command -v "$viper_gen" >/dev/null 2>&1; then
    echo "error: viper-gen not found; install it or set VIPER_GEN in the target's build settings"
    exit 1
fi
cd "$SRCROOT"
"$viper_gen" generate --no-project
"$viper_gen" filelist
