import BarKitJSON

/// The members of one JSON object whose keys have been checked, with accessors that decode a
/// member into a field only when it is present, so defaults stay in the type's initializer.
package struct SceneObject {
  let node: JSONNode
  let members: [(key: String, value: JSONValue)]
  /// The keys the object may have (for the programmer check in ``subscript(_:)``).
  let keys: [String]

  /// The member `key`, if present.
  package subscript(_ key: String) -> JSONNode? {
    // A key read but not declared would be refused as unknown in every file that uses it. A
    // precondition, not an assert: `make test` runs the release build.
    precondition(keys.contains(key), "\(key) is read but not declared")
    guard let member = members.first(where: { $0.key == key }) else { return nil }
    return JSONNode(value: member.value, path: node.path.appending(key: key), context: node.context)
  }

  /// Whether `key` is present.
  func has(_ key: String) -> Bool { self[key] != nil }

  /// Decodes the member `key`, or returns `nil` when it is absent.
  package func decode<T: SceneDecodable>(_ key: String, as type: T.Type = T.self) throws(SceneError) -> T? {
    guard let member = self[key] else { return nil }
    return try member.decode(T.self)
  }

  /// Decodes the member `key`, which must be present.
  package func required<T: SceneDecodable>(_ key: String, as type: T.Type = T.self) throws(SceneError) -> T {
    guard let member = self[key] else { throw node.error(.missingKey(key)) }
    return try member.decode(T.self)
  }

  /// Replaces `target` with the member `key` when present.
  func update<T: SceneDecodable>(_ target: inout T, _ key: String) throws(SceneError) {
    if let v: T = try decode(key) { target = v }
  }

  /// Replaces `target` with the member `key` when present.
  func update<T: SceneDecodable>(_ target: inout T?, _ key: String) throws(SceneError) {
    if let v: T = try decode(key) { target = v }
  }

  /// Replaces `target` with the number `key` when present, checking its range.
  func update(_ target: inout Double, _ key: String, in range: ClosedRange<Double>) throws(SceneError) {
    if let member = self[key] { target = try member.number(in: range) }
  }

  /// Replaces `target` with the number `key` when present, checking its range.
  func update(_ target: inout Double?, _ key: String, in range: ClosedRange<Double>) throws(SceneError) {
    if let member = self[key] { target = try member.number(in: range) }
  }

  /// Replaces `target` with the integer `key` when present, checking its range.
  func update(_ target: inout Int, _ key: String, in range: ClosedRange<Int>) throws(SceneError) {
    if let member = self[key] { target = try member.integer(in: range) }
  }

  /// Fails unless at most one of `keys` is present (exactly one when `required`); returns
  /// the present one.
  @discardableResult
  func oneOf(_ keys: [String], required: Bool) throws(SceneError) -> String? {
    let present = keys.filter(has)
    if present.count > 1 {
      throw SceneError(
        path: node.path.appending(key: present[1]),
        .invalid("not allowed together with \"\(present[0])\" (give one of: \(keys.joined(separator: ", ")))"))
    }
    if required, present.isEmpty {
      throw node.error(.invalid("expected one of the keys: \(keys.joined(separator: ", "))"))
    }
    return present.first
  }

  /// Fails when `key` is present without `requirement` ("contentMode" needs "image").
  func requires(_ key: String, _ requirement: String) throws(SceneError) {
    guard has(key), !has(requirement) else { return }
    throw SceneError(path: node.path.appending(key: key), .invalid("only allowed together with \"\(requirement)\""))
  }
}
