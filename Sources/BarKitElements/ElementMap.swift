import BarKitGeometry
import BarKitJSON

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Named rectangles on an image: what a renderer drew where, so that a comparison can say
/// which elements hold the changed pixels (``ElementChanges``). The comparison knows only the
/// names and the frames; BarKitChrome makes a map of a rendered scene, naming each element by
/// its JSON path in the scene (`navigationBar.rightItems[0]`, Docs/Testing.md, "Which elements
/// changed").
///
/// Its JSON (`barkit render --elements`, read by `barkit compare --elements`):
///
/// ```json
/// {"scale": 2, "size": {"width": 640, "height": 1136},
///  "elements": [{"path": "navigationBar.rightItems[0]", "label": "Done",
///                "frame": {"x": 542, "y": 40, "width": 82, "height": 88}}]}
/// ```
public struct ElementMap: Sendable, Hashable {
  /// One element: its name, a short label, and its pixels.
  public struct Element: Sendable, Hashable {
    /// The element's name: for a scene, its JSON path (`tabBar.items[2]`).
    public let path: String
    /// What it shows, when short: a title or a system item (`Done`).
    public let label: String?
    /// Its pixels on the image, rounded outward to whole pixels.
    public let frame: IntRect

    /// Creates an element.
    public init(path: String, label: String? = nil, frame: IntRect) {
      self.path = path
      self.label = label
      self.frame = frame
    }

    /// `path (label)`, or the path alone: how messages name it.
    public var name: String { Self.name(path: path, label: label) }

    /// `path (label)`, or `path` without a label.
    public static func name(path: String, label: String?) -> String { label.map { "\(path) (\($0))" } ?? path }
  }

  /// Device pixels per point of the image the map describes.
  public let scale: Int
  /// The image's size in pixels.
  public let size: ImageDimensions
  /// The elements, outermost first: a change is attributed to the most specific (smallest)
  /// element holding it.
  public let elements: [Element]

  /// Creates a map.
  public init(scale: Int, size: ImageDimensions, elements: [Element]) {
    self.scale = scale
    self.size = size
    self.elements = elements
  }

  /// The map of the part `rect` of the image (`barkit render --only`): frames moved to the
  /// crop's origin and clipped to it; elements outside it left out.
  public func cropped(to rect: IntRect) -> ElementMap {
    ElementMap(
      scale: scale, size: ImageDimensions(width: rect.width, height: rect.height),
      elements: elements.compactMap { element in
        element.frame.intersection(rect).flatMap { clipped in
          IntRect(x: clipped.x - rect.x, y: clipped.y - rect.y, width: clipped.width, height: clipped.height)
            .map { Element(path: element.path, label: element.label, frame: $0) }
        }
      })
  }

  /// The most elements a map holds: `render --elements` lists a scene's bars, items and
  /// labels, a few hundred at most; the limit bounds the work of attributing changed pixels
  /// (``ElementChanges``), which visits each element once per row it spans.
  public static let maximumElementCount = 10_000

  /// The largest element map file read: 16 MiB, far above any scene's.
  public static let maximumByteCount = 16 << 20

  /// Reads a map from a JSON file.
  ///
  /// - Throws: ``JSONInputError`` naming the file, the JSON path and what was expected.
  public init(contentsOf url: URL) throws(JSONInputError) {
    try self.init(json: try JSONInputError.read(url, maxByteCount: Self.maximumByteCount), file: url.path)
  }

  /// Reads a map from JSON text; `file` names it in errors.
  public init(json data: Data, file: String) throws(JSONInputError) {
    do {
      self = try JSONValueDecoder.decode(ElementMap.self, from: data)
    } catch {
      throw JSONInputError.decoding(error, file: file) { type, codingPath in
        codingPath.isEmpty ? "an element map (scale, size, elements)" : JSONInputError.name(of: type)
      }
    }
  }

  /// The map as JSON: keys sorted, one element per line block, as `barkit render --elements`
  /// writes it.
  public func jsonData() throws -> Data {
    try JSONDocument.data(self)
  }
}

