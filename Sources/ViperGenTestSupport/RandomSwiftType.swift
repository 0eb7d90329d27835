/// A Swift type the random spec generator writes into specs, with what it
/// needs to compile and to be called by a generated test.
struct RandomSwiftType: Sendable {
    /// The type as written in Swift.
    var spelling: String
    /// Needs `import Foundation`.
    var needsFoundation = false
    /// The generated `Mock.swift` gives it a `Stub` (or a `stubbed` overload), so
    /// a generated test can pass `stubbed(Type.self)` for it and a spy can return it.
    var hasStub = true
    /// An expression of the type, for bodies and Mock overrides.
    var sampleValue: String

    /// False for types an `async` method of a `Sendable` service must not take.
    var isSendable: Bool { spelling != "any TransitionHandler" }

    /// The type as a spec value: quoted when YAML would read it as something else.
    var specValue: String {
        let plain =
            spelling.first.map { !"[{'\"&*!|>%@`#,?:-".contains($0) } ?? false
            && !spelling.contains(": ") && !spelling.contains(",") && !spelling.contains(" #")
        return plain ? spelling : "\"\(spelling)\""
    }

    /// Types with a stub, which generated tests can pass as arguments.
    static let stubbed: [RandomSwiftType] = [
        RandomSwiftType(spelling: "Int", sampleValue: "1"),
        RandomSwiftType(spelling: "String", sampleValue: "\"mock\""),
        RandomSwiftType(spelling: "Bool", sampleValue: "true"),
        RandomSwiftType(spelling: "Double", sampleValue: "1.5"),
        RandomSwiftType(spelling: "[String]", sampleValue: "[\"mock\"]"),
        RandomSwiftType(spelling: "[Int]", sampleValue: "[1, 2]"),
        RandomSwiftType(spelling: "[String: Int]", sampleValue: "[\"mock\": 1]"),
        RandomSwiftType(spelling: "String?", sampleValue: "nil"),
        RandomSwiftType(spelling: "Int?", sampleValue: "42"),
        RandomSwiftType(
            spelling: "URL", needsFoundation: true, sampleValue: "URL(fileURLWithPath: \"/mock\")"),
        RandomSwiftType(spelling: "Data", needsFoundation: true, sampleValue: "Data()"),
        RandomSwiftType(spelling: "[URL]", needsFoundation: true, sampleValue: "[]"),
    ]

    /// A transition handler: generated tests pass a `TransitionHandlerSpy()`.
    static let transitionHandler = RandomSwiftType(
        spelling: "any TransitionHandler",
        sampleValue: "TransitionHandlerSpy()")

    /// Types for messages (view outputs, interactor inputs and outputs), which
    /// no generated test has to build; a message returns one only if it has a stub.
    static let messageOnly: [RandomSwiftType] = [
        RandomSwiftType(spelling: "any Error", sampleValue: "CancellationError()"),
        RandomSwiftType(
            spelling: "Result<String, any Error>", hasStub: false, sampleValue: ".success(\"mock\")"
        ),
        // No `Stub`, but generated code passes a tuple of stubs for it.
        RandomSwiftType(spelling: "(Int, String)", sampleValue: "(1, \"mock\")"),
        RandomSwiftType(spelling: "Date", needsFoundation: true, sampleValue: "Date()"),
        RandomSwiftType(spelling: "Set<String>", sampleValue: "[]"),
    ]

    /// A type of the Observation module, for modules whose spec imports it.
    static let observationRegistrar = RandomSwiftType(
        spelling: "ObservationRegistrar", hasStub: false,
        sampleValue: "ObservationRegistrar()")

    /// Any type a message parameter may have.
    static let messages = stubbed + messageOnly
}
