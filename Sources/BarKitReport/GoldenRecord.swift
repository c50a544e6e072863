import BarKitCompare
import BarKitFiles
import BarKitGeometry
import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `<stem>.json`, the record BarKitTesting writes beside a failure's images: what the
/// assertion found, where its golden is, and where the assertion is. `barkit report` shows it
/// and `barkit accept` acts on it; both read it as untrusted input (``read(at:)``).
///
/// Read back, every field may be absent, so a partial record still gives a page entry; a field
/// of the wrong type, an unknown status or a file that is not JSON makes the whole record
/// unreadable, which the page shows as an error naming the file.
public struct GoldenRecord: Sendable {
  /// What an assertion found. Only `matched` passes; a passing golden writes no record.
  public enum Status: String, Sendable, Hashable, Codable {
    /// The image matches its reference within the options.
    case matched
    /// The reference was written (record mode `all`, or a missing reference); the test fails.
    case recorded
    /// The image does not match its reference.
    case mismatched
    /// The image's size is not its reference's (as `barkit compare` says of a folder's file).
    case resized
    /// There is no reference and record mode `never` wrote none.
    case missing
    /// Something went wrong (unreadable reference, unwritable file, render error).
    case error
  }

  /// The largest record read (`report`, `accept`): 1 MiB, far above a message and a scene's
  /// changed elements.
  public static let maximumByteCount = 1 << 20

  /// The version of the record's layout, written as `format` (Docs/golden-record.schema.json).
  /// A record without one is read as this version (records written before it was added); one
  /// of another version is unreadable, so a newer layout is never half understood.
  public static let format = 1

  /// The test's name, as the assertion saw it.
  public var test: String?
  /// The golden's name without its suffix; the artifacts are named after it (``GoldenArtifact``).
  public var stem: String?
  public var status: Status?
  /// The failure message, as the test printed it.
  public var message: String?
  /// The golden's path on the machine that ran the test.
  public var referencePath: String?
  /// The comparison's one-line summary, when a comparison ran.
  public var summary: String?
  /// The comparison: the whole result when written, its counts and bounds when read.
  public var comparison: Comparison?
  /// The elements holding the changed pixels, for a golden rendered from a scene.
  public var changedElements: ElementChanges?
  /// The assertion's file and line, as the test's build saw them.
  public var file: String?
  public var line: Int?

  /// A record of an assertion's outcome.
  public init(
    test: String, stem: String, status: Status, message: String, referencePath: String,
    result: ImageComparisonResult?, changedElements: ElementChanges? = nil, file: String? = nil, line: Int? = nil
  ) {
    self.test = test
    self.stem = stem
    self.status = status
    self.message = message
    self.referencePath = referencePath
    self.summary = result?.summary
    self.comparison = result.map(Comparison.result)
    self.changedElements = changedElements
    self.file = file
    self.line = line
  }

  /// The comparison in a record. Written, it is the whole ``ImageComparisonResult`` as
  /// `compare --json` writes it; read back, only what the readers use.
  public enum Comparison: Sendable {
    case result(ImageComparisonResult)
    case read(differingPixels: Int?, changedBounds: IntRect?)

    /// How many pixels differ.
    public var differingPixels: Int? {
      switch self {
      case .result(let result): result.differingPixelCount
      case .read(let count, _): count
      }
    }

    /// The smallest rectangle holding every differing pixel.
    public var changedBounds: IntRect? {
      switch self {
      case .result(let result): result.changedBounds
      case .read(_, let bounds): bounds
      }
    }
  }
}

extension GoldenRecord: Codable {
  private enum Key: String, CodingKey {
    case format, test, stem, status, message, referencePath, summary, result, changedElements, file, line
  }

  private struct Bounds: Codable {
    let x: Int, y: Int, width: Int, height: Int
  }

  /// The part of a comparison a read record keeps.
  private struct ReadComparison: Codable {
    let differingPixels: Int?
    let changedBounds: Bounds?
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Key.self)
    if let format = try c.decodeIfPresent(Int.self, forKey: .format), format != Self.format {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [Key.format],
          debugDescription: "expected format \(Self.format), found \(format) (another BarKit's record)"))
    }
    test = try c.decodeIfPresent(String.self, forKey: .test)
    stem = try c.decodeIfPresent(String.self, forKey: .stem)
    status = try c.decodeIfPresent(Status.self, forKey: .status)
    message = try c.decodeIfPresent(String.self, forKey: .message)
    referencePath = try c.decodeIfPresent(String.self, forKey: .referencePath)
    summary = try c.decodeIfPresent(String.self, forKey: .summary)
    comparison = try c.decodeIfPresent(ReadComparison.self, forKey: .result).map {
      .read(
        differingPixels: $0.differingPixels,
        changedBounds: $0.changedBounds.flatMap { IntRect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) })
    }
    changedElements = try c.decodeIfPresent(ElementChanges.self, forKey: .changedElements)
    file = try c.decodeIfPresent(String.self, forKey: .file)
    line = try c.decodeIfPresent(Int.self, forKey: .line)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(Self.format, forKey: .format)
    try c.encodeIfPresent(test, forKey: .test)
    try c.encodeIfPresent(stem, forKey: .stem)
    try c.encodeIfPresent(status, forKey: .status)
    try c.encodeIfPresent(message, forKey: .message)
    try c.encodeIfPresent(referencePath, forKey: .referencePath)
    try c.encodeIfPresent(summary, forKey: .summary)
    switch comparison {
    case .result(let result): try c.encode(result, forKey: .result)
    case .read(let count, let bounds):
      let box = bounds.map { Bounds(x: $0.x, y: $0.y, width: $0.width, height: $0.height) }
      try c.encode(ReadComparison(differingPixels: count, changedBounds: box), forKey: .result)
    case nil: break
    }
    try c.encodeIfPresent(changedElements, forKey: .changedElements)
    try c.encodeIfPresent(file, forKey: .file)
    try c.encodeIfPresent(line, forKey: .line)
  }
}

extension GoldenRecord {
  /// The record at `url`, or `nil` where there is none. One that is there but cannot be used (a
  /// link, which is not followed; above ``maximumByteCount``; not JSON; a field of the wrong
  /// type) throws a one-line reason naming the file, which the page shows as the failure's
  /// message: a forged or damaged record never vanishes from the page.
  public static func read(at url: URL) throws(Unreadable) -> GoldenRecord? {
    // Not following links: absent means neither a file nor a link is there.
    guard (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil else { return nil }
    let name = url.lastPathComponent
    let data: Data
    do {
      data = try InputFile.read(url, maxByteCount: maximumByteCount, followingLinks: false)
    } catch {
      throw Unreadable(message: "\(name): cannot read: \(error.reason)")
    }
    do {
      return try JSONValueDecoder.decode(GoldenRecord.self, from: data)
    } catch {
      let failure = JSONInputError.decoding(error, file: name) { type, codingPath in
        codingPath.isEmpty ? "an object" : JSONInputError.name(of: type)
      }
      throw Unreadable(message: "\(name): not a BarKit failure record: \(failure.detail)")
    }
  }

  /// Why a record could not be read, in one line naming the file.
  public struct Unreadable: Error, Sendable {
    public let message: String
  }
}

extension GoldenRecord.Status: CaseIterable {
  /// The statuses as a record spells them, for error messages.
  static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// A status as a record spells it; another word is an error naming the statuses there are.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let status = Self(rawValue: text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected one of \(Self.names)"))
    }
    self = status
  }
}
