extension GS1ElementString {
    /// The GS1 Digital Link URI for these elements: the first primary key in the path, its qualifiers after it in
    /// GS1's order, every other element as a query attribute in input order (SPEC C-7.8). Fails when there is no
    /// primary key or an element cannot be a data attribute.
    public func digitalLinkURI(stem: String = GS1Options.default.digitalLinkStem) -> Result<String, GS1Error> {
        guard let keyIndex = fields.firstIndex(where: { $0.definition.isDigitalLinkPrimaryKey }),
              let sequences = fields[keyIndex].definition.digitalLinkQualifiers
        else {
            return .failure(GS1Error(
                .notRepresentableInDigitalLink, ai: nil, offset: 0, detail: "no Digital Link primary key"))
        }
        let key = fields[keyIndex]
        let candidates = fields.indices.filter { $0 != keyIndex }
        // The qualifier sequence that takes the most of the present AIs; the others must be attributes.
        let sequence = sequences.max { lhs, rhs in
            candidates.filter { lhs.contains(fields[$0].definition.code) }.count
                < candidates.filter { rhs.contains(fields[$0].definition.code) }.count
        } ?? []
        var path = stem.hasSuffix("/") ? String(stem.dropLast()) : stem
        path += "/\(key.definition.ai)/\(percentEncoded(key))"
        var used: Set<Int> = [keyIndex]
        for qualifier in sequence {
            if let index = candidates.first(where: { !used.contains($0) && fields[$0].definition.code == qualifier }) {
                path += "/\(qualifier)/\(percentEncoded(fields[index]))"
                used.insert(index)
            }
        }
        var query: [String] = []
        for index in candidates where !used.contains(index) {
            let field = fields[index]
            guard field.definition.isDigitalLinkAttribute else {
                return .failure(GS1Error(
                    .notRepresentableInDigitalLink, ai: field.definition.code, offset: 0,
                    detail: "neither a qualifier of (\(key.definition.ai)) nor a Digital Link data attribute"))
            }
            query.append("\(field.definition.ai)=\(percentEncoded(field))")
        }
        return .success(query.isEmpty ? path : path + "?" + query.joined(separator: "&"))
    }

    /// RFC 3986 percent-encoding of everything but the unreserved characters.
    private func percentEncoded(_ field: Field) -> String {
        var bytes: [UInt8] = []
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in valueBytes(of: field) {
            if ASCII.isDigit(byte) || ASCII.isLetter(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~") {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
