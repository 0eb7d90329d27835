import Foundation
import ViperGenTestSupport
import XCTest

@testable import ViperGenCLI

/// The completion scripts loaded in real shells, asked what they offer for
/// command lines in a real project (names come from the built binary).
final class CompletionScriptTests: XCTestCase {
    private var project: DiskProject!

    override func setUpWithError() throws {
        project = try makeProject(label: "completions")
        try project.write(
            """
            traits:
              vibrate:
                kind: router
                summary: Vibrates the phone.

            """, to: "viper-traits.yml")
        XCTAssertEqual(try project.run(["new", "Login", "--traits", "close"]).status, 0)
        try project.write("module: Profile\n", to: "Specs/Profile.viper.yml")
    }

    // MARK: bash

    func testBash_completesCommandsOptionsValuesAndNames() throws {
        let othersThanClose = try traitNames(without: "close")
        let cases: [(words: [String], offers: [String])] = [
            (["new", "Login", "--traits", "cl"], ["close"]),
            (["new", "Login", "--traits", "close,re"], ["close,request"]),
            (["new", "Login", "--traits", "close,"], othersThanClose.map { "close," + $0 }),
            (["new", "Login", "--traits", "vi"], ["vibrate"]),
            (["new", "Login", "--traits", "=", "cl"], ["close"]),
            (["new", "Login", "--style", ""], ["mvp", "viper", "vip"]),
            (["new", "--st"], ["--style"]),
            (["ge"], ["generate"]),
            (["c"], ["check", "completions"]),
            (["--color", ""], ["auto", "always", "never"]),
            (["--color", "never", "ch"], ["check"]),
            (
                ["generate", ""],
                ["Login", "Profile", "Specs/Login.viper.yml", "Specs/Profile.viper.yml"]
            ),
            (["generate", "Specs/Login.viper.yml", "Specs/P"], ["Specs/Profile.viper.yml"]),
            (["generate", "Login", "P"], ["Profile"]),
            (["check", "Lo"], ["Login"]),
            (["validate", "Pro"], ["Profile"]),
            (["dump", "--context", "L"], ["Login"]),
            (["graph", "P"], ["Profile"]),
            (["check", "--format", ""], ["text", "json"]),
            (["traits", ""], ["show"]),
            (["traits", "show", "vi"], ["vibrate"]),
            (["templates", ""], ["list", "eject"]),
            (["help", "tr"], ["traits"]),
            (["completions", ""], ["bash", "zsh", "fish"]),
            (["new", ""], []),
            (["graph", "--module", ""], ["Login", "Profile"]),
            (["graph", "--module", "P"], ["Profile"]),
            (["graph", "--direction", ""], ["LR", "TB"]),
            (["graph", "--le"], ["--legend"]),
        ]
        let bash = try requireTool("bash")
        for testCase in cases {
            XCTAssertEqual(
                try bashOffers(testCase.words, bash: bash), testCase.offers, "\(testCase.words)")
        }
    }

    func testBash_registersTheFunctionForViperGen() throws {
        let result = try runShell(
            try requireTool("bash"),
            ["-c", "source \"$1\"; complete -p viper-gen", "_", scriptPath(.bash)])
        XCTAssertEqual(result.stdout, "complete -F _viper_gen viper-gen\n", result.combined)
    }

    /// Spec paths are data: `$(...)`, quotes and `;` in a file name run nothing.
    func testBash_specNamesWithShellSyntax_runNothing() throws {
        let hostile = [
            "Specs/$(touch PWNED1).viper.yml", "Specs/`touch PWNED2`.viper.yml",
            "Specs/a';touch PWNED3;'.viper.yml",
        ]
        for path in hostile { try project.write("module: Hostile\n", to: path) }
        let offers = try bashOffers(["check", "Specs/"], bash: try requireTool("bash"))
        for path in hostile { XCTAssert(offers.contains(path), "\(path) not offered: \(offers)") }
        for marker in ["PWNED1", "PWNED2", "PWNED3"] {
            XCTAssertFalse(project.exists(marker), "\(marker) was created")
        }
        XCTAssertFalse(project.exists("Specs/PWNED1"))
    }

