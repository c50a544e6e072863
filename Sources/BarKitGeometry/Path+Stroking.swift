extension Path {
  /// Returns the outline of the stroke of this path, to be filled with the non-zero rule.
  ///
  /// Curves are flattened first (within `tolerance`); the outline is then the union of simple
  /// convex pieces, each a closed subpath with a positive shoelace area (clockwise on screen
  /// with y down): a quadrilateral per segment, a wedge per join on the outer side of the turn,
  /// and a cap at each end of an open subpath. Pieces of one orientation only add winding, so
  /// the non-zero fill is exactly their union, which is how SVG 2 (§11.4, "stroke shape")
  /// defines a stroke. Where two segments meet at a gentle turn (along curves, typically) their
  /// pieces are cut on the bisector and share that edge instead of overlapping, so a smooth
  /// curve's outline has no overlaps at all. Adjacent pieces share exact vertex coordinates, so
  /// an accumulating rasterizer leaves no seam between them.
  ///
  /// - Joins follow `style.lineJoin` at the path's own vertices, including the start of a closed
  ///   subpath; a miter longer than `style.miterLimit × lineWidth` becomes a bevel, as in SVG.
  ///   Vertices that only sample a curve are joined round, which is what the smooth curve's
  ///   offset is.
  /// - Open subpaths get `style.lineCap` at both ends; closed subpaths get none.
  /// - Segments shorter than ``strokeDegenerateLength`` are dropped. A subpath with no length
  ///   left but at least one drawing command (`M 5 5 Z`, `M 5 5 L 5 5`) draws a dot with round
  ///   or square caps (an axis-aligned square), and nothing with butt caps (SVG 2, §11.4).
  /// - `style.dashPattern` cuts each subpath into dashes, measured along the flattened path
  ///   from `style.dashPhase` and restarting at each subpath; each dash is an open subpath with
  ///   caps, and a zero-length dash is a dot. A closed subpath's first and last dashes are not
  ///   joined. A pattern that would give more than 100 000 dashes strokes solid instead.
  /// - A line width that is not positive and finite strokes nothing.
  public func stroked(_ style: StrokeStyle, tolerance: Double = Path.defaultFlatteningTolerance) -> Path {
    guard style.lineWidth > 0, style.lineWidth.isFinite else { return Path() }
    let tol = tolerance.isFinite && tolerance > 0 ? tolerance : Path.defaultFlatteningTolerance
    var stroker = PolylineStroker(style: style, tolerance: tol)
    var subpaths = flattenedSubpaths(tolerance: tol)
    if let dasher = PolylineDasher(style), let dashes = dasher.dashes(of: subpaths) {
      subpaths = dashes
    }
    for subpath in subpaths {
      stroker.stroke(subpath)
    }
    return stroker.outline
  }

  /// Segments shorter than this, in path units, count as zero length when stroking: far below
  /// anything visible at any display scale, but above the rounding noise of computed points.
  public static let strokeDegenerateLength = 1e-9
}
