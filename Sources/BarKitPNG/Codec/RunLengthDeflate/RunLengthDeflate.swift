/// The raw DEFLATE stream for the `fast` level, in the manner of fpng: no search for matches,
/// only runs that repeat the previous pixel (distance = bytes per pixel), which on filtered
/// rows covers flat areas, and dynamic Huffman codes per block for everything else. About ten
/// times faster than libdeflate's level 1, for files some 10–30 % larger (Docs/PNG.md).
/// ``ChunkedDeflate`` codes an image's parts with it on two cores and joins them.
enum RunLengthDeflate {
  /// Input bytes per block: small enough for the Huffman codes to follow the image's regions,
  /// large enough that the code tables (about 80 bytes) cost little.
  static let blockSize = 1 << 17
  /// The shortest run worth a length and distance code.
  static let minimumRun = 6

  /// Codes `input` into `out` (which holds ``bound(_:)`` bytes), in blocks of ``blockSize``
  /// from its start, padded with zero bits to a byte; with `final`, the last block says so
  /// (BFINAL), and an empty input still gets that one (empty) block. Returns the bit offset
  /// where the last block ends.
  static func compress(_ input: UnsafeRawBufferPointer, distance: Int, final: Bool, into out: UnsafeMutableRawPointer)
    -> Int
  {
    var writer = BitWriter(out)
    var position = 0
    repeat {
      let end = min(position + blockSize, input.count)
      if end > position || final {
        writeBlock(input, position..<end, distance: distance, final: final && end == input.count, into: &writer)
      }
      position = end
    } while position < input.count
    let bits = writer.bitOffset(from: out)
    _ = writer.finish()
    return bits
  }

  /// The most bytes ``compress(_:distance:final:into:)`` writes for `count` input bytes:
  /// literals of at most 15 bits, block headers (under 400 bytes) and the 8 bytes BitWriter
  /// stores past its end.
  static func bound(_ count: Int) -> Int { count * 15 / 8 + (count / blockSize + 2) * 400 + 16 }

  /// One block with dynamic Huffman codes (BTYPE 10) for `range` of `input`.
  private static func writeBlock(
    _ input: UnsafeRawBufferPointer, _ range: Range<Int>, distance: Int, final: Bool, into writer: inout BitWriter
  ) {
    let tokens = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: range.count)
    defer { tokens.deallocate() }
    var literalFrequencies = [UInt32](repeating: 0, count: 286)
    let tokenCount = tokenize(input, range, distance: distance, into: tokens, frequencies: &literalFrequencies)
    literalFrequencies[256] = 1
    let literals = HuffmanCode(frequencies: literalFrequencies, maxLength: 15)
    // One distance: its code (RFC 1951 §3.2.5: 3 → code 2, 4 → code 3), one bit long.
    var distanceFrequencies = [UInt32](repeating: 0, count: 30)
    distanceFrequencies[distance - 1] = 1
    let distances = HuffmanCode(frequencies: distanceFrequencies, maxLength: 15)

    writer.write(final ? 1 : 0, 1)
    writer.write(2, 2)
    writeCodeLengths(literals: literals.lengths, distances: distances.lengths, into: &writer)

