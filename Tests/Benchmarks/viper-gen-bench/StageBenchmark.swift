import Foundation
import ViperGenCore

/// Times each stage of a `generate` (or `check`) run in process, on a project
/// folder on disk, best of K: where a run's time goes, stage by stage.
struct StageBenchmark {
    var directory: String
    var repetitions: Int

    func run() throws -> Int32 {
        let pipeline = GenerationPipeline(
            fileSystem: LocalFileSystem(), workingDirectory: directory)
        var times: [(name: String, wall: Double, cpu: Double)] = []
        var kept: [Any] = []
        func measure<Value>(_ name: String, _ body: () throws -> Value) rethrows -> Value {
            // Every result is kept until the end, so no timing includes freeing the one before.
            var results: [Value] = []
            results.reserveCapacity(repetitions)
            let cpuBefore = processCPUSeconds()
            let seconds = try best(of: repetitions) { results.append(try body()) }
            times.append(
                (name, seconds, (processCPUSeconds() - cpuBefore) / Double(max(1, repetitions))))
            kept.append(results)
            return results[0]
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
            let renderer = ProjectRenderer(
                library: templates.library, indentation: project.config.indentation)
            let rendered = try measure("render (\(toRender.count) files)") {
                try renderer.render(toRender)
            }
            let plan = try measure("plan (compare)") { try planner.plan(rendered, survey: survey) }
            withExtendedLifetime(kept) {}
            print(
                "stages of `generate` in \(directory): \(project.modules.count) modules, \(outputs.count) files, "
                    + "\(plan.changes.count) to change (best of \(repetitions))")
        } catch let error as DiagnosticList {
            print(DiagnosticFormatter().rendered(error.diagnostics))
            return 1
        }
        let total = times.reduce(0) { $0 + $1.wall }
        let totalCPU = times.reduce(0) { $0 + $1.cpu }
        print(
            "stage".padding(toLength: 40, withPad: " ", startingAt: 0)
                + "   wall (best)  share   CPU (mean, all threads)")
        for (name, wall, cpu) in times {
            print(
                name.padding(toLength: 40, withPad: " ", startingAt: 0)
                    + String(
                        format: "%9.2f ms  %5.1f%%  %9.2f ms", wall * 1000, 100 * wall / total,
                        cpu * 1000))
        }
        print(
            "total".padding(toLength: 40, withPad: " ", startingAt: 0)
                + String(format: "%9.2f ms          %9.2f ms", total * 1000, totalCPU * 1000))
        return 0
    }
}

/// CPU time of the whole process so far (every thread), in seconds.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The shortest wall-clock time, in seconds, of `count` runs of `body`.
func best(of count: Int, _ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    var fastest = Double.infinity
    for _ in 0..<max(1, count) {
        let elapsed = try clock.measure(body)
        fastest = min(
            fastest,
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return fastest
}
