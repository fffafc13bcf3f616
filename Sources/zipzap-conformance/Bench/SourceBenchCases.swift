import ZipZap

/// The field pipeline behind each source, one input event at a time through a long-lived model, as on a device:
/// a camera frame, a hardware decode, a HID entry, a typing submit. Every model drives the three-rule field.
func sourceBenchCases() -> [BenchCase] {
    let field = BenchFixtures.threeRuleField
    let values = ["4006381333931", "5901234123457", "9780201379624", "6291041500213"].map { Array($0.utf8) }

    // Frames of three detections each (a product, one with a wrong check digit, a QR code the field ignores),
    // 33 ms apart: steady state, where most barcodes are sightings the camera already knows.
    let frames = values.indices.map { k in
        [
            Detection(value: values[k], type: .ean13, position: ViewPoint(x: 4000 + 100 * k, y: 5000)),
            Detection(value: Array(values[(k + 1) & 3].dropLast()) + [UInt8(ascii: "0")], type: .ean13,
                      position: ViewPoint(x: 7000, y: 2000)),
            Detection("https://example.com/\(k)", type: .qr, position: ViewPoint(x: 1000, y: 9000)),
        ]
    }
    let camera = ModelBox(CameraModel(field: field, configuration: CameraConfiguration(afterWrite: .keepScanning)))
    // Decodes of different barcodes more than the aim gap apart: each starts an aim and runs the field.
    let hardware = ModelBox(HardwareModel(field: field))
    // A whole entry in one keyboard event, ended by a carriage return.
    let entries = values.map { $0 + [0x0D] }
    let hid = ModelBox(HIDModel(field: field))
    let typing = ModelBox(TypingModel(field: field))
    return [
        BenchCase(name: "source camera: frame of 3 detections") { i in
            camera.model.handle(.frame(time: camera.tick(33), detections: frames[i & 3])).count
        },
        BenchCase(name: "source hardware: decode") { i in
            hardware.model.handle(.decode(time: hardware.tick(400), value: values[i & 3], type: .ean13)).count
        },
        BenchCase(name: "source HID: 13-key entry + return") { i in
            hid.model.handle(.keys(time: hid.tick(1000), bytes: entries[i & 3])).count
        },
        BenchCase(name: "source typing: replace text + submit") { i in
            typing.model.handle(.replace(offset: 0, count: 13, text: values[i & 3])).count
                + typing.model.handle(.submit).count
        },
    ]
}

/// A model kept between iterations, with a clock that only moves forward (iteration numbers restart each round).
final class ModelBox<Model> {
    var model: Model
    private var time: Int64 = 0

    init(_ model: Model) { self.model = model }

    func tick(_ milliseconds: Int64) -> Int64 {
        time += milliseconds
        return time
    }
}
