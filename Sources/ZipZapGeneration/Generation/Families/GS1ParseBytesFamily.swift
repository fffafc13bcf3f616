import ZipZap
import ZipZapConformance

extension VectorFamily {
    static let gs1ParseBytes = VectorFamily(
        name: "gs1-parse-bytes",
        description: "One byte at each edge of what GS1 data may hold (SPEC C-7.14, C-7.4, C-7.22, C-7.25), inside a value of every form: bracketed, unbracketed, scan data, a Digital Link path value, query value and fragment. Control bytes below 0x20 but GS, DEL and bytes of 0x80 and above are invalidByte; GS is FNC1 where FNC1 can stand, a value byte in a bracketed value and no URI character in a URI; a space, `\"` and `~` are judged by CSET 82 and by RFC 3986. The expectations follow from those words, not from the reference.",
        flags: [
            .init("GS1ByteEdgeWrong", bug: "a byte at the edge of the allowed range (0x1F, 0x20, 0x7E, 0x7F, 0x80) or GS is judged wrongly in one of the forms",
                  breaks: "a scanner's stray control byte is accepted, or printable data is refused, depending on how the data arrived"),
            .init("GS1BracketedBlankDropped", bug: "a GS or a space inside a bracketed value is dropped instead of refused as outside CSET 82",
                  breaks: "a value is stored without characters the label had"),
            .init("GS1QuoteAcceptedInURI", bug: "a `\"`, which RFC 3986 does not allow, is accepted in a Digital Link URI",
                  breaks: "text that is not a URI passes as a GS1 Digital Link URI"),
            .init("GS1FragmentNotChecked", bug: "the bytes of a Digital Link fragment are not checked as URI characters",
                  breaks: "text that is not a URI passes as a GS1 Digital Link URI when it follows a #"),
        ],
        drafts: { GS1ParseByteDrafts.all })
}

/// The drafts of `gs1-parse-bytes`: every byte of `bytes` in every place of `Place`, with the outcome SPEC gives.
enum GS1ParseByteDrafts {
    static let gtin = GS1Samples.gtin
    static let link = "https://id.gs1.org/01/" + gtin

    /// Both sides of each edge: controls around GS, space, the first two CSET 82 characters (`"` is no URI
    /// character), `~` (a URI character outside CSET 82), DEL and the non-ASCII range.
    static let bytes: [UInt8] = [0x00, 0x1C, 0x1D, 0x1E, 0x1F, 0x20, 0x21, 0x22, 0x7E, 0x7F, 0x80, 0xFF]

    /// Where the byte stands: between `A` and `B` of a value, or in a Digital Link fragment.
    enum Place: String, CaseIterable {
        case bracketed, unbracketed, scanData = "scan-data", linkPath = "link-path", linkQuery = "link-query",
             linkFragment = "link-fragment"

        /// The input before the byte; its length is the byte's offset.
        var prefix: String {
            switch self {
            case .bracketed: "(01)\(gtin)(10)A"
            case .unbracketed: "01\(gtin)10A"
            case .scanData: "]C101\(gtin)10A"
            case .linkPath: link + "/10/A"
            case .linkQuery: link + "?400=A"
            case .linkFragment: link + "#A"
            }
        }

        var isLink: Bool { self == .linkPath || self == .linkQuery || self == .linkFragment }
        /// The AI whose value holds the byte; nil in a fragment.
        var ai: String? { self == .linkQuery ? "400" : self == .linkFragment ? nil : "10" }
    }

    static var all: [VectorDraft] {
        Place.allCases.flatMap { place in
            bytes.map { byte in
                let input = Array(place.prefix.utf8) + [byte] + Array("B".utf8)
                let hex = String(byte, radix: 16, uppercase: true)
                return .gs1Parse(
                    "\(place.rawValue)/\(hex.count == 1 ? "0" + hex : hex)",
                    "Byte 0x\(hex) inside \(place.rawValue == "link-fragment" ? "a Digital Link fragment" : "a \(place.rawValue) value")",
                    clauses: ["C-7.40", "C-7.14", "C-7.9", "C-7.15"] + (place.isLink ? ["C-7.25"] : ["C-7.4", "C-7.22"]),
                    flags: ["GS1ByteEdgeWrong"] + extraFlags(byte, place), parse: GS1ParseCase(input: input),
                    expected: expected(byte, at: place.prefix.utf8.count, in: place))
            }
        }
    }

    /// The flags naming the narrower bug a vector catches besides a byte edge.
    static func extraFlags(_ byte: UInt8, _ place: Place) -> [String] {
        if place == .bracketed && (byte == 0x1D || byte == 0x20) { return ["GS1BracketedBlankDropped"] }
        var flags: [String] = []
        if place.isLink && byte == 0x22 { flags.append("GS1QuoteAcceptedInURI") }
        if place == .linkFragment && [0x1D, 0x20, 0x22].contains(byte) { flags.append("GS1FragmentNotChecked") }
        return flags
    }

    /// C-7.14 first (GS excepted as a separator), then what the place makes of the byte.
    static func expected(_ byte: UInt8, at offset: Int, in place: Place) -> JSONValue {
        if (byte < 0x20 && byte != 0x1D) || byte >= 0x7F {
            return GS1ParseOutcome.rejected(kind: "invalidByte", ai: nil, offset: offset)
        }
        // RFC 3986 allows `!` and `~`; a space, `"` and GS are no URI characters (C-7.25).
        if place.isLink && [0x1D, 0x20, 0x22].contains(byte) {
            return GS1ParseOutcome.rejected(kind: "invalidDigitalLink", ai: nil, offset: offset)
        }
        // FNC1 ends (10) after `A`; `B` stands where an AI must start (C-7.4).
        if byte == 0x1D && (place == .unbracketed || place == .scanData) {
            return GS1ParseOutcome.rejected(kind: "malformedAI", ai: nil, offset: offset + 1)
        }
        guard let ai = place.ai else {
            return GS1ParseOutcome.accepted(
                elements: [("01", gtin)], bracketed: "(01)\(gtin)", unbracketed: "^01\(gtin)", digitalLink: .string(link))
        }
        // CSET 82 holds `!` and `"`, not GS, a space or `~`.
        guard byte == 0x21 || byte == 0x22 else {
            return GS1ParseOutcome.rejected(kind: "invalidCharacter", ai: ai, offset: offset)
        }
        let value = "A" + String(UnicodeScalar(byte)) + "B"
        let escaped = "A%" + String(byte, radix: 16, uppercase: true) + "B"
        return GS1ParseOutcome.accepted(
            elements: [("01", gtin), (ai, value)], bracketed: "(01)\(gtin)(\(ai))\(value)", unbracketed: "^01\(gtin)\(ai)\(value)",
            digitalLink: .string(ai == "10" ? link + "/10/" + escaped : link + "?400=" + escaped))
    }
}
