import BarKitRaster
import Foundation
import TestSupport
import Testing

@testable import BarKitFiles
@testable import BarKitPNG

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a reader of a decode in progress sees (``DecodeProgress``), and the large buffers that
/// file reads and decodes use (``LargeBuffer/Block``).
@Suite struct DecodeProgressTests {
  static func noise(_ width: Int, _ height: Int) -> Pixmap {
    var random = SplitMix64(seed: 7)
    let pixels = (0..<width * height).map { _ in
      let v = random.next()
      return RGBA8(
        r: UInt8(truncatingIfNeeded: v), g: UInt8(truncatingIfNeeded: v >> 8),
        b: UInt8(truncatingIfNeeded: v >> 16), a: 255
      ).premultiplied
    }
    return Pixmap(width: width, height: height, pixels: pixels)!
  }

  /// The published rows are the pixmap's own storage, all of them once the decode returns.
  static func expectPublished(_ progress: DecodeProgress, _ image: Pixmap) {
    #expect(progress.finishedRows() == image.height)
    image.withUnsafeBytes { bytes in
      #expect(UnsafeRawPointer(progress.pixels) == bytes.baseAddress)
    }
  }

  @Test func theFastDecoderPublishesItsRows() throws {
    let image = Self.noise(70, 123)
    let data = try image.pngData()
    let progress = DecodeProgress()
    #expect(progress.finishedRows() == 0)
    let decoded = try Pixmap(pngData: data, limits: .default, progress: progress)
    #expect(decoded == image)
    Self.expectPublished(progress, decoded)
  }

  /// libpng's decodes (here a palette file) publish every row at the end.
  @Test(.requiresShared("testdata/pngsuite")) func libpngDecodesPublishAtTheEnd() throws {
    let suite = SharedFixtures.directory("testdata/pngsuite")
    let data = try Data(contentsOf: suite.appendingPathComponent("basn3p08.png"))
    let progress = DecodeProgress()
    let decoded = try Pixmap(pngData: data, limits: .default, progress: progress)
    Self.expectPublished(progress, decoded)
  }

  /// A stream whose row 70 of 90 has filter type 7: the fast decoder has published rows when it
  /// meets it. It fails, says so for good, and keeps the storage those rows were read from;
  /// libpng then gives the error, as it would for the whole file.
  @Test func aDecodeThatFailsAfterPublishingRowsSaysSo() throws {
    let (width, height) = (600, 90)
    var scanlines: [UInt8] = []
    for y in 0..<height {
      scanlines.append(y == 70 ? 7 : UInt8(y % 5))
      for x in 0..<width * 3 { scanlines.append(UInt8((x / 7 + y) % 11)) }
    }
    let zlib = InPlaceDecodingTests.streams(scanlines, width: width, height: height, colorType: 2)[0]
    let data = InPlaceDecodingTests.png(width: width, height: height, colorType: 2, zlib: zlib, pieceSize: 4096)
    let progress = DecodeProgress()
    let fast = data.withUnsafeBytes { PNGFastDecoder.decode($0, limits: .default, progress: progress) }
    #expect(fast == nil)
    #expect(progress.finishedRows() == nil)
    #expect(progress.keptPixels.capacity >= width * height, "the published rows' storage was freed")
    let decoded = Result { () throws(PNGError) in try Pixmap(pngData: data, limits: .default, progress: progress) }
    #expect(throws: PNGError.self) { try decoded.get() }
    #expect(progress.finishedRows() == nil)
    DecoderAgreementTests.expectAgreement(data, "a bad filter type in row 70")
  }

  /// The last IDAT's CRC is wrong: the inflater checks it only when it reaches that chunk, after
  /// rows were published; the decode fails as libpng's does.
  @Test func aBadChecksumInALateChunkFailsTheDecode() throws {
    let (width, height) = (600, 90)
    var random = SplitMix64(seed: 9)
    var scanlines: [UInt8] = []
    for _ in 0..<height {
      // Filter type None, and bytes of two bits: a stream of about 40 KB, in 41 chunks.
      scanlines.append(0)
      for _ in 0..<width * 3 { scanlines.append(UInt8(random.next() % 4)) }
    }
    let zlib = InPlaceDecodingTests.streams(scanlines, width: width, height: height, colorType: 2)[0]
    var bytes = [UInt8](
      InPlaceDecodingTests.png(width: width, height: height, colorType: 2, zlib: zlib, pieceSize: 997))
    // The last IDAT's CRC: the 4 bytes before IEND's 12.
    bytes[bytes.count - 13] ^= 0x40
    let data = Data(bytes)
    let progress = DecodeProgress()
    #expect(data.withUnsafeBytes { PNGFastDecoder.decode($0, limits: .default, progress: progress) } == nil)
    #expect(progress.finishedRows() == nil)
    #expect(progress.keptPixels.capacity >= width * height, "rows were published before the chunk")
    DecoderAgreementTests.expectAgreement(data, "a bad CRC in the last IDAT")
  }

