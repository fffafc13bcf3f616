import ZipZap
import ZipZapConformance

extension VectorFamily {
    /// The rules a second port written from the documents alone had to learn from the reference's sources or from
    /// vectors' traces (issue 25), now each a SPEC clause, with vectors on both sides of it: the strict filter of the
    /// GTIN types (C-2.8, C-2.7), the typed text after a write (C-11.3), the `.gs1` rule's types (C-7.13), the sources' rules a
    /// JVM port's friction log found unstated (C-2.1, C-4.2, C-8.3, C-8.7, C-8.9, C-9.4, C-12.3, C-12.6), and GS1's
    /// rules where SPEC was silent (C-7.15, C-7.71 to C-7.78). Every expectation is reasoned from the clause it cites.
    static let specCompleteness = VectorFamily(
        name: "spec-completeness",
        description: "Rules a port written from SPEC alone could not derive before issue 25, each on both sides: GTIN types filtered strictly, never a rejection for an unlisted type, typed text after a write, the `.gs1` rule's types, IBAN lengths, scan data lengths, query parameters without a value, coupon offsets, bracketed AIs, the order of Digital Link checks, many AIs, a repeated qualifier's URI.",
        flags: [
            .init("UnlistedGTINTypeRead", bug: "a GTIN type the field does not list is read for its GTIN when its check digit is right",
                  breaks: "`.barcodeTypes([.ean8])` takes EAN-13s, and whether it does depends on the check digit"),
            .init("UnlistedTypeRejected", bug: "a scan of an unlisted type carrying a GTIN is rejected when the GTIN does not fit the form or a rule refuses it",
                  breaks: "the rejection handler hears about barcodes the field does not read"),
            .init("TypedTextCutAfterWrite", bug: "after an accepted submit the text is cut to maximumTextLength, or edits get room as if it were",
                  breaks: "a text field shows less than its binding"),
            .init("GS1TypeFormWrong", bug: "a type that shares an identifier (microQR, the DataBar variants, microPDF417) is read in another form or as carrying GS1 data it cannot carry",
                  breaks: "Micro QR Digital Links are refused, or MicroPDF417 text passes as GS1"),
            .init("IBANLengthWrong", bug: "IBANs of 5 to 10 characters are accepted, or 11 refused",
                  breaks: "an (8007) that is no IBAN passes"),
            .init("ScanDataLengthWrong", bug: "the length of EAN/UPC scan data is judged after its digits, or 9 to 11 digits are too long",
                  breaks: "ports report a different error for the same scan data"),
            .init("QueryParameterMisread", bug: "a query parameter without `=` is read as an AI, or one with an empty name ignored",
                  breaks: "URIs with bare flags are refused, or `?=…` passes"),
            .init("CouponOffsetWrong", bug: "a coupon field that is missing, cut short or dated wrongly is reported at another byte",
                  breaks: "error markers differ from GS1's engine"),
            .init("BracketedAIMisread", bug: "a bracketed AI that is unclosed, too long or not digits is reported as another error or at another byte",
                  breaks: "the same typo is explained differently by each port"),
            .init("DigitalLinkCheckOrder", bug: "a URI with several faults reports another than the first in C-7.76's order",
                  breaks: "ports disagree on which of two problems a URI has"),
            .init("DecodedOffsetWrong", bug: "an error in a percent-decoded value points at the escape's `%` instead of the place in the decoded value",
                  breaks: "offsets into Digital Link values differ between ports"),
            .init("ManyAIsRefused", bug: "more than 64 elements are refused, as GS1's engine does",
                  breaks: "long element strings of several symbols cannot be parsed"),
            .init("SourceRuleUnstated", bug: "a rule the JVM port found unstated is read another way: empty types, UPC-E number systems, the camera's first state and clock, byte order, sightings past the bounds, a zero entry bound, a signal at the first decode",
                  breaks: "ports written from the documents disagree on inputs no earlier vector pinned"),
            .init("RepeatedQualifierLink", bug: "a repeated qualifier is dropped from the URI or written twice in the path",
                  breaks: "the URI does not parse back to the element string"),
        ],
        drafts: { SpecCompletenessDrafts.fieldDrafts + SpecCompletenessDrafts.parseDrafts })
}