    func testZshAndFish_specNamesWithShellSyntax_runNothing() throws {
        let zsh = try requireTool("zsh")
        let fish = try requireTool("fish")
        let hostile = [
            "Specs/$(touch PWNED1).viper.yml", "Specs/`touch PWNED2`.viper.yml",
            "Specs/a';touch PWNED3;'.viper.yml",
            "Specs/(touch PWNED4).viper.yml",
        ]
        for path in hostile { try project.write("module: Hostile\n", to: path) }
        let zshOffered = try zshOffers(["check", "Specs/"], zsh: zsh)
        let fishOffered = try fishOffers("viper-gen check Specs/", fish: fish)
        for path in hostile {
            XCTAssert(zshOffered.contains(path), "zsh: \(path) not offered: \(zshOffered)")
            XCTAssert(fishOffered.contains(path), "fish: \(path) not offered: \(fishOffered)")
        }
        for marker in ["PWNED1", "PWNED2", "PWNED3", "PWNED4"] {
            XCTAssertFalse(
                project.exists(marker) || project.exists("Specs/" + marker), "\(marker) was created"
            )
        }
    }

    // MARK: zsh

    func testZsh_loadsUnderCompinit_andRegistersItsFunction() throws {
        let zsh = try requireTool("zsh")
        let result = try runShell(
            zsh,
            [
                "-f", "-c",
                "autoload -U compinit && compinit -u -D && source \"$1\" && print -r -- $_comps[viper-gen]",
                "_", scriptPath(.zsh),
            ])
        XCTAssertEqual(result.stdout, "_viper-gen\n", result.combined)
    }

    func testZsh_completesCommandsOptionsValuesAndNames() throws {
        let zsh = try requireTool("zsh")
        let cases: [(words: [String], offers: [String])] = [
            (["new", "Login", "--traits", "cl"], ["close"]),
            (["new", "Login", "--traits", "close,re"], ["close,request"]),
            (["new", "Login", "--traits=close,re"], ["close,request"]),
            (["new", "Login", "--style", ""], ["mvp", "viper", "vip"]),
            (["new", "--st"], ["--style"]),
            (["ge"], ["generate"]),
            (["--color", ""], ["auto", "always", "never"]),
            (
                ["generate", ""],
                ["Login", "Profile", "Specs/Login.viper.yml", "Specs/Profile.viper.yml"]
            ),
            (["check", "Lo"], ["Login"]),
            (["graph", "P"], ["Profile"]),
            (["traits", "show", "vi"], ["vibrate"]),
            (["help", "tr"], ["traits"]),
            (["new", ""], []),
        ]
        for testCase in cases {
            XCTAssertEqual(
                try zshOffers(testCase.words, zsh: zsh), testCase.offers, "\(testCase.words)")
        }
    }

    // MARK: fish

    func testFish_completesCommandsOptionsValuesAndNames() throws {
        let fish = try requireTool("fish")
        let cases: [(line: String, offers: [String])] = [
            ("viper-gen new Login --traits cl", ["close"]),
            ("viper-gen new Login --traits close,re", ["close,request"]),
            ("viper-gen new Login --traits vi", ["vibrate"]),
            ("viper-gen new Login --style ", ["mvp", "vip", "viper"]),
            ("viper-gen new --st", ["--style"]),
            ("viper-gen ge", ["generate"]),
            ("viper-gen --color ", ["always", "auto", "never"]),
            ("viper-gen generate Specs/", ["Specs/Login.viper.yml", "Specs/Profile.viper.yml"]),
            ("viper-gen generate Lo", ["Login"]),
            ("viper-gen check P", ["Profile"]),
            ("viper-gen dump --context L", ["Login"]),
            ("viper-gen graph Pro", ["Profile"]),
            ("viper-gen traits show vi", ["vibrate"]),
            ("viper-gen help tr", ["traits"]),
            ("viper-gen completions ", ["bash", "fish", "zsh"]),
        ]
        for testCase in cases {
            XCTAssertEqual(
                try fishOffers(testCase.line, fish: fish), testCase.offers, testCase.line)
        }
    }

    /// zsh shows each trait's summary beside its name, and each module's spec
    /// beside it; the value completed stays the name alone.
    func testZsh_showsTraitSummariesAndModuleSpecs() throws {
        let zsh = try requireTool("zsh")
        let close = try summary(of: "close")
        let cases: [(words: [String], offers: [String])] = [
            (["new", "Login", "--traits", "vi"], ["vibrate\tvibrate  Vibrates the phone."]),
            (
                ["new", "Login", "--traits", "close,vi"],
                ["close,vibrate\tvibrate  Vibrates the phone."]
            ),
            (
                ["new", "Login", "--traits=close,vi"],
                ["close,vibrate\tvibrate  Vibrates the phone."]
            ),
            (["new", "Login", "--traits", "close,cl"], []),
            (["traits", "show", "cl"], ["close\tclose  " + close]),
            (
                ["graph", "--module", ""],
                [
                    "Login\tLogin  Specs/Login.viper.yml",
                    "Profile\tProfile  Specs/Profile.viper.yml",
                ]
            ),
            (["graph", "--direction", ""], ["LR", "TB"]),
            (["generate", "Pro"], ["Profile\tProfile  Specs/Profile.viper.yml"]),
        ]
        for testCase in cases {
            XCTAssertEqual(
                try zshOffers(testCase.words, zsh: zsh, described: true), testCase.offers,
                "\(testCase.words)")
        }
    }

