/// The layout of a ``DecodingTable`` entry.
///
/// - bits 0 to 4: the bits the code takes, with a length's or distance's extra bits (in a
///   subtable: those after the root bits; in a subtable link: the root bits); bits 5 to 7 stay
///   zero, so a shift by the whole entry consumes them (``BitWindow/consume(codeOf:)``);
/// - bits 8 to 11: extra bits after a length or distance code; in a subtable link, its
///   index bits;
/// - bit 12: end of block; bit 13: subtable link; bit 14: no such code;
/// - bits 16 to 30: a length or distance base, a literal byte, a code-length symbol or a
///   subtable's start;
/// - bit 31: a literal, so that a literal is a negative `Int32`.
enum DecodingEntry {
  static let endOfBlock: UInt32 = 1 << 12
  static let link: UInt32 = 1 << 13
  static let invalid: UInt32 = 1 << 14
  static let literalFlag: UInt32 = 1 << 31
  /// Any of these: not a literal, length or distance.
  static let special: UInt32 = endOfBlock | link | invalid

  static func literal(_ byte: Int) -> UInt32 { literalFlag | UInt32(byte) << 16 }
  static func base(_ value: Int, extraBits: Int) -> UInt32 { UInt32(value) << 16 | UInt32(extraBits) << 8 }
  static func subtable(start: Int, bits: Int, rootBits: Int) -> UInt32 {
    UInt32(start) << 16 | link | UInt32(bits) << 8 | UInt32(rootBits)
  }

  @inline(__always) static func extraBits(_ entry: UInt32) -> Int { Int(entry &>> 8 & 0xF) }
  /// A length's or distance's value: its base plus its extra bits, read from `bits`, the
  /// buffer as it was before the entry was consumed.
  @inline(__always) static func value(_ entry: UInt32, extraFrom bits: UInt64) -> Int {
    let extra = extraBits(entry), codeBits = Int(entry & 0x1F) &- extra
    return value(entry) &+ Int(truncatingIfNeeded: bits &>> UInt64(codeBits)) & (1 &<< extra &- 1)
  }
  @inline(__always) static func value(_ entry: UInt32) -> Int { Int(entry &>> 16 & 0x7FFF) }
  @inline(__always) static func isLiteral(_ entry: UInt32) -> Bool { Int32(bitPattern: entry) < 0 }
}
