import BarKitJSON
import BarKitRaster

/// A scene type that writes itself back to the JSON it decodes from, leaving out values
/// equal to their defaults so the output reads like a hand-written scene.
package protocol SceneEncodable {
  /// The value as JSON.
  var sceneJSON: JSONValue { get }
}

/// A scene type that reads itself from the format and writes itself back: each such type keeps
/// its keys, decoding, encoding and file visiting in one extension, in the file that defines it.
package typealias SceneCodable = SceneDecodable & SceneEncodable

/// Collects an object's members in the order the format documents them.
struct SceneObjectBuilder {
  private(set) var members: [(key: String, value: JSONValue)] = []

  /// Adds `value` unless it equals `defaultValue`.
  mutating func add<T: SceneEncodable & Equatable>(_ key: String, _ value: T, default defaultValue: T) {
    if value != defaultValue { members.append((key, value.sceneJSON)) }
  }

  /// Adds `value` when present.
  mutating func add<T: SceneEncodable>(_ key: String, _ value: T?) {
    if let value { members.append((key, value.sceneJSON)) }
  }

  /// Adds a list unless it is empty.
  mutating func add<T: SceneEncodable>(_ key: String, _ values: [T]) {
    if !values.isEmpty { members.append((key, .array(values.map(\.sceneJSON)))) }
  }

  /// Adds a member as is.
  mutating func add(_ key: String, json: JSONValue) { members.append((key, json)) }

  /// The object.
  var json: JSONValue { .object(members) }

  /// An insets object (`capInsets`, `crop`), each side left out when zero.
  static func insets<T: SceneEncodable & Numeric>(top: T, left: T, bottom: T, right: T) -> JSONValue {
    var b = SceneObjectBuilder()
    b.add("top", top, default: .zero)
    b.add("left", left, default: .zero)
    b.add("bottom", bottom, default: .zero)
    b.add("right", right, default: .zero)
    return b.json
  }
}

extension SceneEnum {
  package var sceneJSON: JSONValue { .string(rawValue) }
}

extension String: SceneEncodable {
  package var sceneJSON: JSONValue { .string(self) }
}

extension Bool: SceneEncodable {
  package var sceneJSON: JSONValue { .bool(self) }
}

extension Int: SceneEncodable {
  package var sceneJSON: JSONValue { .number(String(self)) }
}

extension Double: SceneEncodable {
  /// Whole numbers without a fraction (`3`, not `3.0`); others in Swift's shortest form.
  package var sceneJSON: JSONValue { .number(JSONNode.format(self)) }
}

extension RGBA8: SceneEncodable {
  package var sceneJSON: JSONValue { .string(hexString) }
}

extension Array: SceneEncodable where Element: SceneEncodable {
  package var sceneJSON: JSONValue { .array(map(\.sceneJSON)) }
}