    /// fish shows each value with its own description (a trait's summary, a
    /// spec's module, a module's spec, a command's summary, or none), and the
    /// option's help beside the option only.
    func testFish_describesEachValueByItself() throws {
        let fish = try requireTool("fish")
        let close = try summary(of: "close")
        let cases: [(line: String, offers: [String])] = [
            ("viper-gen new Login --traits vi", ["vibrate\tVibrates the phone."]),
            ("viper-gen new Login --traits close,vi", ["close,vibrate\tVibrates the phone."]),
            ("viper-gen new Login --traits=vi", ["--traits=vibrate\tVibrates the phone."]),
            ("viper-gen traits show cl", ["close\t" + close]),
            ("viper-gen new Login --style ", ["mvp", "vip", "viper"]),
            ("viper-gen new Login --st", ["--style\t" + NewCommand.style.help]),
            ("viper-gen check --format ", ["json", "text"]),
            (
                "viper-gen generate ",
                [
                    "Login\tSpecs/Login.viper.yml", "Profile\tSpecs/Profile.viper.yml",
                    "Specs/Login.viper.yml\tmodule Login",
                    "Specs/Profile.viper.yml\tmodule Profile",
                ]
            ),
            ("viper-gen check Lo", ["Login\tSpecs/Login.viper.yml"]),
            ("viper-gen dump Specs/L", ["Specs/Login.viper.yml\tmodule Login"]),
            (
                "viper-gen graph --module ",
                ["Login\tSpecs/Login.viper.yml", "Profile\tSpecs/Profile.viper.yml"]
            ),
            ("viper-gen graph --module=P", ["--module=Profile\tSpecs/Profile.viper.yml"]),
            ("viper-gen graph --direction ", ["LR", "TB"]),
            ("viper-gen graph --le", ["--legend\t" + GraphCommand.legend.help]),
            ("viper-gen help gr", ["graph\t" + GraphCommand.summary]),
        ]
        for testCase in cases {
            XCTAssertEqual(
                try fishOffers(testCase.line, fish: fish, described: true), testCase.offers,
                testCase.line)
        }
    }

    /// fish offers spec files only: not the other files of the specs folder or
    /// the root; where viper-gen lists no specs (a config that does not read),
    /// the `*.viper.yml` files and the folders under what is typed.
    func testFish_offersSpecFilesOnly() throws {
        let fish = try requireTool("fish")
        try project.write("not a spec\n", to: "Specs/notes.txt")
        try project.write("module: Nested\n", to: "Specs/Nested/Nested.viper.yml")
        XCTAssertEqual(
            try fishOffers("viper-gen validate ", fish: fish),
            [
                "Login", "Nested", "Profile", "Specs/Login.viper.yml",
                "Specs/Nested/Nested.viper.yml", "Specs/Profile.viper.yml",
            ])
        try project.write("specs: [\n", to: "viper-gen.yml")
        XCTAssertEqual(try project.run(["completions", "--list", "specs"]).stdout, "")
        XCTAssertEqual(
            try fishOffers("viper-gen generate Specs/", fish: fish, described: true),
            [
                "Specs/Login.viper.yml\tspec file", "Specs/Nested/\tfolder",
                "Specs/Profile.viper.yml\tspec file",
            ])
        XCTAssertEqual(
            try fishOffers("viper-gen generate ", fish: fish), ["Sources/", "Specs/", "Tests/"])
    }

    /// A trait's summary is data in zsh and fish too: shell syntax in it runs nothing.
    func testZshAndFish_traitSummariesWithShellSyntax_runNothing() throws {
        let zsh = try requireTool("zsh")
        let fish = try requireTool("fish")
        let summary = #"Runs $(touch PWNED1), `touch PWNED2`, (touch PWNED3) and a' quote."#
        try project.write(
            """
            traits:
              vibrate:
                kind: router
                summary: \(summary)

            """, to: "viper-traits.yml")
        XCTAssertEqual(
            try zshOffers(["new", "Login", "--traits", "vi"], zsh: zsh, described: true),
            ["vibrate\tvibrate  " + summary])
        XCTAssertEqual(
            try fishOffers("viper-gen new Login --traits vi", fish: fish, described: true),
            ["vibrate\t" + summary])
        for marker in ["PWNED1", "PWNED2", "PWNED3"] {
            XCTAssertFalse(project.exists(marker), "\(marker) was created")
        }
    }

