// Benchmarks for viper-gen's core, run in process.
//
//   viper-gen-bench parse DIR [--repeat K]
//   viper-gen-bench stages PROJECT [--repeat K]
//   viper-gen-bench xcode [--megabytes M] [--repeat K]   (see XcodeBenchmark.swift)
//   viper-gen-bench template-line [--repeat K]          (see TemplateLineBenchmark.swift)
//
// `parse` loads every *.yml under DIR, then parses all of them K times (default
// 5) and prints the best pass: `parse: N files, X MB, Y MB/s (best of K)`.
// Loading the files and building their line tables (`SourceFile`) is not timed;
// a second line gives the rate with the line tables built inside the timing.
// `stages` times each stage of `generate` on the project in PROJECT (best of K).

import Foundation
import ViperGenCore

/// The `parse` benchmark.
struct ParseBenchmark {
    var directory: String
    var repetitions: Int

    func run() throws -> Int32 {
        let files = try loadSpecs()
        guard !files.isEmpty else {
            print("parse: no *.yml files under \(directory)")
            return 1
        }
        let byteCount = files.reduce(0) { $0 + $1.bytes.count }
        let megabytes = Double(byteCount) / 1_000_000

        var failures = 0
        for file in files where SpecParser.parse(file).document == nil { failures += 1 }
        if failures > 0 { print("warning: \(failures) of \(files.count) files do not parse") }

        var sink = 0
        let parseOnly = best(of: repetitions) {
            for file in files {
                if case .mapping(let mapping)? = SpecParser.parse(file).document?.root {
                    sink &+= mapping.entries.count
                }
            }
        }
        let withLineTables = best(of: repetitions) {
            for file in files {
                let source = SourceFile(path: file.path, bytes: file.bytes)
                if case .mapping(let mapping)? = SpecParser.parse(source).document?.root {
                    sink &+= mapping.entries.count
                }
            }
        }
        if sink == -1 { print("") }  // Keeps the work observable.
        print(
            "parse: \(files.count) files, \(format(megabytes)) MB, \(format(megabytes / parseOnly)) MB/s (best of \(repetitions))"
        )
        print(
            "parse including SourceFile line tables: \(format(megabytes / withLineTables)) MB/s (best of \(repetitions))"
        )
        return failures == 0 ? 0 : 1
    }

    private func loadSpecs() throws -> [SourceFile] {
        let root = URL(fileURLWithPath: directory)
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: nil)
        else {
            return []
        }
        var paths: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "yml" {
            paths.append(url.path)
        }
        return try paths.sorted().map { path in
            SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        }
    }

    private func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}

func usage() -> Int32 {
    print(
        "usage: viper-gen-bench parse DIR [--repeat K] | stages PROJECT [--repeat K] | xcode [--megabytes M] [--repeat K]"
            + " | template-line [--repeat K]")
    return 64
}

func main(_ arguments: [String]) -> Int32 {
    if arguments.first == "template-line" {
        var repetitions = 3
        if arguments.count == 3, arguments[1] == "--repeat", let value = Int(arguments[2]),
            value > 0
        {
            repetitions = value
        } else if arguments.count != 1 {
            return usage()
        }
        return TemplateLineBenchmark(repetitions: repetitions).run()
    }
    if arguments.first == "xcode" {
        var megabytes = 1.0
        var repetitions = 10
        var rest = arguments.dropFirst()
        while let option = rest.popFirst() {
            guard let value = rest.popFirst() else { return usage() }
            switch option {
            case "--megabytes":
                guard let number = Double(value), number > 0 else { return usage() }
                megabytes = number
            case "--repeat":
                guard let number = Int(value), number > 0 else { return usage() }
                repetitions = number
            default: return usage()
            }
        }
        do {
            return try XcodeBenchmark(megabytes: megabytes, repetitions: repetitions).run()
        } catch {
            print("error: \(error)")
            return 1
        }
    }
    guard arguments.count >= 2, ["parse", "stages"].contains(arguments[0]) else { return usage() }
    var repetitions = 5
    if arguments.count == 4, arguments[2] == "--repeat", let value = Int(arguments[3]), value > 0 {
        repetitions = value
    } else if arguments.count != 2 {
        return usage()
    }
    do {
        if arguments[0] == "stages" {
            return try StageBenchmark(directory: arguments[1], repetitions: repetitions).run()
        }
        return try ParseBenchmark(directory: arguments[1], repetitions: repetitions).run()
    } catch {
        print("error: \(error)")
        return 1
    }
}

exit(main(Array(CommandLine.arguments.dropFirst())))
