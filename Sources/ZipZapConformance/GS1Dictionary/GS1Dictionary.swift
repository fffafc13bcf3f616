import ZipZapVectors

/// A GS1 Barcode Syntax Dictionary file, as GS1 publishes it (github.com/gs1/gs1-syntax-dictionary), read entry by
/// entry. It is read apart from the AI table's own rows so that comparing the two checks one against the other.
public struct GS1Dictionary: Sendable, Equatable {
    /// The release the header names (`# Release: 2026-01-27`), when it names one.
    public let release: String?
    public let entries: [Entry]

    /// One line of the dictionary: `AIs [flags] components... [attributes...] [# title]`.
    public struct Entry: Sendable, Equatable {
        /// The 1-based line number in the file.
        public let line: Int
        /// The AIs the entry covers: one, or every AI of a range `first-last`.
        public let ais: [String]
        /// The flag characters as written: `*` predefined length, `?` permitted as a Digital Link data attribute.
        public let flags: String
        public let components: [Component]
        /// Each `req=` attribute: its alternatives, each a group of AI patterns that must all be present.
        public let requisites: [[[String]]]
        /// Every `ex=` pattern, in order.
        public let exclusions: [String]
        /// `dlpkey` (no sequence) or `dlpkey=22,10,21|235` (alternative qualifier sequences); nil without the key.
        public let digitalLinkQualifiers: [[String]]?
        /// Attributes this reader has no meaning for, as written (a later release may add some).
        public let otherAttributes: [String]
        /// The text after the first `#`, trimmed; empty when there is none.
        public let title: String
    }

    /// One component of the specification: `N13,csum,gcppos1`, `[N3],iso3166`, `X..20`.
    public struct Component: Sendable, Equatable {
        /// `N`, `X`, `Y` or `Z`.
        public let type: Character
        public let minLength: Int
        public let maxLength: Int
        public let isOptional: Bool
        /// The names of the linters applied to the component, in order.
        public let linters: [String]
    }
}

/// What is wrong with a dictionary file: each bad line with its 1-based number (0 for the file as a whole).
public struct GS1DictionaryError: Error, Sendable, Equatable, CustomStringConvertible {
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let line: Int
        public let message: String

        public init(line: Int, _ message: String) {
            self.line = line
            self.message = message
        }

        public var description: String { line == 0 ? message : "line \(line): \(message)" }
    }

    public let problems: [Problem]

    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
