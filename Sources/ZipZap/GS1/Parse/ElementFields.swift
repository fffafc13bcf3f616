/// The fields of an element string in input order, in a buffer of their own: room for four made on the first field,
/// twice the room when it is full. Not an array: an array's first `reserveCapacity` goes through its generic growth
/// path and asks `malloc` for the block's usable size, about 100 instructions of a three-element parse.
///
/// The count, the room and the first field's address are kept in the list itself, so that a read is one load from
/// `base` with no trip through the buffer object. Copy on write: a list shares its buffer with its copies, and
/// `append` copies it first when it is shared.
struct ElementFields: RandomAccessCollection, @unchecked Sendable {
    typealias Field = GS1ElementString.Field

    /// Its elements are `Field`s, trivially copyable, so the buffer's deinit, which destroys none, leaks nothing.
    private typealias Buffer = ManagedBuffer<Void, Field>

    /// Nil until the first field; it keeps `base` alive. Only `append` writes to it, and only when no other list
    /// shares it, so sending a list to another task shares nothing that changes (hence `@unchecked Sendable`).
    private var buffer: Buffer?
    /// The buffer's first field: a managed buffer's elements do not move while it lives.
    private var base: UnsafeMutablePointer<Field>?
    private(set) var count = 0
    private var capacity = 0

    init() {}

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Through a buffer pointer: its bounds check traps in debug and mutant builds, as an array's would.
    subscript(position: Int) -> Field { UnsafeBufferPointer(start: base, count: count)[position] }

    /// Inlined, with the new buffer made out of line: most appends only store the field and the count. The room
    /// doubles from the list's own, so a buffer made at every append would overflow `Int` by the 62nd.
    @inline(__always)
    mutating func append(_ field: Field) {
        if count == capacity || !isKnownUniquelyReferenced(&buffer) { grow(to: Swift.max(4, 2 * capacity)) }
        UnsafeMutableBufferPointer(start: base, count: capacity)[count] = field
        count += 1
    }

    /// Moves the fields to a new buffer with room for `newCapacity`.
    @inline(never)
    private mutating func grow(to newCapacity: Int) {
        let new = Buffer.create(minimumCapacity: newCapacity) { _ in }
        let newBase = new.withUnsafeMutablePointerToElements { $0 }
        if let base { newBase.initialize(from: base, count: count) }
        buffer = new
        base = newBase
        capacity = newCapacity
    }
}
