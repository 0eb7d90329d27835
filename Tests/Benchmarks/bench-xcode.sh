#!/usr/bin/env bash
# Adding a module to a large Xcode project, in process: builds the benchmark in
# release mode, grows a classic project of MEGABYTES (default 1) with the
# editor, then times reading it, adding a module's ten files and writing the
# edited bytes (best of REPEAT, default 20). Then times the release viper-gen
# on projects made for paths that were once quadratic, at two sizes each, so
# their growth can be read (see "growth" below; about 30 s).
#
#   Tests/Benchmarks/bench-xcode.sh
#   MEGABYTES=5 REPEAT=5 Tests/Benchmarks/bench-xcode.sh
#   GROWTH_N=4000 Tests/Benchmarks/bench-xcode.sh     # smaller growth cases
#   GROWTH=0 Tests/Benchmarks/bench-xcode.sh          # no growth cases
#   VIPER_GEN_BIN=/path/to/viper-gen ...             # growth of another build
set -euo pipefail
cd "$(dirname "$0")/../.."
echo "building viper-gen-bench (release)"
swift build -c release --product viper-gen-bench 2>&1 | tail -1
"$(swift build -c release --show-bin-path)/viper-gen-bench" xcode --megabytes "${MEGABYTES:-1}" --repeat "${REPEAT:-20}"

# ---- growth: the release viper-gen on projects built for one path each ---------
# Each case at N and 2N (times are best of 3 whole processes): a linear path
# takes about twice as long at 2N, a quadratic one about four times.
#   1  exceptions  N exception sets naming a missing target, beside N target listings (check)
#   2  prune       N stale files in one group, removed in its order (generate --prune --dry-run)
#   3  sync        N/4 synchronized folders that hold none of N/4 modules' files (check)
#   A  built       a valid project of N/8 modules, its target's phase holding all their files (check)
if [ "${GROWTH:-1}" != 0 ]; then
  BIN=${VIPER_GEN_BIN:-}
  if [ -z "$BIN" ]; then
    echo "building viper-gen (release)"
    swift build -c release --product viper-gen 2>&1 | tail -1
    BIN="$(swift build -c release --show-bin-path)/viper-gen"
  fi
  python3 - "$BIN" "${GROWTH_N:-8000}" <<'PY'
import os, shutil, subprocess, sys, tempfile, time

binary, n = sys.argv[1], int(sys.argv[2])

class Project:
    """project.pbxproj text in Xcode's layout: objects in isa sections, in ID order."""
    def __init__(self):
        self.next, self.sections, self.children, self.target_ids, self.targets = 0x100, {}, [], [], None
    def id(self):
        self.next += 1
        return "AA%022X" % self.next
    def add(self, isa, text):
        self.sections.setdefault(isa, []).append(text)
    @staticmethod
    def list(items):
        return "(\n" + "".join("\t\t\t\t%s,\n" % i for i in items) + "\t\t\t)"
    def group(self, path, children, gid=None):
        gid = gid or self.id()
        path = "\t\t\tpath = %s;\n" % path if path else ""
        self.add("PBXGroup", "\t\t%s = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = %s;\n%s\t\t\tsourceTree = \"<group>\";\n\t\t};\n"
                 % (gid, self.list(children), path))
        return gid
    def file(self, path):
        fid = self.id()
        self.add("PBXFileReference", "\t\t%s = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = %s; "
                 "sourceTree = \"<group>\"; };\n" % (fid, path))
        return fid
    def build_file(self, ref):
        bid = self.id()
        self.add("PBXBuildFile", "\t\t%s = {isa = PBXBuildFile; fileRef = %s; };\n" % (bid, ref))
        return bid
    def target(self, name, build_files=()):
        tid, phase = self.id(), self.id()
        self.add("PBXSourcesBuildPhase", "\t\t%s = {\n\t\t\tisa = PBXSourcesBuildPhase;\n\t\t\tfiles = %s;\n\t\t};\n"
                 % (phase, self.list(build_files)))
        self.add("PBXNativeTarget", "\t\t%s = {\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildPhases = %s;\n\t\t\tname = %s;\n\t\t};\n"
                 % (tid, self.list([phase]), name))
        self.target_ids.append(tid)
        return tid
    def synchronized(self, path, exceptions=()):
        gid = self.id()
        listed = "\t\t\texceptions = %s;\n" % self.list(exceptions) if exceptions else ""
        self.add("PBXFileSystemSynchronizedRootGroup", "\t\t%s = {\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n%s"
                 "\t\t\tpath = %s;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n" % (gid, listed, path))
        return gid
    def exception_set(self, target):
        eid = self.id()
        self.add("PBXFileSystemSynchronizedBuildFileExceptionSet", "\t\t%s = {\n\t\t\tisa = "
                 "PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = %s;\n\t\t\ttarget = %s;\n\t\t};\n"
                 % (eid, self.list(["X.swift"]), target))
        return eid
    def write(self, root):
        main = self.group(None, self.children)
        self.add("PBXProject", "\t\tAA0000000000000000000001 = {\n\t\t\tisa = PBXProject;\n\t\t\tmainGroup = %s;\n"
                 "\t\t\tprojectDirPath = \"\";\n\t\t\ttargets = %s;\n\t\t};\n" % (main, self.list(self.targets or self.target_ids)))
        parts = ["// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 77;\n\tobjects = {\n"]
        for isa in sorted(self.sections):
            parts += ["\n/* Begin %s section */\n" % isa] + sorted(self.sections[isa]) + ["/* End %s section */\n" % isa]
        parts.append("\t};\n\trootObject = AA0000000000000000000001;\n}\n")
        os.makedirs(os.path.join(root, "App.xcodeproj"))
        with open(os.path.join(root, "App.xcodeproj", "project.pbxproj"), "w") as out:
            out.write("".join(parts))

