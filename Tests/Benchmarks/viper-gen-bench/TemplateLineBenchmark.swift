import Foundation
import ViperGenCore

/// `template-line`: parses templates (through the public `TemplateLibrary`,
/// which also reads the line table) whose tags all share one line, at three
/// sizes, and prints the best time of each and how it grows. Parsing must take
/// time in proportion to the text (issue 13): ten times the tags should cost
/// about ten times as much, not a hundred (quadratic parsing took 28 s for
/// 80,000 tags).
struct TemplateLineBenchmark {
    var repetitions: Int

    func run() -> Int32 {
        let sizes = [4_000, 40_000, 80_000]
        var times: [Double] = []
        for tags in sizes {
            let text = String(repeating: "{{ a }}{% if b %}c{% endif %}", count: tags / 3)
            let source = TemplateSource(
                name: "OneLine.tmpl", displayPath: "Templates/OneLine.tmpl", text: text)
            var problems: DiagnosticList?
            let seconds = best(of: repetitions) {
                do throws(DiagnosticList) {
                    _ = try TemplateLibrary(sources: [source])
                } catch {
                    problems = error
                }
            }
            if let problems {
                print(
                    "template-line: \(tags) tags: unexpected diagnostics: \(problems.diagnostics.count)"
                )
                return 1
            }
            times.append(seconds)
            print(
                String(
                    format: "template-line: %6d tags on one line: %8.2f ms (best of %d)", tags,
                    seconds * 1000,
                    repetitions))
        }
        print(
            String(
                format: "template-line: 10x the tags took %.1fx the time; 20x took %.1fx",
                times[1] / times[0],
                times[2] / times[0]))
        return 0
    }
}
