import BarKitGeometry
import BarKitJSON

/// An image a scene refers to: a PNG file, or a vector shape given as SVG path data (so icons
/// can live inside the scene and stay crisp at every scale).
public enum ImageReference: Hashable, Sendable {
  /// A PNG file; a relative path is relative to the scene file. Its pixels per point are
  /// `scale` when given, else its name's `@2x` or `@3x` suffix, else 1 (UIImage's rule).
  case file(String, scale: Int? = nil)
  /// SVG path data filled with the tint (or black when drawn as original).
  case vector(VectorImage)
}

/// A shape in SVG path syntax (`M0 0L10 10Z`) inside a view box, like an SVG `<path>` in an
/// `<svg viewBox=…>`.
public struct VectorImage: Hashable, Sendable {
  /// The `d` attribute: SVG path data.
  public var pathData: String
  /// The coordinate system of `pathData`: its visible rectangle.
  public var viewBox: Rect
  /// The drawn size in points; `nil` draws the view box at one point per unit.
  public var size: Size?

  /// Creates a vector image.
  public init(pathData: String, viewBox: Rect, size: Size? = nil) {
    self.pathData = pathData
    self.viewBox = viewBox
    self.size = size
  }

  /// Whether `text` has only SVG path-data characters and starts with a moveto: a syntax
  /// check that catches typos early; the icon renderer parses the numbers.
  static func isPlausiblePathData(_ text: String) -> Bool {
    let allowed = Set("MmLlHhVvCcSsQqTtAaZz0123456789+-.eE, \t\n\r")
    let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    return (trimmed.first == "M" || trimmed.first == "m") && text.allSatisfy(allowed.contains)
  }
}

extension ImageReference: SceneCodable, FileReferencing {
  static let vectorKeys = ["svg", "viewBox", "size"]
  static let fileKeys = ["file", "scale"]
  static let expectation = "a PNG file path, {\"file\": …, \"scale\": n} or {\"svg\": …, \"viewBox\": […]}"

  package init(scene node: JSONNode) throws(SceneError) {
    if case .string(let path) = node.value {
      guard !path.isEmpty else { throw node.mismatch(Self.expectation) }
      self = .file(path)
      return
    }
    guard case .object(let members) = node.value else { throw node.mismatch(Self.expectation) }
    if members.contains(where: { $0.key == "file" }) {
      let o = try node.object(keys: Self.fileKeys)
      let path: String = try o.required("file")
      guard !path.isEmpty else { throw o["file"]!.mismatch("a PNG file path") }
      self = .file(path, scale: try o["scale"]?.integer(in: 1...3))
      return
    }
    let o = try node.object(keys: Self.vectorKeys)
    let data: String = try o.required("svg")
    guard VectorImage.isPlausiblePathData(data) else {
      throw o["svg"]!.mismatch("SVG path data starting with M (commands MLHVCSQTAZ and numbers)")
    }
    // Parsed here, not first at render time, so a bad path is reported with its JSON path.
    do {
      _ = try Path(svgPathData: data)
    } catch {
      throw o["svg"]!.error(.invalid(error.description))
    }
    guard let box = o["viewBox"] else { throw node.error(.missingKey("viewBox")) }
    let b = try box.numbers(count: 4, expected: "[x, y, width, height] with a positive width and height")
    guard b[2] > 0, b[3] > 0 else { throw box.mismatch("[x, y, width, height] with a positive width and height") }
    var size: Size?
    if let s = o["size"] {
      let v = try s.numbers(count: 2, expected: "[width, height] in points, each in 1...4096")
      guard v.allSatisfy(SceneCanvas.pointLimit.contains) else {
        throw s.mismatch("[width, height] in points, each in 1...4096")
      }
      size = Size(width: v[0], height: v[1])
    }
    self = .vector(VectorImage(pathData: data, viewBox: Rect(x: b[0], y: b[1], width: b[2], height: b[3]), size: size))
  }

  package var sceneJSON: JSONValue {
    switch self {
    case .file(let file, nil): return .string(file)
    case .file(let file, let scale?): return .object([("file", .string(file)), ("scale", scale.sceneJSON)])
    case .vector(let v):
      var b = SceneObjectBuilder()
      b.add("svg", v.pathData)
      b.add("viewBox", [v.viewBox.minX, v.viewBox.minY, v.viewBox.width, v.viewBox.height])
      b.add("size", v.size.map { [$0.width, $0.height] })
      return b.json
    }
  }

  mutating func visitFiles(at path: JSONPath, _ body: (JSONPath, inout String) -> Void) {
    guard case .file(var file, let scale) = self else { return }
    body(path, &file)
    self = .file(file, scale: scale)
  }
}

extension JSONNode {
  /// An array of exactly `count` finite numbers of magnitude at most 1e6.
  func numbers(count: Int, expected: String) throws(SceneError) -> [Double] {
    guard case .array(let items) = value, items.count == count else { throw mismatch(expected) }
    let values = items.compactMap(\.numberValue).filter { abs($0) <= 1e6 }
    guard values.count == count else { throw mismatch(expected) }
    return values
  }
}