    // MARK: running the shells

    private enum Shell: String { case bash, zsh, fish }

    private func scriptPath(_ shell: Shell) throws -> String {
        let relative = ".completion." + shell.rawValue
        if !project.exists(relative) {
            let result = try project.run(["completions", shell.rawValue])
            XCTAssertEqual(result.status, 0, result.combined)
            try project.write(result.stdout, to: relative)
        }
        return project.path(relative)
    }

    private func runShell(_ shell: String, _ arguments: [String]) throws -> ProcessResult {
        var environment = DiskProject.baseEnvironment
        environment["PATH"] = try DiskProject.binaryFolder() + ":" + environment["PATH"]!
        environment["XDG_CONFIG_HOME"] = project.path(".config")
        environment["XDG_DATA_HOME"] = project.path(".data")
        return try ProcessRunner.run(
            shell, arguments, in: project.root, environment: environment, replacingEnvironment: true
        )
    }

    /// What `_viper_gen` puts in COMPREPLY for `viper-gen WORDS...` (the last word is the one completed).
    private func bashOffers(_ words: [String], bash: String) throws -> [String] {
        let program = """
            source "$1"; shift
            COMP_WORDS=(viper-gen "$@"); COMP_CWORD=$#
            _viper_gen
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try runShell(bash, ["-c", program, "_", try scriptPath(.bash)] + words)
        XCTAssertEqual(result.stderr, "", "\(words)")
        return lines(result.stdout)
    }

    /// What `_viper-gen` passes to `compadd` for `viper-gen WORDS...`, and with
    /// `described` each value's display string (`-d`) after a tab when it has
    /// one; `compadd`, `compset` and `_files` are stood in for (they only work
    /// inside a completion widget).
    private func zshOffers(_ words: [String], zsh: String, described: Bool = false) throws
        -> [String]
    {
        let program = """
            compadd() {
                # No local named like the caller's display array, which (P) reads.
                local seen=0 a shownName= index=0
                for a in "$@"; do
                    if (( seen )); then
                        (( index++ ))
                        if [[ -n $offers_described && -n $shownName ]]; then
                            print -r -- "$a"$'\\t'"${${(P)shownName}[index]}"
                        else
                            print -r -- "$a"
                        fi
                    elif [[ $shownName == - ]]; then shownName=$a
                    elif [[ $a == -d ]]; then shownName=-
                    elif [[ $a == -- ]]; then seen=1
                    fi
                done
            }
            compset() { : }
            _files() { : }
            source "$1"; offers_described=$2; shift 2
            words=(viper-gen "$@"); CURRENT=$(( $# + 1 ))
            _viper-gen
            """
        let result = try runShell(
            zsh,
            ["-f", "-c", program, "_", try scriptPath(.zsh), described ? "yes" : ""] + words)
        XCTAssertEqual(result.stderr, "", "\(words)")
        return lines(result.stdout)
    }

    /// What fish's own `complete -C` offers for the command line, sorted as
    /// fish sorts them: the values only, or with `described` each line whole
    /// (a value, then a tab and its description when it has one).
    private func fishOffers(_ line: String, fish: String, described: Bool = false) throws
        -> [String]
    {
        let result = try runShell(
            fish,
            [
                "--no-config", "-c", "source $argv[1]; complete -C $argv[2]",
                try scriptPath(.fish), line,
            ])
        XCTAssertEqual(result.stderr, "", line)
        return lines(result.stdout).map { described ? $0 : String($0.prefix { $0 != "\t" }) }
    }

    /// A trait's summary, as `completions --list traits --descriptions` prints it.
    private func summary(of trait: String) throws -> String {
        let listed = try project.run(["completions", "--list", "traits", "--descriptions"])
        let line = try XCTUnwrap(lines(listed.stdout).first { $0.hasPrefix(trait + "\t") })
        return String(line.dropFirst(trait.count + 1))
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    private func traitNames(without excluded: String) throws -> [String] {
        let result = try project.run(["completions", "--list", "traits"])
        return lines(result.stdout).filter { $0 != excluded }
    }
}
