import BarKitFiles
import BarKitGeometry
import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One file of a ``FolderComparison``.
public struct FolderComparisonEntry: Sendable {
  /// What happened to the file. Only `passed` passes.
  public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
    /// Both folders hold it and the images match within the options.
    case passed
    /// Both folders hold it and the images differ beyond the options.
    case changed
    /// Both folders hold it and the images have different sizes (both sizes are kept).
    case resized
    /// Only the expected folder holds it: the image was not produced.
    case missing
    /// Only the actual folder holds it: there is no expected image (a golden to record).
    case added
    /// It could not be read or decoded.
    case unreadable
  }

  /// The path relative to both folders, with `/` separators, as messages show it: a byte
  /// that is not UTF-8 is written `\xNN` (``RawPath/shown``).
  public let path: String
  /// The path's bytes, when they are not UTF-8 (so `path` shows them escaped): what `accept`
  /// reads and writes. The JSON holds them as `rawPath`, percent-encoded.
  public var rawPath: RawPath?
  public let status: Status
  /// One line saying what failed; empty when passed.
  public let message: String
  /// The comparison, when both files decoded in this process (`nil` for entries read back from
  /// a JSON summary, which keep only the counts and bounds below).
  public let result: ImageComparisonResult?
  /// Differing and anti-aliased pixels and the changed bounds, when the images were compared.
  public let differingPixelCount: Int?
  public let antiAliasedPixelCount: Int?
  public let changedBounds: IntRect?
  /// Both images' sizes, when the images were compared or the summary states them (a resized
  /// file's always).
  public let expectedSize: ImageDimensions?
  public let actualSize: ImageDimensions?
  /// The files' PNG bytes and the diff image, kept for failures when asked
  /// (``FolderComparison/keepsFailureImages``).
  public let expectedPNG: Data?
  public let actualPNG: Data?
  public let diffPNG: Data?
  /// Where the diff image was written (`compare --diff-dir`), as the CLI names it.
  public var diffPath: String?
  /// How long comparing the file took, when it was compared in this process (JUnit's `time`).
  public var duration: Duration?
  /// The SHA-256 of the expected and actual files as compared, for a failure (what `barkit
  /// accept` checks has not changed since); `nil` for a file that is not there.
  public var expectedSHA256: String?
  public var actualSHA256: String?

  /// Creates an entry from its parts.
  public init(
    path: String, status: Status, message: String, result: ImageComparisonResult? = nil, expectedPNG: Data? = nil,
    actualPNG: Data? = nil, diffPNG: Data? = nil
  ) {
    self.path = path
    self.status = status
    self.message = message
    self.result = result
    differingPixelCount = result?.differingPixelCount
    antiAliasedPixelCount = result?.antiAliasedPixelCount
    changedBounds = result?.changedBounds
    expectedSize = result?.expectedSize
    actualSize = result?.actualSize
    self.expectedPNG = expectedPNG
    self.actualPNG = actualPNG
    self.diffPNG = diffPNG
  }

  /// An entry as a JSON summary holds it: counts and bounds, no comparison or images.
  public init(
    path: String, status: Status, message: String, differingPixelCount: Int?, antiAliasedPixelCount: Int?,
    changedBounds: IntRect?, expectedSize: ImageDimensions? = nil, actualSize: ImageDimensions? = nil,
    diffPath: String? = nil, expectedSHA256: String? = nil, actualSHA256: String? = nil
  ) {
    self.path = path
    self.status = status
    self.message = message
    self.result = nil
    self.differingPixelCount = differingPixelCount
    self.antiAliasedPixelCount = antiAliasedPixelCount
    self.changedBounds = changedBounds
    self.expectedSize = expectedSize
    self.actualSize = actualSize
    self.diffPath = diffPath
    self.expectedSHA256 = expectedSHA256
    self.actualSHA256 = actualSHA256
    (expectedPNG, actualPNG, diffPNG) = (nil, nil, nil)
  }

  /// Whether the file passed.
  public var passed: Bool { status == .passed }

  /// The path as the file system holds it: ``rawPath``, or `path`'s UTF-8.
  public var relativePath: RawPath { rawPath ?? RawPath(path) }
}

