/// Packs DEFLATE's bit fields, least significant bit first (RFC 1951 §3.1.1), into memory the
/// caller sized for them.
struct BitWriter {
  private(set) var out: UnsafeMutableRawPointer
  private var buffer: UInt64 = 0
  private var count = 0

  init(_ out: UnsafeMutableRawPointer) { self.out = out }

  /// Appends the low `length` bits of `bits` (up to 32 at once). Without a branch: the whole
  /// buffer is stored each time (up to 8 bytes, so the memory needs 8 bytes of slack past the
  /// end) and the writer moves on by its complete bytes; a branch on a full word went the
  /// other way unpredictably on literal-heavy rows.
  @inline(__always)
  mutating func write(_ bits: UInt32, _ length: Int) {
    buffer |= UInt64(bits) &<< UInt64(count)
    count &+= length
    out.storeBytes(of: buffer.littleEndian, as: UInt64.self)
    let bytes = count &>> 3
    out += bytes
    buffer = buffer &>> UInt64(bytes &<< 3)
    count &= 7
  }

  /// The bits written since `start`, where the writer began.
  func bitOffset(from start: UnsafeRawPointer) -> Int { (UnsafeRawPointer(out) - start) * 8 + count }

  /// Pads to a byte boundary with zero bits and writes out what is left; returns the end.
  mutating func finish() -> UnsafeMutableRawPointer {
    while count > 0 {
      out.storeBytes(of: UInt8(truncatingIfNeeded: buffer), as: UInt8.self)
      out += 1
      buffer >>= 8
      count = max(0, count - 8)
    }
    return out
  }
}
