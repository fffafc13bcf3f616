/// The AI table in the form every parse reads: flat buffers of trivially copyable records, allocated once and
/// never freed (the shared table lives as long as the process), so that parsing does no reference counting.
///
/// `@unchecked Sendable`: the buffers are written only in `init` and read-only afterwards.
struct AIHotTable: @unchecked Sendable {
    /// The shared table's AIs, in the same order (indices agree with `GS1AITable.current.definitions`).
    static let shared = AIHotTable(definitions: GS1AITable.current.definitions)

    /// What a parse needs to know about one AI; ranges index the shared buffers below.
    struct Record {
        let slot: Int
        let aiLength: Int
        /// `GS1AICode.packedDigits`.
        let aiDigits: UInt32
        let hasPredefinedLength: Bool
        let isDigitalLinkPrimaryKey: Bool
        let isDigitalLinkAttribute: Bool
        let maxLength: Int
        let components: Range<Int>
        let exclusions: Range<Int>
        let requisiteGroups: Range<Int>
        /// The requisite and exclusion patterns this AI matches, and the patterns it excludes.
        let matches: AIPatternSet
        let excludes: AIPatternSet
    }

    let records: UnsafeBufferPointer<Record>
    let components: UnsafeBufferPointer<GS1Component>
    let exclusions: UnsafeBufferPointer<ClosedRange<Int>>
    let requisiteGroups: UnsafeBufferPointer<RequisiteGroup>
    /// Record index per `GS1AICode.slot`, -1 where no AI is defined.
    let indexBySlot: UnsafeBufferPointer<Int16>
    /// AI length per two-digit prefix, 0 where no AI starts with that prefix.
    let lengthByPrefix: UnsafeBufferPointer<UInt8>

    init(definitions: [GS1AIDefinition]) {
        var records: [Record] = []
        var components: [GS1Component] = []
        var exclusions: [ClosedRange<Int>] = []
        var requisiteGroups: [RequisiteGroup] = []
        var indexBySlot = [Int16](repeating: -1, count: GS1AICode.slotCount)
        var lengthByPrefix = [UInt8](repeating: 0, count: 100)
        for (index, definition) in definitions.enumerated() {
            let code = definition.code
            precondition(indexBySlot[code.slot] == -1, "AI \(code) defined twice")
            indexBySlot[code.slot] = Int16(index)
            let prefix = code.number / GS1AICode.powerOfTen(code.length - 2)
            precondition(
                lengthByPrefix[prefix] == 0 || Int(lengthByPrefix[prefix]) == code.length,
                "AIs starting \(prefix) differ in length")
            lengthByPrefix[prefix] = UInt8(code.length)
        }
        let numbering = PatternNumbering(definitions)
        let matches = numbering.patternsMatched(byRecordAt: indexBySlot, recordCount: definitions.count)
        records.reserveCapacity(definitions.count)
        // The AIs of one table row share its arrays (equal at once, by identity), and so share their ranges here.
        var previous: (definition: GS1AIDefinition, components: Range<Int>, groups: Range<Int>)?
        for (index, definition) in definitions.enumerated() {
            func append<T>(_ items: [T], to buffer: inout [T]) -> Range<Int> {
                buffer += items
                return (buffer.count - items.count)..<buffer.count
            }
            let componentRange = previous.flatMap { $0.definition.components == definition.components ? $0.components : nil }
                ?? append(definition.components, to: &components)
            let groupRange = previous.flatMap { $0.definition.requisites == definition.requisites ? $0.groups : nil }
                ?? append(Self.groups(definition.requisites, numbering), to: &requisiteGroups)
            previous = (definition, componentRange, groupRange)
            var excludes = AIPatternSet()
            for pattern in definition.exclusions { excludes.insert(numbering.id(of: pattern.slots)) }
            records.append(Record(
                slot: definition.code.slot, aiLength: definition.code.length, aiDigits: definition.code.packedDigits,
                hasPredefinedLength: definition.hasPredefinedLength,
                isDigitalLinkPrimaryKey: definition.isDigitalLinkPrimaryKey,
                isDigitalLinkAttribute: definition.isDigitalLinkAttribute, maxLength: definition.maxLength,
                components: componentRange,
                exclusions: append(definition.exclusions.map(\.slots), to: &exclusions),
                requisiteGroups: groupRange,
                matches: matches[index], excludes: excludes))
        }
        self.records = Self.permanent(records)
        self.components = Self.permanent(components)
        self.exclusions = Self.permanent(exclusions)
        self.requisiteGroups = Self.permanent(requisiteGroups)
        self.indexBySlot = Self.permanent(indexBySlot)
        self.lengthByPrefix = Self.permanent(lengthByPrefix)
    }

    private static func groups(_ requisites: [[[GS1AIPattern]]], _ numbering: PatternNumbering) -> [RequisiteGroup] {
        var groups: [RequisiteGroup] = []
        for requisite in requisites {
            for (index, group) in requisite.enumerated() {
                var patterns = AIPatternSet()
                for pattern in group { patterns.insert(numbering.id(of: pattern.slots)) }
                groups.append(RequisiteGroup(patterns: patterns, opensRequisite: index == 0))
            }
        }
        return groups
    }

    /// A copy of `items` that is never deallocated.
    private static func permanent<T>(_ items: [T]) -> UnsafeBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(items.count, 1))
        _ = buffer.initialize(from: items)
        return UnsafeBufferPointer(rebasing: buffer[..<items.count])
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
