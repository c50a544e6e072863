import CZlib
import TestSupport
import Testing

@testable import BarKitPNG

/// BarKit's inflater (``Inflater``) against zlib, whose inflate libpng uses: the same bytes from
/// every kind of stream zlib and libdeflate write, read in pieces and in stretches; and on
/// damaged streams, the same answer, or a refusal where zlib would decode (the PNG decoder
/// then leaves the file to libpng, so a refusal costs speed, never pixels).
@Suite struct InflaterTests {
  /// Inputs with literals only, short and long matches, runs and near copies.
  static func inputs() -> [(String, [UInt8])] {
    var random = SplitMix64(seed: 11)
    let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    var words: [[UInt8]] = []
    for _ in 0..<400 {
      let letters = Int(random.next() % 8) + 1
      words.append((0..<letters).map { _ in UInt8(97 + random.next() % 8) })
    }
    var text: [UInt8] = []
    for _ in 0..<9_000 { text += words[Int(random.next() % 400)] + [32] }
    // Rows of 3-byte pixels: flat stretches (near matches, distance 3) and repeated rows.
    var rows: [UInt8] = []
    for y in 0..<200 {
      rows.append(UInt8(y % 5))
      for x in 0..<300 { rows += x / 50 % 2 == 0 ? [200, 30, UInt8(y % 7)] : [1, 2, 3] }
    }
    let runs = (0..<40_000).map { UInt8($0 / 997 % 3) }
    return [("empty", []), ("one byte", [42]), ("noise", noise), ("text", text), ("rows", rows), ("runs", runs)]
  }

