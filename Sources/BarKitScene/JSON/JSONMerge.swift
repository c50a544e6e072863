import BarKitJSON

/// Deep merging of JSON documents: how a batch manifest layers defaults, entry scenes,
/// matrix values and overrides into one scene before it is decoded (like fastlane frameit's
/// Framefile, where later matches win). Merging works on the JSON, not on `Scene`, so any key
/// the scene format has can be overridden without the scene model knowing about batches.
extension JSONValue {
  /// `overlay` laid over this value: objects merge member by member (recursively), keeping
  /// this value's key order and appending new keys; any other overlay value replaces this one;
  /// an overlay member that is `null` removes the key (the scene format never accepts `null`,
  /// so it is free to mean "delete").
  package func merged(with overlay: JSONValue) -> JSONValue {
    guard case .object(var members) = self, case .object(let additions) = overlay else { return overlay }
    for (key, value) in additions {
      let index = members.firstIndex { $0.key == key }
      switch (index, value) {
      case (let i?, .null): members.remove(at: i)
      case (nil, .null): break
      case (let i?, _): members[i].value = members[i].value.merged(with: value)
      case (nil, _): members.append((key, value.removingNulls()))
      }
    }
    return .object(members)
  }

  /// This value without object members that are `null`, so a deletion in an overlay never
  /// reaches the scene decoder as a literal `null`.
  private func removingNulls() -> JSONValue {
    switch self {
    case .object(let members):
      .object(members.filter { $0.value != .null }.map { ($0.key, $0.value.removingNulls()) })
    case .array(let items): .array(items.map { $0.removingNulls() })
    default: self
    }
  }

  /// Whether this document, laid over another by ``merged(with:)``, sets the value at `path`:
  /// each key on the way is present, or an array or scalar on the way replaces all below it.
  package func contains(_ path: JSONPath) -> Bool {
    var value = self
    for component in path.components {
      guard case .key(let key) = component else { return true }
      guard case .object = value else { return true }
      guard let member = value[member: key] else { return false }
      value = member
    }
    return true
  }

  /// The member `key` of an object, if this is an object that has it.
  package subscript(member key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// Every string in the document replaced by `transform`'s result, visited in document order
  /// with its path; object keys are left alone.
  package func mappingStrings<E: Error>(
    at path: JSONPath = .root, _ transform: (JSONPath, String) throws(E) -> String
  ) throws(E) -> JSONValue {
    switch self {
    case .string(let s): return .string(try transform(path, s))
    case .array(let items):
      var out: [JSONValue] = []
      for (i, item) in items.enumerated() {
        out.append(try item.mappingStrings(at: path.appending(index: i), transform))
      }
      return .array(out)
    case .object(let members):
      var out: [(key: String, value: JSONValue)] = []
      for m in members { out.append((m.key, try m.value.mappingStrings(at: path.appending(key: m.key), transform))) }
      return .object(out)
    default: return self
    }
  }
}
