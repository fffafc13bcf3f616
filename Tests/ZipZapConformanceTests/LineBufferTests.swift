import Testing
@testable import ZipZapConformance

/// `LineBuffer` cuts a stream into lines wherever the reads happen to split it.
@Suite struct LineBufferTests {
    private func chunk(_ text: String) -> ArraySlice<UInt8> { Array(text.utf8)[...] }
    private func text(_ line: [UInt8]?) -> String? { line.map { String(decoding: $0, as: UTF8.self) } }

    @Test func manyLinesInOneChunkComeOutInOrder() {
        var buffer = LineBuffer()
        buffer.append(chunk("one\ntwo\n\nfour\npart"))
        #expect(text(buffer.takeLine()) == "one")
        #expect(text(buffer.takeLine()) == "two")
        #expect(text(buffer.takeLine()) == "")
        #expect(text(buffer.takeLine()) == "four")
        #expect(buffer.takeLine() == nil)
        #expect(buffer.pendingCount == 4)
        #expect(text(buffer.takeRest()) == "part")
        #expect(buffer.takeRest() == nil)
    }

    @Test func aLineSplitOverSeveralReadsIsJoined() {
        var buffer = LineBuffer()
        buffer.append(chunk("first\nsec"))
        #expect(text(buffer.takeLine()) == "first")
        #expect(buffer.takeLine() == nil)
        buffer.append(chunk("on"))
        #expect(buffer.takeLine() == nil)
        #expect(buffer.pendingCount == 5)
        buffer.append(chunk("d\nthird\n"))
        #expect(text(buffer.takeLine()) == "second")
        #expect(text(buffer.takeLine()) == "third")
        #expect(buffer.takeLine() == nil)
        #expect(buffer.pendingCount == 0)
        #expect(buffer.takeRest() == nil)
    }

    @Test func takenLinesAreDroppedWhenTheNextChunkArrives() {
        var buffer = LineBuffer()
        for round in 0..<1000 {
            buffer.append(chunk("line \(round)\nline \(round) again\nrest \(round)"))
            #expect(text(buffer.takeLine()) == (round == 0 ? "line 0" : "rest \(round - 1)line \(round)"))
            #expect(text(buffer.takeLine()) == "line \(round) again")
            #expect(buffer.takeLine() == nil)
            #expect(buffer.pendingCount == "rest \(round)".utf8.count)
        }
    }
}
