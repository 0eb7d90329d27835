"""viper-gen in Bazel: one sandboxed, cacheable action per module.

`viper_gen_project` makes the targets from the declarations that
`viper-gen filelist --bazel viper_gen_project.bzl` writes next to
viper-gen.yml; BUILD.example beside this file shows the BUILD file there, and
README.md how the actions work, what they read and how they are cached.
"""

# The action's script. It copies the inputs into a scratch project (real
# files: viper-gen follows no link out of a project, and the sandbox's inputs
# are links), runs viper-gen there, and copies the declared generated files to
# their outputs. The scratch project lies below the output folder, inside the
# action's sandbox, and is deleted when the script ends. Arguments: $1
# viper-gen, $2 the scratch folder, $3 the module's spec ("" for the shared
# files), $4 the declarations file ("" for a module), then pairs (file, its
# path in the project) for each input, "--", and pairs (path in the project,
# output file) for each output.
_SCRIPT = """\
set -eu
tool=$1 work=$2 spec=$3 declarations=$4
shift 4
case $tool in /*) ;; *) tool=$PWD/$tool ;; esac
case $work in /*) ;; *) work=$PWD/$work ;; esac
rm -rf "$work"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/project"
while [ "$1" != -- ]; do
    mkdir -p "$work/project/$(dirname -- "$2")"
    cp -- "$1" "$work/project/$2"
    shift 2
done
shift
# viper-gen in the scratch project, its messages shown only when it fails.
quietly() {
    local command=$1
    shift
    if ! (cd "$work/project" && "$tool" "$command" --no-wait --color never "$@") \\
        >"$work/log" 2>&1; then
        cat "$work/log" >&2
        exit 1
    fi
}
refresh="run 'viper-gen filelist --bazel <file>' next to viper-gen.yml"
if [ -n "$spec" ]; then
    # A module's warnings are not shown: its scratch project holds only the
    # specs it reads, and the shared action shows the whole project's.
    quietly generate -- "./$spec"
    # Every generated file in the folders of the declared ones is declared.
    quietly filelist --prefix "" --inputs "$work/inputs" --outputs "$work/generated"
    for ((i = 1; i < $#; i += 2)); do
        printf '%s\\n' "${!i}" >>"$work/declared"
        dirname -- "${!i}" >>"$work/folders"
    done
    while IFS= read -r path; do
        if grep -Fxq -- "$(dirname -- "$path")" "$work/folders" &&
            ! grep -Fxq -- "$path" "$work/declared"; then
            echo "error: viper-gen generates $path, which is not declared: $refresh" >&2
            exit 1
        fi
    done <"$work/generated"
else
    # The shared files, from the whole project, whose warnings are shown; and
    # the declarations, which must be what viper-gen writes for it now.
    (cd "$work/project" && "$tool" generate --no-wait --color never) >/dev/null
    quietly filelist --bazel "$work/declarations.bzl"
    if ! cmp -s "$declarations" "$work/declarations.bzl"; then
        echo "error: $declarations is out of date: $refresh" >&2
        diff -u -L "$declarations" -L "viper-gen filelist --bazel" \\
            "$declarations" "$work/declarations.bzl" >&2 || true
        exit 1
    fi
fi
while [ "$#" -gt 0 ]; do
    if [ ! -f "$work/project/$1" ]; then
        echo "error: viper-gen no longer generates $1: $refresh" >&2
        exit 1
    fi
    cp -- "$work/project/$1" "$2"
    shift 2
done
"""

def _project_path(ctx, file):
    """A file's path in the project: its name in this package."""
    owner = file.owner
    if owner.workspace_root != ctx.label.workspace_root or owner.package != ctx.label.package:
        fail("%s is not in the package of %s: put the BUILD file next to viper-gen.yml" %
             (owner, ctx.label))
    return owner.name

