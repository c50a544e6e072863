/// One drawing command of a ``Path``.
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at the point.
  case move(to: Point)
  /// A straight segment to the point.
  case line(to: Point)
  /// A quadratic Bézier segment with one control point.
  case quad(control: Point, to: Point)
  /// A cubic Bézier segment with two control points.
  case cubic(control1: Point, control2: Point, to: Point)
  /// Closes the current subpath with a straight segment back to its start.
  case close
}

/// A sequence of subpaths made of lines and Bézier curves, in any coordinate space.
///
/// Arcs, ellipses and rounded rectangles are converted to cubic Béziers when added, so every
/// consumer (flattening, stroking, rasterization) handles just four kinds of element.
public struct Path: Hashable, Sendable {
  /// The drawing commands, in order.
  public private(set) var elements: [PathElement] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a path from drawing commands.
  public init(elements: [PathElement]) { self.elements = elements }

  /// Whether the path has no drawing commands.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath.
  public mutating func move(to p: Point) { elements.append(.move(to: p)) }
  /// Adds a straight segment.
  public mutating func line(to p: Point) { elements.append(.line(to: p)) }
  /// Adds a quadratic Bézier segment.
  public mutating func quad(control c: Point, to p: Point) { elements.append(.quad(control: c, to: p)) }
  /// Adds a cubic Bézier segment.
  public mutating func cubic(control1 c1: Point, control2 c2: Point, to p: Point) {
    elements.append(.cubic(control1: c1, control2: c2, to: p))
  }
  /// Closes the current subpath.
  public mutating func close() { elements.append(.close) }

  /// Appends every element of another path.
  public mutating func append(_ other: Path) { elements.append(contentsOf: other.elements) }

  /// Returns the path with every point mapped through the transform.
  public func applying(_ t: AffineTransform) -> Path {
    Path(
      elements: elements.map { e in
        switch e {
        case .move(let p): .move(to: t.apply(p))
        case .line(let p): .line(to: t.apply(p))
        case .quad(let c, let p): .quad(control: t.apply(c), to: t.apply(p))
        case .cubic(let c1, let c2, let p): .cubic(control1: t.apply(c1), control2: t.apply(c2), to: t.apply(p))
        case .close: .close
        }
      })
  }
}