/// Every file of a ``FolderComparison``, sorted by path, with the counts per status.
public struct FolderComparisonResult: Sendable {
  /// One entry per path found in either folder, sorted by path.
  public let entries: [FolderComparisonEntry]
  /// The two folders compared, as the command named them (the JSON's `expected` and
  /// `actual`, which `barkit accept` reads); `nil` when unknown.
  public var folders: (expected: String, actual: String)?
  /// Which shard of which run this is (1/1 for a whole run); `nil` when unknown (a result
  /// made by hand, or merged from shards of different runs).
  public var shard: ComparisonShard?

  /// The largest JSON summary read (`accept`, `report --merge`): 32 MiB, about 200,000 passed
  /// images (a passed file takes about 150 bytes, a failure about 500). Foundation's decoder
  /// takes about 13 times the file's size in memory (Docs/Security.md, "Budgets").
  public static let maximumJSONByteCount = 32 << 20

  /// Creates a result from entries (sorted by path here).
  public init(
    entries: [FolderComparisonEntry], folders: (expected: String, actual: String)? = nil, shard: ComparisonShard? = nil
  ) {
    self.entries = entries.sorted { $0.path < $1.path }
    self.folders = folders
    self.shard = shard
  }

  /// How many entries have `status`.
  public func count(_ status: FolderComparisonEntry.Status) -> Int { entries.count { $0.status == status } }

  /// The entries that failed.
  public var failures: [FolderComparisonEntry] { entries.filter { !$0.passed } }

  /// The result of sharded runs taken together: every entry of each, sorted by path. The
  /// caller checks that they are the whole of one run (`report --merge`); the result then
  /// records that run as one shard, 1/1.
  public static func merging(_ shards: [FolderComparisonResult]) -> FolderComparisonResult {
    // The folders are kept when every shard compared the same two.
    let folders = shards.first?.folders
    let same = shards.allSatisfy { $0.folders?.expected == folders?.expected && $0.folders?.actual == folders?.actual }
    var merged = FolderComparisonResult(entries: shards.flatMap(\.entries), folders: same ? folders : nil)
    if let run = shards.first?.shard?.run, shards.allSatisfy({ $0.shard?.run == run }) {
      merged.shard = ComparisonShard(index: 1, count: 1, run: run)
    }
    return merged
  }

  /// The result with each failure's ``FolderComparisonEntry/diffPath`` set: its diff image's
  /// relative path under `directory` (as `compare --diff-dir` writes them).
  public func withDiffs(in directory: String) -> FolderComparisonResult {
    let folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    return FolderComparisonResult(
      entries: entries.map { entry in
        var entry = entry
        if entry.diffPNG != nil { entry.diffPath = "\(folder)/\(entry.path)" }
        return entry
      }, folders: folders, shard: shard)
  }

  /// Whether every file passed (an empty comparison passes).
  public var passed: Bool { entries.allSatisfy(\.passed) }

  /// `12 passed, 1 changed, 0 missing, 1 added` (and resized and unreadable files when any).
  public var summary: String {
    var parts = [FolderComparisonEntry.Status.passed, .changed, .missing, .added].map { "\(count($0)) \($0.rawValue)" }
    if count(.resized) > 0 { parts.insert("\(count(.resized)) resized", at: 2) }
    if count(.unreadable) > 0 { parts.append("\(count(.unreadable)) unreadable") }
    return parts.joined(separator: ", ")
  }
}

/// The JSON summary (`barkit compare DIR DIR --json`): the counts, then one object per file
/// with its path, status, differing pixels, bounds and message.
extension FolderComparisonResult: Codable {
  private enum Key: String, CodingKey {
    case format, expected, actual, shard, passed, changed, resized, missing, added, unreadable, files
  }

  /// The version of the summary's layout, written as `format` (Docs/compare-summary.schema.json).
  /// A summary without one is read as this version (summaries written before it was added);
  /// one of another version is refused at `format`.
  public static let format = 1

  /// One file in the JSON summary.
  public struct File: Codable, Sendable, Hashable {
    public let path: String
    /// The path's bytes, percent-encoded (``RawPath/percentEncoded``), when they are not UTF-8.
    public let rawPath: String?
    public let status: FolderComparisonEntry.Status
    public let differingPixels: Int?
    public let antiAliasedPixels: Int?
    public let changedBounds: Box?
    /// Both sizes, for a resized file.
    public let expectedSize: Size?
    public let actualSize: Size?
    public let message: String?
    /// The diff image's path, when `--diff-dir` wrote one.
    public let diff: String?
    /// The files' SHA-256 as compared, for a failure.
    public let expectedSHA256: String?
    public let actualSHA256: String?

