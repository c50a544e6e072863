/// How a stroke ends its open subpaths.
public enum LineCap: String, Sendable, CaseIterable {
  /// The stroke stops square at the end point.
  case butt
  /// A half disk of the line width ends the stroke.
  case round
  /// The stroke runs on half the line width past the end point, square.
  case square
}

/// How a stroke joins two segments.
public enum LineJoin: String, Sendable, CaseIterable {
  /// The outer edges extend until they meet, unless the miter limit makes it a bevel.
  case miter
  /// A circular arc of the line width rounds the outer corner.
  case round
  /// A straight edge cuts the outer corner.
  case bevel
}

/// The parameters of a stroke (Core Graphics and SVG vocabulary).
public struct StrokeStyle: Hashable, Sendable {
  /// The stroke's full width, centered on the path, in the path's units.
  public var lineWidth: Double
  /// How open subpaths end.
  public var lineCap: LineCap
  /// How segments meet.
  public var lineJoin: LineJoin
  /// The miter length limit, as a multiple of the line width (SVG's `stroke-miterlimit`, default 4;
  /// Core Graphics uses 10).
  public var miterLimit: Double
  /// Alternating dash and gap lengths, in the path's units, starting with a dash (SVG's
  /// `stroke-dasharray`). Empty draws a solid line; so does a pattern with a negative or
  /// non-finite length or a zero total. An odd count repeats once to make it even, as in SVG.
  public var dashPattern: [Double]
  /// How far into the dash pattern each subpath starts (SVG's `stroke-dashoffset`).
  public var dashPhase: Double

  /// Creates a stroke style.
  public init(
    lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 4,
    dashPattern: [Double] = [], dashPhase: Double = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
  }
}
