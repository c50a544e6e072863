import BarKitConcurrency
import BarKitFiles
import BarKitGeometry
import BarKitPNG
import BarKitRaster

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compares two PNG files end to end, as a snapshot suite does most of the time: byte-identical
/// files (the common case) are equal without decoding a pixel; otherwise both files are decoded
/// at once, one per core, and compared with ``ImageComparison``. The two files are read at once
/// too.
public enum PNGFileComparison {
  /// What comparing two files found.
  public struct Outcome: Sendable {
    /// The comparison.
    public let result: ImageComparisonResult
    /// The two files' bytes, as read (the report inlines them without re-encoding).
    public let expectedData: Data
    public let actualData: Data
    /// The decoded expected image, `nil` when the files were byte-identical and not decoded.
    public let expected: Pixmap?

    /// The diff image (``ImageComparisonResult/diffImage(expected:style:)``), decoding the
    /// expected file if the fast path skipped it; for images of different sizes, the union
    /// canvas (``ImageComparisonResult/resizedDiffImage(expected:actual:options:style:)``).
    public func diffImage(style: DiffImageStyle = DiffImageStyle()) throws(PNGError) -> Pixmap? {
      let image: Pixmap
      if let expected { image = expected } else { image = try Pixmap(pngData: expectedData) }
      guard result.isResized else { return result.diffImage(expected: image, style: style) }
      return ImageComparisonResult.resizedDiffImage(
        expected: image, actual: try Pixmap(pngData: actualData), options: result.options, style: style)
    }
  }

  /// Compares the PNG files at `expected` and `actual`.
  ///
  /// Byte-identical files are checked for a PNG signature and header (so two copies of a text
  /// file do not "match") and reported identical without decoding; their pixels are then equal
  /// by construction. `decodesConcurrently` reads and decodes the two files on two threads; a caller
  /// that already runs many comparisons in parallel (``FolderComparison``) turns it off.
  ///
  /// - Throws: ``PNGError`` naming the file that cannot be read or decoded.
  public static func compare(
    expected: URL, actual: URL, options: ComparisonOptions = ComparisonOptions(),
    limits: PNGDecodingLimits = .default, decodesConcurrently: Bool = true
  ) throws(PNGError) -> Outcome {
    try compare(
      expected: RawPath(expected.path), actual: RawPath(actual.path), options: options, limits: limits,
      decodesConcurrently: decodesConcurrently)
  }

  /// ``compare(expected:actual:options:limits:decodesConcurrently:)-(URL,URL,_,_,_)`` for paths
  /// given as bytes, which need not be UTF-8 (``FolderComparison`` lists folders that way).
  public static func compare(
    expected: RawPath, actual: RawPath, options: ComparisonOptions = ComparisonOptions(),
    limits: PNGDecodingLimits = .default, decodesConcurrently: Bool = true
  ) throws(PNGError) -> Outcome {
    let files: [Data]
    if decodesConcurrently {
      let rawPaths = [expected, actual]
      files = try Parallel.map(count: 2) { (i: Int) throws(PNGError) -> Data in
        try Self.read(rawPaths[i], limits: limits)
      }
    } else {
      files = [try read(expected, limits: limits), try read(actual, limits: limits)]
    }
    let paths = [expected.shown, actual.shown]
    if files[0] == files[1] {
      let size = try header(files[0], path: paths[0], limits: limits)
      return Outcome(
        result: ImageComparison.identical(size: size, options: options), expectedData: files[0],
        actualData: files[1], expected: nil)
    }
    let images = try decode(files, paths: paths, limits: limits, concurrently: decodesConcurrently)
    let result = ImageComparison.compare(expected: images[0], actual: images[1], options: options)
    return Outcome(result: result, expectedData: files[0], actualData: files[1], expected: images[0])
  }

  /// The file's bytes (``InputFile/read(_:maxByteCount:)-(RawPath,_)``); a read error names the
  /// file.
  static func read(_ path: RawPath, limits: PNGDecodingLimits) throws(PNGError) -> Data {
    do {
      return try InputFile.read(path, maxByteCount: limits.maxFileByteCount)
    } catch {
      throw PNGError(kind: .fileSystem, message: "cannot read: \(error.reason)", path: path.shown)
    }
  }

  /// Decodes each file's bytes, on one thread per file when `concurrently`; the first error
  /// (in argument order) is thrown.
  static func decode(
    _ files: [Data], paths: [String], limits: PNGDecodingLimits, concurrently: Bool
  ) throws(PNGError) -> [Pixmap] {
    let decodeOne = { (i: Int) -> Result<Pixmap, PNGError> in
      Result { () throws(PNGError) -> Pixmap in try Pixmap(pngData: files[i], limits: limits) }
        .mapError { $0.inFile(paths[i]) }
    }
    let results = concurrently ? Parallel.map(count: files.count, decodeOne) : files.indices.map(decodeOne)
    return try results.map { result throws(PNGError) in try result.get() }
  }

  /// Width and height from the PNG signature and IHDR chunk, checked as the decoder would.
  static func header(_ data: Data, path: String, limits: PNGDecodingLimits) throws(PNGError) -> ImageDimensions {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, Array(bytes[0..<8]) == signature else {
      throw PNGError(kind: .corrupt, message: "not a PNG (no PNG signature)", byteOffset: 0).inFile(path)
    }
    guard bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw PNGError(kind: .corrupt, message: "corrupt PNG: the first chunk is not IHDR", byteOffset: 12).inFile(path)
    }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    let width = word(16), height = word(20)
    guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else {
      throw PNGError(kind: .corrupt, message: "corrupt PNG: size \(width)x\(height)", byteOffset: 16).inFile(path)
    }
    guard width * height <= min(limits.maxPixelCount, Int(Int32.max)) else {
      throw PNGError(
        kind: .tooLarge, message: "image too large: \(width)x\(height) (PNGDecodingLimits.maxPixelCount)",
        byteOffset: 16
      ).inFile(path)
    }
    return ImageDimensions(width: width, height: height)
  }
}
