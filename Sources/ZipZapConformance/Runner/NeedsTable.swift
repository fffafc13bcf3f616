import ZipZapVectors

/// `run --list-needs`: for every capability some vector needs, how many vectors need it and, against an adapter's
/// capabilities, whether the adapter has it and how many unsupported vectors it alone would unlock.
public enum NeedsTable {
    public struct Row: Sendable, Hashable {
        public let need: Need
        /// Vectors that need it.
        public let needed: Int
        /// nil without an adapter; else whether the adapter lists it.
        public let has: Bool?
        /// Vectors the adapter cannot run now and could with this capability added (it is all they lack).
        public let unlocks: Int
    }

    public static func rows(_ vectors: [Vector], capabilities: Capabilities?) -> [Row] {
        var needed: [Need: Int] = [:]
        var unlocks: [Need: Int] = [:]
        for vector in vectors {
            let needs = vector.needs
            for need in needs { needed[need, default: 0] += 1 }
            if let capabilities {
                let missing = needs.filter { !capabilities.has($0) }
                if missing.count == 1 { unlocks[missing[0], default: 0] += 1 }
            }
        }
        return needed.keys.sorted().map { need in
            Row(need: need, needed: needed[need]!, has: capabilities.map { $0.has(need) }, unlocks: unlocks[need] ?? 0)
        }
    }

    public static func render(_ vectors: [Vector], capabilities: Capabilities?) -> String {
        let rows = rows(vectors, capabilities: capabilities)
        let width = max(10, rows.map(\.need.description.count).max() ?? 0)
        func pad(_ text: String, _ count: Int) -> String { text + String(repeating: " ", count: max(0, count - text.count)) }
        func right(_ text: String, _ count: Int) -> String { String(repeating: " ", count: max(0, count - text.count)) + text }
        var lines = [pad("capability", width) + "  needed by" + (capabilities == nil ? "" : "  adapter  unlocks")]
        for row in rows {
            var line = pad(row.need.description, width) + "  " + right(String(row.needed), 9)
            if let has = row.has { line += "  " + pad(has ? "has" : "lacks", 7) + "  " + right(has ? "-" : String(row.unlocks), 7) }
            lines.append(line)
        }
        if let capabilities {
            let runnable = vectors.filter { capabilities.missing(for: $0).isEmpty }.count
            lines.append("\(runnable) of \(vectors.count) vectors can run; \"unlocks\" counts the vectors a missing capability is all they lack")
        } else {
            lines.append("\(vectors.count) vectors; give --adapter CMD to see what an adapter lacks and what each capability would unlock")
        }
        return lines.joined(separator: "\n")
    }
}
