import ViperGenCore

extension RandomProjectBuilder {
    /// Runs `body` on a random stream and names of its own, seeded from a copy
    /// of the main stream, which it leaves as it was: what the requests draw
    /// changes no later module, so the seeds' other features stay covered.
    mutating func onSideStream<Result>(_ body: (inout Self) -> Result) -> Result {
        let main = (random: random, names: names)
        var copy = random
        random = SplitMix64(seed: copy.next() ^ 0x5245_5155_4553_5453)
        defer { (random, names) = main }
        return body(&self)
    }

    /// `requests:` with one to three named requests, each with no details,
    /// or parameters and sometimes a response: types with a stub, which are
    /// `Sendable` (the service is) and which a Mock answers by default.
    mutating func requestLines() -> [String] {
        var lines = ["requests:"]
        var used: Set<String> = ["performRequest", "request"]
        for _ in 0..<random.int(in: 1...3) {
            // `Request` at the end: the side stream's names repeat the main stream's numbers.
            let name = names.lowerCamel(using: &random) + "Request"
            guard used.insert(name).inserted else { continue }
            lines.append("  \(name):")
            lines += requestDetailLines(indent: "    ", withResponse: true)
        }
        return lines
    }

    /// The `parameters:` (and sometimes `response:`) of one request, or nothing.
    mutating func requestDetailLines(indent: String, withResponse: Bool) -> [String] {
        var lines: [String] = []
        var names: Set<String> = []
        let parameters = (0..<random.int(in: 0...3)).compactMap { _ -> RandomParameter? in
            let parameter = RandomParameter(
                label: parameterLabel(), name: self.names.lowerCamel(using: &random),
                type: random.element(of: RandomSwiftType.stubbed))
            return names.insert(parameter.name).inserted ? parameter : nil
        }
        if !parameters.isEmpty {
            lines.append(indent + "parameters:")
            lines += parameters.map { indent + "  " + $0.specKey + ": " + $0.type.specValue }
        }
        if withResponse, random.chance(0.3) {
            lines.append(
                indent + "response: " + random.element(of: RandomSwiftType.stubbed).specValue)
        }
        return lines
    }
}
