/// A position in the camera view, in ten-thousandths of its width (`x`, from the left) and height (`y`, from the
/// top): (0, 0) is the top-left corner, (10000, 10000) the bottom-right one (SPEC C-8.3).
///
/// Integers, not floating point, so that every implementation computes the same distances and the same winner.
public struct ViewPoint: Sendable, Hashable, Comparable {
    /// The coordinate of the view's right or bottom edge.
    public static let scale = 10_000
    public static let center = ViewPoint(x: scale / 2, y: scale / 2)

    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The point moved onto the view's edge when it lies outside the view.
    public var clampedToView: ViewPoint {
        ViewPoint(x: min(max(x, 0), Self.scale), y: min(max(y, 0), Self.scale))
    }

    /// The squared distance between the two points once both are clamped to the view; at most 2 * 10^8, so it
    /// never overflows.
    public func squaredDistance(to other: ViewPoint) -> Int {
        let a = clampedToView, b = other.clampedToView
        let dx = a.x - b.x, dy = a.y - b.y
        return dx * dx + dy * dy
    }

    /// By `x`, then `y`: the last tie-break of the camera's order.
    public static func < (lhs: ViewPoint, rhs: ViewPoint) -> Bool { (lhs.x, lhs.y) < (rhs.x, rhs.y) }
}
