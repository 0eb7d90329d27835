// A STAND-IN for the compiler plugin that expands Apple's `#Preview` macros,
// which ships with Xcode and not on Linux. The compile tests build it with
// `swiftc` and load it into the targets that see the SwiftUI and UIKit stand-ins
// (`-load-plugin-executable <path>#PreviewsMacros`).
//
// It expands every `#Preview` to nothing: no preview runs on Linux. What it
// proves comes from the compiler, which type-checks a freestanding macro's
// arguments (the preview's body closure included) against the macro's declared
// signature before it asks the plugin for the expansion. So a preview whose
// body does not compile still fails the build.
//
// It speaks the compiler's plugin protocol on stdin and stdout: each message is
// a little-endian 64-bit byte count followed by that many bytes of JSON. It
// answers `getCapability` and `expandFreestandingMacro` for the `Preview` macro
// and stops with an error on anything else.
import Foundation

/// The plugin protocol version this plugin speaks.
let protocolVersion = 7

func readBytes(_ count: Int) -> Data? {
    var data = Data()
    while data.count < count {
        let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
        if chunk.isEmpty { return nil }
        data.append(chunk)
    }
    return data
}

func send(_ message: [String: Any]) throws {
    let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
    var count = UInt64(body.count).littleEndian
    FileHandle.standardOutput.write(withUnsafeBytes(of: &count) { Data($0) } + body)
}

func fail(_ reason: String) -> Never {
    FileHandle.standardError.write(Data("stand-in PreviewsMacros plugin: \(reason)\n".utf8))
    exit(1)
}

while let header = readBytes(8) {
    let count = header.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }.littleEndian
    guard count < 1 << 26, let body = readBytes(Int(count)),
        let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    else { fail("unreadable message") }
    if message["getCapability"] != nil {
        try send(["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]])
    } else if let expansion = message["expandFreestandingMacro"] as? [String: Any] {
        let macro = expansion["macro"] as? [String: Any]
        guard macro?["name"] as? String == "Preview" else {
            fail("asked to expand \(macro?["name"] ?? "an unnamed macro"), not Preview")
        }
        try send(["expandMacroResult": ["expandedSource": "", "diagnostics": [Any]()]])
    } else {
        fail("unexpected message \(message.keys.sorted())")
    }
}
