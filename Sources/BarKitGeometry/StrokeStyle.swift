/// How a stroke ends its open subpaths.
public enum LineCap: String, Sendable, CaseIterable {
  case butt, round, square
}

/// How a stroke joins two segments.
public enum LineJoin: String, Sendable, CaseIterable {
  case miter, round, bevel
}

/// The parameters of a stroke (Core Graphics and SVG vocabulary).
public struct StrokeStyle: Hashable, Sendable {
  public var lineWidth: Double
  public var lineCap: LineCap
  public var lineJoin: LineJoin
  /// The miter length limit, as a multiple of the line width (SVG's `stroke-miterlimit`, default 4;
  /// Core Graphics uses 10).
  public var miterLimit: Double

  /// Creates a stroke style.
  public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 4) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
  }
}
