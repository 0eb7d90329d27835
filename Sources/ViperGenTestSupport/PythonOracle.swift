import Foundation

/// The Python interpreter of the venv that `.ci/run` fills with test-time
/// oracles (openstep-plist, pbxproj, jsonschema, actionlint) in `.build/oracle-venv`.
public enum PythonOracle {
    public static var venv: String { PackagePaths.root + "/.build/oracle-venv" }
    public static var python: String { venv + "/bin/python3" }
    public static var scripts: String { PackagePaths.root + "/Tests/Oracles" }

    /// Why the oracle cannot run, or nil when the venv imports every module named.
    public static func unavailability(of modules: [String]) -> String? {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            return "the Python oracle venv is missing (\(venv)); .ci/run creates it with "
                + "`python3 -m venv .build/oracle-venv && .build/oracle-venv/bin/pip install -r Tests/Oracles/requirements.txt`"
        }
        let result = try? ProcessRunner.run(
            python, ["-c", "import " + modules.joined(separator: ", ")], in: PackagePaths.root)
        guard result?.status == 0 else {
            return "the Python oracle venv cannot import \(modules.joined(separator: ", ")): "
                + "run `.build/oracle-venv/bin/pip install -r Tests/Oracles/requirements.txt`"
        }
        return nil
    }

    /// The path of a command the venv's packages install (e.g. `actionlint`).
    public static func tool(_ name: String) -> String { venv + "/bin/" + name }

    /// Why `tool(name)` cannot run, or nil when it is installed.
    public static func unavailability(ofTool name: String) -> String? {
        guard !FileManager.default.isExecutableFile(atPath: tool(name)) else { return nil }
        return "\(name) is not in the Python oracle venv (\(venv)); .ci/run installs it from "
            + "Tests/Oracles/requirements.txt and requirements-actionlint.txt"
    }

    /// Runs `Tests/Oracles/<script>` with the venv's Python.
    public static func run(_ script: String, _ arguments: [String]) throws -> ProcessResult {
        try ProcessRunner.run(python, [scripts + "/" + script] + arguments, in: PackagePaths.root)
    }
}
