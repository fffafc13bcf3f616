/// Collects elements as a parser finds them: each value is copied into one buffer and checked as soon as it is
/// complete, so that the first error in input order is the one reported. Checks across elements (requisites,
/// exclusions) run in `finish`, once every element is known (SPEC G-9).
struct ElementStringBuilder {
    private(set) var storage: [UInt8] = []
    private var fields: [GS1ElementString.Field] = []
    /// First field index per AI, for the duplicate check once there are too many fields to scan.
    private var firstFieldBySlot: [Int: Int] = [:]
    let options: GS1Options

    /// Above this many elements, lookups switch from scanning the fields to hashing.
    private static let scanLimit = 16

    init(options: GS1Options, capacity: Int) {
        self.options = options
        storage.reserveCapacity(capacity)
        fields.reserveCapacity(4)
    }

    var valueCursor: Int { storage.count }
    var isEmpty: Bool { fields.isEmpty }

    mutating func appendValueByte(_ byte: UInt8) { storage.append(byte) }

    mutating func appendValueBytes(_ bytes: UnsafeBufferPointer<UInt8>) { storage.append(contentsOf: bytes) }

    /// Ends the value that began at `valueStart` (a `valueCursor`) as the value of `definition`, and checks it.
    mutating func commit(_ definition: GS1AIDefinition, valueStart: Int, inputOffset: Int) -> GS1Error? {
        let field = GS1ElementString.Field(
            definition: definition, valueStart: valueStart, valueEnd: storage.count, inputOffset: inputOffset)
        let failure = storage.withUnsafeBufferPointer { buffer in
            ValueValidator.firstFailure(
                of: UnsafeBufferPointer(rebasing: buffer[valueStart..<buffer.count]), definition: definition,
                referenceYear: options.referenceYear)
        }
        if let failure {
            return GS1Error(failure.code, ai: definition.code, offset: inputOffset + failure.offset)
        }
        if options.rejectConflictingDuplicates, let earlier = earlierField(with: definition),
           storage[earlier.valueStart..<earlier.valueEnd] != storage[valueStart..<storage.count] {
            return GS1Error(.conflictingDuplicate, ai: definition.code, offset: inputOffset)
        }
        fields.append(field)
        if fields.count > Self.scanLimit {
            if firstFieldBySlot.isEmpty {
                for (index, field) in fields.enumerated() where firstFieldBySlot[field.definition.code.slot] == nil {
                    firstFieldBySlot[field.definition.code.slot] = index
                }
            } else if firstFieldBySlot[definition.code.slot] == nil {
                firstFieldBySlot[definition.code.slot] = fields.count - 1
            }
        }
        return nil
    }

    private func earlierField(with definition: GS1AIDefinition) -> GS1ElementString.Field? {
        if fields.count > Self.scanLimit {
            return firstFieldBySlot[definition.code.slot].map { fields[$0] }
        }
        return fields.first { $0.definition === definition }
    }

    /// Checks requisites and exclusions, element by element in input order, and returns the element string.
    func finish(emptyOffset: Int) -> Result<GS1ElementString, GS1Error> {
        guard !fields.isEmpty else {
            return .failure(GS1Error(.emptyInput, ai: nil, offset: emptyOffset, detail: "no GS1 element"))
        }
        if options.checkExclusions || options.checkRequisites {
            let presence = Presence(fields: fields, scanLimit: Self.scanLimit)
            for field in fields {
                if let error = associationError(field, presence) { return .failure(error) }
            }
        }
        return .success(GS1ElementString(storage: storage, fields: fields))
    }

    private func associationError(_ field: GS1ElementString.Field, _ presence: Presence) -> GS1Error? {
        let definition = field.definition
        if options.checkExclusions {
            for pattern in definition.exclusions where presence.contains(pattern, except: definition.code.slot) {
                return GS1Error(
                    .mutuallyExclusive, ai: definition.code, offset: field.inputOffset,
                    detail: "must not appear with an AI matching (\(pattern))")
            }
        }
        if options.checkRequisites {
            for requisite in definition.requisites
            where !requisite.contains(where: { group in group.allSatisfy { presence.contains($0, except: nil) } }) {
                let alternatives = requisite.map { $0.map { "(\($0))" }.joined(separator: "+") }
                return GS1Error(
                    .missingRequisite, ai: definition.code, offset: field.inputOffset,
                    detail: "requires \(alternatives.joined(separator: " or "))")
            }
        }
        return nil
    }
}

/// Which AIs an element string holds: a scan of the fields when there are few, a bitmap over all AIs otherwise, so
/// that association checks stay linear in the number of elements.
private struct Presence {
    private let fields: [GS1ElementString.Field]
    private let bitmap: [Bool]?

    init(fields: [GS1ElementString.Field], scanLimit: Int) {
        self.fields = fields
        if fields.count > scanLimit {
            var bitmap = [Bool](repeating: false, count: GS1AICode.slotCount)
            for field in fields { bitmap[field.definition.code.slot] = true }
            self.bitmap = bitmap
        } else {
            bitmap = nil
        }
    }

    /// Whether an AI matching `pattern`, other than the one at slot `except`, is present.
    func contains(_ pattern: GS1AIPattern, except: Int?) -> Bool {
        if let bitmap {
            return pattern.slots.contains { $0 != except && bitmap[$0] }
        }
        return fields.contains { field in
            let slot = field.definition.code.slot
            return slot != except && pattern.slots.contains(slot)
        }
    }
}
