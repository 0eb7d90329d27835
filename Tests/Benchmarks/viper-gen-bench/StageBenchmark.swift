import Foundation
import ViperGenCore

/// Times each stage of a `generate` (or `check`) run in process, on a project
/// folder on disk, best of K: where a run's time goes, stage by stage.
struct StageBenchmark {
    var directory: String
    var repetitions: Int

    func run() throws -> Int32 {
        let pipeline = GenerationPipeline(fileSystem: LocalFileSystem(), workingDirectory: directory)
        var times: [(String, Double)] = []
        func measure<Value>(_ name: String, _ body: () throws -> Value) rethrows -> Value {
            var result: Value?
            let seconds = try best(of: repetitions) { result = try body() }
            times.append((name, seconds))
            return result!
        }
        do {
            let sources = try measure("load (read config and specs)") {
                try pipeline.loader.load(warnings: Warnings())
            }
            let validated = try measure("validate (parse and check specs)") {
                try ProjectValidator.validate(sources, warnings: Warnings())
            }
            let templates = try measure("templates (resolve and parse)") {
                try pipeline.templates(for: validated.project)
            }
            let project = validated.project
            let outputs = measure("context (every file and its context)") {
                ContextBuilder.outputs(for: project)
            }
            let planner = WritePlanner(fileSystem: LocalFileSystem(), project: project)
            let survey = measure("survey (the disk, before rendering)") { planner.survey(outputs) }
            let toRender = survey.toRender(outputs)
            let renderer = ProjectRenderer(library: templates.library, indentation: project.config.indentation)
            let rendered = try measure("render (\(toRender.count) files)") { try renderer.render(toRender) }
            let plan = try measure("plan (compare)") { try planner.plan(rendered, survey: survey) }
            print("stages of `generate` in \(directory): \(project.modules.count) modules, \(outputs.count) files, "
                + "\(plan.changes.count) to change (best of \(repetitions))")
        } catch let error as DiagnosticList {
            print(DiagnosticFormatter().rendered(error.diagnostics))
            return 1
        }
        let total = times.reduce(0) { $0 + $1.1 }
        for (name, seconds) in times {
            print(name.padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "%8.2f ms  %5.1f%%", seconds * 1000, 100 * seconds / total))
        }
        print("total".padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: "%8.2f ms", total * 1000))
        return 0
    }
}

/// The shortest wall-clock time, in seconds, of `count` runs of `body`.
func best(of count: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var fastest = Double.infinity
    for _ in 0..<max(1, count) {
        let elapsed = try clock.measure(body)
        fastest = min(fastest, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return fastest
}
