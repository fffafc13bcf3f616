import ZipZap

/// The GS1 hot paths: a GS1-128 scan with three AIs, and a Digital Link URI with a key, a qualifier and an
/// attribute. Each run parses and fully validates (every check, requisites, exclusions, duplicates).
func gs1BenchCases() -> [BenchCase] {
    let scan = Array("]C1010703206980498815210526100329".utf8)
    let digitalLink = Array("https://id.gs1.org/01/09520123456788/10/ABC123?17=261231".utf8)
    return [
        BenchCase(name: "gs1 parse+validate ]C1010703206980498815210526100329") { _ in
            if case .success(let elements) = GS1.parse(scan) { return elements.count }
            return -1
        },
        BenchCase(name: "gs1 Digital Link key+qualifier+attribute") { _ in
            if case .success(let elements) = GS1.parse(digitalLink) { return elements.count }
            return -1
        },
    ]
}