    // Each token's bits and bit count in one word (count in the high half): a literal's code,
    // or a run's length code, extra bits and distance code.
    let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 256 + 259 - minimumRun)
    defer { table.deallocate() }
    for byte in 0..<256 { table[byte] = UInt64(literals.lengths[byte]) << 32 | UInt64(literals.codes[byte]) }
    for length in minimumRun...258 {
      let (symbol, extraBits, extra) = lengthSymbol(length)
      var bits = UInt64(literals.codes[symbol]), count = UInt64(literals.lengths[symbol])
      bits |= UInt64(extra) << count
      count += UInt64(extraBits)
      bits |= UInt64(distances.codes[distance - 1]) << count
      count += UInt64(distances.lengths[distance - 1])
      table[256 + length - minimumRun] = count << 32 | bits
    }
    var bits = writer
    for token in tokens[..<tokenCount] {
      let entry = table[Int(token)]
      bits.write(UInt32(truncatingIfNeeded: entry), Int(entry >> 32))
    }
    writer = bits
    writer.write(literals.codes[256], Int(literals.lengths[256]))
  }

  /// Splits `range` into literals (tokens 0...255) and runs of `minimumRun`...258 bytes equal to
  /// the bytes `distance` before (token 256 + length − minimumRun); counts the symbols.
  private static func tokenize(
    _ input: UnsafeRawBufferPointer, _ range: Range<Int>, distance: Int,
    into tokens: UnsafeMutableBufferPointer<UInt16>,
    frequencies: inout [UInt32]
  ) -> Int {
    let bytes = input.baseAddress!
    var count = 0
    var i = range.lowerBound
    let end = range.upperBound
    // Literals are counted in four tables in turn, summed at the end: with one, a byte that
    // repeats (residuals 0, 1, 255 are common) waits for its own previous increment, which
    // profiling on photographs showed at a fifth of the encode's time.
    let literalCounts = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * 256)
    literalCounts.initialize(repeating: 0, count: 4 * 256)
    defer { literalCounts.deallocate() }
    frequencies.withUnsafeMutableBufferPointer { frequencies in
      @inline(__always) func literal(_ at: Int) {
        let byte = bytes.load(fromByteOffset: at, as: UInt8.self)
        tokens[count] = UInt16(byte)
        literalCounts[(count & 3) << 8 | Int(byte)] &+= 1
        count &+= 1
      }
      @inline(__always) func run(from start: Int, atLeast known: Int) -> Int {
        var run = known
        let limit = min(258, end - start)
        // Eight bytes at a time: the first unequal byte is the lowest nonzero byte of the XOR.
        while run + 8 <= limit {
          let difference =
            bytes.loadUnaligned(fromByteOffset: start + run, as: UInt64.self)
            ^ bytes.loadUnaligned(fromByteOffset: start + run - distance, as: UInt64.self)
          if difference != 0 { return run + difference.trailingZeroBitCount / 8 }
          run += 8
        }
        while run < limit
          && bytes.load(fromByteOffset: start + run, as: UInt8.self)
            == bytes.load(fromByteOffset: start + run - distance, as: UInt8.self)
        {
          run += 1
        }
        return run
      }
      let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
      while i < end {
        // Eight positions at once: a byte of `difference` is 0 where the input repeats the byte
        // `distance` before; a run needs six such bytes in a row.
        if i >= distance && i + 8 <= end {
          let difference =
            bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            ^ bytes.loadUnaligned(fromByteOffset: i - distance, as: UInt64.self)
          // 0x80 in each byte of `difference` that is 0, nothing elsewhere (exact, no carries).
          let equal = ~(((difference & low7) &+ low7) | difference | low7)
          let starts = equal & (equal >> 8) & (equal >> 16) & (equal >> 24) & (equal >> 32) & (equal >> 40)
          if starts == 0 {
            // No run starts in the first three bytes, nor before the last unequal byte.
            let lastUnequal = (63 - (~equal & ~low7).leadingZeroBitCount) / 8
            let skip = max(3, lastUnequal + 1)
            for k in 0..<skip { literal(i + k) }
            i += skip
            continue
          }
          let first = starts.trailingZeroBitCount / 8
          for k in 0..<first { literal(i + k) }
          i += first
          let length = run(from: i, atLeast: minimumRun)
          tokens[count] = UInt16(256 + length - minimumRun)
          frequencies[lengthSymbol(length).symbol] &+= 1
          count &+= 1
          i += length
          continue
        }
        // Near the ends: byte by byte.
        let length = i >= distance ? run(from: i, atLeast: 0) : 0
        if length >= minimumRun {
          tokens[count] = UInt16(256 + length - minimumRun)
          frequencies[lengthSymbol(length).symbol] &+= 1
          count &+= 1
          i += length
        } else {
          literal(i)
          i += 1
        }
      }
      for byte in 0..<256 {
        frequencies[byte] &+=
          literalCounts[byte] &+ literalCounts[256 + byte] &+ literalCounts[512 + byte]
          &+ literalCounts[768 + byte]
      }
    }
    return count
  }

  /// The length code of a match length 3...258, its extra bits and their value (RFC 1951 §3.2.5).
  static func lengthSymbol(_ length: Int) -> (symbol: Int, extraBits: Int, extra: UInt32) {
    if length == 258 { return (285, 0, 0) }
    if length < 11 { return (254 + length, 0, 0) }
    // Codes 265... cover 4 lengths per extra-bit count, doubling the span each group.
    let n = length - 3
    let extraBits = (Int.bitWidth - n.leadingZeroBitCount) - 3
    let group = extraBits, base = (4 + (n >> extraBits & 3)) << extraBits
    return (261 + 4 * group + (n >> extraBits & 3), extraBits, UInt32(n - base))
  }

  /// The block header's code lengths (RFC 1951 §3.2.7): HLIT, HDIST, HCLEN, the code-length
  /// code, then both length lists run-length coded with symbols 16, 17 and 18.
  private static func writeCodeLengths(literals: [UInt8], distances: [UInt8], into writer: inout BitWriter) {
    let literalCount = max(257, (literals.lastIndex { $0 > 0 } ?? 0) + 1)
    let distanceCount = max(1, (distances.lastIndex { $0 > 0 } ?? 0) + 1)
    let all = Array(literals[..<literalCount]) + Array(distances[..<distanceCount])
    // (symbol, extra bits, extra value)
    var items: [(Int, Int, UInt32)] = []
    var i = 0
    while i < all.count {
      var run = 1
      while i + run < all.count && all[i + run] == all[i] { run += 1 }
      let value = Int(all[i])
      if value == 0 && run >= 11 {
        let n = min(run, 138)
        items.append((18, 7, UInt32(n - 11)))
        i += n
      } else if value == 0 && run >= 3 {
        items.append((17, 3, UInt32(run - 3)))
        i += run
      } else if value != 0 && run >= 4 {
        items.append((value, 0, 0))
        let n = min(run - 1, 6)
        items.append((16, 2, UInt32(n - 3)))
        i += 1 + n
      } else {
        items.append((value, 0, 0))
        i += 1
      }
    }
    var frequencies = [UInt32](repeating: 0, count: 19)
    for item in items { frequencies[item.0] += 1 }
    let code = HuffmanCode(frequencies: frequencies, maxLength: 7)
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    let codeLengthCount = max(4, (order.lastIndex { code.lengths[$0] > 0 } ?? 0) + 1)
    writer.write(UInt32(literalCount - 257), 5)
    writer.write(UInt32(distanceCount - 1), 5)
    writer.write(UInt32(codeLengthCount - 4), 4)
    for symbol in order[..<codeLengthCount] { writer.write(UInt32(code.lengths[symbol]), 3) }
    for (symbol, extraBits, extra) in items {
      writer.write(code.codes[symbol], Int(code.lengths[symbol]))
      if extraBits > 0 { writer.write(extra, extraBits) }
    }
  }
}
