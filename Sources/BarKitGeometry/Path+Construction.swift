extension Path {
  /// Adds a subpath holding one straight segment (a separator or hairline, say).
  public mutating func addLine(from start: Point, to end: Point) {
    move(to: start)
    line(to: end)
  }

  /// Adds a closed rectangle, starting at the top-left corner and running toward +x first:
  /// clockwise on screen with y pointing down (a positive shoelace area).
  public mutating func addRect(_ rect: Rect) {
    move(to: Point(x: rect.minX, y: rect.minY))
    line(to: Point(x: rect.maxX, y: rect.minY))
    line(to: Point(x: rect.maxX, y: rect.maxY))
    line(to: Point(x: rect.minX, y: rect.maxY))
    close()
  }

  /// Adds a closed rectangle with circular corners of one radius, in the direction of
  /// ``addRect(_:)``. The radius is clamped to half the shorter side.
  public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
    addRoundedRect(rect, cornerRadii: CornerRadii(all: cornerRadius))
  }

  /// Adds a closed rectangle with a circular corner of its own radius at each corner, in the
  /// direction of ``addRect(_:)``. Radii too large for the sides are scaled down together
  /// (``CornerRadii/fitted(to:)``); corners of radius zero are sharp.
  public mutating func addRoundedRect(_ rect: Rect, cornerRadii: CornerRadii) {
    let r = cornerRadii.fitted(to: rect.size)
    let (l, t, rt, b) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let quarter = Double.pi / 2
    // Each side runs from the end of one corner to the start of the next; each corner turns a
    // quarter clockwise (on screen) about its center.
    let corners: [(radius: Double, center: Point, angle: Double, start: Point, end: Point)] = [
      (
        r.topRight, Point(x: rt - r.topRight, y: t + r.topRight), -quarter,
        Point(x: rt - r.topRight, y: t), Point(x: rt, y: t + r.topRight)
      ),
      (
        r.bottomRight, Point(x: rt - r.bottomRight, y: b - r.bottomRight), 0,
        Point(x: rt, y: b - r.bottomRight), Point(x: rt - r.bottomRight, y: b)
      ),
      (
        r.bottomLeft, Point(x: l + r.bottomLeft, y: b - r.bottomLeft), quarter,
        Point(x: l + r.bottomLeft, y: b), Point(x: l, y: b - r.bottomLeft)
      ),
      (
        r.topLeft, Point(x: l + r.topLeft, y: t + r.topLeft), 2 * quarter,
        Point(x: l, y: t + r.topLeft), Point(x: l + r.topLeft, y: t)
      ),
    ]
    move(to: corners[3].end)
    for corner in corners {
      if corner.start != currentPointOfOpenSubpath { line(to: corner.start) }
      if corner.radius > 0 {
        appendArcCubics(
          center: corner.center, radiusX: corner.radius, radiusY: corner.radius, rotation: 0,
          startAngle: corner.angle, sweep: quarter, end: corner.end)
      }
    }
    close()
  }

  /// Adds a closed ellipse inscribed in the rectangle, as four quarter-turn cubics starting at
  /// the rightmost point and running clockwise on screen (toward +y first).
  public mutating func addEllipse(in rect: Rect) {
    let start = Point(x: rect.maxX, y: rect.midY)
    move(to: start)
    appendArcCubics(
      center: Point(x: rect.midX, y: rect.midY), radiusX: rect.width / 2, radiusY: rect.height / 2,
      rotation: 0, startAngle: 0, sweep: 2 * Double.pi, end: start)
    close()
  }

  /// The smallest rectangle holding every point and control point of the path, or `nil` for
  /// a path without points.
  ///
  /// A Bézier curve lies inside the convex hull of its control points, so this contains the
  /// whole path; it can be larger than the tight bounds where a control point sticks out past
  /// its curve. That is what callers need it for: sizing a raster region that must not clip.
  public var bounds: Rect? {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    for element in elements {
      let points: [Point] =
        switch element {
        case .move(let p), .line(let p): [p]
        case .quad(let c, let p): [c, p]
        case .cubic(let c1, let c2, let p): [c1, c2, p]
        case .close: []
        }
      for p in points {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
      }
    }
    guard minX <= maxX else { return nil }
    return Rect(left: minX, top: minY, right: maxX, bottom: maxY)
  }
}
