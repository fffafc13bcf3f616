import ZipZap

/// View positions in scripts and trace lines: `X,Y` as decimal fractions of the view with at most four decimals
/// (`0.5,0.25`, `1,0`, `-0.01,1.2`), exactly the integer `ViewPoint` units, no floating point involved.
enum ViewPointSpelling {
    static func parse(_ text: Substring) -> ViewPoint? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = units(parts[0]), let y = units(parts[1]) else { return nil }
        return ViewPoint(x: x, y: y)
    }

    static func format(_ point: ViewPoint) -> String { format(point.x) + "," + format(point.y) }

    /// `0.5` -> 5000; nil unless digits, an optional sign and at most four decimals, within `Int`'s range of units
    /// (vectors pin positions up to `Int.min` and `Int.max`, about ±9.2 * 10^14 view widths).
    private static func units(_ text: Substring) -> Int? {
        var digits = text
        let negative = digits.first == "-"
        if negative { digits = digits.dropFirst() }
        let halves = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = halves[0], fraction = halves.count == 2 ? halves[1] : ""
        guard !whole.isEmpty, fraction.count <= 4, (halves.count == 1 || !fraction.isEmpty),
              (whole + fraction).utf8.allSatisfy(ASCII.isDigit),
              let wholeValue = UInt(whole), let fractionValue = UInt(fraction.isEmpty ? "0" : fraction)
        else { return nil }
        var scale: UInt = 1
        for _ in fraction.count..<4 { scale *= 10 }
        let (scaled, overflow) = wholeValue.multipliedReportingOverflow(by: UInt(ViewPoint.scale))
        let (magnitude, carry) = scaled.addingReportingOverflow(fractionValue * scale)
        guard !overflow, !carry else { return nil }
        if negative { return magnitude <= Int.min.magnitude ? Int(truncatingIfNeeded: 0 &- magnitude) : nil }
        return magnitude <= UInt(Int.max) ? Int(magnitude) : nil
    }

    private static func format(_ units: Int) -> String {
        let magnitude = units.magnitude
        let whole = magnitude / UInt(ViewPoint.scale), fraction = magnitude % UInt(ViewPoint.scale)
        var text = (units < 0 ? "-" : "") + String(whole)
        if fraction != 0 {
            var decimals = String(fraction)
            decimals = String(repeating: "0", count: 4 - decimals.count) + decimals
            while decimals.last == "0" { decimals.removeLast() }
            text += "." + decimals
        }
        return text
    }
}
