import XCTest

@testable import ViperGenCore

/// Renders small templates in tests. The template under test is `Main.tmpl`
/// (shown as `Templates/Main.tmpl`); partials are shown as `Templates/<name>`.
extension XCTestCase {
    func library(_ main: String, partials: [String: String] = [:]) throws(DiagnosticList)
        -> TemplateLibrary
    {
        var sources = [
            TemplateSource(name: "Main.tmpl", displayPath: "Templates/Main.tmpl", text: main)
        ]
        for (name, text) in partials.sorted(by: { $0.key < $1.key }) {
            sources.append(TemplateSource(name: name, displayPath: "Templates/" + name, text: text))
        }
        return try TemplateLibrary(sources: sources)
    }

    /// The output of `main`; on errors, fails the test with their text and returns "".
    func render(
        _ main: String, _ context: TemplateValue = .object([:]), partials: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        do {
            return try library(main, partials: partials).render("Main.tmpl", context: context)
        } catch {
            XCTFail(
                "unexpected errors:\n" + DiagnosticFormatter().rendered(error.diagnostics),
                file: file, line: line)
            return ""
        }
    }

    /// The rendered diagnostics of parsing and rendering `main`; fails the test if
    /// there are none.
    func errors(
        _ main: String, _ context: TemplateValue = .object([:]), partials: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        do {
            let output = try library(main, partials: partials).render("Main.tmpl", context: context)
            XCTFail("expected errors, rendered:\n\(output)", file: file, line: line)
            return ""
        } catch {
            return DiagnosticFormatter().rendered(error.diagnostics)
        }
    }
}
