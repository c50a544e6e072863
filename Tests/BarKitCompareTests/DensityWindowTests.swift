import BarKitGeometry
import Testing

@testable import BarKitCompare

@Suite struct DensityWindowTests {
  @Test func summedAreaSearchMatchesBruteForce() {
    var state: UInt32 = 99
    for (w, h, size) in [(17, 11, 4), (5, 9, 8), (23, 23, 1), (30, 7, 7)] {
      var classes = [UInt8](repeating: 0, count: w * h)
      for i in classes.indices {
        state = state &* 1_664_525 &+ 1_013_904_223
        classes[i] = UInt8((state >> 24) % 5)
      }
      let map = PixelClassification(width: w, height: h, classes: classes)
      let found = DensityWindow.densest(in: map, windowSize: size)
      let ww = min(size, w), wh = min(size, h)
      var best = -1
      for y in 0...(h - wh) {
        for x in 0...(w - ww) {
          var n = 0
          for yy in y..<y + wh { for xx in x..<x + ww where map[xx, yy].isDifferent { n += 1 } }
          best = max(best, n)
        }
      }
      #expect(found.differingPixelCount == best, "\(w)x\(h) window \(size)")
      #expect(found.window.width == ww && found.window.height == wh)
    }
  }
}
