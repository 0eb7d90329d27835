import ViperGenCore
import XCTest

/// What a path may hold in a Make rule, in an `.xcfilelist` line and in a
/// Bazel declarations file: a table of names, each escaped or refused with
/// its reason.
final class BuildListPathTests: XCTestCase {
    func testMakeEscapes_whatItCanName() {
        let cases: [(path: String, target: String, prerequisite: String)] = [
            ("a b", "a\\ b", "a\\ b"),
            ("a#b", "a\\#b", "a\\#b"),
            ("a:b", "a\\:b", "a\\:b"),
            ("a%b", "a\\%b", "a%b"),
            ("a$b", "a$$b", "a$$b"),
            ("Specs/.PHONY/x", "Specs/.PHONY/x", "Specs/.PHONY/x"),
            ("Specs/-x/~y", "Specs/-x/~y", "Specs/-x/~y"),
        ]
        for (path, target, prerequisite) in cases {
            XCTAssertNil(MakePath.problem(path), path)
            XCTAssertEqual(MakePath.escaped(path, as: .target), target, path)
            XCTAssertEqual(MakePath.escaped(path, as: .prerequisite), prerequisite, path)
        }
    }

    func testMakeRefuses_whatNoEscapeMakesSafe() {
        let cases: [(path: String, reason: String)] = [
            ("SHELL=x", "it contains '=', which makes Make read the line as a variable assignment"),
            ("a;b", "it contains ';', which starts a recipe in a rule line"),
            ("a\\:b", "it contains a backslash, which Make reads as an escape"),
            ("a|b", "it contains '|', which starts Make's order-only prerequisites"),
            ("a&", "it contains '&', which Make reads as a grouped target"),
            ("lib(x)", "it contains '(', which Make reads as an archive member"),
            ("a*", "it contains '*', a wildcard Make expands in a target's name"),
            ("a[1]", "it contains '[', a wildcard Make expands in a target's name"),
            ("-include", "it starts with '-', which Make would read as an option of a directive"),
            ("~root/x", "it starts with '~', which Make expands to a home folder"),
            (".IGNORE", "'.IGNORE' is one of Make's special targets"),
            ("./.ONESHELL", "'./.ONESHELL' is one of Make's special targets"),
            ("a ", "it ends with a space, which Make drops"),
            ("a\tb", "it contains a control character"),
            ("", "it is empty"),
            ("-\u{301}x", "it starts with '-', which Make would read as an option of a directive"),
            ("a\u{301} ", "it ends with a space, which Make drops"),
        ]
        for (path, reason) in cases {
            XCTAssertEqual(MakePath.problem(path), reason, path)
        }
    }

    func testMakeRefusal_isLocatedAtThePath_unlessItCameFromTheCommandLine() {
        XCTAssertEqual(
            MakePath.refusal(of: "Specs/a=b.viper.yml")?.location, .file("Specs/a=b.viper.yml"))
        XCTAssertNil(MakePath.refusal(of: "stamp=1", located: false)?.location)
        XCTAssertNil(MakePath.refusal(of: "Specs/ok.viper.yml"))
    }

    func testFileListRefuses_buildSettingsAndCommentsInPaths_butNotInThePrefix() {
        XCTAssertNil(XcodeFileListPath.problem("$(SRCROOT)/Specs/a.viper.yml", prefixLength: 11))
        XCTAssertEqual(
            XcodeFileListPath.problem("$(SRCROOT)/Specs/$(HOME).viper.yml", prefixLength: 11),
            "it contains '$', which Xcode expands as a build setting")
        XCTAssertEqual(
            XcodeFileListPath.problem("#Specs/a.viper.yml", prefixLength: 0),
            "the line would start with '#', which Xcode reads as a comment")
        XCTAssertEqual(
            XcodeFileListPath.problem("$(SRCROOT)/Specs/a ", prefixLength: 11),
            "it starts or ends with a space, which Xcode drops")
        XCTAssertNil(XcodeFileListPath.problem("$(SRCROOT)/Specs/a#b c:50%", prefixLength: 11))
        XCTAssertEqual(
            XcodeFileListPath.problem("#\u{301}S/a.viper.yml", prefixLength: 0),
            "the line would start with '#', which Xcode reads as a comment")
    }

    func testStarlark_quotesWhatBazelCanName_andRefusesWhatItCannot() {
        let written: [(path: String, literal: String)] = [
            ("Specs/a b#c%d.viper.yml", #""Specs/a b#c%d.viper.yml""#),
            (#"Specs/say "hi".viper.yml"#, #""Specs/say \"hi\".viper.yml""#),
            ("Specs/$(x)'y'.viper.yml", #""Specs/$(x)'y'.viper.yml""#),
            ("Spécs/é.viper.yml", #""Spécs/é.viper.yml""#),
        ]
        for (path, literal) in written {
            XCTAssertNil(StarlarkPath.problem(path), path)
            XCTAssertEqual(StarlarkPath.literal(path), literal, path)
        }
        let refused: [(path: String, reason: String)] = [
            (
                "Specs/a:b.viper.yml",
                "it contains ':', which Bazel reads as the start of a target's name"
            ),
            (#"Specs\a.viper.yml"#, "it contains a backslash, which Bazel refuses in a label"),
            ("Specs/a\nb", "it contains a control character"),
            ("Specs/a\u{7F}", "it contains a control character"),
            ("", "it is empty"),
            (
                "@Specs/a.viper.yml",
                "it starts with '@', which Bazel reads as the name of another repository"
            ),
        ]
        XCTAssertNil(StarlarkPath.problem("Specs/@a.viper.yml"))
        for (path, reason) in refused {
            XCTAssertEqual(StarlarkPath.problem(path), reason, path)
        }
        XCTAssertEqual(
            StarlarkPath.refusal(of: "Specs/a:b.viper.yml")?.location,
            .file("Specs/a:b.viper.yml"))
    }

    func testStarlarkValue_isOneElementALine_withATrailingComma_andEmptyOnesOnOneLine() {
        let value = StarlarkValue.dictionary([
            (key: "inputs", value: .strings(["viper-gen.yml"])),
            (key: "none", value: .strings([])),
            (key: "modules", value: .dictionary([(key: "Home", value: .dictionary([]))])),
        ])

        XCTAssertEqual(
            value.rendered(),
            """
            {
                "inputs": [
                    "viper-gen.yml",
                ],
                "none": [],
                "modules": {
                    "Home": {},
                },
            }
            """)
    }
}
