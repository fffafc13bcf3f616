"""Time inside a model never runs backwards (SPEC C-12.3)."""

INT64_MAX = 2**63 - 1


class Clock:
    def __init__(self):
        self.latest = None

    def see(self, time):
        """The event's time, or the latest time seen when it is earlier."""
        if self.latest is None or time > self.latest:
            self.latest = time
        return self.latest


def elapsed(later, earlier):
    """A difference that saturates at Int64's maximum, as the reference's arithmetic does."""
    return min(later - earlier, INT64_MAX)
