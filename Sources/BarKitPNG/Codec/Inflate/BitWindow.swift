/// The next bits of a DEFLATE stream, least significant first (RFC 1951 §3.1.1), in one
/// 64-bit buffer refilled from a contiguous piece of memory: all the inflater's fast loop
/// touches, small enough to live in registers.
///
/// ``refillFromPiece()`` tops the buffer up to at least 56 bits with one 8-byte load. The
/// bytes loaded past the whole ones it counts stay in the buffer's high bits; the next load
/// ORs the same bytes over them. Counts stay within 0 to 63, so the wrapping shifts and sums
/// never wrap.
struct BitWindow {
  var buffer: UInt64 = 0
  /// Valid bits in ``buffer``, from bit 0.
  var count = 0
  var next: UnsafePointer<UInt8>
  var end: UnsafePointer<UInt8>

  /// Whether ``refillFromPiece()`` may run `loads` times in a row.
  @inline(__always) func hasFastBytes(_ loads: Int) -> Bool { end - next >= 8 * loads }

  @inline(__always) mutating func refillFromPiece() {
    buffer |= UInt64(littleEndian: UnsafeRawPointer(next).loadUnaligned(as: UInt64.self)) &<< count
    next += (63 &- count) &>> 3
    count |= 56
  }

  @inline(__always) func peek(_ bits: Int) -> Int { Int(truncatingIfNeeded: buffer) & (1 &<< bits &- 1) }

  @inline(__always) mutating func consume(_ bits: Int) {
    buffer &>>= UInt64(truncatingIfNeeded: bits)
    count &-= bits
  }

  /// Consumes the code of a table entry (its low 5 bits; bits 5 to 7 are zero). The shift
  /// takes the entry whole, as the processor's shift takes its count modulo 64: one
  /// instruction fewer between one table lookup and the next.
  @inline(__always) mutating func consume(codeOf entry: UInt32) {
    buffer &>>= UInt64(truncatingIfNeeded: entry)
    count &-= Int(entry & 0x1F)
  }
}
