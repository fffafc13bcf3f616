import PropertyTesting
import ZipZap

/// Random but repeatable input streams for the determinism tests: few distinct values and positions, so that
/// repeats, ties and every branch of the models come up often; timestamps that repeat, jump, go backwards and
/// reach the ends of Int64.
struct RandomEventStreams {
    var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    static let values = [Barcodes.good, Barcodes.otherGood, Barcodes.badCheckDigit, Barcodes.ean8, "HELLO", ""]

    private var time: Int64 = 0

    mutating func nextTime() -> Int64 {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0: time = 0 &- time  // backwards (Int64.min stays itself)
        case 1: time = [Int64.min, Int64.max, 0].randomElement(using: &generator) ?? 0
        case 2...5: break  // the same time again
        case 6...15: time = time &+ Int64.random(in: 1...40, using: &generator)
        default: time = time &+ Int64.random(in: 100...3000, using: &generator)
        }
        return time
    }

    mutating func scan() -> (value: String, type: BarcodeType) {
        let value = Self.values.randomElement(using: &generator) ?? ""
        let type: BarcodeType = value == "HELLO" ? .qr : [.ean13, .ean8, .code128].randomElement(using: &generator) ?? .ean13
        return (value, type)
    }

    mutating func cameraEvents(count: Int) -> [CameraEvent] {
        (0..<count).map { _ in
            let time = nextTime()
            if Int.random(in: 0..<25, using: &generator) == 0 { return .start(time: time) }
            let detections = (0..<Int.random(in: 0...6, using: &generator)).map { _ in
                let (value, type) = scan()
                let grid = [0, 4000, 5000, 6000, 10000, -3, Int.max]
                let position = ViewPoint(x: grid.randomElement(using: &generator) ?? 0, y: grid.randomElement(using: &generator) ?? 0)
                return Detection(value, type: type, position: position)
            }
            return .frame(time: time, detections: detections)
        }
    }

    mutating func hardwareEvents(count: Int) -> [HardwareEvent] {
        var last = scan()
        return (0..<count).map { _ in
            if Int.random(in: 0..<20, using: &generator) == 0 { last = scan() }  // mostly long aims, so signals come up
            return .decode(time: nextTime(), last.value, type: last.type)
        }
    }

    mutating func hidEvents(count: Int) -> [HIDEvent] {
        let keys: [[UInt8]] = [[0x0D], [0x0A], [0x09], [0x1D], Array("^]".utf8), Array("]E0".utf8), [0xFF]]
            + Self.values.map { Array($0.utf8) } + (0x30...0x39).map { [UInt8($0)] }
        return (0..<count).map { _ in .keys(time: nextTime(), bytes: keys.randomElement(using: &generator) ?? []) }
    }

    mutating func typingEvents(count: Int) -> [TypingEvent] {
        (0..<count).map { _ in
            let offset = Int.random(in: -2...20, using: &generator)
            let text = Array((Self.values.randomElement(using: &generator) ?? "").utf8)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0: return .insert(offset: offset, text: text)
            case 1: return .delete(offset: offset, count: Int.random(in: -1...15, using: &generator))
            case 2: return .replace(offset: offset, count: Int.random(in: 0...3, using: &generator), text: text)
            default: return .submit
            }
        }
    }
}
