import CommandLineOptions
import ZipZap
import ZipZapConformance

/// The inputs `Benchmarks/compare` runs through this package and through the Python libraries: named lists of
/// values, each of a kind that says what is done to every value. `bench --inputs FILE` measures them.
struct SharedInputs {
    enum Kind: String {
        /// The value is a GTIN whose GS1 mod-10 check digit is verified.
        case gtinCheckDigit
        /// The value is GS1 data in any form, parsed and fully validated.
        case gs1
    }

    struct List {
        let name: String
        let kind: Kind
        let values: [[UInt8]]
    }

    let lists: [List]

    init(file: String) throws(UsageError) {
        do {
            let root = JSONReader(try JSONParser.parse(try FileSystem.read(file)))
            lists = try root.member("cases").array().map { (item) throws(JSONReader.Error) -> List in
                let kindReader = try item.member("kind")
                guard let kind = Kind(rawValue: try kindReader.string()) else { throw kindReader.error("unknown kind") }
                let values = try item.member("inputs").array().map { (value) throws(JSONReader.Error) in Array(try value.string().utf8) }
                guard !values.isEmpty else { throw item.error("no inputs") }
                return List(name: try item.member("name").string(), kind: kind, values: values)
            }
        } catch {
            throw UsageError("\(file): \(error)")
        }
        for list in lists {
            if let bad = list.values.first(where: { !Self.accepts(list.kind, $0) }) {
                throw UsageError("\(file): '\(list.name)' has an input this package rejects: \(ValueEscaping.display(bad))")
            }
        }
    }

    /// One bench case per list; a call handles the whole list, as the Python side does, and the figure is per value.
    var benchCases: [BenchCase] {
        lists.map { list in
            let kind = list.kind, values = list.values
            return BenchCase(name: list.name, operationsPerCall: values.count) { _ in
                var accepted = 0
                for value in values where Self.accepts(kind, value) { accepted += 1 }
                return accepted
            }
        }
    }

    static func accepts(_ kind: Kind, _ value: [UInt8]) -> Bool {
        switch kind {
        case .gtinCheckDigit: value.withUnsafeBufferPointer(GS1Mod10.isValid)
        case .gs1: if case .success = GS1.parse(value) { true } else { false }
        }
    }
}
