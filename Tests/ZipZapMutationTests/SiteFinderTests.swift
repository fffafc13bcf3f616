import Testing
@testable import ZipZapMutation

@Suite struct SiteFinderTests {
    private func sites(_ source: String) -> [MutationSite] {
        SiteFinder(file: "Sources/ZipZap/Input/HID/X.swift", source: Array(source.utf8)).sites()
    }

    private func changes(_ source: String) -> [String] {
        sites(source).flatMap { site in site.variants.indices.map { "\(site.mutationOperator.rawValue): \(site.change($0))" } }
    }

    @Test func relationalOperatorsNeedWhitespaceOnBothSidesSoGenericsAreLeftAlone() {
        #expect(changes("func f(a: Array<Int>) -> Bool { a.count<b || c }") == ["logical: b || c → b && c"])
        #expect(changes("func f() { x = a < b }") == ["relational: a < b → a <= b", "relational: a < b → a >= b"])
    }

    @Test func equalityLogicalAndNegation() {
        #expect(changes("func f() { x = a == b && !c }") == [
            "equality: a == b → a != b", "logical: b && ! → b || !", "negation: !c → c",
        ])
    }

    @Test func integerLiteralsMoveByOneAndZeroOnlyUpTupleElementsStay() {
        #expect(changes("func f() { g(t.0, 0, 7) }") == ["integer: , 0, → , 1,", "integer: , 7) → , 8)", "integer: , 7) → , 6)"])
    }

    @Test func conditionsAreForcedClauseByClauseButBindingsAreNot() {
        #expect(changes("func f() { if let x, y.isEmpty { } }") == [
            "condition: y.isEmpty → true", "condition: y.isEmpty → false",
        ])
        #expect(changes("func f() { while more() { } }") == ["condition: more() → false"])
    }

    @Test func jumpsInGuardBodiesAndSwitchCasesAreNotRemoved() {
        let source = """
            func f() {
                guard a else { return }
                for x in y { if x { continue } }
                switch z { case .a: break; default: return }
            }
            """
        #expect(changes(source).filter { $0.hasPrefix("jump") } == ["jump: continue → (removed)", "jump: return → (removed)"])
    }

    @Test func subscriptsWithOneIndexExpression() {
        #expect(changes("func f() { x = a[i] + b[i, j] + c[k...] + d[0] + [e] }").filter { $0.hasPrefix("index") } == [
            "index: a[i] → a[i + 1]", "index: a[i] → a[i - 1]",
        ])
    }

    @Test func rangesAreBinaryWithoutSpacesButNotPrefix() {
        #expect(changes("func f() { for i in 0..<n { x = y[..<i] } }").filter { $0.hasPrefix("range") } == [
            "range: 0..<n → 0...n",
        ])
    }

    @Test func enumRawValuesAttributesAndDirectivesAreSkipped() {
        let source = """
            enum E: Int {
                case a = 1
            }
            @available(macOS 13, *)
            #if compiler(>=5.9)
            let x = 2
            #endif
            """
        #expect(changes(source) == ["integer: = 2 → = 3", "integer: = 2 → = 1"])
    }

    @Test func keysNameTheFunctionAndCountOccurrencesNotLines() {
        let found = sites("struct S {\n  func f() {\n    x = a < b\n\n    y = a < b\n  }\n  var v: Bool { c == d }\n}")
        #expect(found.map(\.key) == [
            "Sources/ZipZap/Input/HID/X.swift|S.f|a < b|#0", "Sources/ZipZap/Input/HID/X.swift|S.f|a < b|#1",
            "Sources/ZipZap/Input/HID/X.swift|S.v|c == d|#0",
        ])
        #expect(found[0].folder == "Input/HID")
    }
}
