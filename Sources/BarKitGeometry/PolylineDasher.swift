/// Cuts flattened subpaths into dashes: open subpaths that the stroker then caps and joins like
/// any other (SVG 2, §11.5 "Dashing").
struct PolylineDasher {
  /// The most dashes one path is cut into. Past it the path is stroked solid instead: a pattern
  /// far finer than the path is long would otherwise make an outline of unbounded size.
  static let maximumDashCount = 100_000

  /// The pattern, even in length, every entry finite and not negative, with a positive total.
  let pattern: [Double]
  let phase: Double

  /// Creates a dasher, or returns `nil` when the style's pattern means a solid line.
  init?(_ style: StrokeStyle) {
    let lengths = style.dashPattern
    guard !lengths.isEmpty, lengths.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
    let pattern = lengths.count % 2 == 0 ? lengths : lengths + lengths
    let total = pattern.reduce(0, +)
    guard total > 0, total.isFinite else { return nil }
    self.pattern = pattern
    let start = style.dashPhase.isFinite ? style.dashPhase.truncatingRemainder(dividingBy: total) : 0
    phase = start < 0 ? start + total : start
  }

  /// The dashes of every subpath, or `nil` when there would be more than
  /// ``maximumDashCount``. A closed subpath's first and last dashes stay separate pieces.
  func dashes(of subpaths: [FlattenedSubpath]) -> [FlattenedSubpath]? {
    var result: [FlattenedSubpath] = []
    for subpath in subpaths {
      guard subpath.points.count > 1 else {
        result.append(subpath)  // a dot: dashing leaves it as it is
        continue
      }
      guard dash(subpath, into: &result) else { return nil }
    }
    return result
  }

  /// Appends the dashes of one subpath; returns `false` when there are too many.
  private func dash(_ subpath: FlattenedSubpath, into result: inout [FlattenedSubpath]) -> Bool {
    // Where in the pattern the subpath starts: interval `index`, with `remaining` of it left.
    var index = 0
    var remaining = pattern[0]
    var skip = phase
    // A phase landing exactly on the end of an interval starts in the next one, unless the
    // interval has no length (a zero-length dash at the start is a dot).
    while skip > remaining || (skip == remaining && remaining > 0) {
      skip -= remaining
      index = (index + 1) % pattern.count
      remaining = pattern[index]
    }
    remaining -= skip
    var current: FlattenedSubpath? = index % 2 == 0 ? FlattenedSubpath() : nil
    current?.append(subpath.points[0])
    let count = subpath.points.count
    let segmentCount = subpath.isClosed ? count : count - 1
    for i in 0..<segmentCount {
      let a = subpath.points[i], b = subpath.points[(i + 1) % count]
      // A segment with a non-finite end has no usable length; it takes none of the pattern.
      let length = a.distance(to: b).isFinite ? a.distance(to: b) : 0
      var position = 0.0
      while true {
        let step = min(remaining, length - position)
        position += step
        remaining -= step
        guard remaining <= 0 else { break }  // the segment ends inside this interval
        let p = a.interpolated(to: b, at: length > 0 ? position / length : 1)
        if var dash = current {
          dash.append(p)
          result.append(dash)
          if result.count > Self.maximumDashCount { return false }
          current = nil
        } else {
          current = FlattenedSubpath()
          current?.append(p)
        }
        index = (index + 1) % pattern.count
        remaining = pattern[index]
      }
      if current != nil {
        let vertex = (i + 1) % count
        current?.append(b, curveInterior: subpath.isCurveInterior[vertex] && vertex != 0)
      }
    }
    if let dash = current, dash.points.count > 1 { result.append(dash) }
    return true
  }
}
