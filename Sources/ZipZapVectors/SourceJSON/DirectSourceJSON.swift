import ZipZap

/// The `direct` source: each event `{"kind": "scan", "value": V, "type": T}` (`type` absent when unknown) is one
/// scan handed to the field.
public enum DirectSourceJSON {
    public static func event(_ scan: Scan) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("kind", .string("scan")), ("value", VectorValue.json(scan.value))]
        if let type = scan.type { members.append(("type", .string(type.rawValue))) }
        return .object(members)
    }
}
