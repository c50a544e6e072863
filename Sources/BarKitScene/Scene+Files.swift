import BarKitPNG
import BarKitRaster
import Foundation

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

extension ImageReference: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .file(var file) = self else { return }
    body(path, &file)
    self = .file(file)
  }
}

extension Content: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .image(var file, let mode) = self else { return }
    body(path.appending(key: "image"), &file)
    self = .image(file, contentMode: mode)
  }
}

extension BarBackgroundImage: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    image.visitFiles(at: path.appending(key: "image"), body)
  }
}

extension BarProperties: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    // A single background is written without the list; report it the way it was written
    // only when there are several.
    if backgroundImage.count == 1 {
      backgroundImage[0].visitFiles(at: path.appending(key: "backgroundImage"), body)
    } else {
      backgroundImage.visitFiles(at: path.appending(key: "backgroundImage"), body)
    }
    shadowImage.visitFiles(at: path.appending(key: "shadowImage"), body)
  }
}

extension BarButtonItem: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .image(var image) = content else { return }
    image.visitFiles(at: path.appending(key: "image"), body)
    content = .image(image)
  }
}

extension TabBarItem: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .custom(let title, var image, var selectedImage) = content else { return }
    image.visitFiles(at: path.appending(key: "image"), body)
    selectedImage.visitFiles(at: path.appending(key: "selectedImage"), body)
    content = .custom(title: title, image: image, selectedImage: selectedImage)
  }
}

extension NavigationBar: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    common.visitFiles(at: path, body)
    backIndicatorImage.visitFiles(at: path.appending(key: "backIndicatorImage"), body)
    backIndicatorTransitionMaskImage.visitFiles(at: path.appending(key: "backIndicatorTransitionMaskImage"), body)
    leftItems.visitFiles(at: path.appending(key: "leftItems"), body)
    rightItems.visitFiles(at: path.appending(key: "rightItems"), body)
  }
}

extension SearchBar: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    common.visitFiles(at: path, body)
    searchFieldBackgroundImage.visitFiles(at: path.appending(key: "searchFieldBackgroundImage"), body)
  }
}

extension Toolbar: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    common.visitFiles(at: path, body)
    items.visitFiles(at: path.appending(key: "items"), body)
  }
}

extension TabBar: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    common.visitFiles(at: path, body)
    items.visitFiles(at: path.appending(key: "items"), body)
    selectionIndicatorImage.visitFiles(at: path.appending(key: "selectionIndicatorImage"), body)
  }
}

extension Header: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .image(var file) = picture else { return }
    body(path.appending(key: "image"), &file)
    picture = .image(file)
  }
}

extension Scene: FileReferencing {
  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    content.visitFiles(at: path.appending(key: "content"), body)
    header.visitFiles(at: path.appending(key: "header"), body)
    navigationBar.visitFiles(at: path.appending(key: "navigationBar"), body)
    searchBar.visitFiles(at: path.appending(key: "searchBar"), body)
    toolbar.visitFiles(at: path.appending(key: "toolbar"), body)
    tabBar.visitFiles(at: path.appending(key: "tabBar"), body)
  }
}

extension Scene {
  /// Every file the scene refers to, with the JSON path of each, in document order.
  public var fileReferences: [(path: JSONPath, file: String)] {
    var copy = self
    var out: [(path: JSONPath, file: String)] = []
    copy.visitFiles(at: .root) { path, file in out.append((path, file)) }
    return out
  }

  /// The scene with every relative file path made absolute against `directory` (the scene
  /// file's folder); absolute paths are kept.
  public func resolvingPaths(relativeTo directory: URL) -> Scene {
    var copy = self
    copy.visitFiles(at: .root) { _, file in
      guard !file.hasPrefix("/") else { return }
      file = directory.appendingPathComponent(file).standardizedFileURL.path
    }
    return copy
  }

  /// Fails on the first referenced file that does not exist, is not a regular file, or does
  /// not decode as a PNG (its pixel count limited as the canvas's is).
  ///
  /// - Parameter file: names the scene in the error (`scene.json: content.image: file not found: …`).
  public func checkFiles(file: String? = nil) throws(SceneError) {
    for reference in fileReferences {
      var isDirectory: ObjCBool = false
      if !FileManager.default.fileExists(atPath: reference.file, isDirectory: &isDirectory) || isDirectory.boolValue {
        throw SceneError(file: file, path: reference.path, .missingFile(reference.file))
      }
      if let problem = Self.pngProblem(at: reference.file) {
        throw SceneError(file: file, path: reference.path, .invalid("not a usable PNG: \(reference.file): \(problem)"))
      }
    }
  }

  /// Why the file at `path` does not decode as a PNG, or `nil` when it does.
  private static func pngProblem(at path: String) -> String? {
    do throws(PNGError) {
      _ = try Pixmap(
        contentsOfPNGFile: URL(fileURLWithPath: path),
        limits: PNGDecodingLimits(maxPixelCount: SceneCanvas.maximumPixelCount))
      return nil
    } catch {
      return error.message
    }
  }
}
