import Testing
@testable import ZipZapConformance

/// `run --reproduce ID`: alone, the request lines; with an adapter (or a fault), the vector run and compared.
extension CommandLineTests {
    @Test func reproduceAlonePrintsTheRequestLines() throws {
        let outcome = try run(["run", "--vectors", try SmallSuite.folder(), "--reproduce", "ZZ-00766"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("{\"type\": \"run\", \"seq\": 1, \"id\": \"ZZ-00766\""))
    }

    @Test func reproduceWithAnAdapterRunsTheVectorAndMarksTheDifference() throws {
        let faulty = try run(["run", "--vectors", try SmallSuite.folder(), "--reproduce", "ZZ-00766", "--adapter", "'\(Self.tool)' adapter --fault rulesRunInReverse"])
        #expect(faulty.status == 1)
        #expect(faulty.output.contains("\nFAILED ZZ-00766 (C-05-field-state.json): "))
        #expect(faulty.output.contains("\n  > #0 expected {"))
        #expect(faulty.output.contains("\n  > #0 actual   {"))
        let sound = try run(["run", "--vectors", try SmallSuite.folder(), "--reproduce", "ZZ-00766", "--adapter", "'\(Self.tool)' adapter"])
        #expect(sound.status == 0)
        #expect(sound.output.contains("\nPASSED ZZ-00766 (C-05-field-state.json): "))
        #expect(sound.output.contains("\n    #0 both     {"))
    }
}
