import CLibDeflate

/// Inflates a zlib stream (RFC 1950 around RFC 1951) held in pieces, into an output of known
/// size, a stretch at a time: the PNG decoder reads the IDAT payloads where they lie in the
/// file and unfilters rows while they are still in cache, instead of joining the payloads into
/// a buffer of their own and inflating them all at once (Docs/PNG.md).
///
/// It accepts what zlib's inflate, and so libpng, accepts, and a little less: the window must
/// be the 32 KiB one (CINFO 7), and the stream must fill the output exactly and end exactly at
/// the end of the last piece, its Adler-32 matching. Anything else fails, and the PNG decoder
/// leaves the file to libpng.
struct Inflater {
  /// How a call to ``inflate(upTo:)`` ended.
  enum Status: Equatable {
    /// The output holds at least the bytes asked for; more remain.
    case paused
    /// The whole stream is inflated and checked.
    case finished
    /// The stream is malformed, or does not fit the output exactly.
    case failed
  }

  private enum Stage {
    case header, blockStart, stored(remaining: Int), huffman, trailer, finished, failed
  }

  var reader: SegmentedBitReader
  let output: UnsafeMutablePointer<UInt8>
  let outputCount: Int
  /// Bytes written to `output` so far.
  var produced = 0
  private var stage = Stage.header
  private var isFinalBlock = false
  /// The current block's codes, built in storage this inflater owns (``deallocate()``).
  let literals = DecodingTable(rootBits: Inflater.literalRootBits, symbolEntries: Inflater.literalEntries)
  let distances = DecodingTable(rootBits: Inflater.distanceRootBits, symbolEntries: Inflater.distanceEntries)
  private let codeLengths = DecodingTable(
    rootBits: 7, symbolEntries: (0..<19).map { DecodingEntry.base($0, extraBits: 0) })
  /// The Adler-32 of `output[..<checked]`.
  private var adler: UInt32 = 1
  private var checked = 0

  /// The stream is the bytes of `pieces` (ranges of `base`) in order, at least one piece; each
  /// must pass `check`, if given, when reading reaches it (``SegmentedBitReader``).
  init(
    _ base: UnsafeRawPointer, pieces: [Range<Int>], check: ((Range<Int>) -> Bool)? = nil,
    into output: UnsafeMutableRawBufferPointer
  ) {
    reader = SegmentedBitReader(base, pieces: pieces, check: check)
    self.output = output.baseAddress!.assumingMemoryBound(to: UInt8.self)
    outputCount = output.count
  }

  /// Inflates the whole zlib stream `input` into exactly `output`: `false` unless the stream is
  /// one this inflater accepts, fills `output` exactly and ends exactly where `input` does.
  static func inflate(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer) -> Bool {
    guard let base = input.baseAddress, let target = output.baseAddress else { return false }
    var inflater = Inflater(
      base, pieces: [0..<input.count], into: UnsafeMutableRawBufferPointer(start: target, count: output.count))
    defer { inflater.deallocate() }
    return inflater.inflate(upTo: output.count) == .finished
  }

  /// Frees the tables' storage; the inflater is not used again.
  func deallocate() {
    literals.deallocate()
    distances.deallocate()
    codeLengths.deallocate()
  }

  /// Inflates until at least `limit` output bytes exist (or all of them), the stream ends, or
  /// it fails. Bytes before ``produced`` are final; later ones may have been scribbled on.
  mutating func inflate(upTo limit: Int) -> Status {
    let limit = min(limit, outputCount)
    while true {
      switch stage {
      case .header: stage = readHeader() ? .blockStart : .failed
      case .blockStart:
        if isFinalBlock {
          stage = .trailer
        } else if produced >= limit && limit < outputCount {
          return pause()
        } else {
          // With the output full, blocks may still follow: they must be empty.
          stage = readBlockHeader()
        }
      case .stored(let remaining):
        guard remaining <= outputCount - produced, reader.copyBytes(remaining, to: output + produced) else {
          stage = .failed
          continue
        }
        produced += remaining
        stage = .blockStart
      case .huffman:
        switch decodeSymbols(until: limit) {
        case .endOfBlock: stage = .blockStart
        case .paused: return pause()
        case .failed: stage = .failed
        }
      case .trailer:
        stage = readTrailer() ? .finished : .failed
      case .finished: return .finished
      case .failed: return .failed
      }
    }
  }

  /// Brings the Adler-32 up to date with the bytes just written, while they are in cache.
  private mutating func pause() -> Status {
    updateAdler()
    return .paused
  }

  private mutating func updateAdler() {
    if produced > checked { adler = UInt32(libdeflate_adler32(adler, output + checked, produced - checked)) }
    checked = produced
  }

  /// RFC 1950 §2.2: deflate with a 32 KiB window (0x78), the check bits, no preset dictionary.
  private mutating func readHeader() -> Bool {
    let cmf = reader.read(8), flags = reader.read(8)
    return cmf == 0x78 && (cmf << 8 | flags) % 31 == 0 && flags & 0x20 == 0 && !reader.consumedPastEnd
  }

