#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds stroke outlines from flattened subpaths as a union of convex pieces; see
/// ``Path/stroked(_:tolerance:)`` for the design.
struct PolylineStroker {
  let style: StrokeStyle
  let tolerance: Double
  let halfWidth: Double
  /// The pieces so far, one closed subpath each.
  private(set) var outline = Path()

  init(style: StrokeStyle, tolerance: Double) {
    self.style = style
    self.tolerance = tolerance
    halfWidth = style.lineWidth / 2
  }

  /// Adds the pieces for one subpath.
  mutating func stroke(_ subpath: FlattenedSubpath) {
    let (points, curveInterior) = Self.withoutDegenerateSegments(subpath)
    guard points.count > 1 else {
      if let p = points.first { addDot(at: p) }
      return
    }
    let count = points.count
    let segmentCount = subpath.isClosed ? count : count - 1
    // offsets[i]: segment i's unit normal times the half width, shared by every piece that
    // touches the segment so that their common edges match bit for bit.
    var offsets: [Point] = []
    var lengths: [Double] = []
    offsets.reserveCapacity(segmentCount)
    lengths.reserveCapacity(segmentCount)
    for i in 0..<segmentCount {
      let d = points[(i + 1) % count] - points[i]
      lengths.append(d.length)
      offsets.append(d.perpendicular * (halfWidth / lengths[i]))
    }
    let joined = subpath.isClosed ? 0..<count : 1..<(count - 1)
    var cuts = [Point?](repeating: nil, count: count)
    for i in joined {
      let incoming = (i + segmentCount - 1) % segmentCount
      cuts[i] = sharedCut(
        from: offsets[incoming], to: offsets[i], lengths: (lengths[incoming], lengths[i]), round: curveInterior[i])
    }
    for i in 0..<segmentCount {
      let a = points[i], b = points[(i + 1) % count]
      let start = cuts[i] ?? offsets[i], end = cuts[(i + 1) % count] ?? offsets[i]
      addPiece([a + start, b + end, b - end, a - start])
    }
    for i in joined where cuts[i] == nil {
      let incoming = (i + segmentCount - 1) % segmentCount
      addJoin(at: points[i], from: offsets[incoming], to: offsets[i], round: curveInterior[i])
    }
    if !subpath.isClosed {
      addCap(at: points[0], offset: offsets[0])
      addCap(at: points[count - 1], offset: offsets[segmentCount - 1] * -1)
    }
  }

  /// The subpath's points with zero-length segments removed (and, when closed, a last point
  /// equal to the first). A vertex merged with a duplicate is a curve interior only if both were.
  static func withoutDegenerateSegments(_ subpath: FlattenedSubpath) -> ([Point], [Bool]) {
    var points: [Point] = []
    var flags: [Bool] = []
    for (p, flag) in zip(subpath.points, subpath.isCurveInterior) {
      if let last = points.last, last.distance(to: p) <= Path.strokeDegenerateLength {
        flags[flags.count - 1] = flags[flags.count - 1] && flag
      } else {
        points.append(p)
        flags.append(flag)
      }
    }
    if subpath.isClosed, points.count > 1,
      points[0].distance(to: points[points.count - 1]) <= Path.strokeDegenerateLength
    {
      points.removeLast()
      flags[0] = flags[0] && flags.removeLast()
    }
    return (points, flags)
  }

  /// The offset, from a vertex, of the corner two segment pieces can share when they meet on
  /// the bisector of their turn instead of overlapping (each piece cut at the bisector, with no
  /// join piece), or `nil` when they cannot.
  ///
  /// The cut puts the outer corner at the miter point, `n0 + n1` scaled to the length
  /// `halfWidth / cos(turn/2)`. That is the miter join exactly; for round and bevel joins (and
  /// curve samples, joined round) it is allowed only while the miter sticks out at most the
  /// tolerance past the round join. The cut also moves each piece's end along the segment by
  /// `halfWidth · tan(turn/2)`; it must stay under half of either segment so that no piece turns
  /// inside out. Shared cuts matter for the rasterizer: overlapping pieces are a correct
  /// non-zero union, but where an overlap reaches the outline's edge an accumulating
  /// rasterizer counts its coverage twice. Along smooth curves this removes every overlap.
  func sharedCut(from n0: Point, to n1: Point, lengths: (Double, Double), round: Bool) -> Point? {
    let squaredHalfWidth = halfWidth * halfWidth
    let cosine = n0.dot(n1) / squaredHalfWidth
    guard cosine > 0 else { return nil }  // turns of a quarter or more keep their joins
    let miter = (n0 + n1) * (1 / (1 + cosine))
    let shift = max(0, miter.dot(miter) - squaredHalfWidth).squareRoot()
    guard shift <= 0.5 * min(lengths.0, lengths.1) else { return nil }
    let isMiterJoin = !round && style.lineJoin == .miter && 2 / (1 + cosine) <= style.miterLimit * style.miterLimit
    guard isMiterJoin || miter.length - halfWidth <= tolerance else { return nil }
    return miter
  }

