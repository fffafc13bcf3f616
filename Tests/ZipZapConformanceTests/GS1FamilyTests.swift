import Testing
import ZipZap
@testable import ZipZapConformance
@testable import ZipZapGeneration

/// Independent checks of the generated GS1 family: the table's coverage, the outcome each key promises, and that
/// every failing value changes one thing of its valid twin, checked with this file's own GS1 facts.
@Suite struct GS1FamilyTests {
    /// The family's vectors by key (`ai/AI/KIND...`), generated once with the committed registry.
    static let vectors = Result { try FamilyVectors.byKey(.gs1AI) }
    private var vectorsByKey: [String: Vector] { get throws { try Self.vectors.get() } }

    private func scanned(_ vector: Vector) -> [UInt8] {
        guard case .string(let text)? = vector.events.first?["value"] else { return [] }
        return Array(text.utf8)
    }

    private func kind(_ vector: Vector) -> JSONValue? { vector.expectedTrace.first?["kind"] }

    @Test func everyAIOfTheTableHasAValidVector() throws {
        let covered = Set(try vectorsByKey.keys.compactMap { key -> String? in
            let parts = key.split(separator: "/")
            return parts.count == 3 && parts[2] == "pass" ? String(parts[1]) : nil
        })
        #expect(covered.count == 541, "SPEC C-7.1: the table has 541 AIs")
        #expect(covered == Set(GS1AITable.current.definitions.map(\.ai)))
    }

    @Test func validVectorsAreWrittenAndInvalidOnesRejectedByGS1() throws {
        for (key, vector) in try vectorsByKey {
            let kindName = key.split(separator: "/")[2]
            let isDayZero = kindName == "day-00"
            let valid = kindName.hasPrefix("pass") || (isDayZero && dayZeroAllowed(key))
            if valid {
                #expect(kind(vector) == .string("write"), "\(key)")
            } else {
                #expect(vector.expectedTrace.first?["step"] == .string("gs1"), "\(key)")
            }
        }
    }

    /// Day 00 is the month's last day only in YYMMD0 dates (GS1 General Specifications 7.12), read here from the
    /// AI's format as the syntax dictionary writes it.
    private func dayZeroAllowed(_ key: String) -> Bool {
        let parts = key.split(separator: "/")
        guard let definition = GS1AITable.current.definition(for: String(parts[1])), let index = Int(parts[3]) else { return false }
        return definition.specification.split(separator: " ")[index].contains("yymmd0")
    }

    @Test func eachInvalidValueChangesOneThingOfItsTwin() throws {
        for (key, vector) in try vectorsByKey {
            let parts = key.split(separator: "/").map(String.init)
            guard !parts[2].hasPrefix("pass") else { continue }
            let ai = parts[1]
            let twinKey = try parts[2] == "too-short" && vectorsByKey["ai/\(ai)/pass-min"] != nil ? "ai/\(ai)/pass-min" : "ai/\(ai)/pass"
            let twin = scanned(try #require(try vectorsByKey[twinKey], "\(key) has no twin"))
            let changed = scanned(vector)
            let differing = (0..<min(twin.count, changed.count)).filter { twin[$0] != changed[$0] }
            switch parts[2] {
            case "too-short":
                #expect(changed.count < twin.count && twin.starts(with: changed), "\(key)")
            case "too-long" where parts.count == 4:
                // Bracketed: the tested value is the last, after "(AI)", one longer than the format's maximum.
                let maximum = try #require(GS1AITable.current.definition(for: ai)?.maxLength)
                let marker = Array("(\(ai))".utf8)
                let start = try #require((0...(changed.count - marker.count)).last { changed[$0..<($0 + marker.count)].elementsEqual(marker) })
                #expect(changed.count - start - marker.count == maximum + 1, "\(key)")
            case "too-long":
                #expect(changed.count > twin.count && changed.starts(with: twin), "\(key)")
            case "cset":
                #expect(changed.count == twin.count && differing.count == 1, "\(key)")
                let set = try #require(characterSet(ai, component: Int(parts[3]) ?? 0), "\(key)")
                if let position = differing.first {
                    #expect(set.contains(twin[position]) && !set.contains(changed[position]), "\(key)")
                }
            case "csum":
                // The one change is the component's last digit, its check digit.
                #expect(changed.count == twin.count && differing.count == 1, "\(key)")
                let component = try #require(GS1AITable.current.definition(for: ai)?.components[Int(parts[3]) ?? 0])
                let end = try #require(differing.first) + 1
                let range = (end - component.maxLength)..<end
                #expect(Self.mod10Holds(twin[range]) && !Self.mod10Holds(changed[range]), "\(key)")
            default:
                #expect(changed.count == twin.count && !differing.isEmpty, "\(key)")
            }
        }
    }

    /// The component's set, by the letter its format starts with: digits, CSET 82, CSET 39 or CSET 64 (GS1 General
    /// Specifications, figures 7.11-1 to 7.11-3), written out again here.
    private func characterSet(_ ai: String, component: Int) -> Set<UInt8>? {
        guard let format = GS1AITable.current.definition(for: ai)?.specification.split(separator: " ")[component],
              let letter = format.first(where: { $0 != "[" }) else { return nil }
        let members: String? = switch letter {
        case "N": "0123456789"
        case "X": "!\"%&'()*+,-./0123456789:;<=>?ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
        case "Y": "#-/0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        case "Z": "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_="
        default: nil
        }
        return members.map { Set($0.utf8) }
    }

    /// GS1 mod 10: weights 3 and 1 from the right, the check digit making the sum a multiple of 10.
    static func mod10Holds<C: BidirectionalCollection<UInt8>>(_ digits: C) -> Bool {
        let values = digits.map { Int($0) - 48 }
        guard values.allSatisfy({ (0...9).contains($0) }) else { return false }
        let sum = values.reversed().enumerated().reduce(0) { $0 + $1.element * ($1.offset % 2 == 1 ? 3 : 1) }
        return sum % 10 == 0
    }
}
