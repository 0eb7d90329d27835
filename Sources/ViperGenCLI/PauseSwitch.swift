import ViperGenCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A test's hold on a run that writes, at the moments ``PausePoint``
/// names: with `VIPER_GEN_PAUSE_AT` (comma-separated points) and
/// `VIPER_GEN_PAUSE_FIFO` (a path prefix), the run says `viper-gen: paused at
/// <point>` on standard error and reads one line from the FIFO
/// `<prefix>.<point>`, which the test made. Opening that FIFO for writing
/// blocks the test until the run is there (one FIFO per point: a later pause
/// is never mistaken for an earlier one), so neither side sleeps. The line
/// `continue` resumes the run; `continue after N` first waits until N stop
/// requests (signals) have reached it. Nothing happens without both variables.
struct PauseSwitch {
    let points: Set<PausePoint>
    let fifo: String

    init?(variables: [String: String]) {
        guard let names = variables["VIPER_GEN_PAUSE_AT"],
            let fifo = variables["VIPER_GEN_PAUSE_FIFO"], !fifo.isEmpty
        else { return nil }
        points = Set(names.split(separator: ",").compactMap { PausePoint(rawValue: String($0)) })
        self.fifo = fifo
    }

    /// Holds the run at `point` until the test says to go on.
    func hold(at point: PausePoint, stderr: TextOutput, interruption: WriteInterruption?) {
        guard points.contains(point) else { return }
        stderr.write("viper-gen: paused at \(point.rawValue)\n")
        stderr.flush()
        let line = readLine(from: fifo + "." + point.rawValue)
        let words = line.split(separator: " ")
        guard words.count == 3, words[1] == "after", let count = Int(words[2]), let interruption
        else { return }
        while interruption.requestCount < count { sched_yield() }
    }

    /// One line from the FIFO at `path` (empty when it cannot be read).
    private func readLine(from path: String) -> String {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return "" }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while read(descriptor, &byte, 1) == 1, byte != UInt8(ascii: "\n") { bytes.append(byte) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