  /// The end of the stream: the Adler-32 of the output, big-endian, then nothing.
  private mutating func readTrailer() -> Bool {
    updateAdler()
    reader.alignToByte()
    let expected = (0..<4).reduce(0) { value, _ in value << 8 | reader.read(8) }
    return produced == outputCount && UInt32(expected) == adler && reader.isAtEnd
  }

  /// RFC 1951 §3.2.3: BFINAL, then BTYPE: stored, fixed or dynamic Huffman codes.
  private mutating func readBlockHeader() -> Stage {
    guard !reader.consumedPastEnd else { return .failed }
    let header = reader.read(3)
    isFinalBlock = header & 1 == 1
    switch header >> 1 {
    case 0:
      // §3.2.4: LEN and its complement NLEN, from the next byte boundary.
      reader.alignToByte()
      let length = reader.read(16), complement = reader.read(16)
      return length == complement ^ 0xFFFF ? .stored(remaining: length) : .failed
    case 1:
      let built =
        Self.fixedLiteralLengths.withUnsafeBufferPointer { literals.build(lengths: $0) }
        && Self.fixedDistanceLengths.withUnsafeBufferPointer { distances.build(lengths: $0) }
      return built ? .huffman : .failed
    case 2:
      return readDynamicCodes() ? .huffman : .failed
    default:
      return .failed
    }
  }
}

// MARK: - Codes

extension Inflater {
  /// Root bits of the literal/length table: 2^11 entries (8 KiB) hold every code of the
  /// usual lengths, and stay in the first-level cache.
  static let literalRootBits = 11
  static let distanceRootBits = 8

  /// The literal/length symbols (§3.2.5): 0 to 255 literals, 256 the end of the block, 257 to
  /// 285 lengths with their base and extra bits; 286 and 287 never occur in a valid stream.
  static let literalEntries: [UInt32] = (0..<288).map { symbol in
    switch symbol {
    case 0..<256: return DecodingEntry.literal(symbol)
    case 256: return DecodingEntry.endOfBlock
    case 257..<286: return DecodingEntry.base(lengthBases[symbol - 257], extraBits: lengthExtraBits[symbol - 257])
    default: return DecodingEntry.invalid
    }
  }

  /// The distance symbols (§3.2.5): 0 to 29; 30 and 31 never occur in a valid stream.
  static let distanceEntries: [UInt32] = (0..<32).map { symbol in
    symbol < 30
      ? DecodingEntry.base(distanceBases[symbol], extraBits: distanceExtraBits[symbol]) : DecodingEntry.invalid
  }

  static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  static let lengthExtraBits = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
  static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtraBits = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]

  /// §3.2.6: the fixed codes' lengths.
  static let fixedLiteralLengths = (0..<288).map { UInt8($0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8) }
  static let fixedDistanceLengths = [UInt8](repeating: 5, count: 32)

  /// §3.2.7: the code lengths of a block's two codes, themselves Huffman-coded.
  private mutating func readDynamicCodes() -> Bool {
    let literalCount = reader.read(5) + 257, distanceCount = reader.read(5) + 1
    let codeLengthCount = reader.read(4) + 4
    // zlib refuses more than 286 literal/length or 30 distance codes.
    guard literalCount <= 286, distanceCount <= 30 else { return false }
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var codeLengthLengths = [UInt8](repeating: 0, count: 19)
    for i in 0..<codeLengthCount { codeLengthLengths[order[i]] = UInt8(reader.read(3)) }
    guard codeLengthLengths.withUnsafeBufferPointer({ codeLengths.build(lengths: $0, allowsLoneCode: false) })
    else { return false }
    var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
    var i = 0
    while i < lengths.count {
      reader.refill()
      let entry = codeLengths.entries[reader.window.peek(codeLengths.rootBits)]
      guard entry & DecodingEntry.invalid == 0 else { return false }
      reader.window.consume(codeOf: entry)
      let symbol = DecodingEntry.value(entry)
      if symbol < 16 {
        lengths[i] = UInt8(symbol)
        i += 1
        continue
      }
      // 16: repeat the previous length 3 to 6 times; 17, 18: zeros, 3 to 10 or 11 to 138.
      let (repeated, times): (UInt8, Int)
      switch symbol {
      case 16:
        guard i > 0 else { return false }
        (repeated, times) = (lengths[i - 1], 3 + reader.read(2))
      case 17: (repeated, times) = (0, 3 + reader.read(3))
      default: (repeated, times) = (0, 11 + reader.read(7))
      }
      guard times <= lengths.count - i else { return false }
      for _ in 0..<times {
        lengths[i] = repeated
        i += 1
      }
    }
    // A block must be able to end (zlib: "missing end-of-block code").
    guard lengths[256] > 0, !reader.consumedPastEnd else { return false }
    return lengths.withUnsafeBufferPointer { all in
      literals.build(lengths: UnsafeBufferPointer(rebasing: all[..<literalCount]))
        && distances.build(lengths: UnsafeBufferPointer(rebasing: all[literalCount...]))
    }
  }
}
