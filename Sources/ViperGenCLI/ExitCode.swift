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
}
