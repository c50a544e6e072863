extension Path {
  /// The path as SVG path data with absolute commands (`M L Q C Z`), for SVG files, debugging and
  /// comparison with other renderers.
  ///
  /// Numbers use the shortest text that reads back as the same `Double`, so
  /// ``init(svgPathData:)`` restores a path with finite coordinates exactly — except that a
  /// drawing command right after a close gains the explicit move SVG implies.
  public var svgPathData: String {
    var parts: [String] = []
    parts.reserveCapacity(elements.count)
    for element in elements {
      switch element {
      case .move(let p): parts.append("M\(Self.svgText(p))")
      case .line(let p): parts.append("L\(Self.svgText(p))")
      case .quad(let c, let p): parts.append("Q\(Self.svgText(c)) \(Self.svgText(p))")
      case .cubic(let c1, let c2, let p): parts.append("C\(Self.svgText(c1)) \(Self.svgText(c2)) \(Self.svgText(p))")
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }

  private static func svgText(_ p: Point) -> String { "\(svgText(p.x)) \(svgText(p.y))" }

  /// Whole numbers without the ".0" Swift adds; everything else as Swift's shortest round-trip
  /// form, whose exponent notation (`1e-05`) SVG's number grammar accepts.
  private static func svgText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
