import ZipZapConformance

/// Reading lines as `gs1 -`, the adapter server, the runner (the adapters' answers) and `field-events` read them:
/// 64 KiB chunks cut into 35-byte lines (a GS1 element string with two separators and its LF). Figures are per line;
/// a line's cost must not grow with what the chunk holds after it.
func lineBenchCases() -> [BenchCase] {
    let line = Array("0109520123456788\u{1D}10ABC123\u{1D}17261231\n".utf8)
    precondition(line.count == 35, "the bench line is 35 bytes")
    let linesPerChunk = 65536 / line.count
    let chunk = Array(repeatElement(line, count: linesPerChunk).joined())
    return [
        BenchCase(name: "line reading: 35-byte lines from a 64 KiB chunk", operationsPerCall: linesPerChunk) { _ in
            var buffer = LineBuffer()
            buffer.append(chunk[...])
            var total = 0
            while let taken = buffer.takeLine() { total &+= taken.count }
            return total
        },
    ]
}
