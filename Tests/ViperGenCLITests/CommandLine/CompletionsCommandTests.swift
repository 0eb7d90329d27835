import XCTest

@testable import ViperGenCLI

/// `completions`: the scripts come from the command definitions, and
/// `--list` prints the project's names (in process).
final class CompletionsCommandTests: XCTestCase {
    func testListTraits_printsBuiltInAndProjectTraits_sorted() {
        let runner = CommandRunner(files: [
            "viper-traits.yml": """
            traits:
              vibrate:
                kind: router
                summary: Vibrates the phone.

            """
        ])
        let result = runner.run("completions", "--list", "traits")

        XCTAssertEqual(result.status, 0, result.stderr)
        let names = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(names, names.sorted())
        XCTAssert(
            names.contains("close") && names.contains("request") && names.contains("vibrate"),
            result.stdout)
    }

    func testListTraits_inABrokenProject_printsTheBuiltInsAndNoError() {
        let runner = CommandRunner(files: ["viper-gen.yml": "specs: [\n"])
        let result = runner.run("completions", "--list", "traits")

        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssert(result.stdout.split(separator: "\n").contains("close"), result.stdout)
    }

    func testListSpecs_printsSpecPathsFromTheWorkingFolder() {
        var runner = CommandRunner(files: [
            "Specs/Login.viper.yml": "module: Login\n",
            "Specs/Profile/Profile.viper.yml": "module: Profile\n",
            "Specs/notes.txt": "not a spec\n",
            "viper-gen.yml": "specs: Specs\n",
        ])
        XCTAssertEqual(
            runner.run("completions", "--list", "specs").stdout,
            "Specs/Login.viper.yml\nSpecs/Profile/Profile.viper.yml\n")
        runner.workingDirectory = "/project/Specs"
        XCTAssertEqual(
            runner.run("completions", "--list", "specs").stdout,
            "Login.viper.yml\nProfile/Profile.viper.yml\n")
    }

    func testListSpecsWithDescriptions_namesEachSpecsModule() {
        var runner = CommandRunner(files: [
            "Specs/Login.viper.yml": "module: Login\n",
            "Specs/Profile/Profile.viper.yml": "module: Account\n",
            "viper-gen.yml": "specs: Specs\n",
        ])
        XCTAssertEqual(
            runner.run("completions", "--list", "specs", "--descriptions"),
            .init(
                status: 0,
                stdout:
                    "Specs/Login.viper.yml\tmodule Login\nSpecs/Profile/Profile.viper.yml\tmodule Account\n",
                stderr: ""))
        runner.workingDirectory = "/project/Specs/Profile"
        XCTAssertEqual(
            runner.run("completions", "--list", "specs", "--descriptions").stdout,
            "/project/Specs/Login.viper.yml\tmodule Login\nProfile.viper.yml\tmodule Account\n")
    }

    /// While a spec is broken the specs are still listed, each as a module spec,
    /// and no module is (`graph` would draw nothing either).
    func testListsInAProjectWithABrokenSpec_stayQuiet() {
        let runner = CommandRunner(files: [
            "Specs/Login.viper.yml": "module: Login\n",
            "Specs/Broken.viper.yml": "module: Broken\ntraits: [nope]\n",
        ])
        XCTAssertEqual(
            runner.run("completions", "--list", "specs", "--descriptions"),
            .init(
                status: 0,
                stdout:
                    "Specs/Broken.viper.yml\tmodule spec\nSpecs/Login.viper.yml\tmodule spec\n",
                stderr: ""))
        XCTAssertEqual(
            runner.run("completions", "--list", "modules"), .init(status: 0, stdout: "", stderr: "")
        )
    }

    func testListModules_printsTheModulesSorted_describedByTheirSpecs() {
        let runner = CommandRunner(files: [
            "Specs/Login.viper.yml": "module: Login\n",
            "Specs/Nested/Home.viper.yml": "module: Home\nroutes:\n  login:\n    module: Login\n",
        ])
        XCTAssertEqual(
            runner.run("completions", "--list", "modules"),
            .init(status: 0, stdout: "Home\nLogin\n", stderr: ""))
        XCTAssertEqual(
            runner.run("completions", "--list", "modules", "--descriptions").stdout,
            "Home\tSpecs/Nested/Home.viper.yml\nLogin\tSpecs/Login.viper.yml\n")
    }

