/// The process exit statuses viper-gen promises (stable; scripts rely on them).
public enum ExitCode: Int32, Sendable {
    /// The command did what was asked.
    case success = 0
    /// `check` found generated code that has drifted from its specs.
    case drift = 1
    /// A spec, config, template or file was invalid or could not be read or written.
    case invalidInput = 2
    /// The command line itself was wrong (`EX_USAGE`).
    case usage = 64
    /// Stopped by SIGHUP (128 + 1).
    case hangUp = 129
    /// Stopped by SIGINT (128 + 2).
    case interrupted = 130
    /// Stopped by SIGTERM (128 + 15).
    case terminated = 143

    /// The status for a stop request by `signal`, as shells report it (128 + signal).
    static func stopped(by signal: Int32) -> ExitCode {
        ExitCode(rawValue: 128 + signal) ?? .interrupted
    }
}
