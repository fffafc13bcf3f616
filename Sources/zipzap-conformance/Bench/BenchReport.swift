import ZipZapConformance

/// Formats bench figures as aligned text lines or as one JSON document.
enum BenchReport {
    static func line(_ figure: BenchRunner.Figure) -> String {
        let name = figure.name.padding(toLength: 64)
        return "\(name) \(FixedPoint.decimal(figure.medianNanoseconds, places: 1).leftPadded(10)) ns/op  "
            + "(min \(FixedPoint.decimal(figure.minNanoseconds, places: 1)), max \(FixedPoint.decimal(figure.maxNanoseconds, places: 1)); "
            + "\(FixedPoint.decimal(1e9 / figure.medianNanoseconds, places: 0)) op/s)"
    }

    static func json(_ figures: [BenchRunner.Figure]) -> String {
        let items = figures.map { figure in
            "{\"name\":\(JSONWriter.quoted(figure.name)),\"medianNs\":\(FixedPoint.decimal(figure.medianNanoseconds, places: 1)),"
                + "\"minNs\":\(FixedPoint.decimal(figure.minNanoseconds, places: 1)),\"maxNs\":\(FixedPoint.decimal(figure.maxNanoseconds, places: 1)),"
                + "\"iterationsPerRound\":\(figure.iterationsPerRound)}"
        }
        return "{\"benchmarks\":[" + items.joined(separator: ",") + "]}"
    }

}

extension String {
    func padding(toLength length: Int) -> String { count >= length ? self : self + String(repeating: " ", count: length - count) }
    func leftPadded(_ length: Int) -> String { count >= length ? self : String(repeating: " ", count: length - count) + self }
}
