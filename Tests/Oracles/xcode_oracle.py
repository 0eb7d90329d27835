#!/usr/bin/env python3
"""Independent checks of project files viper-gen reads and writes, with the PyPI
packages openstep-plist and pbxproj (installed by .ci/run into .build/oracle-venv).

  xcode_oracle.py same-tree PROJECT TREE_JSON
      PROJECT parses with openstep_plist to the same values, in the same key
      order, as viper-gen's reader (TREE_JSON, written by the Swift test).
  xcode_oracle.py in-target PROJECT PATH=TARGET[=PHASE]...
      pbxproj loads PROJECT, and each PATH (relative to the project's folder)
      resolves through the group tree to a file built by TARGET's PHASE
      (Sources, the default, or Resources).

Prints what disagrees and exits 1; prints nothing and exits 0 when all agree.
"""
import json
import os
import sys


def plain(value):
    """openstep_plist's values as the Swift side writes them: data as {"<data>": hex}."""
    if isinstance(value, (bytes, bytearray)):
        return {"<data>": value.hex()}
    if isinstance(value, dict):
        return {"<keys>": list(value.keys()), **{key: plain(item) for key, item in value.items()}}
    if isinstance(value, list):
        return [plain(item) for item in value]
    return value


def same_tree(project, tree_json):
    import openstep_plist
    with open(project, encoding="utf-8", newline="") as handle:
        theirs = plain(openstep_plist.load(handle))
    with open(tree_json, encoding="utf-8") as handle:
        ours = json.load(handle)
    if theirs != ours:
        print(f"{project}: openstep_plist reads different values than viper-gen")
        report_difference(theirs, ours, "")
        return 1
    return 0


def report_difference(theirs, ours, where):
    if isinstance(theirs, dict) and isinstance(ours, dict):
        for key in sorted(set(theirs) | set(ours)):
            if theirs.get(key) != ours.get(key):
                report_difference(theirs.get(key), ours.get(key), f"{where}/{key}")
                return
    print(f"  at {where or '/'}: openstep_plist {theirs!r}, viper-gen {ours!r}")


PHASES = {"Sources": "PBXSourcesBuildPhase", "Resources": "PBXResourcesBuildPhase"}


def in_target(project, pairs):
    from pbxproj import XcodeProject
    loaded = XcodeProject.load(project)
    objects = loaded.objects
    root = objects[loaded.rootObject]
    paths = {}

    def value(obj, key, default=None):
        return obj[key] if key in obj else default

    def walk(group_id, folder):
        group = objects[group_id]
        for child_id in value(group, "children", []):
            child = objects[child_id]
            tree = value(child, "sourceTree", "<group>")
            path = value(child, "path")
            if tree == "<group>":
                child_folder = os.path.normpath(os.path.join(folder, path)) if path else folder
            elif tree == "SOURCE_ROOT":
                child_folder = os.path.normpath(path or ".")
            else:
                continue
            if child.isa in ("PBXGroup", "PBXVariantGroup", "XCVersionGroup"):
                walk(child_id, child_folder)
            elif child.isa == "PBXFileReference" and path:
                paths.setdefault(child_folder, []).append(child_id)

    walk(root.mainGroup, ".")
    failures = 0
    for pair in pairs:
        phase_name = "Sources"
        head, last = pair.rsplit("=", 1)
        if last in PHASES and "=" in head:
            pair, phase_name = head, last
        path, target_name = pair.rsplit("=", 1)
        target = loaded.get_target_by_name(target_name)
        references = paths.get(os.path.normpath(path), [])
        if target is None or len(references) != 1:
            print(f"{project}: {path}: {len(references)} file references in the group tree, target {target_name!r} "
                  f"{'missing' if target is None else 'found'}")
            failures += 1
            continue
        built = [objects[file_id].fileRef for phase_id in target.buildPhases
                 if objects[phase_id].isa == PHASES[phase_name]
                 for file_id in objects[phase_id].files if "fileRef" in objects[file_id]]
        if built.count(references[0]) != 1:
            print(f"{project}: {path} is built {built.count(references[0])} times by {target_name}'s {phase_name} phase")
            failures += 1
    return 1 if failures else 0


def main(arguments):
    if len(arguments) >= 3 and arguments[0] == "same-tree":
        return same_tree(arguments[1], arguments[2])
    if len(arguments) >= 2 and arguments[0] == "in-target":
        return in_target(arguments[1], arguments[2:])
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