  /// Adds the wedge filling the outer side of the turn at `vertex` between the segment with
  /// normal offset `n0` and the one with `n1`.
  mutating func addJoin(at vertex: Point, from n0: Point, to n1: Point, round: Bool) {
    let cross = n0.cross(n1), dot = n0.dot(n1)
    // The signed turn; its sign (even of a zero cross product, for a U-turn) picks the outer side.
    let turn = atan2(cross, dot)
    if turn == 0 { return }
    let outer = turn > 0 ? -1.0 : 1.0
    let a = vertex + n0 * outer, b = vertex + n1 * outer
    switch round ? .round : style.lineJoin {
    case .bevel:
      addPiece([vertex, a, b])
    case .round:
      addPiece([vertex] + arc(center: vertex, from: n0 * outer, sweep: turn) + [b])
    case .miter:
      // The miter length over the line width is 1 / cos(turn / 2) = √(2 / (1 + cos turn))
      // (SVG 2, §11.4.3, with the angle between segments θ = π − turn).
      let cosine = dot / (halfWidth * halfWidth)
      if cosine > -1, 2 / (1 + cosine) <= style.miterLimit * style.miterLimit {
        let tip = vertex + (n0 + n1) * (outer / (1 + cosine))
        addPiece([vertex, a, tip, b])
      } else {
        addPiece([vertex, a, b])
      }
    }
  }

  /// Adds the cap at an end of an open subpath. `offset` is the end segment's normal offset,
  /// negated at the last point, so that a quarter turn toward +y from it points out of the line.
  mutating func addCap(at p: Point, offset n: Point) {
    let out = n.perpendicular
    switch style.lineCap {
    case .butt: break
    case .square: addPiece([p + n, p + n + out, p - n + out, p - n])
    case .round: addPiece(arc(center: p, from: n, sweep: .pi) + [p - n])
    }
  }

  /// Adds a round or square dot for a subpath of zero length.
  mutating func addDot(at p: Point) {
    let r = halfWidth
    switch style.lineCap {
    case .butt: break
    case .square:
      addPiece([p + Point(x: -r, y: -r), p + Point(x: r, y: -r), p + Point(x: r, y: r), p + Point(x: -r, y: r)])
    case .round:
      addPiece(arc(center: p, from: Point(x: r, y: 0), sweep: 2 * .pi))
    }
  }

  /// Points along a circular arc around `center`, starting at `center + radius` (the vector
  /// `radius` rotated by `sweep` is where it ends, excluded), spaced so that each chord stays
  /// within the tolerance: a chord of angle α sags `r (1 − cos(α/2))`.
  func arc(center: Point, from radius: Point, sweep: Double) -> [Point] {
    let r = radius.length
    let maxStep = tolerance < r ? min(2 * acos(1 - tolerance / r), .pi / 4) : .pi / 4
    let steps = max(1, Int((abs(sweep) / maxStep).rounded(.up)))
    let start = atan2(radius.y, radius.x)
    var points = [center + radius]
    for i in 1..<steps {
      points.append(center + Point.unit(angle: start + sweep * Double(i) / Double(steps)) * r)
    }
    return points
  }

  /// Appends a convex polygon as a closed subpath with a positive shoelace area, or nothing if
  /// it has no area.
  mutating func addPiece(_ polygon: [Point]) {
    var area = 0.0
    for i in polygon.indices {
      area += polygon[i].cross(polygon[(i + 1) % polygon.count])
    }
    guard area != 0, area.isFinite else { return }
    let ordered = area > 0 ? polygon : polygon.reversed()
    outline.move(to: ordered[0])
    for p in ordered.dropFirst() { outline.line(to: p) }
    outline.close()
  }
}
