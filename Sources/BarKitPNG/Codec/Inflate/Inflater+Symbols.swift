extension Inflater {
  enum BlockStatus { case endOfBlock, paused, failed }

  /// Output the fast loop keeps free past its position: two literals, the longest match and
  /// the 15-byte overrun of its copy.
  static let fastOutputMargin = 2 + 258 + 15

  /// Decodes the current Huffman block's symbols (RFC 1951 §3.2.5) until it ends, `limit`
  /// output bytes exist, or the data is malformed.
  ///
  /// The fast loop runs while the output has ``fastOutputMargin`` bytes to spare and the
  /// current piece has 16 input bytes (two refills): one refill gives at least 56 bits, enough
  /// for two literals and the lookup of a third (15 + 15 + 11 bits at most), or for a length and
  /// a distance with their extra bits (15 + 5 + 15 + 13). Near either end, the careful loop
  /// checks each step.
  mutating func decodeSymbols(until limit: Int) -> BlockStatus {
    decodeSymbols(until: limit, literals.entries, distances.entries)
  }

  private mutating func decodeSymbols(
    until limit: Int, _ literalTable: UnsafePointer<UInt32>, _ distanceTable: UnsafePointer<UInt32>
  ) -> BlockStatus {
    if let ended = decodeFast(until: limit, literalTable, distanceTable) { return ended }
    return decodeCarefully(until: limit, literalTable, distanceTable)
  }

  /// The fast loop; `nil` when it stopped near the end of the input piece or the output, or at
  /// `limit`, with the block going on.
  private mutating func decodeFast(
    until limit: Int, _ literalTable: UnsafePointer<UInt32>, _ distanceTable: UnsafePointer<UInt32>
  ) -> BlockStatus? {
    // Locals, so the bit buffer and the output position live in registers.
    var bits = reader.window
    defer { reader.window = bits }
    var out = output + produced
    defer { produced = out - output }
    let fastEnd = min(output + limit, output + outputCount - Self.fastOutputMargin)
    let rootMask = 1 << Self.literalRootBits - 1, distanceMask = 1 << Self.distanceRootBits - 1
    // Two refills' worth of input (one pointer compare per symbol).
    let inputLimit = bits.end - 16
    guard out < fastEnd && bits.next <= inputLimit else { return nil }
    // Each lookup is issued as soon as the previous code is consumed, before the refill that
    // follows it: the refill only adds bits above those the lookup reads (at least 26 are left
    // after two literals), and so stays off the chain from one lookup to the next.
    bits.refillFromPiece()
    var entry = literalTable[Int(truncatingIfNeeded: bits.buffer) & rootMask]
    while true {
      if DecodingEntry.isLiteral(entry) {
        // Two literals per refill when they come in a row (30 bits at most of the 56 a refill
        // leaves, and 11 more for the next lookup).
        bits.consume(codeOf: entry)
        let literal = UInt8(truncatingIfNeeded: entry &>> 16)
        entry = literalTable[Int(truncatingIfNeeded: bits.buffer) & rootMask]
        if DecodingEntry.isLiteral(entry) {
          bits.consume(codeOf: entry)
          let second = UInt8(truncatingIfNeeded: entry &>> 16)
          entry = literalTable[Int(truncatingIfNeeded: bits.buffer) & rootMask]
          bits.refillFromPiece()
          out[0] = literal
          out[1] = second
          out += 2
        } else {
          bits.refillFromPiece()
          out.pointee = literal
          out += 1
        }
        guard out < fastEnd && bits.next <= inputLimit else { return nil }
        continue
      }
      if _slowPath(entry & DecodingEntry.link != 0) {
        bits.consume(codeOf: entry)
        entry = literalTable[DecodingEntry.value(entry) + bits.peek(DecodingEntry.extraBits(entry))]
        if DecodingEntry.isLiteral(entry) {
          bits.consume(codeOf: entry)
          out.pointee = UInt8(truncatingIfNeeded: entry &>> 16)
          out += 1
          bits.refillFromPiece()
          entry = literalTable[Int(truncatingIfNeeded: bits.buffer) & rootMask]
          guard out < fastEnd && bits.next <= inputLimit else { return nil }
          continue
        }
      }
      if _slowPath(entry & DecodingEntry.special != 0) {
        if entry & DecodingEntry.endOfBlock != 0 {
          bits.consume(codeOf: entry)
          return .endOfBlock
        }
        return .failed
      }
      // A length (20 bits at most) of the 56 left by the last refill; the distance code is
      // looked up in the 36 left, and the refill comes after, off the chain of lookups.
      let length = DecodingEntry.value(entry, extraFrom: bits.buffer)
      bits.consume(codeOf: entry)
      let distanceEntry = distanceTable[Int(truncatingIfNeeded: bits.buffer) & distanceMask]
      bits.refillFromPiece()
      let distance = Self.distance(distanceEntry, distanceTable, &bits, limit: out - output)
      guard distance > 0 else { return .failed }
      // The distance took 28 bits at most: the next code is looked up before the refill too.
      entry = literalTable[Int(truncatingIfNeeded: bits.buffer) & rootMask]
      bits.refillFromPiece()
      Self.copyMatch(to: out, distance: distance, length: length)
      out += length
      guard out < fastEnd && bits.next <= inputLimit else { return nil }
    }
  }

  /// The careful loop: one symbol per refill, every length checked against the output. Once
  /// the output is full, it still reads on to the end of the block.
  private mutating func decodeCarefully(
    until limit: Int, _ literalTable: UnsafePointer<UInt32>, _ distanceTable: UnsafePointer<UInt32>
  ) -> BlockStatus {
    var out = output + produced
    defer { produced = out - output }
    let outEnd = output + outputCount, pause = output + limit
    while out < pause || pause == outEnd {
      if out < outEnd - Self.fastOutputMargin && reader.window.hasFastBytes(2) && out < pause {
        produced = out - output
        let ended = decodeFast(until: limit, literalTable, distanceTable)
        out = output + produced
        if let ended { return ended }
        continue
      }
      reader.refill()
      let entry = Self.literalEntry(literalTable, &reader.window)
      if DecodingEntry.isLiteral(entry) {
        reader.window.consume(codeOf: entry)
        guard out < outEnd else { return .failed }
        out.pointee = UInt8(truncatingIfNeeded: entry >> 16)
        out += 1
        continue
      }
      if entry & DecodingEntry.special != 0 {
        guard entry & DecodingEntry.endOfBlock != 0 else { return .failed }
        reader.window.consume(codeOf: entry)
        return .endOfBlock
      }
      let length = DecodingEntry.value(entry, extraFrom: reader.window.buffer)
      reader.window.consume(codeOf: entry)
      reader.refill()
      let distance = Self.distance(distanceTable, &reader.window, limit: out - output)
      guard distance > 0, length <= outEnd - out else { return .failed }
      for i in 0..<length { out[i] = out[i - distance] }
      out += length
    }
    return reader.consumedPastEnd ? .failed : .paused
  }

  /// A literal/length entry, through its subtable when it has one.
  @inline(__always)
  private static func literalEntry(_ table: UnsafePointer<UInt32>, _ bits: inout BitWindow) -> UInt32 {
    let entry = table[bits.peek(literalRootBits)]
    // Laid out for the literal path, which falls through without a taken branch.
    guard _slowPath(entry & DecodingEntry.link != 0) else { return entry }
    bits.consume(codeOf: entry)
    return table[DecodingEntry.value(entry) + bits.peek(DecodingEntry.extraBits(entry))]
  }

  /// The distance that follows a length, or 0 when the code is invalid or reaches further back
  /// than the `limit` bytes written.
  @inline(__always)
  private static func distance(_ table: UnsafePointer<UInt32>, _ bits: inout BitWindow, limit: Int) -> Int {
    distance(table[bits.peek(distanceRootBits)], table, &bits, limit: limit)
  }

  /// ``distance(_:_:limit:)`` from its root entry, already looked up.
  @inline(__always)
  private static func distance(
    _ rootEntry: UInt32, _ table: UnsafePointer<UInt32>, _ bits: inout BitWindow, limit: Int
  ) -> Int {
    var entry = rootEntry
    if entry & DecodingEntry.link != 0 {
      bits.consume(codeOf: entry)
      entry = table[DecodingEntry.value(entry) + bits.peek(DecodingEntry.extraBits(entry))]
    }
    guard entry & DecodingEntry.invalid == 0 else { return 0 }
    let distance = DecodingEntry.value(entry, extraFrom: bits.buffer)
    bits.consume(codeOf: entry)
    return distance <= limit ? distance : 0
  }

  /// Copies a match of `length` bytes from `distance` back, which may overlap its own output
  /// (a run); writes up to 15 bytes past it.
  ///
  /// Most matches of screenshots and photos are short (under 8 bytes) and near, from bytes
  /// just written: one 8-byte word copies them, and a load that spans fewer recent stores is
  /// more often served from the store buffer. Longer far matches go 16 bytes at a time; a near
  /// one (a pixel repeated, with filter type None) writes its first 8 bytes one by one, then
  /// copies words from a whole number of periods back.
  @inline(__always)
  static func copyMatch(to out: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
    let end = UnsafeMutableRawPointer(out + length)
    var target = UnsafeMutableRawPointer(out)
    if distance >= 8 {
      target.storeBytes(of: (target - distance).loadUnaligned(as: UInt64.self), as: UInt64.self)
      target += 8
      if distance >= 16 {
        while target < end {
          target.storeBytes(of: (target - distance).loadUnaligned(as: SIMD16<UInt8>.self), as: SIMD16<UInt8>.self)
          target += 16
        }
      } else {
        while target < end {
          target.storeBytes(of: (target - distance).loadUnaligned(as: UInt64.self), as: UInt64.self)
          target += 8
        }
      }
      return
    }
    if distance == 1 {
      let run = SIMD16<UInt8>(repeating: out[-1])
      repeat {
        target.storeBytes(of: run, as: SIMD16<UInt8>.self)
        target += 16
      } while target < end
      return
    }
    for i in 0..<8 { out[i] = out[i - distance] }
    target += 8
    // The largest whole number of periods within 8 bytes back.
    let back = (8 + distance - 1) / distance * distance
    while target < end {
      target.storeBytes(of: (target - back).loadUnaligned(as: UInt64.self), as: UInt64.self)
      target += 8
    }
  }

}