def new_root(root, modules):
    os.makedirs(os.path.join(root, "Specs"))
    with open(os.path.join(root, "viper-gen.yml"), "w") as out:
        out.write("xcode:\n  project: App.xcodeproj\n  target: App\n  testTarget: AppTests\n")
    for i in range(modules):
        with open(os.path.join(root, "Specs", "M%d.viper.yml" % i), "w") as out:
            out.write("module: M%d\nstyle: mvp\ntraits: [close]\n" % i)

def exceptions(root, size):
    new_root(root, 1)
    p = Project()
    app, tests = p.target("App"), p.target("AppTests")
    sets = [p.exception_set("DEADBEEFDEADBEEFDEADBEEF") for _ in range(size)]
    p.children = [p.group("Sources", []), p.synchronized("Sync", sets)]
    p.targets = [app, tests] + [tests] * size
    p.write(root)
    return ["check"]

def prune(root, size):
    new_root(root, 1)
    p = Project()
    old = p.group("Old", [p.file("F%07d.swift" % i) for i in range(size)])
    p.children = [p.group("Sources", [p.group("App", [p.group("Modules", [old])])])]
    p.target("App"), p.target("AppTests")
    p.write(root)
    return ["generate", "--prune", "--dry-run"]

def sync(root, size):
    new_root(root, size // 4)
    p = Project()
    p.children = [p.group("Sources", [])] + [p.synchronized("S%d" % i) for i in range(size // 4)]
    p.target("App"), p.target("AppTests")
    p.write(root)
    return ["check"]

def built(root, size):
    new_root(root, size // 8)
    p = Project()
    p.children = [p.group("Sources", [])]
    p.target("App"), p.target("AppTests")
    p.write(root)
    subprocess.run([binary, "generate"], cwd=root, check=True, stdout=subprocess.DEVNULL)
    return ["check"]

def best(root, arguments):
    times = []
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([binary] + arguments, cwd=root, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return min(times)

work = tempfile.mkdtemp(prefix="viper-gen-growth.")
try:
    for name, make in [("1 exceptions", exceptions), ("2 prune", prune), ("3 sync", sync), ("A built", built)]:
        row = []
        for size in (n, 2 * n):
            root = os.path.join(work, "%s-%d" % (make.__name__, size))
            row.append(best(root, make(root, size)))
        print("growth %-13s N=%-6d %7.3f s   2N %7.3f s   x%.1f" % (name, n, row[0], row[1], row[1] / row[0]))
finally:
    shutil.rmtree(work)
PY
fi
