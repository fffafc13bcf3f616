import Synchronization
import Testing
import ZipZap

/// Records what the rejection handler and custom rules saw, across the `@Sendable` boundary.
private final class Recorder: Sendable {
    let rejections = Mutex<[(Scan, String)]>([])
    let ruleRuns = Mutex<Int>(0)
}

@Suite struct ScanFieldTests {
    // C-1.1, C-2.1, C-5.4
    @Test func ignoredTypesAreNotReadAtAll() {
        let recorder = Recorder()
        var field = ScanField(value: Array("previous".utf8))
            .barcodeTypes(.retailProduct)
            .validate(.custom("counts") { _ in recorder.ruleRuns.withLock { $0 += 1 }; return true })
            .onRejectedScan { scan, rejection in recorder.rejections.withLock { $0.append((scan, rejection.name)) } }
        #expect(field.process(Scan("HELLO", type: .qr)) == .ignored(.qr))
        #expect(field.value == Array("previous".utf8))
        #expect(recorder.ruleRuns.withLock { $0 } == 0)
        #expect(recorder.rejections.withLock { $0.isEmpty })
    }

    @Test func everyRetailProductTypeIsAccepted() {
        let scans = [
            Scan("036000291452", type: .upcA), Scan("04252614", type: .upcE),
            Scan("4006381333931", type: .ean13), Scan("96385074", type: .ean8),
        ]
        for scan in scans {
            var field = ScanField().barcodeTypes(.retailProduct).validate(.checkDigit)
            #expect(field.process(scan) == .accepted(value: scan.value, changed: true), "\(scan)")
            #expect(field.value == scan.value)
        }
        var field = ScanField().barcodeTypes(.retailProduct)
        #expect(field.process(Scan("10012345678902", type: .itf14)) == .ignored(.itf14))
    }

