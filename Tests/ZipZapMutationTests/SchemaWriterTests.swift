import Testing
@testable import ZipZapMutation

@Suite struct SchemaWriterTests {
    private func rewrite(_ source: String) -> (String, [SchemaWriter.Span], [MutationSite]) {
        let sites = SiteFinder(file: "F.swift", source: Array(source.utf8)).sites()
        var base = 1
        let numbered = sites.enumerated().map { index, site in
            defer { base += site.variants.count }
            return (index: index, site: site, base: base)
        }
        let file = SchemaWriter.rewrite(Array(source.utf8), sites: numbered)
        return (String(decoding: file.text, as: UTF8.self), file.spans, sites)
    }

    @Test func operatorsBecomeTheirSitesOperatorsAndLiteralsCalls() {
        let (text, _, _) = rewrite("func f() { x = a < 5 && !b }")
        #expect(text == "func f() { x = a ∯∁ __zzI(3, 6, 4, 5) ∯∅ ∯∆b }")
    }

    @Test func conditionsAndIndicesAreWrappedAndJumpsMadeConditional() {
        let (text, _, _) = rewrite("func f() {\n  if a[i] { continue }\n}")
        #expect(text == "func f() {\n  if __zzC(1, a[__zzX(3, i)]) { if __zzS(5) { continue } }\n}")
    }

    @Test func spansLocateEachSiteInTheRewrittenTextOnItsOriginalLine() {
        let (text, spans, _) = rewrite("func f() {\n  if a[i] { continue }\n}")
        let line = text.split(separator: "\n")[1]
        let condition = spans[0], index = spans[1]
        #expect(condition.startLine == 2 && index.startLine == 2)
        #expect(Array(line.utf8)[condition.startColumn - 1] == UInt8(ascii: "_"))
        #expect(condition.contains(line: 2, column: index.startColumn) && !index.contains(line: 2, column: condition.startColumn))
    }

    @Test func operatorNamesAreUniqueOperatorCharacters() {
        #expect(SchemaWriter.operatorName(10) == "∯∁∀")
        #expect(SchemaWriter.operatorName(1) != SchemaWriter.operatorName(11))
    }

    @Test func declarationsKeepThePrecedenceGroup() {
        let (_, _, sites) = rewrite("func f() { x = a || b }")
        let declaration = SchemaWriter.declaration(sites[0], base: 7)!
        #expect(declaration.hasPrefix("infix operator ∯∇ : LogicalDisjunctionPrecedence;"))
        #expect(declaration.contains("__zzM == 7 ? (try l && r()) : (try l || r())"))
    }

    @Test func samplesAreReproducibleAndKeepOrder() {
        let items = Array(0..<100)
        #expect(sample(items, count: 10, seed: 3) == sample(items, count: 10, seed: 3))
        #expect(sample(items, count: 10, seed: 3) != sample(items, count: 10, seed: 4))
        #expect(sample(items, count: 10, seed: 3) == sample(items, count: 10, seed: 3).sorted())
        #expect(sample(items, count: 200, seed: 1) == items)
    }
}
