import Testing
@testable import ZipZapMutation

@Suite struct OutOfReachListTests {
    @Test func demangledNamesBecomeTheSiteFindersDeclarationPaths() {
        #expect(OutOfReachList.declarationPath(demangled: "static UPCE.compress(_:)") == "UPCE.compress")
        #expect(OutOfReachList.declarationPath(demangled: "zeros #1 (_:) in static UPCE.compress(_:)") == "UPCE.compress.zeros")
        #expect(OutOfReachList.declarationPath(demangled: "BarcodeTypeSet.members.getter") == "BarcodeTypeSet.members")
        #expect(OutOfReachList.declarationPath(demangled: "static GS1.parse<A>(_:form:options:)") == "GS1.parse")
        #expect(OutOfReachList.declarationPath(demangled: "static BarcodeType.< infix(_:_:)") == "BarcodeType.<")
        #expect(OutOfReachList.declarationPath(demangled: "closure #1 (Swift.UInt8) -> Swift.Bool in GS1Check.passes(_:referenceYear:)")
            == "GS1Check.passes")
        #expect(OutOfReachList.declarationPath(demangled: "") == nil)
    }

    @Test func aListedFunctionAndWhatIsNestedInItAreOutOfReachNothingElse() {
        let list = OutOfReachList("# comment\nCheckDigit/UPCE.swift\tstatic UPCE.compress(_:)\tapi\n", file: "list.tsv")
        #expect(list.problems.isEmpty)
        let source = """
            enum UPCE {
                static func compress() { g(1); func zeros() { g(2) } }
                static func compressed() { g(3) }
                static func expand() { g(4) }
            }
            """
        func reasons(_ file: String) -> [String: String?] {
            Dictionary(SiteFinder(file: file, source: Array(source.utf8)).sites().map { ($0.function, list.reason(for: $0)) },
                       uniquingKeysWith: { first, _ in first })
        }
        #expect(reasons("Sources/ZipZap/CheckDigit/UPCE.swift") == [
            "UPCE.compress": "api", "UPCE.compress.zeros": "api", "UPCE.compressed": nil, "UPCE.expand": nil,
        ])
        #expect(reasons("Sources/ZipZap/CheckDigit/GS1Mod10.swift").values.allSatisfy { $0 == nil })
    }

    @Test func badLinesAreNamedWithTheirNumber() {
        let list = OutOfReachList("CheckDigit/UPCE.swift\tstatic UPCE.compress(_:)\n\nA.swift\tf()\tapi\n", file: "list.tsv")
        #expect(list.problems == ["list.tsv:1: expected a file, a tab, a demangled function, a tab and a reason"])
        #expect(list.entries == [.init(file: "Sources/ZipZap/A.swift", function: "f", reason: "api")])
    }
}
