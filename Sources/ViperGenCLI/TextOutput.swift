import ViperGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command writes text: standard output, standard error, or a buffer in tests.
public protocol TextOutput: AnyObject {
    func write(_ text: String)
    /// True when the output is an interactive terminal (colour is allowed).
    var isTerminal: Bool { get }
    /// Sends buffered text on now (before the process waits, for example).
    func flush()
}

extension TextOutput {
    public func flush() {}
}

/// Standard output or standard error of the process, buffered until flushed.
public final class StandardStream: TextOutput {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    public static func output() -> StandardStream { StandardStream(descriptor: 1) }
    public static func error() -> StandardStream { StandardStream(descriptor: 2) }

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flush()
    }

    public var isTerminal: Bool { isatty(descriptor) == 1 }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 16 { flush() }
    }

    public func flush() {
        _ = FileDescriptor.writeAll(buffer, to: descriptor)
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Text collected in memory, for tests that run commands in process.
public final class CapturedOutput: TextOutput {
    public private(set) var text = ""
    public var isTerminal: Bool

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        self.text += text
    }
}