  /// `input` compressed by zlib at `level` with `strategy` (`Z_DEFAULT_STRATEGY`, `Z_FILTERED`,
  /// `Z_HUFFMAN_ONLY`, `Z_RLE`, `Z_FIXED`).
  static func zlibStream(_ input: [UInt8], level: Int32, strategy: Int32) -> [UInt8] {
    var stream = z_stream()
    deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    defer { deflateEnd(&stream) }
    var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))) + 16)
    let ended = Self.run(&stream, input, &output, outputCount: output.count) { deflate(&$0, Z_FINISH) }
    let produced = Int(stream.total_out)
    precondition(ended && produced > 0)
    return Array(output[..<produced])
  }

  static func libdeflateStream(_ input: [UInt8], level: Int) -> [UInt8] {
    input.withUnsafeBytes { source in
      [UInt8](unsafeUninitializedCapacity: Deflate.bound(source.count)) { buffer, count in
        count = Deflate.compress(source, level: level, into: UnsafeMutableRawBufferPointer(buffer)) ?? 0
      }
    }
  }

  /// The streams of `input` from both compressors, with every strategy zlib has.
  static func streams(_ input: [UInt8]) -> [(String, [UInt8])] {
    let strategies: [(String, Int32)] = [
      ("default", Z_DEFAULT_STRATEGY), ("filtered", Z_FILTERED), ("Huffman only", Z_HUFFMAN_ONLY), ("RLE", Z_RLE),
      ("fixed", Z_FIXED),
    ]
    var streams: [(String, [UInt8])] = []
    for level: Int32 in [0, 1, 6, 9] {
      for (name, strategy) in strategies where level > 0 || strategy == Z_DEFAULT_STRATEGY {
        streams.append(("zlib \(level) \(name)", zlibStream(input, level: level, strategy: strategy)))
      }
    }
    for level in [1, 6, 12] { streams.append(("libdeflate \(level)", libdeflateStream(input, level: level))) }
    return streams
  }

  /// Inflates `stream` cut at `cuts`, with 12 bytes between pieces (an IDAT chunk's CRC,
  /// length and type), asking for `step` more output bytes at a time; the output, or `nil`.
  static func inflate(_ stream: [UInt8], count: Int, cuts: [Int], step: Int) -> [UInt8]? {
    var file: [UInt8] = []
    var pieces: [Range<Int>] = []
    var start = 0
    for end in cuts + [stream.count] {
      file += [UInt8](repeating: 0xA5, count: 12)
      pieces.append(file.count..<file.count + end - start)
      file += stream[start..<end]
      start = end
    }
    // Slack past the end, as the decoder's storage has: the fast loop writes ahead.
    var output = [UInt8](repeating: 0, count: count + 64)
    let status = file.withUnsafeBytes { bytes in
      output.withUnsafeMutableBytes { target in
        var inflater = Inflater(
          bytes.baseAddress!, pieces: pieces, into: UnsafeMutableRawBufferPointer(rebasing: target[..<count]))
        defer { inflater.deallocate() }
        var status = Inflater.Status.paused
        while status == .paused {
          let before = inflater.produced
          status = inflater.inflate(upTo: before + step)
          if status == .paused {
            // Paused at or past the stretch asked for: a match may run past it, to the end.
            #expect(inflater.produced >= before + step && inflater.produced <= count)
            if inflater.produced <= before { return Inflater.Status.failed }
          }
        }
        return status
      }
    }
    return status == .finished ? Array(output[..<count]) : nil
  }

  @Test func inflatesEveryKindOfStreamInPiecesAndStretches() {
    var random = SplitMix64(seed: 5)
    for (inputName, input) in Self.inputs() {
      for (streamName, stream) in Self.streams(input) {
        let randomCuts = (0..<Int(random.next() % 6)).map { _ in Int(random.next() % UInt64(stream.count + 1)) }
          .sorted()
        for (cutName, cuts) in [
          ("whole", []), ("7-byte pieces", Array(stride(from: 7, to: stream.count, by: 7))),
          ("random pieces", randomCuts), ("an empty piece", [0, 0]),
        ] {
          for step in [Int.max / 2, 1, 4099] where step != 1 || input.count < 50_000 {
            let output = Self.inflate(stream, count: input.count, cuts: cuts, step: step)
            #expect(output == input, "\(inputName), \(streamName), \(cutName), steps of \(step)")
          }
        }
      }
    }
  }

  /// Runs `step` (deflate or inflate) once on `input` into the first `outputCount` bytes of
  /// `output`; whether it ended the stream.
  static func run(
    _ z: inout z_stream, _ input: [UInt8], _ output: inout [UInt8], outputCount: Int,
    _ step: (inout z_stream) -> Int32
  ) -> Bool {
    var input = input
    return input.withUnsafeMutableBufferPointer { source in
      output.withUnsafeMutableBufferPointer { target in
        z.next_in = source.baseAddress
        z.avail_in = UInt32(source.count)
        z.next_out = target.baseAddress
        z.avail_out = UInt32(outputCount)
        return step(&z) == Z_STREAM_END
      }
    }
  }

  /// What zlib's inflate makes of `stream` for exactly `count` bytes: the output if it ends the
  /// stream with all input used and the output full, else `nil`.
  static func zlibInflate(_ stream: [UInt8], count: Int) -> [UInt8]? {
    var z = z_stream()
    inflateInit_(&z, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    defer { inflateEnd(&z) }
    var output = [UInt8](repeating: 0, count: max(count, 1))
    let ended = Self.run(&z, stream, &output, outputCount: count) { CZlib.inflate(&$0, Z_FINISH) }
    return ended && z.avail_in == 0 && Int(z.total_out) == count ? Array(output[..<count]) : nil
  }

  /// Damaged streams (bytes changed, cut short, lengthened): where this inflater decodes, zlib
  /// decodes the same bytes; where zlib decodes a stream with the 32 KiB window, so does it.
  @Test func agreesWithZlibOnDamagedStreams() {
    var random = SplitMix64(seed: 23)
    var accepted = 0, refused = 0
    for (_, input) in Self.inputs() where input.count > 1000 {
      for (name, stream) in Self.streams(Array(input.prefix(6000))) {
        for trial in 0..<60 {
          var damaged = stream
          switch trial % 4 {
          case 0: damaged[Int(random.next() % UInt64(damaged.count))] ^= UInt8(1 << (random.next() % 8))
          case 1: damaged[Int(random.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: random.next())
          case 2: damaged.removeLast(Int(random.next() % 8) + 1)
          default: damaged.append(UInt8(truncatingIfNeeded: random.next()))
          }
          let count = min(input.count, 6000) + (trial % 10 == 9 ? 1 : 0)
          let ours = Self.inflate(damaged, count: count, cuts: [damaged.count / 3], step: 1000)
          let theirs = Self.zlibInflate(damaged, count: count)
          if let ours {
            #expect(ours == theirs, "\(name), trial \(trial): decoded what zlib does not")
            accepted += 1
          } else {
            #expect(theirs == nil || damaged[0] != 0x78, "\(name), trial \(trial): refused what zlib decodes")
            refused += 1
          }
        }
      }
    }
    // Both answers occur, so the agreement means something.
    #expect(accepted > 20 && refused > 200, "\(accepted) accepted, \(refused) refused")
  }

  /// A stored block around `payload`, as the only block of a zlib stream with its checksum.
  static func storedStream(_ payload: [UInt8], header: [UInt8] = [0x78, 0x01]) -> [UInt8] {
    let length = UInt16(payload.count)
    return header + [1, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      + payload + PNGBytes.bigEndian(PNGBytes.adler32(payload))
  }

  @Test func refusesMalformedStreams() {
    let payload: [UInt8] = Array(0..<100)
    let good = Self.storedStream(payload)
    #expect(Self.inflate(good, count: 100, cuts: [], step: 100) == payload)
    var cases: [(String, [UInt8], Int)] = [
      ("a 16 KiB window (CINFO 6), which zlib takes", Self.storedStream(payload, header: [0x68, 0x81]), 100),
      ("header check bits", Self.storedStream(payload, header: [0x78, 0x02]), 100),
      ("a preset dictionary", Self.storedStream(payload, header: [0x78, 0x20]), 100),
      ("output left over", good, 101),
      ("output short", good, 99),
      ("bytes after the stream", good + [0], 100),
      ("the stream cut short", Array(good.dropLast()), 100),
      ("block type 3", [0x78, 0x01, 0b111], 0),
    ]
    var wrongChecksum = good
    wrongChecksum[wrongChecksum.count - 1] ^= 1
    cases.append(("a wrong Adler-32", wrongChecksum, 100))
    var wrongComplement = good
    wrongComplement[5] ^= 1
    cases.append(("LEN and NLEN that disagree", wrongComplement, 100))
    // Fixed Huffman codes: a match of length 3 at distance 1 before any output.
    // Bits, first to last: BFINAL 1, BTYPE 01, length code 257 (0000001), distance code 0 (00000).
    cases.append(("a distance before the start", [0x78, 0x01, 0b0000_0011, 0b0000_0010, 0b0000_0000], 3))
    for (name, stream, count) in cases {
      #expect(Self.inflate(stream, count: count, cuts: [], step: 7) == nil, "\(name)")
    }
  }

  /// The code checks of zlib's inflate_table, on code-length lists.
  @Test func buildsOnlyTheCodesZlibAccepts() {
    let table = DecodingTable(rootBits: 9, symbolEntries: Inflater.literalEntries)
    defer { table.deallocate() }
    func builds(_ lengths: [UInt8], allowsLoneCode: Bool = true) -> Bool {
      lengths.withUnsafeBufferPointer { table.build(lengths: $0, allowsLoneCode: allowsLoneCode) }
    }
    #expect(builds([1, 1]), "complete")
    #expect(builds([2, 2, 2, 2] + [UInt8](repeating: 0, count: 10)), "complete, with unused symbols")
    #expect(!builds([1, 1, 1]), "over-subscribed")
    #expect(!builds([1, 2]), "incomplete")
    #expect(builds([0, 1]), "a lone code of one bit")
    #expect(!builds([0, 1], allowsLoneCode: false), "a lone code where none is allowed")
    #expect(builds([0, 0]), "no codes at all")
    // A code of 15-bit codes: every root index links to a subtable.
    let long = [UInt8](repeating: 15, count: 288)
    #expect(!builds(long), "288 codes of 15 bits are incomplete")
    var deep = [UInt8](repeating: 0, count: 16)
    deep[0] = 1
    for i in 1..<15 { deep[i] = UInt8(i + 1) }
    deep[15] = 15
    #expect(builds(deep), "lengths 1 to 15, the deepest twice")
  }
}
