/// Fixed-point decimals for reports and bench figures, without Foundation's formatters.
public enum FixedPoint {
    /// `value` rounded to `places` decimal places (`places` 0: a whole number).
    public static func decimal(_ value: Double, places: Int) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        guard places > 0 else { return String(scaled) }
        var fraction = String(scaled % scale)
        while fraction.count < places { fraction = "0" + fraction }
        return "\(scaled / scale).\(fraction)"
    }

    /// Seconds with two decimals and the unit: `0.12 s`.
    public static func seconds(_ value: Double) -> String { decimal(value, places: 2) + " s" }
}