    // C-2.8: an unlisted GTIN type is ignored whatever its digits; C-2.6 still reads GS1 data of an unlisted type.
    @Test func unlistedGTINTypesAreIgnoredWhateverTheirCheckDigit() {
        let recorder = Recorder()
        var field = ScanField().barcodeTypes([.ean8]).normalize(.gtin14).validate(.checkDigit)
            .onRejectedScan { scan, rejection in recorder.rejections.withLock { $0.append((scan, rejection.name)) } }
        #expect(field.process(Scan("4006381333931", type: .ean13)) == .ignored(.ean13))
        #expect(field.process(Scan("4006381333932", type: .ean13)) == .ignored(.ean13))
        #expect(field.process(Scan("]I110012345678902")) == .ignored(.itf14))
        #expect(field.process(Scan("0109520123456788", type: .gs1128))
            == .accepted(value: Array("09520123456788".utf8), changed: true))
        #expect(recorder.rejections.withLock { $0.isEmpty })
    }

    // C-2.7: a scan of an unlisted type is read only to be written; the same scan of a listed type is rejected.
    @Test func unlistedTypesAreNeverRejected() {
        let indicatorOne = Scan("0119520123456785", type: .gs1128)
        var unlisted = ScanField().barcodeTypes([.ean13]).normalize(.gtin13)
        #expect(unlisted.process(indicatorOne) == .ignored(.gs1128))
        var listed = ScanField().barcodeTypes([.ean13, .gs1128]).normalize(.gtin13)
        guard case .rejected = listed.process(indicatorOne) else {
            Issue.record("expected a rejection at normalize")
            return
        }
        var ruled = ScanField().barcodeTypes([.ean13]).normalize(.gtin14).validate(.length(13))
        #expect(ruled.process(Scan("https://id.gs1.org/01/09520123456788", type: .qr)) == .ignored(.qr))
    }

    // C-2.2
    @Test func unknownTypesPassTheFilterUnlessTheTypeIsLearned() {
        var field = ScanField().barcodeTypes(.retailProduct)
        #expect(field.process(Scan("]C1ABC")) == .accepted(value: Array("]C1ABC".utf8), changed: true))
        field.normalization = .symbologyIdentifierStripped
        #expect(field.process(Scan("]C1ABC")) == .ignored(.gs1128))
        #expect(field.process(Scan("]E04006381333931")) == .accepted(value: Array("4006381333931".utf8), changed: true))
        // The learned type reaches the rules: ean13 is a GTIN type, so a bad check digit fails.
        field.rules = [.checkDigit]
        guard case .rejected(let rejection) = field.process(Scan("]E04006381333932")) else {
            Issue.record("expected a rejection")
            return
        }
        #expect(rejection.name == "checkDigit")
        #expect(rejection.normalized?.type == .ean13)
    }

    // C-5.1, C-5.2
    @Test func firstFailingRuleRejectsAndLaterRulesDoNotRun() {
        let recorder = Recorder()
        var field = ScanField(value: Array("00000096385074".utf8))
            .normalize(.gtin14)
            .validate(.length(14))
            .validate(.checkDigit)
            .validate(.custom("after") { _ in recorder.ruleRuns.withLock { $0 += 1 }; return true })
            .onRejectedScan { scan, rejection in recorder.rejections.withLock { $0.append((scan, rejection.name)) } }
        let bad = Scan(" 4006381333932", type: .ean13)
        let outcome = field.process(bad)
        guard case .rejected(let rejection) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(rejection.step == .rule(.checkDigit, position: 1))
        #expect(rejection.normalized == NormalizedScan(value: Array("04006381333932".utf8), type: .ean13))
        #expect(field.value == Array("00000096385074".utf8))
        #expect(recorder.ruleRuns.withLock { $0 } == 0)
        let seen = recorder.rejections.withLock { $0 }
        #expect(seen.count == 1)
        #expect(seen.first?.0 == bad)            // the scan as delivered, before normalization
        #expect(seen.first?.1 == "checkDigit")
    }

    // C-3.6
    @Test func normalizationFailureIsARejection() {
        let recorder = Recorder()
        var field = ScanField(value: Array("x".utf8))
            .normalize(.gtin13)
            .validate(.custom("never") { _ in recorder.ruleRuns.withLock { $0 += 1 }; return true })
            .onRejectedScan { scan, rejection in recorder.rejections.withLock { $0.append((scan, rejection.name)) } }
        let outcome = field.process(Scan("10012345678902", type: .itf14))
        #expect(outcome == .rejected(Rejection(step: .normalization(.gtin13, .gtinTooLong(targetLength: 13)), normalized: nil)))
        #expect(field.value == Array("x".utf8))
        #expect(recorder.ruleRuns.withLock { $0 } == 0)
        #expect(recorder.rejections.withLock { $0.map(\.1) } == ["normalize"])
    }

    // C-5.3
    @Test func equalValueIsWrittenWithoutChange() {
        var field = ScanField().normalize(.gtin14)
        #expect(field.process(Scan("96385074", type: .ean8)) == .accepted(value: Array("00000096385074".utf8), changed: true))
        #expect(field.process(Scan("00000096385074", type: .itf14)) == .accepted(value: Array("00000096385074".utf8), changed: false))
        #expect(field.process(Scan("4006381333931", type: .ean13)) == .accepted(value: Array("04006381333931".utf8), changed: true))
    }

    // C-1.3
    @Test func defaultFieldAcceptsEverything() {
        var field = ScanField()
        for scan in [Scan(value: [], type: nil), Scan(value: [0xFF, 0x00], type: .code128), Scan("x", type: .aztec)] {
            #expect(field.process(scan) == .accepted(value: scan.value, changed: true))
        }
    }

    @Test func evaluateDoesNotWrite() {
        let field = ScanField()
        #expect(field.evaluate(Scan("A")) == .accepted(value: [0x41], changed: true))
        #expect(field.value == nil)
    }
}