def _viper_gen_files_impl(ctx):
    paths = ctx.attr.sources + ctx.attr.tests
    if not paths:
        fail("%s declares no generated file" % ctx.label)
    outputs = {path: ctx.actions.declare_file(path) for path in paths}

    # The package's output folder, and in it the action's scratch folder
    # (deleted when the action ends, even when it runs unsandboxed).
    package_folder = outputs[paths[0]].path[:-len(paths[0])]
    work = package_folder + ".viper-gen-" + ctx.label.name

    args = ctx.actions.args()
    args.add(ctx.executable.viper_gen.path)
    args.add(work)
    args.add(ctx.attr.spec)
    args.add(ctx.file.declarations.path if ctx.file.declarations else "")
    for file in ctx.files.srcs:
        args.add(file.path)
        args.add(_project_path(ctx, file))
    args.add("--")
    for path in paths:
        args.add(path)
        args.add(outputs[path].path)

    ctx.actions.run_shell(
        command = _SCRIPT,
        arguments = [args],
        inputs = ctx.files.srcs + ctx.files.declarations,
        tools = [ctx.executable.viper_gen],
        outputs = outputs.values(),
        mnemonic = "ViperGen",
        progress_message = "viper-gen: " + (ctx.attr.module or "shared files"),
        # viper-gen needs no network: a sandbox runs the action without one.
        execution_requirements = {"block-network": ""},
    )
    return [
        DefaultInfo(files = depset(outputs.values())),
        OutputGroupInfo(
            sources = depset([outputs[path] for path in ctx.attr.sources]),
            tests = depset([outputs[path] for path in ctx.attr.tests]),
        ),
    ]

viper_gen_files = rule(
    implementation = _viper_gen_files_impl,
    doc = "The generated files of one module, or (without a spec) the shared files.",
    attrs = {
        "module": attr.string(doc = "The module's name, for the progress message."),
        "spec": attr.string(
            doc = "The module's spec, as a path in the project; empty for the shared files.",
        ),
        "srcs": attr.label_list(
            allow_files = True,
            doc = "Every file the action reads, all in this package.",
        ),
        "declarations": attr.label(
            allow_single_file = True,
            doc = "The shared files' action checks that this file is current.",
        ),
        "sources": attr.string_list(
            doc = "Generated files of the app target, as paths in the project.",
        ),
        "tests": attr.string_list(
            doc = "Generated files of the test target, as paths in the project.",
        ),
        "viper_gen": attr.label(
            mandatory = True,
            executable = True,
            allow_files = True,
            cfg = "exec",
            doc = "The viper-gen binary: an input of every action, so a new one reruns them.",
        ),
    },
)

def viper_gen_project(name, project, declarations, viper_gen, **kwargs):
    """Every action of a viper-gen project, from its declarations.

    Makes `<name>_<Module>` for each module's generated files and
    `<name>-shared` for the runtime and trait files; `<name>` holds every
    generated file, `<name>-sources` the app target's and `<name>-tests` the
    test target's.

    Args:
      name: the prefix of every target.
      project: VIPER_GEN, from the file `viper-gen filelist --bazel` writes.
      declarations: that file, which the shared files' action checks.
      viper_gen: the viper-gen binary (a label).
      **kwargs: passed to every target (visibility, tags).
    """
    targets = []
    for module, entry in project["modules"].items():
        targets.append(name + "_" + module)
        viper_gen_files(
            name = targets[-1],
            module = module,
            spec = entry["spec"],
            srcs = project["inputs"] + [entry["spec"]] + entry["reached_specs"],
            sources = entry["sources"],
            tests = entry["tests"],
            viper_gen = viper_gen,
            **kwargs
        )
    targets.append(name + "-shared")
    viper_gen_files(
        name = targets[-1],
        srcs = project["inputs"] + project["specs"],
        declarations = declarations,
        sources = project["shared"]["sources"],
        tests = project["shared"]["tests"],
        viper_gen = viper_gen,
        **kwargs
    )
    native.filegroup(name = name, srcs = targets, **kwargs)
    for group in ["sources", "tests"]:
        native.filegroup(
            name = name + "-" + group,
            srcs = targets,
            output_group = group,
            **kwargs
        )

def viper_gen_generated(project, group = None):
    """Every generated file of the project, as paths in it.

    What a glob of the project's own Swift files must leave out: the actions
    make these, and a copy committed for Xcode may be stale.

    Args:
      project: VIPER_GEN, from the file `viper-gen filelist --bazel` writes.
      group: "sources" for the app target's files only, "tests" for the test
        target's; None for both.

    Returns:
      The paths, relative to the project (this package).
    """
    groups = [group] if group else ["sources", "tests"]
    paths = []
    for entry in [project["shared"]] + project["modules"].values():
        for name in groups:
            paths += entry[name]
    return paths
