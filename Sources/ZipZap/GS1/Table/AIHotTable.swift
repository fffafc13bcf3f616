/// The AI table in the form every parse reads: flat buffers of trivially copyable records, allocated once and
/// never freed (the shared table lives as long as the process), so that parsing does no reference counting.
///
/// `@unchecked Sendable`: the buffers are written only in `init` and read-only afterwards.
struct AIHotTable: @unchecked Sendable {
    /// The shared table's AIs, in the same order (indices agree with `GS1AITable.current.definitions`), built from
    /// the table's rows directly: the first parse builds this table alone, not the 541 definitions.
    static let shared = AIHotTable(rows: AITableData.rows)

    /// What a parse needs to know about one AI; ranges index the shared buffers below.
    struct Record {
        let slot: Int
        let aiLength: Int
        /// `GS1AICode.packedDigits`.
        let aiDigits: UInt32
        let hasPredefinedLength: Bool
        let isDigitalLinkPrimaryKey: Bool
        let isDigitalLinkAttribute: Bool
        let minLength: Int
        let maxLength: Int
        let components: Range<Int>
        let exclusions: Range<Int>
        let requisiteGroups: Range<Int>
        /// When the AI has one requisite and each of its groups is one pattern (`req=01,02` and the like, most
        /// requisites), the union of those patterns: the requisite is met exactly when one of them is present.
        /// Empty for any other AI (a requisite names at least one pattern).
        let soleRequisite: AIPatternSet
        /// Index into `qualifierSequences` for a Digital Link primary key, -1 for any other AI.
        let qualifiers: Int
        /// The requisite and exclusion patterns this AI matches, and the patterns it excludes.
        var matches = AIPatternSet()
        let excludes: AIPatternSet

        var code: GS1AICode { GS1AICode(unchecked: slot - GS1AICode.slotBase(aiLength), length: aiLength) }
    }

    let records: UnsafeBufferPointer<Record>
    let components: UnsafeBufferPointer<GS1Component>
    /// The first and last slot of each excluded pattern (`Record.exclusions` indexes both). Plain `Int`s: an array
    /// of `ClosedRange`s would make the first parse instantiate its metadata, through a costly conformance lookup.
    let excludedFirstSlots: UnsafeBufferPointer<Int>
    let excludedLastSlots: UnsafeBufferPointer<Int>
    let requisiteGroups: UnsafeBufferPointer<RequisiteGroup>
    /// Record index per `GS1AICode.slot`, -1 where no AI is defined.
    let indexBySlot: UnsafeBufferPointer<Int16>
    /// AI length per two-digit prefix, 0 where no AI starts with that prefix.
    let lengthByPrefix: UnsafeBufferPointer<UInt8>
    /// Each primary key row's `GS1AIDefinition.digitalLinkQualifiers`.
    let qualifierSequences: UnsafeBufferPointer<[[GS1AICode]]>

