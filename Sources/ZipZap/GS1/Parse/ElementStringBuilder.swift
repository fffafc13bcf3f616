/// Collects elements as a parser finds them and checks each value as soon as it is complete, so that the first
/// error in input order is the one reported. Checks across elements (requisites, exclusions) run in `finish`, once
/// every element is known (SPEC C-7.9).
///
/// Values that stand in the input as they are (unbracketed and scan data, Digital Link values with no escape) are
/// referred to in place, the storage starting as the input; values that had to be decoded (bracketed, escaped or
/// padded Digital Link values, EAN/UPC) are appended to it.
struct ElementStringBuilder {
    private(set) var storage: [UInt8]
    private var fields = ElementFields()
    /// First field index per AI, for the duplicate check once there are too many fields to scan; nil until then
    /// (creating even an empty dictionary costs every parse a call).
    private var firstFieldBySlot: [Int: Int]?
    /// Bit `slot % 64` set for every AI added: most elements are the first of their AI, and this settles it
    /// without a scan of the fields.
    private var slotsSeen: UInt64 = 0
    let settings: ParseSettings
    /// `AIHotTable.shared`, fetched once a parse: each fetch of the lazy global is a call to `swift_once`.
    let table = AIHotTable.shared
    var scanner: InputScanner { settings.scanner }

    /// The bit of `slotsSeen` for an AI's slot, `slot % 64`: AIs share bits, so a set bit only says that the AI
    /// may be present, and every test of one is followed by an exact check.
    static func slotBit(_ slot: Int) -> UInt64 { 1 << UInt64(slot & 63) }

    /// Above this many elements, lookups switch from scanning the fields to hashing.
    static let scanLimit = 16

    /// With `keepsInput`, the storage starts as the input (`original`, the array `input` points into, when there
    /// is one, else a copy) so that values can be committed in place; otherwise it starts empty, with room for the
    /// decoded values (never longer than the input plus padding).
    init(input: UnsafeBufferPointer<UInt8>, keepsInput: Bool, original: [UInt8]?, settings: ParseSettings) {
        if keepsInput {
            storage = original ?? Array(input)
        } else {
            storage = []
            storage.reserveCapacity(input.count + 16)
        }
        self.settings = settings
    }

    /// Where the next appended value starts.
    var valueCursor: Int { storage.count }

    mutating func appendValueByte(_ byte: UInt8) { storage.append(byte) }

    mutating func appendValueBytes(_ bytes: UnsafeBufferPointer<UInt8>) { storage.append(contentsOf: bytes) }

    /// Puts `count` zeros at `position` of an appended value (a short GTIN padded to 14 once decoded).
    mutating func insertZeros(_ count: Int, at position: Int) {
        storage.insert(contentsOf: repeatElement(UInt8(ascii: "0"), count: count), at: position)
    }

    /// Adds the value at `start..<end` of the input, which the storage begins with, as the value of the AI at
    /// table index `index`.
    mutating func commitInPlace(_ index: Int, start: Int, end: Int) -> GS1Error? {
        commit(GS1ElementString.Field(
            index: index, slot: table.records[index].slot, valueStart: start, valueEnd: end, inputOffset: start))
    }

    /// Adds the value appended since `valueStart` (a `valueCursor`), found at `inputOffset` in the input.
    /// `padding` counts the zeros put before the input's digits (a GTIN padded to 14): error offsets in the value are
    /// moved back by it, so they point into the input (SPEC C-7.15), a failure among the zeros at the value's start.
    mutating func commitAppended(_ index: Int, valueStart: Int, inputOffset: Int, padding: Int = 0) -> GS1Error? {
        commit(GS1ElementString.Field(
            index: index, slot: table.records[index].slot, valueStart: valueStart, valueEnd: storage.count,
            inputOffset: inputOffset), padding: padding)
    }

    /// The AI at table index `index`, for messages.
    func code(_ index: Int) -> GS1AICode { table.records[index].code }

    /// Inlined into `commitInPlace` and `commitAppended`, so into each parser's loop: a call passed the field's five
    /// words and saved registers, about 12 instructions an element.
    @inline(__always)
    private mutating func commit(_ field: GS1ElementString.Field, padding: Int = 0) -> GS1Error? {
        let components = table.components[table.records[field.index].components]
        let referenceYear = settings.referenceYear
        let failure = storage.withUnsafeBufferPointer { buffer in
            ValueValidator.firstFailure(
                of: UnsafeBufferPointer(rebasing: buffer[field.valueStart..<field.valueEnd]), components: components,
                referenceYear: referenceYear)
        }
        if let failure {
            let offset = field.inputOffset + max(failure.offset - padding, 0)
            return GS1Error(failure.code, ai: code(field.index), offset: offset)
        }
        let slotBit = Self.slotBit(field.slot)
        if settings.rejectConflictingDuplicates, slotsSeen & slotBit != 0, let earlier = earlierField(with: field.index),
           storage[earlier.valueStart..<earlier.valueEnd] != storage[field.valueStart..<field.valueEnd] {
            return GS1Error(.conflictingDuplicate, ai: code(field.index), offset: field.inputOffset)
        }
        fields.append(field)
        slotsSeen |= slotBit
        if fields.count > Self.scanLimit {
            if var bySlot = firstFieldBySlot {
                if bySlot[field.slot] == nil { bySlot[field.slot] = fields.count - 1 }
                firstFieldBySlot = bySlot
            } else {
                var bySlot: [Int: Int] = [:]
                for (position, field) in fields.enumerated() where bySlot[field.slot] == nil { bySlot[field.slot] = position }
                firstFieldBySlot = bySlot
            }
        }
        return nil
    }

