import Testing

@testable import BarKitPNG

/// ``Deflate/crc32(_:continuing:)`` folds 256-byte blocks four lanes at a time where the
/// processor can (``barkit_crc32``) and leaves the rest to libdeflate: every length around the
/// block size, every start alignment and every split into two calls must give the bitwise CRC.
@Suite struct CRC32Tests {
  /// Bytes that are not periodic, so that a fold constant off by one bit changes the CRC.
  static let bytes: [UInt8] = {
    var state: UInt32 = 0x9E37_79B9
    return (0..<70_000).map { _ in
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return UInt8(truncatingIfNeeded: state >> 24)
    }
  }()

  static func crc32(_ slice: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
    slice.withUnsafeBytes { Deflate.crc32($0, continuing: crc) }
  }

  @Test func everyLengthAroundTheFoldedBlocksMatchesTheBitwiseCRC() {
    let lengths = Array(0...40) + Array(240...530) + [1023, 1024, 1025, 4096, 65_536, 65_537, 69_000]
    for length in lengths {
      for start in [0, 1, 3] where start + length <= Self.bytes.count {
        let slice = Self.bytes[start..<start + length]
        #expect(Self.crc32(slice) == PNGBytes.crc32(Array(slice)), "length \(length) from \(start)")
      }
    }
  }

  @Test func aCRCContinuedOverTwoCallsEqualsOneOverBoth() {
    let whole = Self.bytes[0..<9_000]
    let expected = PNGBytes.crc32(Array(whole))
    for split in [0, 1, 255, 256, 257, 4_000, 8_744, 9_000] {
      let first = Self.crc32(whole[0..<split])
      #expect(Self.crc32(whole[split...], continuing: first) == expected, "split at \(split)")
    }
  }

  /// The check value of CRC-32/ISO-HDLC over "123456789" (the catalogue of parametrised CRC
  /// algorithms, reveng.sourceforge.io), and of a megabyte of zeros, which the folds see whole.
  @Test func knownValues() {
    #expect(Self.crc32(ArraySlice("123456789".utf8)) == 0xCBF4_3926)
    let zeros = [UInt8](repeating: 0, count: 1 << 20)
    #expect(Self.crc32(zeros[...]) == PNGBytes.crc32(zeros))
  }
}
