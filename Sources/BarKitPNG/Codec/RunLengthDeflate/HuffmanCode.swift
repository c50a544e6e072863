/// A canonical Huffman code for DEFLATE (RFC 1951 §3.2.2): a length per symbol, at most
/// `maxLength` bits, and each symbol's code bit-reversed, as DEFLATE sends codes from their
/// most significant bit into a stream packed from the least significant one.
struct HuffmanCode {
  /// Code lengths in bits, 0 for unused symbols.
  let lengths: [UInt8]
  /// The codes, bit-reversed, ready for a least-significant-bit-first writer.
  let codes: [UInt32]

  /// The optimal code for `frequencies` with lengths capped at `maxLength` (15 for literals,
  /// lengths and distances, 7 for the code-length alphabet). At least two symbols always get
  /// a code, so the code is complete, as zlib's inflate requires.
  init(frequencies: [UInt32], maxLength: Int) {
    var frequencies = frequencies
    var used = frequencies.indices.filter { frequencies[$0] > 0 }
    for symbol in frequencies.indices where used.count < 2 && !used.contains(symbol) {
      frequencies[symbol] = 1
      used.append(symbol)
    }
    let lengths = Self.limitedLengths(frequencies, used: used, maxLength: maxLength)
    self.lengths = lengths
    codes = Self.canonicalCodes(lengths, maxLength: maxLength)
  }

  /// Huffman's algorithm over the used symbols, then lengths over `maxLength` folded back as
  /// zlib and miniz do: the overflow is counted at `maxLength` and the Kraft sum restored by
  /// lengthening the deepest shorter codes; lengths are dealt out by frequency.
  private static func limitedLengths(_ frequencies: [UInt32], used: [Int], maxLength: Int) -> [UInt8] {
    // Nodes: leaves first, then merged nodes; parent links give each leaf's depth.
    var weight = used.map { UInt64(frequencies[$0]) }
    var parent = [Int](repeating: -1, count: 2 * used.count)
    var queue = Array(used.indices).sorted { (weight[$0], $0) < (weight[$1], $1) }[...]
    var merged: [Int] = []
    var mergedHead = 0
    func takeLightest() -> Int {
      if mergedHead < merged.count, queue.isEmpty || weight[merged[mergedHead]] < weight[queue.first!] {
        mergedHead += 1
        return merged[mergedHead - 1]
      }
      return queue.removeFirst()
    }
    while queue.count + merged.count - mergedHead > 1 {
      let a = takeLightest(), b = takeLightest()
      let node = weight.count
      weight.append(weight[a] + weight[b])
      parent[a] = node
      parent[b] = node
      merged.append(node)
    }
    var depth = [Int](repeating: 0, count: weight.count)
    for node in stride(from: weight.count - 2, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }

    var counts = [Int](repeating: 0, count: max(maxLength, depth.max() ?? 0) + 1)
    for leaf in used.indices { counts[depth[leaf]] += 1 }
    for length in stride(from: counts.count - 1, to: maxLength, by: -1) {
      counts[maxLength] += counts[length]
      counts[length] = 0
    }
    var kraft = (1...maxLength).reduce(0) { $0 + counts[$1] << (maxLength - $1) }
    while kraft > 1 << maxLength {
      counts[maxLength] -= 1
      for length in stride(from: maxLength - 1, through: 1, by: -1) where counts[length] > 0 {
        counts[length] -= 1
        counts[length + 1] += 2
        break
      }
      kraft -= 1
    }
    // The most frequent symbols get the shortest codes.
    let byFrequency = used.indices.sorted { (frequencies[used[$0]], used[$1]) > (frequencies[used[$1]], used[$0]) }
    var lengths = [UInt8](repeating: 0, count: frequencies.count)
    var next = 0
    for length in 1...maxLength {
      for _ in 0..<counts[length] {
        lengths[used[byFrequency[next]]] = UInt8(length)
        next += 1
      }
    }
    return lengths
  }

  /// RFC 1951 §3.2.2: codes of one length are consecutive in symbol order, shorter first.
  private static func canonicalCodes(_ lengths: [UInt8], maxLength: Int) -> [UInt32] {
    var counts = [UInt32](repeating: 0, count: maxLength + 1)
    for length in lengths where length > 0 { counts[Int(length)] += 1 }
    var next = [UInt32](repeating: 0, count: maxLength + 2)
    var code: UInt32 = 0
    for bits in 1...maxLength {
      code = (code + counts[bits - 1]) << 1
      next[bits] = code
    }
    return lengths.map { length in
      guard length > 0 else { return 0 }
      let code = next[Int(length)]
      next[Int(length)] += 1
      return code.bitReversed(length: Int(length))
    }
  }
}

extension UInt32 {
  /// The low `length` bits in reverse order.
  func bitReversed(length: Int) -> UInt32 { self.bitSwapped >> (32 - length) }

  /// All 32 bits in reverse order.
  var bitSwapped: UInt32 {
    var v = self
    v = (v >> 1) & 0x5555_5555 | (v & 0x5555_5555) << 1
    v = (v >> 2) & 0x3333_3333 | (v & 0x3333_3333) << 2
    v = (v >> 4) & 0x0F0F_0F0F | (v & 0x0F0F_0F0F) << 4
    v = (v >> 8) & 0x00FF_00FF | (v & 0x00FF_00FF) << 8
    return v >> 16 | v << 16
  }
}