    /// Whether an element of the AI at table index `index` was added already.
    func holds(_ index: Int) -> Bool {
        slotsSeen & Self.slotBit(table.records[index].slot) != 0 && earlierField(with: index) != nil
    }

    private func earlierField(with index: Int) -> GS1ElementString.Field? {
        if fields.count > Self.scanLimit {
            return firstFieldBySlot?[table.records[index].slot].map { fields[$0] }
        }
        for position in 0..<fields.count where fields[position].index == index { return fields[position] }
        return nil
    }

    /// Checks exclusions and requisites, element by element in input order, then the serial a digital signature
    /// needs: the first error, or nil when `takeElementString()` gives the result. (Not a `Result`: the caller
    /// builds its own, which saves copying one.)
    /// Inlined into `GS1.parse(buffer:…)`, its one caller (about 30 instructions a parse).
    @inline(__always)
    func finish(emptyOffset: Int) -> GS1Error? {
        guard !fields.isEmpty else {
            return GS1Error(.emptyInput, ai: nil, offset: emptyOffset, detail: "no GS1 element")
        }
        if settings.checkExclusions || settings.checkRequisites {
            var present = AIPatternSet()
            // Loops over positions: an iterator would hold a copy of the list, retained for the loop.
            for position in 0..<fields.count { present.formUnion(table.records[fields[position].index].matches) }
            var presence: Presence?
            for position in 0..<fields.count {
                let field = fields[position]
                // Most AIs exclude nothing present, and require nothing or one of a few AIs: skip those that are
                // plainly fine without a call.
                let record = table.records[field.index]
                let requisitesPending = !record.requisiteGroups.isEmpty && !record.soleRequisite.intersects(present)
                guard (settings.checkExclusions && record.excludes.intersects(present))
                    || (settings.checkRequisites && requisitesPending) else { continue }
                if let error = associationError(field, present, &presence) { return error }
            }
        }
        if slotsSeen & SignatureSerialCheck.signatureBit != 0, let error = SignatureSerialCheck.firstUnserialisedKey(fields, table) {
            return error
        }
        return nil
    }

    /// The element string, once `finish` has found no error. The storage and the fields are swapped out of the
    /// builder rather than copied: a copy is retained here and released again when the builder goes.
    mutating func takeElementString() -> GS1ElementString {
        var takenStorage: [UInt8] = [], takenFields = ElementFields()
        swap(&takenStorage, &storage)
        swap(&takenFields, &fields)
        return GS1ElementString(storage: takenStorage, fields: takenFields)
    }

    /// The exclusion or requisite `field` breaks. The pattern sets settle most cases at once; only when an
    /// excluded pattern is present (possibly through the field's own AI, which never excludes itself) are the
    /// elements themselves consulted, through `presence`, built on first need.
    private func associationError(
        _ field: GS1ElementString.Field, _ present: AIPatternSet, _ presence: inout Presence?
    ) -> GS1Error? {
        let record = table.records[field.index]
        if settings.checkExclusions && record.excludes.intersects(present) {
            let elements = presence ?? Presence(fields: fields)
            presence = elements
            for position in record.exclusions
            where elements.contains(table.excludedFirstSlots[position]...table.excludedLastSlots[position], except: record.slot) {
                let definition = field.definition
                return GS1Error(
                    .mutuallyExclusive, ai: definition.code, offset: field.inputOffset,
                    detail: "must not appear with an AI matching (\(definition.exclusions[position - record.exclusions.lowerBound]))")
            }
        }
        if settings.checkRequisites, let unmet = table.firstUnmetRequisite(of: field.index, present: present) {
            let definition = field.definition
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
    private let fields: ElementFields
    private let bitmap: [Bool]?

    init(fields: ElementFields) {
        self.fields = fields
        if fields.count > ElementStringBuilder.scanLimit {
            var bitmap = [Bool](repeating: false, count: GS1AICode.slotCount)
            for field in fields { bitmap[field.slot] = true }
            self.bitmap = bitmap
        } else {
            bitmap = nil
        }
    }

    /// Whether an AI in `slots`, other than the one at slot `except`, is present.
    @inline(__always)
    func contains(_ slots: ClosedRange<Int>, except: Int?) -> Bool {
        if let bitmap {
            return slots.contains { $0 != except && bitmap[$0] }
        }
        for field in fields where field.slot != except && slots.contains(field.slot) { return true }
        return false
    }
}
