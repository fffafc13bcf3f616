import ZipZapConformance

/// Formats bench figures as aligned text lines or as one JSON document.
enum BenchReport {
    static func line(_ figure: BenchRunner.Figure) -> String {
        let name = figure.name.padding(toLength: 64)
        return "\(name) \(format(figure.medianNanoseconds).leftPadded(10)) ns/op  "
            + "(min \(format(figure.minNanoseconds)), max \(format(figure.maxNanoseconds)); "
            + "\(format(1e9 / figure.medianNanoseconds, decimals: 0)) op/s)"
    }

    static func json(_ figures: [BenchRunner.Figure]) -> String {
        let items = figures.map { figure in
            "{\"name\":\(JSONWriter.quoted(figure.name)),\"medianNs\":\(format(figure.medianNanoseconds)),"
                + "\"minNs\":\(format(figure.minNanoseconds)),\"maxNs\":\(format(figure.maxNanoseconds)),"
                + "\"iterationsPerRound\":\(figure.iterationsPerRound)}"
        }
        return "{\"benchmarks\":[" + items.joined(separator: ",") + "]}"
    }

    /// A fixed-point decimal without Foundation's formatters.
    static func format(_ value: Double, decimals: Int = 1) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        guard decimals > 0 else { return String(scaled) }
        let whole = scaled / Int(scale)
        var fraction = String(scaled % Int(scale))
        while fraction.count < decimals { fraction = "0" + fraction }
        return "\(whole).\(fraction)"
    }
}

extension String {
    func padding(toLength length: Int) -> String { count >= length ? self : self + String(repeating: " ", count: length - count) }
    func leftPadded(_ length: Int) -> String { count >= length ? self : String(repeating: " ", count: length - count) + self }
}
