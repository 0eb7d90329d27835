import ViperGenTestSupport
import XCTest

@testable import ViperGenCore

/// A spec that appears while `adopt` generates in memory (found by an
/// adversarial review) must not become an update of that spec: the plan
/// creates the spec it found missing, and creating fails if one is there.
final class AdoptSpecRaceTests: XCTestCase {
    /// Writes a spec the first time the run lists the sources folder (the
    /// generation's survey), after adopt has looked for the spec.
    final class SpecWritingFileSystem: ForwardingFileSystem {
        let memory: InMemoryFileSystem
        private var wrote = false

        init(_ memory: InMemoryFileSystem) {
            self.memory = memory
            super.init(memory)
        }

        override func kindsOfEntries(in directory: String, beneath root: String)
            throws(FileSystemError) -> [(name: String, kind: FileKind?)]
        {
            if !wrote, directory.hasPrefix("/p/Sources") {
                wrote = true
                try? memory.createDirectory("/p/Specs")
                try? memory.writeAtomically(
                    Array("module: Basket\n# mine\n".utf8), to: "/p/Specs/Basket.viper.yml")
            }
            return try super.kindsOfEntries(in: directory, beneath: root)
        }
    }

    func testASpecThatAppearsDuringTheRun_isPlannedAsCreated_soTheWriteRefusesIt() throws {
        let memory = InMemoryFileSystem(files: [
            "/p/viper-gen.yml": "specs: Specs\n",
            "/p/Legacy/Basket/BasketViewInput.swift":
                "protocol BasketViewInput: AnyObject { func show(total: Int) }\n",
        ])
        let fileSystem = SpecWritingFileSystem(memory)
        let pipeline = GenerationPipeline(fileSystem: fileSystem, workingDirectory: "/p")
        let adoption = try pipeline.adopt(AdoptRequest(folders: ["/p/Legacy/Basket"]))
        XCTAssertEqual(memory.files["/p/Specs/Basket.viper.yml"], "module: Basket\n# mine\n")
        XCTAssertEqual(adoption.plan.entries.map(\.path), ["Specs/Basket.viper.yml"])
        XCTAssertEqual(adoption.plan.entries.map(\.action), [.create])
    }
}
