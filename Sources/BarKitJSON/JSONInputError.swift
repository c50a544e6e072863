import BarKitFiles

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A problem in a JSON file read through `Codable` (comparison overrides, `compare --json`
/// summaries, element maps, run manifests): `FILE: at JSON_PATH: expected …`, as scene errors
/// name their JSON path.
public struct JSONInputError: Error, Sendable, Hashable, CustomStringConvertible {
  public let file: String
  /// The JSON path of the bad value (`files[2].differingPixels`), empty for the whole file.
  public let path: String
  public let expected: String
  /// Why the file is not JSON at all, with the line and column (``JSONParser``); `nil` for a
  /// document that parses.
  public let syntax: JSONSyntaxError?

  public init(file: String, path: String, expected: String) {
    self.file = file
    self.path = path
    self.expected = expected
    syntax = nil
  }

  /// The error of a file that is not JSON: `overrides.json:3:14: malformed JSON: expected ',' or '}'`.
  public init(file: String, syntax: JSONSyntaxError) {
    self.file = file
    path = ""
    expected = "valid JSON"
    self.syntax = syntax
  }

  public var description: String {
    if case .malformed? = syntax { return "\(file):\(detail)" }
    return "\(file): \(detail)"
  }

  /// The description without the file: `at files[2].path: expected a string`, or where the
  /// syntax breaks (`3:14: malformed JSON: …`), for a message that names the file its own way.
  public var detail: String {
    guard let syntax else { return "\(path.isEmpty ? "" : "at \(path): ")expected \(expected)" }
    return syntax.description
  }

  /// The bytes of the JSON file at `url` (``InputFile``: a regular file of at most
  /// `maxByteCount` bytes), or this error saying why not.
  package static func read(_ url: URL, maxByteCount: Int) throws(JSONInputError) -> Data {
    do {
      return try InputFile.read(url, maxByteCount: maxByteCount)
    } catch {
      throw JSONInputError(file: url.path, path: "", expected: "a readable file (\(error.reason))")
    }
  }

  /// What ``JSONValueDecoder`` threw while decoding `file`: a syntax error with its line and
  /// column, else the JSON path the `DecodingError` names.
  ///
  /// - Parameters:
  ///   - bracketsFirstKey: writes the first key as `["key"]`, for documents keyed by free text
  ///     (glob patterns).
  ///   - expectation: what a value of a type should have been, at a coding path.
  package static func decoding(
    _ error: any Error, file: String, bracketsFirstKey: Bool = false,
    expectation: (Any.Type, [any CodingKey]) -> String = { type, _ in JSONInputError.name(of: type) }
  ) -> JSONInputError {
    func failure(_ codingPath: [any CodingKey], _ expected: String) -> JSONInputError {
      JSONInputError(file: file, path: path(codingPath, bracketsFirstKey: bracketsFirstKey), expected: expected)
    }
    switch error {
    case let error as JSONSyntaxError:
      return JSONInputError(file: file, syntax: error)
    case let error as JSONInputError:
      return error.syntax.map { JSONInputError(file: file, syntax: $0) }
        ?? JSONInputError(file: file, path: error.path, expected: error.expected)
    case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
      return failure(context.codingPath, expectation(type, context.codingPath))
    case DecodingError.keyNotFound(let key, let context):
      return failure(context.codingPath, "a member \"\(key.stringValue)\"")
    case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
      // Only BarKit's own checks (the decoders that read through this module) say what they
      // expected; Foundation's messages may quote the file.
      let text = context.debugDescription
      return failure(context.codingPath, text.hasPrefix("expected ") ? String(text.dropFirst(9)) : "a valid value")
    default:
      return JSONInputError(file: file, path: "", expected: "valid JSON")
    }
  }

  /// `files[2].changedBounds` for a coding path; with `bracketsFirstKey`, `["icons/*"].ignore[0]`.
  package static func path(_ codingPath: [any CodingKey], bracketsFirstKey: Bool = false) -> String {
    codingPath.enumerated().map { i, key in
      if let index = key.intValue { return "[\(index)]" }
      if i == 0 { return bracketsFirstKey ? "[\"\(key.stringValue)\"]" : key.stringValue }
      return "." + key.stringValue
    }.joined()
  }

  /// How a message names a value of `type`.
  package static func name(of type: Any.Type) -> String {
    switch type {
    case is Bool.Type: "true or false"
    case is any FixedWidthInteger.Type: "a whole number"
    case is any BinaryFloatingPoint.Type: "a number"
    case is String.Type: "a string"
    case is [Int].Type, is [[Int]].Type, is [Double].Type, is [[Double]].Type: "an array of numbers"
    case is [Any].Type: "an array"
    default: "an object"
    }
  }
}

extension KeyedDecodingContainer {
  /// The whole number at `key` (`nil` when absent or null), which must lie in `range`. Read as a
  /// `Double` first, so that `1e30` or `2.5` is an error at this key's JSON path.
  package func decodeWholeNumber(_ key: Key, in range: ClosedRange<Int>) throws -> Int? {
    guard let value = try decodeIfPresent(Double.self, forKey: key) else { return nil }
    guard let whole = Int(exactly: value), range.contains(whole) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: codingPath + [key],
          debugDescription: range.upperBound == Int.max
            ? "expected a whole number ≥ \(range.lowerBound)"
            : "expected a whole number in \(range.lowerBound)...\(range.upperBound)"))
    }
    return whole
  }
}

extension Decoder {
  /// Throws at the first key (in sorted order) of the object being decoded that `Key` does not
  /// list: for strict formats, where an unknown key is a typo rather than something to skip.
  package func rejectUnknownKeys<Key: CodingKey & CaseIterable>(_: Key.Type) throws {
    let known = Key.allCases.map(\.stringValue)
    let members = try container(keyedBy: MemberKey.self)
    if let unknown = members.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
      .first(where: { !known.contains($0.stringValue) })
    {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: codingPath + [unknown],
          debugDescription: "expected one of the keys \(known.joined(separator: ", "))"))
    }
  }
}

/// Any member name or array index of a JSON document: for ``Swift/Decoder/rejectUnknownKeys(_:)``,
/// and for a JSON path a check names by hand (`files[3].path`).
package struct MemberKey: CodingKey {
  package let stringValue: String
  package let intValue: Int?
  package init(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
  package init(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
}
