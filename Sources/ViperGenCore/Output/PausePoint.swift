/// Where a run can be paused, for tests that act at a precise moment
/// (`VIPER_GEN_PAUSE_AT` in the command line's environment): the run waits
/// there until the test lets it go on, so neither side sleeps or retries.
public enum PausePoint: String, Sendable, CaseIterable {
    /// Another run holds the project's lock, and this one is about to wait for it.
    case waitingForLock
    /// The plan is made; nothing is written yet, and a stop request still ends the run at once.
    case starting
    /// Every temporary is written; nothing is switched in yet.
    case switching
    /// The last switch is about to be made (by one writing thread; the
    /// others may still be switching): the tree is part old, part new.
    case lastSwitch
    /// A failure or a stop request was met; nothing is undone yet.
    case rollingBack
}
