/// GS1 Digital Link URIs (GS1 Digital Link Standard: URI Syntax): any host and path prefix, then the primary key
/// and its qualifiers as `/AI/value` pairs, then data attributes as `AI=value` query parameters.
enum DigitalLinkParser {
    /// The length of a leading `http://` or `https://` in any case; nil when there is none.
    static func schemeLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        for scheme in ["https://", "http://"] where hasPrefix(bytes, caseInsensitive: scheme) {
            return scheme.utf8.count
        }
        return nil
    }

    /// Whether `bytes` start with `prefix`, letters compared without case.
    private static func hasPrefix(_ bytes: UnsafeBufferPointer<UInt8>, caseInsensitive prefix: String) -> Bool {
        var index = 0
        for expected in prefix.utf8 {
            guard index < bytes.count else { return false }
            let byte = ASCII.isUpperLetter(bytes[index]) ? bytes[index] | 0x20 : bytes[index]
            guard byte == expected else { return false }
            index += 1
        }
        return true
    }

    /// A piece of the URI: its byte range.
    private struct Segment {
        let start: Int
        let end: Int
    }

    static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, baseOffset: Int, into builder: inout ElementStringBuilder
    ) -> GS1Error? {
        guard let schemeEnd = schemeLength(bytes) else {
            return GS1Error(.invalidDigitalLink, ai: nil, offset: baseOffset, detail: "URI must start with http:// or https://")
        }
        let uriEnd = bytes.firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        let queryStart = bytes[..<uriEnd].firstIndex(of: UInt8(ascii: "?"))
        let pathEnd = queryStart ?? uriEnd
        let hostEnd = bytes[schemeEnd..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
        guard hostEnd > schemeEnd else {
            return GS1Error(.invalidDigitalLink, ai: nil, offset: baseOffset + schemeEnd, detail: "URI has no host")
        }
        var segments: [Segment] = []
        var segmentStart = hostEnd + 1
        while segmentStart <= pathEnd && hostEnd < pathEnd {
            let end = bytes[segmentStart..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
            segments.append(Segment(start: segmentStart, end: end))
            segmentStart = end + 1
        }
        guard let keyIndex = primaryKeyIndex(segments, bytes) else {
            return GS1Error(
                .invalidDigitalLink, ai: nil, offset: baseOffset + hostEnd,
                detail: "no GS1 primary key and value at the end of the URI path")
        }
        if let error = parsePath(segments[keyIndex...], bytes, baseOffset, &builder) { return error }
        if let queryStart {
            return parseQuery(from: queryStart + 1, to: uriEnd, bytes, baseOffset, &builder)
        }
        return nil
    }

    /// Walks back from the end of the path over `AI/value` pairs and stops at the first primary key.
    private static func primaryKeyIndex(_ segments: [Segment], _ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = segments.count - 2
        while index >= 0 {
            let segment = segments[index]
            guard let definition = definition(segment, bytes) else { return nil }
            if definition.isDigitalLinkPrimaryKey { return index }
            index -= 2
        }
        return nil
    }

    private static func definition(_ segment: Segment, _ bytes: UnsafeBufferPointer<UInt8>) -> GS1AIDefinition? {
        let digits = UnsafeBufferPointer(rebasing: bytes[segment.start..<segment.end])
        return GS1AICode(digits: digits).flatMap(GS1AITable.current.definition(for:))
    }

    private static func parsePath(
        _ segments: ArraySlice<Segment>, _ bytes: UnsafeBufferPointer<UInt8>, _ baseOffset: Int,
        _ builder: inout ElementStringBuilder
    ) -> GS1Error? {
        guard let key = segments.first.flatMap({ definition($0, bytes) }), let sequences = key.digitalLinkQualifiers
        else { preconditionFailure("primaryKeyIndex returned a non-key") }
        var qualifiers: [GS1AICode] = []
        var index = segments.startIndex
        while index + 1 < segments.endIndex {
            let aiSegment = segments[index]
            guard let definition = definition(aiSegment, bytes) else {
                return GS1Error(.invalidDigitalLink, ai: nil, offset: baseOffset + aiSegment.start, detail: "AI expected")
            }
            if index != segments.startIndex {
                qualifiers.append(definition.code)
                guard sequences.contains(where: { isOrderedSubsequence(qualifiers, of: $0) }) else {
                    return GS1Error(
                        .invalidQualifier, ai: definition.code, offset: baseOffset + aiSegment.start,
                        detail: "not a qualifier of (\(key.code)) in this position")
                }
            }
            let value = segments[index + 1]
            if let error = appendDecoded(
                definition, value.start, value.end, bytes, baseOffset, padsGTIN: index == segments.startIndex,
                &builder) {
                return error
            }
            index += 2
        }
        return nil
    }

    private static func parseQuery(
        from start: Int, to end: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ baseOffset: Int,
        _ builder: inout ElementStringBuilder
    ) -> GS1Error? {
        var parameterStart = start
        while parameterStart < end {
            let parameterEnd = bytes[parameterStart..<end].firstIndex(of: UInt8(ascii: "&")) ?? end
            let equals = bytes[parameterStart..<parameterEnd].firstIndex(of: UInt8(ascii: "=")) ?? parameterEnd
            let key = UnsafeBufferPointer(rebasing: bytes[parameterStart..<equals])
            // Only all-digit keys are AIs; other parameters (linkType, convenience names) are not GS1 data here.
            if !key.isEmpty && key.allSatisfy(ASCII.isDigit) {
                guard let code = GS1AICode(digits: key), let definition = GS1AITable.current.definition(for: code) else {
                    let text = String(decoding: key, as: UTF8.self)
                    return GS1Error(
                        .unknownAI, ai: text, offset: baseOffset + parameterStart,
                        message: "unknown AI (\(text)) at offset \(baseOffset + parameterStart)")
                }
                guard definition.isDigitalLinkAttribute else {
                    return GS1Error(.notDigitalLinkAttribute, ai: code, offset: baseOffset + parameterStart)
                }
                let valueStart = min(equals + 1, parameterEnd)
                if let error = appendDecoded(
                    definition, valueStart, parameterEnd, bytes, baseOffset, padsGTIN: false, &builder) {
                    return error
                }
            }
            parameterStart = parameterEnd + 1
        }
        return nil
    }

    /// Percent-decodes a value into the builder and commits it. A GTIN key of 8, 12 or 13 digits is padded to 14.
    private static func appendDecoded(
        _ definition: GS1AIDefinition, _ start: Int, _ end: Int, _ bytes: UnsafeBufferPointer<UInt8>,
        _ baseOffset: Int, padsGTIN: Bool, _ builder: inout ElementStringBuilder
    ) -> GS1Error? {
        let cursor = builder.valueCursor
        if padsGTIN, definition.ai == "01", [8, 12, 13].contains(end - start),
           bytes[start..<end].allSatisfy(ASCII.isDigit) {
            for _ in (end - start)..<14 { builder.appendValueByte(UInt8(ascii: "0")) }
        }
        var index = start
        while index < end {
            var byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < end, let high = CharacterSetChecks.hexValue(bytes[index + 1]),
                      let low = CharacterSetChecks.hexValue(bytes[index + 2])
                else {
                    return GS1Error(.invalidPercentEncoding, ai: definition.code, offset: baseOffset + index)
                }
                byte = high << 4 | low
                index += 2
            }
            builder.appendValueByte(byte)
            index += 1
        }
        return builder.commit(definition, valueStart: cursor, inputOffset: baseOffset + start)
    }

    /// Whether `items` appear in `sequence` in the same order (not necessarily adjacent).
    private static func isOrderedSubsequence(_ items: [GS1AICode], of sequence: [GS1AICode]) -> Bool {
        var iterator = sequence.makeIterator()
        return items.allSatisfy { item in
            while let next = iterator.next() { if next == item { return true } }
            return false
        }
    }
}
