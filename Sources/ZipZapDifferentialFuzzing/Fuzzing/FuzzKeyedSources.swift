import PropertyTesting
import ZipZap
import ZipZapConformance

/// Event streams of the two keyboard sources: HID scanners' key bursts among keys typed by hand, and editing in a
/// text field, near their gaps, lengths and bounds (SPEC C-10, C-11).
enum FuzzKeyedSources {
    static func hid(_ random: inout SplitMix64, values: [[UInt8]]) -> SourceEvents {
        var configuration = HIDConfiguration.default
        if random.oneIn(2) {
            configuration.tabIsTerminator = random.oneIn(2)
            if random.oneIn(3) { configuration.fnc1Substitute = Array(random.element(["~", "#", "^", "<GS>"]).utf8) }
            configuration.scanBurst = random.oneIn(4) ? nil
                : HIDConfiguration.ScanBurst(maximumKeyGap: random.near(50), minimumLength: Int(random.near(4)))
            if random.oneIn(3) { configuration.maximumEntryLength = Int(random.near(Int64(values[0].count))) }
        }
        let gap = configuration.scanBurst?.maximumKeyGap ?? 50
        var time = Int64(random.int(0...1000))
        var events: [HIDEvent] = []
        for _ in 0..<random.int(1...3) {
            var keys = random.element(values)
            if let substitute = configuration.fnc1Substitute, random.oneIn(2) {
                keys = keys.flatMap { $0 == 0x1D ? substitute : [$0] }
            }
            keys += random.element([[0x0D], [0x0A], [0x09], [0x0D, 0x0A], []])
            if random.oneIn(4) { keys = FuzzValues.text(&random) + keys }
            let byHand = random.oneIn(4)
            var offset = 0
            while offset < keys.count {
                let count = min(keys.count - offset, random.int(1...6))
                time += byHand ? Int64(random.int(80...400)) : random.near(gap)
                events.append(.keys(time: time, bytes: Array(keys[offset..<offset + count])))
                offset += count
            }
            time += Int64(random.int(0...1000))
        }
        return .hid(configuration, events)
    }

    static func typing(_ random: inout SplitMix64, values: [[UInt8]], initialLength: Int) -> SourceEvents {
        var configuration = TypingConfiguration.default
        if random.oneIn(3) { configuration.maximumTextLength = Int(random.near(Int64(values[0].count))) }
        var length = initialLength
        let events: [TypingEvent] = (0..<random.int(1...6)).map { index in
            let offset = Int(random.near(Int64(length)))
            switch index == 0 ? 0 : random.int(0...5) {
            case 0, 1:
                let text = random.oneIn(3) ? FuzzValues.text(&random) : random.element(values)
                length += text.count
                return .insert(offset: offset, text: text)
            case 2:
                let count = Int(random.near(Int64(max(1, length / 2))))
                length = max(0, length - max(0, count))
                return .delete(offset: offset, count: count)
            case 3:
                let text = random.element(values)
                return .replace(offset: offset, count: Int(random.near(Int64(length))), text: text)
            default: return .submit
            }
        }
        return .typing(configuration, random.oneIn(4) ? events : events + [.submit])
    }
}
