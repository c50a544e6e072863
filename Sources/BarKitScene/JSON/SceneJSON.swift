import BarKitJSON

/// The strict parse of a scene-format document (scenes, device tables, batch manifests): a
/// syntax error as a ``SceneError``, so it names the file, line and column as every scene
/// error does.
package enum SceneJSON {
  /// The document in `bytes`.
  package static func parse(_ bytes: some Collection<UInt8>) throws(SceneError) -> JSONValue {
    do throws(JSONSyntaxError) {
      return try JSONParser.parse(Array(bytes))
    } catch {
      switch error {
      case .malformed(let line, let column, let detail):
        throw SceneError(.malformedJSON(line: line, column: column, detail: detail))
      case .tooLarge: throw SceneError(.invalid(error.detail))
      }
    }
  }
}
