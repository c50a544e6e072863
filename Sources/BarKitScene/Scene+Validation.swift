import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Scene {
  /// Decodes a scene document and collects every error, not only the first: after each error
  /// the member it is about is removed and the document decoded again, so a file with four
  /// typos gets four messages. An error inside an array removes the member holding the array
  /// (its other elements are not checked further), so every message keeps its true JSON path;
  /// an error the removal itself causes in an enclosing object is not reported.
  ///
  /// - Returns: the scene when the document has no error, and the errors in the order found
  ///   (at most `limit`).
  package static func validating(
    _ data: Data, file: String?, devices: DeviceTable = .builtIn, limit: Int = 100
  ) -> (scene: Scene?, errors: [SceneError]) {
    let json: JSONValue
    do {
      json = try SceneJSON.parse(data)
    } catch var error {
      error.file = file
      return (nil, [error])
    }
    return validating(json, devices: devices, limit: limit) { _ in file }
  }

  /// ``validating(_:file:devices:limit:)`` for a parsed document; `file` names the file each
  /// error's path was written in (a batch output's scene is merged from several).
  package static func validating(
    _ document: JSONValue, devices: DeviceTable = .builtIn, limit: Int = 100, file: (JSONPath) -> String?
  ) -> (scene: Scene?, errors: [SceneError]) {
    var json = document
    var errors: [SceneError] = []
    while errors.count < limit {
      do {
        let root = JSONNode(value: json, path: .root, context: SceneDecodingContext(devices: devices))
        let scene = try Scene(scene: root)
        return (errors.isEmpty ? scene : nil, errors)
      } catch var error {
        if error.file == nil { error.file = file(error.path) }
        // Removing a member can make its parent incomplete (`canvas` without `device`): an
        // error about an ancestor of an earlier error's member is a consequence, not news.
        let consequence = errors.contains {
          $0.path.components.count > error.path.components.count
            && $0.path.components.starts(with: error.path.components)
        }
        if !consequence { errors.append(error) }
        guard let pruned = json.removingMember(at: error.path) else { break }
        json = pruned
      }
    }
    return (nil, errors)
  }
}

extension JSONValue {
  /// The document without the object member `path` ends in (or, for a path into an array, the
  /// member holding the array); `nil` when there is no such member.
  package func removingMember(at path: JSONPath) -> JSONValue? {
    var components = path.components
    while case .index? = components.last { components.removeLast() }
    guard !components.isEmpty else { return nil }
    return removing(components[...])
  }

  private func removing(_ components: ArraySlice<JSONPath.Component>) -> JSONValue? {
    guard let first = components.first else { return nil }
    switch (self, first) {
    case (.object(let members), .key(let key)):
      guard let i = members.firstIndex(where: { $0.key == key }) else { return nil }
      var copy = members
      if components.count == 1 {
        copy.remove(at: i)
      } else {
        guard let inner = members[i].value.removing(components.dropFirst()) else { return nil }
        copy[i].value = inner
      }
      return .object(copy)
    case (.array(let elements), .index(let index)):
      guard elements.indices.contains(index), let inner = elements[index].removing(components.dropFirst()) else {
        return nil
      }
      var copy = elements
      copy[index] = inner
      return .array(copy)
    default: return nil
    }
  }
}