  @Test func aFailedDecodeSaysSo() throws {
    var data = try Self.noise(40, 40).pngData()
    data = data.prefix(data.count / 2)
    let progress = DecodeProgress()
    #expect(throws: PNGError.self) { try Pixmap(pngData: data, limits: .default, progress: progress) }
    #expect(progress.finishedRows() == nil)
  }

  /// A file over the huge-page threshold is read into a mapped block: every byte as on disk.
  @Test func aLargeFileReadsBackExactly() throws {
    let folder = SharedFixtures.temporaryDirectory("large-input-file")
    let url = folder.appendingPathComponent("large.bin")
    var random = SplitMix64(seed: 3)
    let count = LargeBuffer.hugePageThreshold + 12_345
    let bytes = (0..<count).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    try Data(bytes).write(to: url)
    let read = try InputFile.read(url, maxByteCount: 64 << 20)
    #expect(read.count == count)
    #expect(read.elementsEqual(bytes))
    #expect(throws: InputFile.ReadError.self) { try InputFile.read(url, maxByteCount: count - 1) }
  }

  /// Large files are mapped, small ones read; the bytes are the file's either way.
  @Test func largeFilesAreMapped() throws {
    let folder = SharedFixtures.temporaryDirectory("mapped-input-file")
    for count in [InputFile.mappingThreshold - 1, InputFile.mappingThreshold + 4097] {
      let url = folder.appendingPathComponent("file-\(count).bin")
      let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      try Data(bytes).write(to: url)
      let data = try InputFile.contents(of: url, maxByteCount: 16 << 20)
      #expect(InputFile.isMapping(data) == (count >= InputFile.mappingThreshold))
      #expect(data.elementsEqual(bytes))
      #expect(!InputFile.changedWhileMapped(data))
    }
  }

  /// A mapped file cut short while it is read: no crash (SIGBUS), zeros where the pages went,
  /// and the mapping says the file changed.
  @Test func aFileThatShrinksUnderItsMappingIsNoticed() throws {
    let folder = SharedFixtures.temporaryDirectory("shrinking-input-file")
    let url = folder.appendingPathComponent("shrinks.bin")
    let count = 3 * InputFile.mappingThreshold
    try Data(repeating: 0xAB, count: count).write(to: url)
    let data = try InputFile.contents(of: url, maxByteCount: 16 << 20)
    try #require(InputFile.isMapping(data))
    #expect(data[count - 1] == 0xAB)
    #expect(truncate(url.path, 4096) == 0)
    #expect(data[4095] == 0xAB)
    #expect(data[count - 1] == 0)
    #expect(InputFile.changedWhileMapped(data))
  }

  @Test(arguments: [1, 4096, LargeBuffer.hugePageThreshold, LargeBuffer.hugePageThreshold + 1])
  func blocksHoldWhatWasAskedFor(_ count: Int) throws {
    let block = try #require(LargeBuffer.Block(atLeast: count))
    defer { block.release() }
    #expect(block.capacity >= count)
    block.base.initializeMemory(as: UInt8.self, repeating: 0xA5, count: count)
    #expect(block.base.load(fromByteOffset: count - 1, as: UInt8.self) == 0xA5)
  }

  /// Array capacities are rounded up only for large arrays, and never below what was asked.
  @Test func arrayCapacities() {
    #expect(LargeBuffer.arrayCapacity(atLeast: 100, elementSize: 4) == 100)
    let large = LargeBuffer.hugePageThreshold / 4 + 1
    let capacity = LargeBuffer.arrayCapacity(atLeast: large, elementSize: 4)
    #expect(capacity >= large && capacity < large + LargeBuffer.hugePageSize / 4)
  }

  /// Arrays in huge pages hold what they were built with, at every size around one huge page.
  @Test func hugePageArraysHoldTheirElements() {
    for count in [0, 1, 1000, LargeBuffer.hugePageSize - 40, LargeBuffer.hugePageSize, 3_000_001] {
      let bytes: [UInt8] = LargeBuffer.hugePageArray(count: count) { buffer, initialized in
        #expect(buffer.count >= count && buffer.count < count + LargeBuffer.hugePageSize)
        for i in 0..<count { buffer[i] = UInt8(truncatingIfNeeded: i &* 7) }
        initialized = count
      }
      #expect(bytes.count == count)
      #expect(bytes.indices.allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 &* 7) }, "\(count) bytes")
    }
  }
}
