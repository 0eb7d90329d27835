#!/bin/sh
# viper-gen as an Xcode Run Script build phase, placed before Compile Sources:
#   Shell: /bin/sh, script: this file's text (or `sh "$SRCROOT/<path to this file>"`)
#   Input File Lists:  $(SRCROOT)/ViperGenInputs.xcfilelist
#   Output File Lists: $(SRCROOT)/ViperGenOutputs.xcfilelist
#   Build setting ENABLE_USER_SCRIPT_SANDBOXING = NO for the target (viper-gen
#   reads the output folders to find orphaned generated files).
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
"$viper_gen" generate
"$viper_gen" filelist
