/// The text `adopt` prints about an ``AdoptionFit``.
public enum AdoptionFitReport {
    /// `8/9 protocols (88.8%), 30/35 methods (85.7%), 6/7 connections (85.7%)`.
    public static func summary(_ fit: AdoptionFit) -> String {
        [("protocols", fit.protocols), ("methods", fit.methods), ("connections", fit.connections)]
            .map { name, tally in "\(tally.reproduced)/\(tally.total) \(name) (\(tally.percent)%)" }
            .joined(separator: ", ")
    }

    /// One `fit` line for scripts, then each missed item on a line of its own.
    public static func details(_ fit: AdoptionFit, module: String) -> String {
        var text = "fit \(module) protocols \(fit.protocols.reproduced) \(fit.protocols.total)"
        text += " methods \(fit.methods.reproduced) \(fit.methods.total)"
        text += " connections \(fit.connections.reproduced) \(fit.connections.total)\n"
        for (kind, tally) in [
            ("protocol", fit.protocols), ("method", fit.methods), ("connection", fit.connections),
        ] {
            for item in tally.missed { text += "  missed \(kind): \(UnicodeText.visible(item))\n" }
        }
        return text
    }
}
