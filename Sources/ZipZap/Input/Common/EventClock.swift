/// Model time taken from the events' own timestamps (milliseconds); there is no other clock (SPEC C-12.3).
///
/// A timestamp earlier than one already seen is read as the latest time seen: time never runs backwards inside a
/// model, so every elapsed time is non-negative. Differences saturate instead of trapping on overflow.
struct EventClock: Sendable, Hashable {
    /// The latest time seen; nil before the first timed event.
    private(set) var now: Int64?

    /// Moves the clock to `timestamp` (or keeps it, if `timestamp` is earlier) and returns the model time.
    mutating func advance(to timestamp: Int64) -> Int64 {
        let time = max(timestamp, now ?? timestamp)
        now = time
        return time
    }

    /// `later - earlier`, saturated to `Int64.max`; never negative when `later >= earlier`.
    static func elapsed(from earlier: Int64, to later: Int64) -> Int64 {
        let (difference, overflow) = later.subtractingReportingOverflow(earlier)
        return overflow ? Int64.max : difference
    }
}
