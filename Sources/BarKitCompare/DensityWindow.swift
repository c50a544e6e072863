import BarKitGeometry

/// Finds the square window holding the most differing pixels with a summed-area table
/// (Crow 1984): one pass builds it, then each window's count is four lookups, so the search is
/// O(width · height) whatever the window size.
enum DensityWindow {
  /// The densest `windowSize × windowSize` window (clipped to the image) of `map`; on ties,
  /// the topmost, then leftmost.
  static func densest(in map: PixelClassification, windowSize: Int) -> DensestWindow {
    let w = map.width, h = map.height
    let side = w + 1
    var table = [Int32](repeating: 0, count: side * (h + 1))
    map.classes.withUnsafeBufferPointer { classes in
      for y in 0..<h {
        var rowSum: Int32 = 0
        for x in 0..<w {
          // Classes 1 and 2 are the differing ones.
          rowSum &+= classes[y * w + x] &- 1 < 2 ? 1 : 0
          table[(y + 1) * side + x + 1] = table[y * side + x + 1] &+ rowSum
        }
      }
    }
    let ww = min(windowSize, w), wh = min(windowSize, h)
    var best: Int32 = -1
    var bestX = 0, bestY = 0
    for y in 0...(h - wh) {
      let top = y * side, bottom = (y + wh) * side
      for x in 0...(w - ww) {
        let count = table[bottom + x + ww] &- table[top + x + ww] &- table[bottom + x] &+ table[top + x]
        if count > best {
          best = count
          bestX = x
          bestY = y
        }
      }
    }
    return DensestWindow(
      window: IntRect(x: bestX, y: bestY, width: ww, height: wh)!, differingPixelCount: Int(best))
  }
}
