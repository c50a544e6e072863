import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `compare --elements FILE.json`: the element map `render --elements` wrote, read with exit-3
/// errors that name the file and the JSON path, and the comparison's changes attributed to it.
enum ElementFiles {
  /// The map at `path`, which must describe an image of one of `sizes` (the two compared).
  static func load(_ path: String, sizes: [ImageDimensions], command: String) throws(CommandLineError) -> ElementMap {
    try InputPath.check(path, command: command)
    let data: Data
    do {
      data = try InputFile.read(URL(fileURLWithPath: path), maxByteCount: ElementMap.maximumByteCount)
    } catch {
      throw .badInput("\(command): --elements: \(error)")
    }
    let map: ElementMap
    do {
      map = try ElementMap(json: data, file: path)
    } catch {
      throw .badInput("\(command): \(error) (an element map, as render --elements writes)")
    }
    guard sizes.contains(map.size) else {
      throw .badInput(
        "\(command): \(UserText.shown(path)): at size: expected \(Set(sizes.map(\.description)).sorted().joined(separator: " or ")), "
          + "the size of the images compared (the map says \(map.size))")
    }
    return map
  }

  /// The result as `compare --json` prints it, with `changedElements` when a map was given.
  struct Report: Encodable {
    let result: ImageComparisonResult
    let changedElements: ElementChanges?

    private enum Key: String, CodingKey { case changedElements }

    func encode(to encoder: any Encoder) throws {
      try result.encode(to: encoder)
      var c = encoder.container(keyedBy: Key.self)
      try c.encodeIfPresent(changedElements, forKey: .changedElements)
    }
  }
}
