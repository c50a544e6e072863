import BarKitGeometry

/// Ignored rectangles clipped to an image, answered per row as sorted, disjoint column spans.
struct IgnoredRegions: Sendable {
  let rects: [IntRect]

  /// Clips `regions` to a `width × height` image, dropping those outside it.
  init(_ regions: [IntRect], width: Int, height: Int) {
    let bounds = IntRect(x: 0, y: 0, width: width, height: height)!
    rects = regions.compactMap { $0.intersection(bounds) }
  }

  var isEmpty: Bool { rects.isEmpty }

  /// The ignored column spans of row `y`, merged and sorted.
  func spans(row y: Int) -> [Range<Int>] {
    let covering = rects.filter { y >= $0.y && y < $0.maxY }.map { $0.x..<$0.maxX }.sorted {
      $0.lowerBound < $1.lowerBound
    }
    var merged: [Range<Int>] = []
    for span in covering {
      if let last = merged.last, span.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, span.upperBound)
      } else {
        merged.append(span)
      }
    }
    return merged
  }

  /// The number of ignored pixels (the area of the union), row by row.
  func pixelCount(height: Int) -> Int {
    guard !isEmpty else { return 0 }
    let top = rects.map(\.y).min()!, bottom = rects.map(\.maxY).max()!
    return (top..<min(bottom, height)).reduce(0) { sum, y in sum + spans(row: y).reduce(0) { $0 + $1.count } }
  }
}