    init(rows: String) {
        var records: [Record] = []
        var components: [GS1Component] = []
        var excludedFirstSlots: [Int] = []
        var excludedLastSlots: [Int] = []
        var requisiteGroups: [RequisiteGroup] = []
        var qualifierSequences: [[[GS1AICode]]] = []
        var indexBySlot = [Int16](repeating: -1, count: GS1AICode.slotCount)
        var lengthByPrefix = [UInt8](repeating: 0, count: 100)
        var numbering = PatternNumbering()
        records.reserveCapacity(rows.utf8.count / 16)
        // What a row's AIs share is appended once, and each of its records points at it. A row whose attributes
        // are the previous row's, as a third of them are, shares that row's requisites and exclusions too.
        var previous: (
            attributes: AITableRow.Text, groups: Range<Int>, exclusions: Range<Int>, excludes: AIPatternSet,
            soleRequisite: AIPatternSet
        )?
        AITableParser.forEachRow(of: rows) { row in
            let componentStart = components.count
            var minLength = 0, maxLength = 0
            row.forEachComponent { component in
                components.append(component)
                if !component.isOptional { minLength += component.minLength }
                maxLength += component.maxLength
            }
            let associations = previous.flatMap { $0.attributes.elementsEqual(row.attributesText) ? $0 : nil } ?? {
                let groupStart = requisiteGroups.count
                var requisites = 0, everyGroupOnePattern = true
                var union = AIPatternSet()
                row.forEachRequisiteGroup { group, opensRequisite in
                    var patterns = AIPatternSet(), patternCount = 0
                    row.forEachPattern(in: group) {
                        patterns.insert(numbering.number($0.slots))
                        patternCount += 1
                    }
                    requisiteGroups.append(RequisiteGroup(patterns: patterns, opensRequisite: opensRequisite))
                    if opensRequisite { requisites += 1 }
                    everyGroupOnePattern = everyGroupOnePattern && patternCount == 1
                    union.formUnion(patterns)
                }
                let exclusionStart = excludedFirstSlots.count
                var excludes = AIPatternSet()
                row.forEachExclusion { pattern in
                    excludes.insert(numbering.number(pattern.slots))
                    excludedFirstSlots.append(pattern.slots.lowerBound)
                    excludedLastSlots.append(pattern.slots.upperBound)
                }
                return (
                    row.attributesText, groupStart..<requisiteGroups.count, exclusionStart..<excludedFirstSlots.count, excludes,
                    requisites == 1 && everyGroupOnePattern ? union : AIPatternSet())
            }()
            previous = associations
            let qualifiers = row.qualifiers.map { sequences in
                qualifierSequences.append(sequences)
                return qualifierSequences.count - 1
            } ?? -1
            row.forEachCode { code in
                precondition(indexBySlot[code.slot] == -1, "AI \(code) defined twice")
                indexBySlot[code.slot] = Int16(records.count)
                // The first two digits, read from the packed ASCII digits (no division by a power of ten).
                let digits = code.packedDigits
                let prefix = Int(digits & 0xFF &- 0x30) * 10 + Int(digits >> 8 & 0xFF &- 0x30)
                precondition(
                    lengthByPrefix[prefix] == 0 || Int(lengthByPrefix[prefix]) == code.length,
                    "AIs starting \(prefix) differ in length")
                lengthByPrefix[prefix] = UInt8(code.length)
                records.append(Record(
                    slot: code.slot, aiLength: code.length, aiDigits: digits,
                    hasPredefinedLength: row.hasPredefinedLength, isDigitalLinkPrimaryKey: row.isDigitalLinkPrimaryKey,
                    isDigitalLinkAttribute: row.isDigitalLinkAttribute, minLength: minLength, maxLength: maxLength,
                    components: componentStart..<components.count, exclusions: associations.exclusions,
                    requisiteGroups: associations.groups, soleRequisite: associations.soleRequisite, qualifiers: qualifiers,
                    excludes: associations.excludes))
            }
        }
        let matches = numbering.patternsMatched(byRecordAt: indexBySlot, recordCount: records.count)
        for index in records.indices { records[index].matches = matches[index] }
        self.records = Self.permanent(records)
        self.components = Self.permanent(components)
        self.excludedFirstSlots = Self.permanent(excludedFirstSlots)
        self.excludedLastSlots = Self.permanent(excludedLastSlots)
        self.requisiteGroups = Self.permanent(requisiteGroups)
        self.indexBySlot = Self.permanent(indexBySlot)
        self.lengthByPrefix = Self.permanent(lengthByPrefix)
        self.qualifierSequences = Self.permanent(qualifierSequences)
    }

    /// A copy of `items` that is never deallocated.
    private static func permanent<T>(_ items: [T]) -> UnsafeBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(items.count, 1))
        _ = buffer.initialize(from: items)
        return UnsafeBufferPointer(rebasing: buffer[..<items.count])
    }

    /// The qualifier sequences of the Digital Link primary key at record `index`; none for any other AI.
    func qualifiers(of index: Int) -> [[GS1AICode]] {
        let position = records[index].qualifiers
        return position < 0 ? [] : qualifierSequences[position]
    }

    func index(of code: GS1AICode) -> Int? {
        let index = indexBySlot[code.slot]
        return index < 0 ? nil : Int(index)
    }

    /// The index of the AI that starts at `start` in `bytes`, read by its two-digit prefix; nil when the digits
    /// there are not a known AI.
    @inline(__always)
    func index(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard start + 2 <= bytes.count else { return nil }
        let first = bytes[start] &- 0x30, second = bytes[start + 1] &- 0x30
        guard first < 10, second < 10 else { return nil }
        let length = Int(lengthByPrefix[Int(first) * 10 + Int(second)])
        guard length != 0, start + length <= bytes.count else { return nil }
        var number = Int(first) * 10 + Int(second)
        var position = start + 2
        while position < start + length {
            let digit = bytes[position] &- 0x30
            guard digit < 10 else { return nil }
            number = number * 10 + Int(digit)
            position += 1
        }
        let index = indexBySlot[GS1AICode.slotBase(length) + number]
        return index < 0 ? nil : Int(index)
    }

    /// The index of the first requisite of record `index` none of whose groups is wholly within `present`, or nil
    /// when all are met.
    func firstUnmetRequisite(of index: Int, present: AIPatternSet) -> Int? {
        var requisite = -1
        var met = true
        for group in requisiteGroups[records[index].requisiteGroups] {
            if group.opensRequisite {
                if !met { return requisite }
                requisite += 1
                met = false
            }
            if !met && group.patterns.isSubset(of: present) { met = true }
        }
        return met ? nil : requisite
    }
}
