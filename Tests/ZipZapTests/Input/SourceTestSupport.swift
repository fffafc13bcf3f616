import Synchronization
import Testing
import ZipZap

/// Barcodes the source tests use: two valid EAN-13s, one with a wrong check digit, an EAN-8.
enum Barcodes {
    static let good = "4006381333931"
    static let otherGood = "5901234123457"
    static let badCheckDigit = "4006381333932"
    static let ean8 = "96385074"
}

/// The product page's example field: retail product barcodes with a correct check digit.
func retailField(value: String? = nil) -> ScanField {
    ScanField(value: value.map { Array($0.utf8) }).barcodeTypes(.retailProduct).validate(.checkDigit)
}

/// Records every `onRejectedScan` call: the scan and the name of the rule.
final class RejectionLog: Sendable {
    private let calls = Mutex<[String]>([])

    var entries: [String] { calls.withLock { $0 } }

    func attach(to field: ScanField) -> ScanField {
        field.onRejectedScan { scan, rejection in
            self.calls.withLock { $0.append(rejection.name + " " + String(decoding: scan.value, as: UTF8.self)) }
        }
    }
}

extension TraceEvent {
    /// A compact line for assertions: `CAUSE KIND ...`, values as UTF-8 text.
    var summary: String {
        func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
        let detail: String
        switch action {
        case .write(let scan, let value, let changed):
            detail = "write \(text(value))" + (changed ? "" : " unchanged") + (scan.value == value ? "" : " from \(text(scan.value))")
        case .reject(let scan, let rejection): detail = "reject \(rejection.name) \(text(scan.value))"
        case .ignore(let scan, let type): detail = "ignore \(type.rawValue) \(text(scan.value))"
        case .mark(let scan, let position): detail = "mark \(text(scan.value)) @\(position.x),\(position.y)"
        case .stop: detail = "stop"
        case .signal(let scan, let count): detail = "signal \(count) \(text(scan.value))"
        case .discard(let bytes, let reason): detail = "discard \(reason.rawValue) \(bytes.count) \(text(bytes.prefix(20).map { $0 }))"
        }
        return "\(cause) \(detail)"
    }
}

extension Trace {
    var summaries: [String] { events.map(\.summary) }
    var finalText: String? { finalValue.map { String(decoding: $0, as: UTF8.self) } }
}

/// The parent suite of every source-model test, so that `swift test --filter Input` runs them all.
@Suite enum Input {}
