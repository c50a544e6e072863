/// The anti-aliasing exception only for edges: a connected cluster of over-tolerance pixels
/// (8-connected) that holds at least one differing pixel counts its anti-aliased pixels as
/// differing too.
///
/// Why: the heuristic excuses pixels on an edge between two flat areas, and the strokes of a
/// glyph at @1x–@3x are mostly such edge pixels. When a badge's "2" became a "3", pixelmatch's
/// rule counted 25 differing and 112 anti-aliased pixels, so the change passed a 50-pixel limit.
/// A changed glyph always leaves a few pixels that are not edges (a stroke's core, a new
/// junction), and those are connected to its edge pixels. A re-rendered edge (another
/// FreeType, a subpixel shift) stays excused only where the heuristic excuses all of it: a
/// thin stroke's end or a sharp tip it leaves counts its whole edge (ChangedGlyphTests and
/// DefaultRuleVerdictTests measure both).
enum ChangeClusters {
  /// Reclassifies, in `classes` (`width × height`, row-major), the anti-aliased pixels of every
  /// cluster that holds a differing pixel; `darker(x, y)` decides which differing class each
  /// gets. Returns how many were promoted and the bounds they cover.
  static func promote(
    _ classes: UnsafeMutablePointer<UInt8>, width: Int, height: Int, darker: (Int, Int) -> Bool,
    include: (Int, Int) -> Void
  ) -> Int {
    let aa = PixelClass.antiAliased.rawValue
    // Visited pixels carry the high bit until their cluster is settled.
    let visited: UInt8 = 0x80
    var promoted = 0
    var stack: [Int] = [], cluster: [Int] = []
    // Pixels of excused clusters keep their mark until the scan ends, so no cluster is walked twice.
    var excused: [Int] = []
    let count = width * height
    var start = 0
    while start < count {
      // Skips eight unremarkable bytes at a time: most pixels are unchanged.
      if start + 8 <= count, UnsafeRawPointer(classes + start).loadUnaligned(as: UInt64.self) == 0 {
        start += 8
        continue
      }
      defer { start += 1 }
      guard classes[start] == aa else { continue }
      var hasDiffering = false
      stack.append(start)
      classes[start] |= visited
      while let i = stack.popLast() {
        cluster.append(i)
        let x = i % width, y = i / width
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
          for nx in max(x - 1, 0)...min(x + 1, width - 1) {
            let j = ny * width + nx
            let c = classes[j]
            guard c & visited == 0, c != 0, c != PixelClass.ignored.rawValue else { continue }
            if c != aa { hasDiffering = true }
            classes[j] |= visited
            stack.append(j)
          }
        }
      }
      guard hasDiffering else {
        excused += cluster
        cluster.removeAll(keepingCapacity: true)
        continue
      }
      for i in cluster {
        classes[i] &= ~visited
        if classes[i] == aa {
          let x = i % width, y = i / width
          classes[i] = (darker(x, y) ? PixelClass.differentDarker : PixelClass.differentLighter).rawValue
          include(x, y)
          promoted += 1
        }
      }
      cluster.removeAll(keepingCapacity: true)
    }
    for i in excused { classes[i] &= ~visited }
    return promoted
  }
}
