/// ASCII digit bytes and the strings the oracle reads.
func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

/// The digit's numeric value.
func value(_ digit: UInt8) -> Int { Int(digit - 0x30) }

/// The ASCII digit for 0...9.
func digit(_ value: Int) -> UInt8 { UInt8(0x30 + value) }
