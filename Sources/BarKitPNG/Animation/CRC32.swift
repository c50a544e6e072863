/// The CRC-32 of PNG chunks (PNG spec §5.5, Annex D): polynomial 0xEDB88320 (reflected),
/// register preset to all ones and complemented at the end; ISO 3309 / ITU-T V.42.
enum CRC32 {
  /// One entry per byte value: the register after shifting that byte through eight rounds.
  private static let table: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  /// The CRC of the concatenation of `parts`.
  static func checksum(_ parts: [UInt8]...) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for part in parts {
      for byte in part { c = table[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
    }
    return c ^ 0xFFFF_FFFF
  }
}
