import BarKitJSON
import BarKitRaster

/// A JSON value together with where it sits, so every accessor can fail with a
/// ``SceneError`` that names the path and what was expected.
///
/// This is the one mechanism every scene type decodes through: a type reads its object with
/// ``object(keys:)`` (which rejects unknown keys) and its members with the typed accessors.
package struct JSONNode {
  package let value: JSONValue
  package let path: JSONPath
  /// Lookup tables the format refers to by name (devices).
  package let context: SceneDecodingContext

  package init(value: JSONValue, path: JSONPath, context: SceneDecodingContext) {
    self.value = value
    self.path = path
    self.context = context
  }

  /// An error at this node.
  package func error(_ reason: SceneError.Reason) -> SceneError { SceneError(path: path, reason) }

  /// A type or range error at this node, quoting the value found.
  package func mismatch(_ expected: String) -> SceneError {
    // A string is cut to an excerpt: the message must stay one short line.
    let found = if case .string(let s) = value { JSONValue.excerpt(s) } else { value.summary }
    return error(.mismatch(expected: expected, found: found))
  }

  /// The most Unicode scalars in one grapheme cluster of a scene string: a base, the 30
  /// combining marks of Unicode's stream-safe text format (UAX #15 §13) and one more. HarfBuzz
  /// shapes a cluster in time that grows with the square of its length (a letter and 32,000
  /// marks took seconds), so a longer cluster is refused where the string is written.
  package static let maximumClusterScalarCount = 32

  /// The string at this node. Every scene string is read here (titles, labels, captions,
  /// locale strings once merged), so the cluster limit holds for all of them.
  package func string() throws(SceneError) -> String {
    guard case .string(let s) = value else { throw mismatch("a string") }
    // Only a string with that many scalars can hold such a cluster: most are never segmented.
    if s.unicodeScalars.count > Self.maximumClusterScalarCount,
      let cluster = s.first(where: { $0.unicodeScalars.count > Self.maximumClusterScalarCount })
    {
      throw error(
        .invalid(
          "a character of \(cluster.unicodeScalars.count) Unicode scalars (a letter and its combining marks); "
            + "expected at most \(Self.maximumClusterScalarCount) in one character"))
    }
    return s
  }

  package func bool() throws(SceneError) -> Bool {
    guard case .bool(let b) = value else { throw mismatch("true or false") }
    return b
  }

  /// A finite number within `range` (JSON has no NaN; literals that overflow a `Double` fail here).
  package func number(in range: ClosedRange<Double>) throws(SceneError) -> Double {
    guard let v = value.numberValue, range.contains(v) else {
      throw mismatch("a number in \(Self.format(range.lowerBound))...\(Self.format(range.upperBound))")
    }
    return v
  }

  /// A whole number within `range` (`2` and `2.0` are accepted, `2.5` is not).
  func integer(in range: ClosedRange<Int>) throws(SceneError) -> Int {
    guard let v = value.numberValue, v == v.rounded(), v >= Double(range.lowerBound), v <= Double(range.upperBound)
    else { throw mismatch("an integer in \(range.lowerBound)...\(range.upperBound)") }
    return Int(v)
  }

  /// The elements of an array, each with its path.
  package func elements() throws(SceneError) -> [JSONNode] {
    guard case .array(let items) = value else { throw mismatch("an array") }
    return items.enumerated().map { JSONNode(value: $1, path: path.appending(index: $0), context: context) }
  }

  /// The members of an object, after checking that each key is one of `keys`.
  package func object(keys: [String]) throws(SceneError) -> SceneObject {
    guard case .object(let members) = value else { throw mismatch("an object") }
    if let unknown = members.first(where: { !keys.contains($0.key) }) {
      throw SceneError(path: path.appending(key: unknown.key), .unknownKey(expected: keys))
    }
    return SceneObject(node: self, members: members, keys: keys)
  }

  /// Decodes this node as `T`.
  package func decode<T: SceneDecodable>(_ type: T.Type = T.self) throws(SceneError) -> T { try T(scene: self) }

  /// `3` rather than `3.0` in messages.
  package static func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}

/// What decoding needs beside the JSON itself.
package struct SceneDecodingContext: Sendable {
  /// The devices `canvas.device` may name.
  package var devices: DeviceTable

  package init(devices: DeviceTable) { self.devices = devices }
}

/// A type that reads itself from a scene's JSON through a ``JSONNode``.
package protocol SceneDecodable {
  init(scene node: JSONNode) throws(SceneError)
}

/// An enumeration written in scenes as one of its raw values (UIKit's constant names).
package protocol SceneEnum: SceneDecodable, SceneEncodable, RawRepresentable<String>, CaseIterable {}

extension SceneEnum {
  package init(scene node: JSONNode) throws(SceneError) {
    let text = try node.string()
    guard let v = Self(rawValue: text) else {
      throw node.error(.unknownValue(text, expected: Self.allCases.map(\.rawValue)))
    }
    self = v
  }
}

extension String: SceneDecodable {
  package init(scene node: JSONNode) throws(SceneError) { self = try node.string() }
}

extension Bool: SceneDecodable {
  package init(scene node: JSONNode) throws(SceneError) { self = try node.bool() }
}

extension RGBA8: SceneDecodable {
  package init(scene node: JSONNode) throws(SceneError) {
    guard case .string(let text) = node.value, let color = RGBA8(parsing: text) else {
      var error = node.mismatch(RGBA8.parsingExpectation)
      // A misspelled palette name gets a did-you-mean; a bad hexadecimal literal does not.
      if case .string(let text) = node.value, !text.hasPrefix("#"),
        case .mismatch(let expected, let found) = error.reason
      {
        let hint = Suggestion.hint(for: text, in: RGBA8.palette.map(\.name), quote: JSONValue.quoted)
        error.reason = .mismatch(expected: expected, found: found + hint)
      }
      throw error
    }
    self = color
  }
}

extension Array: SceneDecodable where Element: SceneDecodable {
  package init(scene node: JSONNode) throws(SceneError) {
    self = []
    for element in try node.elements() { append(try element.decode()) }
  }
}
