/// A table that decodes one Huffman code of DEFLATE (RFC 1951 §3.2.2) with one lookup of the
/// stream's next `rootBits` bits, and a second lookup for the few codes that are longer.
///
/// Each entry is a `UInt32` (``DecodingEntry``): how many bits the code takes and what it decodes to
/// (a literal byte, a length or distance base with its extra-bit count, the end of the block),
/// or where the subtable of the longer codes sharing its first `rootBits` bits starts. Codes
/// arrive least significant bit first, so a code's table index is its bits reversed.
///
/// A block with its own codes builds two tables; the noise of a photograph comes in blocks of
/// 32 KiB, each with its codes, so building is kept to counting sorts and straight fills into
/// storage allocated once per stream.
struct DecodingTable {
  let rootBits: Int
  /// The symbols' entries without their code lengths (``DecodingEntry``), indexed by symbol.
  private let symbolEntries: [UInt32]
  /// The entries: the root table, then the subtables.
  let entries: UnsafeMutablePointer<UInt32>
  private let capacity: Int
  /// Symbols sorted by code length, then by symbol: canonical code order (§3.2.2).
  private let sorted: UnsafeMutablePointer<Int>
  /// The bit-reversed code of each entry of `sorted` longer than the root bits.
  private let codes: UnsafeMutablePointer<Int>

  init(rootBits: Int, symbolEntries: [UInt32]) {
    self.rootBits = rootBits
    self.symbolEntries = symbolEntries
    // Each code longer than the root bits adds at most one subtable of at most 2^(15 − root).
    capacity = (1 << rootBits) + symbolEntries.count << (15 - rootBits)
    entries = .allocate(capacity: capacity)
    sorted = .allocate(capacity: symbolEntries.count)
    codes = .allocate(capacity: symbolEntries.count)
  }

  func deallocate() {
    entries.deallocate()
    sorted.deallocate()
    codes.deallocate()
  }

  /// Builds the table of the code with `lengths` (0: the symbol has no code). Returns `false`
  /// when zlib's inflate would refuse the code (its `inflate_table`): over-subscribed, or
  /// incomplete, unless `allowsLoneCode` and the code is a single code of length 1. A code
  /// with no symbols at all is allowed (a block without distances): every lookup in it finds
  /// ``DecodingEntry/invalid``, an error when the stream uses it.
  func build(lengths: UnsafeBufferPointer<UInt8>, allowsLoneCode: Bool = true) -> Bool {
    var counts = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    return withUnsafeMutableBytes(of: &counts) { raw in
      let counts = raw.bindMemory(to: Int.self)
      for length in lengths { counts[Int(length)] += 1 }
      // Kraft: `left` codes of the current length are still free; negative is over-subscribed.
      var left = 1, longest = 0
      for length in 1...15 {
        left = 2 * left - counts[length]
        if left < 0 { return false }
        if counts[length] > 0 { longest = length }
      }
      let rootSize = 1 << rootBits
      if left > 0 { guard longest <= 1 && allowsLoneCode else { return false } }
      // Counting sort into canonical order; `counts` becomes each length's first slot.
      var slot = 0
      for length in 1...15 {
        let count = counts[length]
        counts[length] = slot
        slot += count
      }
      for (symbol, length) in lengths.enumerated() where length > 0 {
        sorted[counts[Int(length)]] = symbol
        counts[Int(length)] += 1
      }
      fill(lengths, codeCount: slot, rootSize: rootSize)
      return true
    }
  }

  /// Writes every code's entries, in canonical order: the code is a counter that runs up
  /// from 0, shifted left when the length grows (§3.2.2), and is used bit-reversed.
  ///
  /// The root table grows with the lengths: before the codes of length `n` are written, the
  /// table of the shorter codes, 2^(n − 1) entries, is copied after itself, which repeats each
  /// shorter code's entry for every value of the new bit. Copies are faster than writing each
  /// entry's 2^(root − n) repeats, strided, one by one (a table per 32 KiB block of a noisy
  /// image). Entries no code reaches (an incomplete code) stay ``DecodingEntry/invalid``.
  private func fill(_ lengths: UnsafeBufferPointer<UInt8>, codeCount: Int, rootSize: Int) {
    var code = 0, previousLength = 0, tableSize = 1
    var firstLong = codeCount
    entries[0] = DecodingEntry.invalid
    for i in 0..<codeCount {
      let symbol = sorted[i], length = Int(lengths[symbol])
      code <<= length - previousLength
      previousLength = length
      let reversed = Self.reversed(code, length: length)
      code += 1
      guard length <= rootBits else {
        firstLong = min(firstLong, i)
        codes[i] = reversed
        continue
      }
      while tableSize < 1 << length {
        (entries + tableSize).update(from: entries, count: tableSize)
        tableSize <<= 1
      }
      entries[reversed] = symbolEntries[symbol] | UInt32(length + DecodingEntry.extraBits(symbolEntries[symbol]))
    }
    while tableSize < rootSize {
      (entries + tableSize).update(from: entries, count: tableSize)
      tableSize <<= 1
    }
    // Codes longer than the root: those sharing a root prefix are consecutive in canonical
    // order, the last the longest, and share a subtable that spans it.
    var subtableEnd = rootSize, i = firstLong
    while i < codeCount {
      let root = codes[i] & (rootSize - 1)
      var last = i
      while last + 1 < codeCount && codes[last + 1] & (rootSize - 1) == root { last += 1 }
      let start = subtableEnd, bits = Int(lengths[sorted[last]]) - rootBits
      subtableEnd += 1 << bits
      entries[root] = DecodingEntry.subtable(start: start, bits: bits, rootBits: rootBits)
      for k in i...last {
        let symbol = sorted[k], length = Int(lengths[symbol])
        let entry =
          symbolEntries[symbol] | UInt32(length - rootBits + DecodingEntry.extraBits(symbolEntries[symbol]))
        var index = codes[k] >> rootBits
        while index < 1 << bits {
          entries[start + index] = entry
          index += 1 << (length - rootBits)
        }
      }
      i = last + 1
    }
  }

  /// The low `length` bits of `code` (at most 15) in reverse order, a byte at a time.
  @inline(__always)
  private static func reversed(_ code: Int, length: Int) -> Int {
    (Int(reversedBytes[code & 0xFF]) << 8 | Int(reversedBytes[code >> 8 & 0xFF])) >> (16 - length)
  }

  private static let reversedBytes: [UInt8] = (0..<256).map { UInt8(UInt32($0).bitReversed(length: 8)) }
}