    private enum Key: String, CodingKey {
      case path, rawPath, status, differingPixels, antiAliasedPixels, changedBounds, expectedSize, actualSize, message,
        diff
      case expectedSHA256, actualSHA256
    }

    init(
      path: String, rawPath: String?, status: FolderComparisonEntry.Status, differingPixels: Int?,
      antiAliasedPixels: Int?,
      changedBounds: Box?, expectedSize: Size?, actualSize: Size?, message: String?, diff: String?,
      expectedSHA256: String?, actualSHA256: String?
    ) {
      self.path = path
      self.rawPath = rawPath
      self.status = status
      self.differingPixels = differingPixels
      self.antiAliasedPixels = antiAliasedPixels
      self.changedBounds = changedBounds
      self.expectedSize = expectedSize
      self.actualSize = actualSize
      self.message = message
      self.diff = diff
      self.expectedSHA256 = expectedSHA256
      self.actualSHA256 = actualSHA256
    }

    /// Reads a file back, refusing counts below zero and a status BarKit does not write.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: Key.self)
      path = try c.decode(String.self, forKey: .path)
      rawPath = try c.decodeIfPresent(String.self, forKey: .rawPath)
      // The bytes must be the ones `path` shows: they name the file `accept` writes.
      if let rawPath, RawPath(percentEncoded: rawPath)?.shown != path {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: c.codingPath + [Key.rawPath],
            debugDescription: "expected the percent-encoded bytes of path (\(path))"))
      }
      guard let status = FolderComparisonEntry.Status(rawValue: try c.decode(String.self, forKey: .status)) else {
        let names = FolderComparisonEntry.Status.allCases.map(\.rawValue).joined(separator: ", ")
        throw DecodingError.dataCorrupted(
          DecodingError.Context(codingPath: c.codingPath + [Key.status], debugDescription: "expected one of \(names)"))
      }
      self.status = status
      differingPixels = try c.decodeWholeNumber(.differingPixels, in: 0...Int.max)
      antiAliasedPixels = try c.decodeWholeNumber(.antiAliasedPixels, in: 0...Int.max)
      changedBounds = try c.decodeIfPresent(Box.self, forKey: .changedBounds)
      expectedSize = try c.decodeIfPresent(Size.self, forKey: .expectedSize)
      actualSize = try c.decodeIfPresent(Size.self, forKey: .actualSize)
      message = try c.decodeIfPresent(String.self, forKey: .message)
      diff = try c.decodeIfPresent(String.self, forKey: .diff)
      func hash(_ key: Key) throws -> String? {
        guard let text = try c.decodeIfPresent(String.self, forKey: key) else { return nil }
        guard text.utf8.count == 64, text.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
          throw DecodingError.dataCorrupted(
            DecodingError.Context(
              codingPath: c.codingPath + [key], debugDescription: "expected 64 lowercase hex digits (a SHA-256)"))
        }
        return text
      }
      expectedSHA256 = try hash(.expectedSHA256)
      actualSHA256 = try hash(.actualSHA256)
    }
  }

  /// An image size as `{width, height}`.
  public struct Size: Codable, Sendable, Hashable {
    public let width, height: Int

    private enum Key: String, CodingKey { case width, height }

    init(_ size: ImageDimensions) { (width, height) = (size.width, size.height) }

    /// Reads a size back: both whole numbers within PNG's 1...2^31.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: Key.self)
      func number(_ key: Key) throws -> Int {
        guard let value = try c.decodeWholeNumber(key, in: 1...(1 << 31)) else {
          throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: c.codingPath, debugDescription: ""))
        }
        return value
      }
      (width, height) = (try number(.width), try number(.height))
    }

    var dimensions: ImageDimensions { ImageDimensions(width: width, height: height) }
  }

  /// A rectangle as `{x, y, width, height}`.
  public struct Box: Codable, Sendable, Hashable {
    public let x, y, width, height: Int

    private enum Key: String, CodingKey { case x, y, width, height }

    init(x: Int, y: Int, width: Int, height: Int) {
      (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Reads a box back: every number whole and within PNG's 2^31 a side, the size positive.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: Key.self)
      func number(_ key: Key, _ range: ClosedRange<Int>) throws -> Int {
        guard let value = try c.decodeWholeNumber(key, in: range) else {
          throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: c.codingPath, debugDescription: ""))
        }
        return value
      }
      let side = 1 << 31
      (x, y) = (try number(.x, -side...side), try number(.y, -side...side))
      (width, height) = (try number(.width, 1...side), try number(.height, 1...side))
    }
  }

  /// The JSON files array.
  public var files: [File] {
    entries.map { e in
      File(
        path: e.path, rawPath: e.rawPath.map(\.percentEncoded), status: e.status,
        differingPixels: e.differingPixelCount,
        antiAliasedPixels: e.antiAliasedPixelCount,
        changedBounds: e.changedBounds.map { Box(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
        expectedSize: e.status == .resized ? e.expectedSize.map(Size.init) : nil,
        actualSize: e.status == .resized ? e.actualSize.map(Size.init) : nil,
        message: e.message.isEmpty ? nil : e.message, diff: e.diffPath, expectedSHA256: e.expectedSHA256,
        actualSHA256: e.actualSHA256)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(Self.format, forKey: .format)
    try c.encodeIfPresent(folders?.expected, forKey: .expected)
    try c.encodeIfPresent(folders?.actual, forKey: .actual)
    try c.encodeIfPresent(shard, forKey: .shard)
    try c.encode(count(.passed), forKey: .passed)
    try c.encode(count(.changed), forKey: .changed)
    try c.encode(count(.resized), forKey: .resized)
    try c.encode(count(.missing), forKey: .missing)
    try c.encode(count(.added), forKey: .added)
    try c.encode(count(.unreadable), forKey: .unreadable)
    try c.encode(files, forKey: .files)
  }

  /// Reads a summary `compare --json` wrote, for merging the summaries of sharded runs; `file`
  /// names it in errors.
  ///
  /// - Throws: ``JSONInputError`` naming the file, the JSON path of the bad value and what was
  ///   expected.
  public init(json data: Data, file: String) throws(JSONInputError) {
    do {
      self = try JSONValueDecoder.decode(FolderComparisonResult.self, from: data)
    } catch {
      throw JSONInputError.decoding(error, file: file)
    }
  }

  /// Reads a summary back. The counts are recomputed from the files; a count the summary
  /// states must be that count, and no image may be listed twice.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    if let format = try c.decodeWholeNumber(.format, in: 0...Int.max), format != Self.format {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [Key.format],
          debugDescription: "expected \(Self.format), found \(format) (a summary of another BarKit: compare again)"))
    }
    let files = try c.decode([File].self, forKey: .files)
    var first: [String: Int] = [:]
    for (index, file) in files.enumerated() {
      if let earlier = first.updateValue(index, forKey: file.rawPath ?? file.path) {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [Key.files, MemberKey(intValue: index), MemberKey(stringValue: "path")],
            debugDescription: "expected each image once; files[\(earlier)] is the same image"))
      }
    }
    for (key, status) in [
      (Key.passed, FolderComparisonEntry.Status.passed), (.changed, .changed), (.resized, .resized),
      (.missing, .missing),
      (.added, .added), (.unreadable, .unreadable),
    ] {
      let listed = files.count { $0.status == status }
      if let stated = try c.decodeWholeNumber(key, in: 0...Int.max), stated != listed {
        throw DecodingError.dataCorrupted(
          DecodingError.Context(
            codingPath: [key], debugDescription: "expected \(listed), the \(status.rawValue) files listed"))
      }
    }
    self.init(
      entries: files.map { f in
        var entry = FolderComparisonEntry(
          path: f.path, status: f.status, message: f.message ?? "", differingPixelCount: f.differingPixels,
          antiAliasedPixelCount: f.antiAliasedPixels,
          changedBounds: f.changedBounds.flatMap { IntRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
          expectedSize: f.expectedSize?.dimensions, actualSize: f.actualSize?.dimensions, diffPath: f.diff,
          expectedSHA256: f.expectedSHA256, actualSHA256: f.actualSHA256)
        entry.rawPath = f.rawPath.flatMap(RawPath.init(percentEncoded:))
        return entry
      })
    shard = try c.decodeIfPresent(ComparisonShard.self, forKey: .shard)
    if let expected = try c.decodeIfPresent(String.self, forKey: .expected),
      let actual = try c.decodeIfPresent(String.self, forKey: .actual)
    {
      folders = (expected, actual)
    }
  }
}
