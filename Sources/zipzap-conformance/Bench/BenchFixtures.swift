import ZipZap

/// What several bench files share: the three-rule field the targets speak of.
enum BenchFixtures {
    /// Retail products stored as GTIN-13, checked with a check digit, a length and a pattern.
    static let threeRuleField = ScanField()
        .barcodeTypes(.retailProduct)
        .normalize(.gtin13)
        .validate(.checkDigit)
        .validate(.length(13))
        .validate(.matches(try! PortablePattern(#"^\d+$"#)))
}
