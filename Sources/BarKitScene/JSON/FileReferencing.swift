import BarKitJSON

/// A scene value that refers to files, and can list or rewrite those references with the
/// JSON path of each: one traversal serves path resolution and validation.
protocol FileReferencing {
  /// Calls `body` with every file path this value holds and where it sits in the JSON.
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void)
}

extension Optional: FileReferencing where Wrapped: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    self?.visitFiles(at: path, body)
  }
}

extension Array: FileReferencing where Element: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    for i in indices { self[i].visitFiles(at: path.appending(index: i), body) }
  }
}
