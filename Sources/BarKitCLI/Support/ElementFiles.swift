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
    let map = try read(path, command: command)
    try check(map, at: path, sizes: sizes, command: command)
    return map
  }

  /// The map at `path`, not yet checked against the images (``check(_:at:sizes:command:)``).
  static func read(_ path: String, command: String) throws(CommandLineError) -> ElementMap {
    try InputPath.check(path, command: command)
    let data: Data
    do {
      data = try InputFile.read(URL(fileURLWithPath: path), maxByteCount: ElementMap.maximumByteCount)
    } catch {
      throw .badInput("\(command): --elements: \(error)")
    }
    do {
      return try ElementMap(json: data, file: path)
    } catch {
      throw .badInput("\(command): \(error) (an element map, as render --elements writes)")
    }
  }

  /// Refuses a map that describes an image of none of `sizes`.
  static func check(_ map: ElementMap, at path: String, sizes: [ImageDimensions], command: String)
    throws(CommandLineError)
  {
    guard sizes.contains(map.size) else {
      throw .badInput(
        "\(command): \(UserText.shown(path)): at size: expected \(Set(sizes.map(\.description)).sorted().joined(separator: " or ")), "
          + "the size of the images compared (the map says \(map.size))")
    }
  }

  /// The frames of the elements `patterns` name (`--ignore-element`), with usage errors for a
  /// pattern that is not a path or names no element.
  static func frames(
    of patterns: [String], in map: ElementMap, command: String, option: String = "--ignore-element"
  ) throws(CommandLineError) -> [IntRect] {
    do {
      return try map.frames(ofPaths: patterns)
    } catch {
      throw .usage("\(command): \(option): \(error)")
    }
  }

  /// The allowances `--element-tolerance PATH=N` gives: each element the path names may hold N
  /// differing pixels of its own. Usage errors for a value that is not `PATH=N`.
  static func allowances(of values: [String], in map: ElementMap, command: String) throws(CommandLineError)
    -> [RegionAllowance]
  {
    var allowances: [RegionAllowance] = []
    for value in values {
      guard let equals = value.lastIndex(of: "="), let count = Int(value[value.index(after: equals)...]), count >= 0
      else {
        throw .usage(
          "\(command): --element-tolerance \(UserText.shown(value)): expected PATH=N, N a whole number of pixels ≥ 0 "
            + "(navigationBar.title=20)")
      }
      let path = String(value[..<equals])
      allowances += try frames(of: [path], in: map, command: command, option: "--element-tolerance").map {
        RegionAllowance(region: $0, maxDiffPixels: count)
      }
    }
    return allowances
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