    func testListTraitsWithDescriptions_followsEachNameWithItsSummary() {
        let runner = CommandRunner(files: [
            "viper-traits.yml": """
            traits:
              vibrate:
                kind: router
                summary: Vibrates the phone.

            """
        ])
        let lines = runner.run("completions", "--list", "traits", "--descriptions").stdout
            .split(separator: "\n").map(String.init)
        XCTAssert(lines.contains("vibrate\tVibrates the phone."), "\(lines)")
        XCTAssert(lines.allSatisfy { $0.split(separator: "\t").count == 2 }, "\(lines)")
        XCTAssertEqual(
            lines.map { String($0.prefix { $0 != "\t" }) },
            runner.run("completions", "--list", "traits").stdout.split(separator: "\n").map(
                String.init))
    }

    /// A description stays on its line and after its one tab, whatever it holds.
    func testDescriptions_haveNoControlCharacters() {
        let name = CompletionNames.Name(
            text: "close", description: "a\tb\nc\r\u{2028}d\u{1B}[31m\u{202E}e")
        XCTAssertEqual(name.line(described: true), "close\ta b c  d [31m e")
        XCTAssertEqual(name.line(described: false), "close")
    }

    func testBadArguments_areAUsageError() {
        for arguments in [
            ["completions"], ["completions", "tcsh"], ["completions", "bash", "--list", "traits"],
            ["completions", "--list", "names"], ["completions", "bash", "--descriptions"],
            ["completions", "--descriptions"],
        ] {
            let result = CommandRunner().run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssert(result.stderr.hasPrefix("error: "), result.stderr)
            XCTAssertEqual(result.stdout, "")
        }
    }

    /// The scripts spell some words unquoted; each must be a plain word.
    func testEveryFixedWord_isAPlainWord() {
        let model = CompletionModel(commands: CommandList.all)
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        for word in model.fixedWords {
            XCTAssert(
                !word.isEmpty && word.allSatisfy(plain.contains), "'\(word)' is not a plain word")
        }
    }

    /// Every option of every command's signature is offered for that command in every script.
    func testScripts_offerEveryOptionOfEveryCommand() {
        let scripts = Dictionary(
            uniqueKeysWithValues: CompletionShell.allCases.map {
                (
                    $0,
                    CommandRunner().run("completions", $0.rawValue).stdout.split(separator: "\n")
                        .map(String.init)
                )
            })
        for command in CommandList.all {
            let bashLine =
                scripts[.bash]!.first { $0.hasPrefix("        \(command.name)) _viper_gen_words ") }
                ?? ""
            let zshLine =
                scripts[.zsh]!.first {
                    $0.hasPrefix("        \(command.name)) _viper_gen_described ")
                } ?? ""
            for option in command.signature.allOptions {
                XCTAssert(
                    bashLine.contains(" --\(option.name) ")
                        || bashLine.hasSuffix(" --\(option.name) ;;"),
                    "bash: \(command.name) --\(option.name)")
                XCTAssert(
                    zshLine.contains(" --\(option.name) '--\(option.name)  "),
                    "zsh: \(command.name) --\(option.name)")
                let fishRule =
                    "complete -c viper-gen -n '__viper_gen_in \\'\(command.name)\\'' -l \(option.name) "
                XCTAssert(
                    scripts[.fish]!.contains { $0.hasPrefix(fishRule) },
                    "fish: \(command.name) --\(option.name)")
            }
        }
    }

    func testQuoting_keepsQuotesAndBackslashesInsideTheQuote() {
        XCTAssertEqual(ShellQuoting.singleQuoted("it's $(x)"), #"'it'\''s $(x)'"#)
        XCTAssertEqual(ShellQuoting.fishQuoted(#"it's \ (x)"#), #"'it\'s \\ (x)'"#)
    }
}
