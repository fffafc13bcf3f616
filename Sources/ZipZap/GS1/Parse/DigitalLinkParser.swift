/// GS1 Digital Link URIs (GS1 Digital Link Standard: URI Syntax): any host and path prefix, then the primary key
/// and its qualifiers as `/AI/value` pairs, then data attributes as `AI=value` query parameters.
enum DigitalLinkParser {
    /// The length of a leading `http://` or `https://` in any case; nil when there is none.
    static func schemeLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        if hasPrefix(bytes, caseInsensitive: "https://") { return 8 }
        if hasPrefix(bytes, caseInsensitive: "http://") { return 7 }
        return nil
    }

    /// Whether `bytes` start with `prefix`, letters compared without case.
    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, caseInsensitive prefix: StaticString) -> Bool {
        guard bytes.count >= prefix.utf8CodeUnitCount else { return false }
        for index in 0..<prefix.utf8CodeUnitCount {
            let byte = ASCII.isUpperLetter(bytes[index]) ? bytes[index] | 0x20 : bytes[index]
            guard byte == prefix.utf8Start[index] else { return false }
        }
        return true
    }

    /// Parses the URI `bytes`, found at `baseOffset` in the input, into `builder`. With `invalidBytes`, a URI given
    /// alone, a byte GS1 never uses is reported first wherever it is (parts of a URI are never checked as values:
    /// the host, the fragment, other parameters). No URI character is such a byte, so only a URI that fails for its
    /// scheme or for a byte outside the URI characters is searched for one.
    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, baseOffset: Int, into builder: inout ElementStringBuilder,
        invalidBytes: InputScanner? = nil
    ) -> GS1Error? {
        guard let schemeEnd = schemeLength(bytes) else {
            return invalidBytes?.firstInvalidByte(bytes) ?? GS1Error(
                .invalidDigitalLink, ai: nil, offset: baseOffset, detail: "URI must start with http:// or https://")
        }
        // A space, `|`, `"` and the like are no URI characters (SPEC C-7.25).
        let uriEnd: Int, queryStart: Int?
        switch URIBytes.scan(bytes, from: schemeEnd) {
        case .invalid(let bad):
            return invalidBytes?.firstInvalidByte(bytes) ?? GS1Error(
                .invalidDigitalLink, ai: nil, offset: baseOffset + bad, detail: "character not allowed in a URI")
        case .valid(let end, let query):
            uriEnd = end
            queryStart = query
        }
        let pathEnd = queryStart ?? uriEnd
        let hostEnd = first(UInt8(ascii: "/"), in: bytes, schemeEnd..<pathEnd) ?? pathEnd
        guard hostEnd > schemeEnd else {
            return GS1Error(.invalidDigitalLink, ai: nil, offset: baseOffset + schemeEnd, detail: "URI has no host")
        }
        // User information before the host is refused, as RFC 9110 (4.2.4) advises (SPEC C-7.24).
        if let at = first(UInt8(ascii: "@"), in: bytes, schemeEnd..<hostEnd) {
            return GS1Error(.invalidDigitalLink, ai: nil, offset: baseOffset + at, detail: "URI has user information")
        }
        guard let keyStart = primaryKeyStart(bytes, pathStart: hostEnd, pathEnd: pathEnd, builder.table) else {
            return GS1Error(
                .invalidDigitalLink, ai: nil, offset: baseOffset + hostEnd,
                detail: "no GS1 primary key and value at the end of the URI path")
        }
        var path = PathQualifiers()
        if let error = parsePath(bytes, from: keyStart, to: pathEnd, baseOffset, &path, &builder) { return error }
        if let queryStart {
            return parseQuery(from: queryStart + 1, to: uriEnd, bytes, baseOffset, path, &builder)
        }
        return nil
    }

    /// Walks back from the end of the path over `/AI/value` pairs and returns where the first primary key met
    /// starts; nil when a segment that should be an AI is not one before a key is found.
    private static func primaryKeyStart(
        _ bytes: UnsafeBufferPointer<UInt8>, pathStart: Int, pathEnd: Int, _ table: AIHotTable
    ) -> Int? {
        var valueEnd = pathEnd
        while let valueSlash = last(UInt8(ascii: "/"), in: bytes, pathStart..<valueEnd), valueSlash > pathStart,
              let aiSlash = last(UInt8(ascii: "/"), in: bytes, pathStart..<valueSlash) {
            guard let index = aiIndex(bytes, aiSlash + 1, valueSlash, table) else { return nil }
            if table.records[index].isDigitalLinkPrimaryKey { return aiSlash + 1 }
            valueEnd = aiSlash
        }
        return nil
    }

    /// The table index of the AI written as the whole of `bytes[start..<end]`.
    private static func aiIndex(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ table: AIHotTable) -> Int? {
        GS1AICode(digits: UnsafeBufferPointer(rebasing: bytes[start..<end])).flatMap(table.index(of:))
    }

    /// The primary key of the path and the qualifier sequences its qualifiers leave open.
    private struct PathQualifiers {
        var key: Int?
        var order = QualifierOrder()

        var sequences: [[GS1AICode]] { key.map(AIHotTable.shared.qualifiers(of:)) ?? [] }
    }

    /// The key and its qualifiers, `AI/value` pairs from `start` to `end`.
    private static func parsePath(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, _ baseOffset: Int,
        _ path: inout PathQualifiers, _ builder: inout ElementStringBuilder
    ) -> GS1Error? {
        var position = start
        while position < end {
            let aiEnd = first(UInt8(ascii: "/"), in: bytes, position..<end) ?? end
            let valueEnd = aiEnd < end ? first(UInt8(ascii: "/"), in: bytes, (aiEnd + 1)..<end) ?? end : end
            guard aiEnd < end, let index = aiIndex(bytes, position, aiEnd, builder.table) else {
                return GS1Error(.invalidDigitalLink, ai: nil, offset: baseOffset + position, detail: "AI expected")
            }
            if let key = path.key {
                let code = builder.code(index)
                guard path.order.accept(code, sequences: path.sequences) else {
                    return GS1Error(
                        .invalidQualifier, ai: code, offset: baseOffset + position,
                        detail: "not a qualifier of (\(builder.code(key))) in this position")
                }
            } else {
                path.key = index
            }
            if let error = appendDecoded(
                index, aiEnd + 1, valueEnd, bytes, baseOffset, padsGTIN: path.key == index, &builder) {
                return error
            }
            position = valueEnd + 1
        }
        return nil
    }

    /// Tracks qualifiers against a key's alternative sequences: each must come later in one sequence than the
    /// previous (GS1 Digital Link: qualifiers are optional but keep their order). Positions live in 4-bit fields
    /// of one integer, so no allocation is needed.
    private struct QualifierOrder {
        /// Bit per alternative: already ruled out.
        private var ruledOut: UInt64 = 0
        /// Next usable position in each alternative, 4 bits each.
        private var positions: UInt64 = 0

        mutating func accept(_ code: GS1AICode, sequences: [[GS1AICode]]) -> Bool {
            var anyViable = false
            for (alternative, sequence) in sequences.enumerated().prefix(16) where ruledOut >> UInt64(alternative) & 1 == 0 {
                let shift = UInt64(alternative * 4)
                let from = Int(positions >> shift & 15)
                if let found = sequence[min(from, sequence.count)...].firstIndex(of: code), found < 15 {
                    positions = positions & ~(15 << shift) | UInt64(found + 1) << shift
                    anyViable = true
                } else {
                    ruledOut |= 1 << UInt64(alternative)
                }
            }
            return anyViable
        }

        /// Whether `code` fits one of the sequences the qualifiers accepted so far leave open.
        func admits(_ code: GS1AICode, sequences: [[GS1AICode]]) -> Bool {
            for (alternative, sequence) in sequences.enumerated().prefix(16) where ruledOut >> UInt64(alternative) & 1 == 0 {
                if sequence.contains(code) { return true }
            }
            return false
        }
    }

    private static func parseQuery(
        from start: Int, to end: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ baseOffset: Int, _ path: PathQualifiers,
        _ builder: inout ElementStringBuilder
    ) -> GS1Error? {
        var parameterStart = start
        while parameterStart < end {
            let parameterEnd = first(UInt8(ascii: "&"), in: bytes, parameterStart..<end) ?? end
            // A parameter without `=` has no value, so it is no attribute, whatever its name (SPEC C-7.73).
            guard let equals = first(UInt8(ascii: "="), in: bytes, parameterStart..<parameterEnd) else {
                parameterStart = parameterEnd + 1
                continue
            }
            let key = UnsafeBufferPointer(rebasing: bytes[parameterStart..<equals])
            // An empty name before `=` names no parameter at all: refused like a name of digits no AI has (C-7.73).
            if key.isEmpty {
                return GS1Error(
                    .unknownAI, ai: nil as GS1AICode?, offset: baseOffset + parameterStart,
                    detail: "query parameter with no name")
            }
            // Only all-digit keys are AIs; other parameters (linkType, convenience names) are not GS1 data here.
            if key.allSatisfy(ASCII.isDigit) {
                guard let code = GS1AICode(digits: key), let index = builder.table.index(of: code) else {
                    let text = String(decoding: key, as: UTF8.self)
                    return .unknownAI(text, at: baseOffset + parameterStart)
                }
                guard builder.table.records[index].isDigitalLinkAttribute else {
                    return GS1Error(.notDigitalLinkAttribute, ai: code, offset: baseOffset + parameterStart)
                }
                // A qualifier the path could take belongs in the path (SPEC C-7.20); one already there is a repeat.
                if !builder.holds(index), path.order.admits(code, sequences: path.sequences) {
                    return GS1Error(
                        .notDigitalLinkAttribute, ai: code, offset: baseOffset + parameterStart,
                        detail: "qualifies the primary key here, so it belongs in the URI path")
                }
                if let error = appendDecoded(
                    index, equals + 1, parameterEnd, bytes, baseOffset, padsGTIN: false, &builder) {
                    return error
                }
            }
            parameterStart = parameterEnd + 1
        }
        return nil
    }

    /// Percent-decodes a value into the builder and commits it. A GTIN key of 8, 12 or 13 digits, once decoded
    /// (`%39%36...` is digits too, SPEC C-7.28), is padded to 14. A value with no `%` that no padding can concern
    /// (any but a GTIN of those lengths, key or attribute), as most are, is committed where it stands in the input,
    /// which the builder's storage begins with: copying it cost more than all its checks.
    private static func appendDecoded(
        _ index: Int, _ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>,
        _ baseOffset: Int, padsGTIN: Bool, _ builder: inout ElementStringBuilder
    ) -> GS1Error? {
        let gtin = GS1AICode.slotBase(2) + 1
        if first(UInt8(ascii: "%"), in: bytes, start..<end) == nil,
           !(builder.table.records[index].slot == gtin && [8, 12, 13].contains(end - start)) {
            return builder.commitInPlace(index, start: baseOffset + start, end: baseOffset + end)
        }
        let cursor = builder.valueCursor
        var position = start
        while position < end {
            // The bytes up to the next `%` are copied as one run: appending them one by one cost a uniqueness
            // check of the storage each.
            var runEnd = position
            while runEnd < end && bytes[runEnd] != UInt8(ascii: "%") { runEnd += 1 }
            builder.appendValueBytes(UnsafeBufferPointer(rebasing: bytes[position..<runEnd]))
            position = runEnd
            guard position < end else { break }
            guard position + 2 < end, let high = CharacterSetChecks.hexValue(bytes[position + 1]),
                  let low = CharacterSetChecks.hexValue(bytes[position + 2])
            else {
                return GS1Error(.invalidPercentEncoding, ai: builder.code(index), offset: baseOffset + position)
            }
            builder.appendValueByte(high << 4 | low)
            position += 3
        }
        let length = builder.valueCursor - cursor
        var padding = 0
        if padsGTIN, builder.table.records[index].slot == gtin, [8, 12, 13].contains(length),
           builder.storage[cursor...].allSatisfy(ASCII.isDigit) {
            padding = 14 - length
            builder.insertZeros(padding, at: cursor)
        }
        return builder.commitAppended(index, valueStart: cursor, inputOffset: baseOffset + start, padding: padding)
    }

    /// The first position of `byte` in `range` of `bytes`: a plain loop, cheaper than searching a slice.
    @inline(__always)
    private static func first(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The last position of `byte` in `range` of `bytes`.
    @inline(__always)
    private static func last(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var index = range.upperBound
        while index > range.lowerBound {
            index -= 1
            if bytes[index] == byte { return index }
        }
        return nil
    }
}
