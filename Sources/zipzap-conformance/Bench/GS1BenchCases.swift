import ZipZap

/// The GS1 hot paths, one case per input form: the same three AIs bracketed, unbracketed and as GS1-128 scan data,
/// and a Digital Link URI with a key, a qualifier and an attribute. Each run parses and fully validates (every
/// check, requisites, exclusions, duplicates). Two rejected values time the path most scans of the wrong thing take.
func gs1BenchCases() -> [BenchCase] {
    let forms: [(name: String, input: String, accepted: Bool)] = [
        ("gs1 parse+validate ]C1010703206980498815210526100329", "]C1010703206980498815210526100329", true),
        ("gs1 bracketed (01)07032069804988(15)210526(10)0329", "(01)07032069804988(15)210526(10)0329", true),
        ("gs1 unbracketed ^010703206980498815210526100329", "^010703206980498815210526100329", true),
        ("gs1 unbracketed with GS 0109520123456788 10ABC123 GS 17261231", "0109520123456788\u{1D}10ABC123\u{1D}17261231", true),
        ("gs1 Digital Link key+qualifier+attribute", "https://id.gs1.org/01/09520123456788/10/ABC123?17=261231", true),
        ("gs1 rejected: wrong check digit ]C1010703206980498915210526", "]C1010703206980498915210526", false),
        ("gs1 rejected: unknown AI ]C1230703206980498", "]C1230703206980498", false),
    ]
    return forms.map { form in
        let bytes = Array(form.input.utf8)
        precondition((GS1.validate(bytes) == nil) == form.accepted, "bench input is not \(form.accepted ? "accepted" : "rejected"): \(form.input)")
        return BenchCase(name: form.name) { _ in
            switch GS1.parse(bytes) {
            case .success(let elements): elements.count
            case .failure(let error): error.offset
            }
        }
    }
}