extension ElementMap: Codable {
  private enum Key: String, CodingKey, CaseIterable { case scale, size, elements }
  private enum SizeKey: String, CodingKey, CaseIterable { case width, height }
  private enum ElementKey: String, CodingKey, CaseIterable { case path, label, frame }
  private enum FrameKey: String, CodingKey, CaseIterable { case x, y, width, height }

  /// The largest coordinate or side read: far beyond any image BarKit decodes.
  private static let coordinateLimit = 1 << 30

  /// Strict, as scene files are: an unknown key is an error at its path, and every frame must
  /// lie inside the image (`render --elements` clips its frames to the image).
  public init(from decoder: any Decoder) throws {
    try decoder.rejectUnknownKeys(Key.self)
    let c = try decoder.container(keyedBy: Key.self)
    guard let scale = try c.decodeWholeNumber(.scale, in: 1...3) else {
      throw DecodingError.keyNotFound(Key.scale, .init(codingPath: [], debugDescription: ""))
    }
    try c.superDecoder(forKey: .size).rejectUnknownKeys(SizeKey.self)
    let size = try c.nestedContainer(keyedBy: SizeKey.self, forKey: .size)
    func side(_ key: SizeKey, in container: KeyedDecodingContainer<SizeKey>) throws -> Int {
      guard let value = try container.decodeWholeNumber(key, in: 1...Self.coordinateLimit) else {
        throw DecodingError.keyNotFound(key, .init(codingPath: container.codingPath, debugDescription: ""))
      }
      return value
    }
    let dimensions = ImageDimensions(width: try side(.width, in: size), height: try side(.height, in: size))
    var list = try c.nestedUnkeyedContainer(forKey: .elements)
    var elements: [Element] = []
    while !list.isAtEnd {
      guard elements.count < Self.maximumElementCount else {
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: list.codingPath + [MemberKey(intValue: elements.count)],
            debugDescription: "expected at most \(Self.maximumElementCount) elements"))
      }
      let element = try list.superDecoder()
      try element.rejectUnknownKeys(ElementKey.self)
      let e = try element.container(keyedBy: ElementKey.self)
      let path = try e.decode(String.self, forKey: .path)
      guard !path.isEmpty else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: e.codingPath + [ElementKey.path], debugDescription: "expected a non-empty path"))
      }
      try e.superDecoder(forKey: .frame).rejectUnknownKeys(FrameKey.self)
      let f = try e.nestedContainer(keyedBy: FrameKey.self, forKey: .frame)
      func number(_ key: FrameKey, _ range: ClosedRange<Int>) throws -> Int {
        guard let value = try f.decodeWholeNumber(key, in: range) else {
          throw DecodingError.keyNotFound(key, .init(codingPath: f.codingPath, debugDescription: ""))
        }
        return value
      }
      let limit = Self.coordinateLimit
      let frame = IntRect(
        x: try number(.x, -limit...limit), y: try number(.y, -limit...limit), width: try number(.width, 1...limit),
        height: try number(.height, 1...limit))!
      guard frame.x >= 0, frame.y >= 0, frame.x + frame.width <= dimensions.width,
        frame.y + frame.height <= dimensions.height
      else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: f.codingPath, debugDescription: "expected a frame inside the \(dimensions) image"))
      }
      elements.append(Element(path: path, label: try e.decodeIfPresent(String.self, forKey: .label), frame: frame))
    }
    self.init(scale: scale, size: dimensions, elements: elements)
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Key.self)
    try c.encode(scale, forKey: .scale)
    var size = c.nestedContainer(keyedBy: SizeKey.self, forKey: .size)
    try size.encode(self.size.width, forKey: .width)
    try size.encode(self.size.height, forKey: .height)
    var list = c.nestedUnkeyedContainer(forKey: .elements)
    for element in elements {
      var e = list.nestedContainer(keyedBy: ElementKey.self)
      try e.encode(element.path, forKey: .path)
      try e.encodeIfPresent(element.label, forKey: .label)
      var f = e.nestedContainer(keyedBy: FrameKey.self, forKey: .frame)
      try f.encode(element.frame.x, forKey: .x)
      try f.encode(element.frame.y, forKey: .y)
      try f.encode(element.frame.width, forKey: .width)
      try f.encode(element.frame.height, forKey: .height)
    }
  }
}
