/// Collects elements as a parser finds them and checks each value as soon as it is complete, so that the first
/// error in input order is the one reported. Checks across elements (requisites, exclusions) run in `finish`, once
/// every element is known (SPEC G-9).
///
/// Values that stand in the input as they are (unbracketed and scan data) are referred to in place in a copy of the
/// input; values that had to be decoded (bracketed, Digital Link, EAN/UPC) are appended to the storage.
struct ElementStringBuilder {
    private(set) var storage: [UInt8]
    private var fields: [GS1ElementString.Field] = []
    /// First field index per AI, for the duplicate check once there are too many fields to scan.
    private var firstFieldBySlot: [Int: Int] = [:]
    let scanner: InputScanner
    private let referenceYear: Int
    private let checkRequisites: Bool
    private let checkExclusions: Bool
    private let rejectConflictingDuplicates: Bool

    /// Above this many elements, lookups switch from scanning the fields to hashing.
    static let scanLimit = 16

    /// With `keepsInput`, the storage starts as a copy of `input` so that values can be committed in place;
    /// otherwise it starts empty, with room for the decoded values (never longer than the input plus padding).
    init(input: UnsafeBufferPointer<UInt8>, keepsInput: Bool, options: GS1Options) {
        if keepsInput {
            storage = Array(input)
        } else {
            storage = []
            storage.reserveCapacity(input.count + 16)
        }
        scanner = InputScanner(options: options)
        referenceYear = options.referenceYear
        checkRequisites = options.checkRequisites
        checkExclusions = options.checkExclusions
        rejectConflictingDuplicates = options.rejectConflictingDuplicates
        fields.reserveCapacity(4)
    }

    /// Where the next appended value starts.
    var valueCursor: Int { storage.count }

    mutating func appendValueByte(_ byte: UInt8) { storage.append(byte) }

    /// Adds the value at `start..<end` of the input, which the storage begins with.
    mutating func commitInPlace(_ definition: GS1AIDefinition, start: Int, end: Int) -> GS1Error? {
        commit(GS1ElementString.Field(definition: definition, valueStart: start, valueEnd: end, inputOffset: start))
    }

    /// Adds the value appended since `valueStart` (a `valueCursor`), found at `inputOffset` in the input.
    mutating func commitAppended(_ definition: GS1AIDefinition, valueStart: Int, inputOffset: Int) -> GS1Error? {
        commit(GS1ElementString.Field(
            definition: definition, valueStart: valueStart, valueEnd: storage.count, inputOffset: inputOffset))
    }

    private mutating func commit(_ field: GS1ElementString.Field) -> GS1Error? {
        let definition = field.definition
        let failure = storage.withUnsafeBufferPointer { buffer in
            ValueValidator.firstFailure(
                of: UnsafeBufferPointer(rebasing: buffer[field.valueStart..<field.valueEnd]), definition: definition,
                referenceYear: referenceYear)
        }
        if let failure {
            return GS1Error(failure.code, ai: definition.code, offset: field.inputOffset + failure.offset)
        }
        if rejectConflictingDuplicates, let earlier = earlierField(with: definition),
           storage[earlier.valueStart..<earlier.valueEnd] != storage[field.valueStart..<field.valueEnd] {
            return GS1Error(.conflictingDuplicate, ai: definition.code, offset: field.inputOffset)
        }
        fields.append(field)
        if fields.count > Self.scanLimit {
            if firstFieldBySlot.isEmpty {
                for (index, field) in fields.enumerated() where firstFieldBySlot[field.definition.slot] == nil {
                    firstFieldBySlot[field.definition.slot] = index
                }
            } else if firstFieldBySlot[definition.slot] == nil {
                firstFieldBySlot[definition.slot] = fields.count - 1
            }
        }
        return nil
    }

    private func earlierField(with definition: GS1AIDefinition) -> GS1ElementString.Field? {
        if fields.count > Self.scanLimit {
            return firstFieldBySlot[definition.slot].map { fields[$0] }
        }
        for field in fields where field.definition === definition { return field }
        return nil
    }

    /// Checks requisites and exclusions, element by element in input order, and returns the element string.
    func finish(emptyOffset: Int) -> Result<GS1ElementString, GS1Error> {
        guard !fields.isEmpty else {
            return .failure(GS1Error(.emptyInput, ai: nil, offset: emptyOffset, detail: "no GS1 element"))
        }
        if checkExclusions || checkRequisites {
            let presence = Presence(fields: fields)
            for field in fields {
                if let error = associationError(field, presence) { return .failure(error) }
            }
        }
        return .success(GS1ElementString(storage: storage, fields: fields))
    }

    private func associationError(_ field: GS1ElementString.Field, _ presence: Presence) -> GS1Error? {
        let definition = field.definition
        if checkExclusions {
            for (index, slots) in definition.exclusionSlots.enumerated()
            where presence.contains(slots, except: definition.slot) {
                return GS1Error(
                    .mutuallyExclusive, ai: definition.code, offset: field.inputOffset,
                    detail: "must not appear with an AI matching (\(definition.exclusions[index]))")
            }
        }
        if checkRequisites, let unmet = definition.firstUnmetRequisite(isPresent: { presence.contains($0, except: nil) }) {
            let alternatives = definition.requisites[unmet].map { $0.map { "(\($0))" }.joined(separator: "+") }
            return GS1Error(
                .missingRequisite, ai: definition.code, offset: field.inputOffset,
                detail: "requires \(alternatives.joined(separator: " or "))")
        }
        return nil
    }
}

/// Which AIs an element string holds: a scan of the fields when there are few, a bitmap over all AIs otherwise, so
/// that association checks stay linear in the number of elements.
private struct Presence {
    private let fields: [GS1ElementString.Field]
    private let bitmap: [Bool]?

    init(fields: [GS1ElementString.Field]) {
        self.fields = fields
        if fields.count > ElementStringBuilder.scanLimit {
            var bitmap = [Bool](repeating: false, count: GS1AICode.slotCount)
            for field in fields { bitmap[field.definition.slot] = true }
            self.bitmap = bitmap
        } else {
            bitmap = nil
        }
    }

    /// Whether an AI in `slots`, other than the one at slot `except`, is present.
    func contains(_ slots: ClosedRange<Int>, except: Int?) -> Bool {
        if let bitmap {
            return slots.contains { $0 != except && bitmap[$0] }
        }
        for field in fields {
            let slot = field.definition.slot
            if slot != except && slots.contains(slot) { return true }
        }
        return false
    }
}
