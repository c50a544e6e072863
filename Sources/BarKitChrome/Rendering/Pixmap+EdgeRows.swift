import BarKitRaster

extension Pixmap {
  /// Repeats row `first` into every row above it and row `last` into every row below it: the
  /// content's edges extended under the bars (`content.underBars: extendedEdges`).
  mutating func extendRows(from first: Int, through last: Int) {
    guard first >= 0, last < height, first <= last else { return }
    let w = width, s = stride
    pixels.withUnsafeMutableBufferPointer { p in
      for row in 0..<first {
        for x in 0..<w { p[row * s + x] = p[first * s + x] }
      }
      for row in (last + 1)..<height {
        for x in 0..<w { p[row * s + x] = p[last * s + x] }
      }
    }
  }

  /// Copies row `source` over row `target`.
  mutating func copyRow(_ source: Int, to target: Int) {
    guard (0..<height).contains(source), (0..<height).contains(target) else { return }
    let w = width, s = stride
    pixels.withUnsafeMutableBufferPointer { p in
      for x in 0..<w { p[target * s + x] = p[source * s + x] }
    }
  }
}
