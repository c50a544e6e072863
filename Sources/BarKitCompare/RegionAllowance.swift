import BarKitGeometry

/// Differing pixels a region may hold without failing the comparison: one element of a screen
/// allowed a small change of its own (`assertGolden(of:tolerances:)`, `compare
/// --element-tolerance`) while the rest stays strict. The pixels a region excuses, up to its
/// count, are taken off the differing count before the count limits apply; a pixel is excused
/// once, by the first region that holds it and has allowance left. The diff image still marks
/// them: they differ, and are allowed.
public struct RegionAllowance: Hashable, Sendable {
  /// The region, in pixels (clipped to the image).
  public var region: IntRect
  /// How many of its differing pixels are excused.
  public var maxDiffPixels: Int

  public init(region: IntRect, maxDiffPixels: Int) {
    self.region = region
    self.maxDiffPixels = maxDiffPixels
  }

  /// How many differing pixels of `classification` the `allowances` excuse, visiting each
  /// region's rows in order: the same pixels every time.
  static func excused(_ allowances: [RegionAllowance], in classification: PixelClassification) -> Int {
    let (width, height) = (classification.width, classification.height)
    guard let image = IntRect(x: 0, y: 0, width: width, height: height) else { return 0 }
    // Pixels already excused, so an overlap of two regions excuses a pixel once.
    var taken = allowances.count > 1 ? [Bool](repeating: false, count: width * height) : []
    var excused = 0
    for allowance in allowances where allowance.maxDiffPixels > 0 {
      guard let area = allowance.region.intersection(image) else { continue }
      var left = allowance.maxDiffPixels
      rows: for y in area.y..<area.maxY {
        for i in (y * width + area.x)..<(y * width + area.maxX)
        where PixelClass(rawValue: classification.classes[i])?.isDifferent == true && (taken.isEmpty || !taken[i]) {
          if !taken.isEmpty { taken[i] = true }
          excused += 1
          left -= 1
          if left == 0 { break rows }
        }
      }
    }
    return excused
  }
}
