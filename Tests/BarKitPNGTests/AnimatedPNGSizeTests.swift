import BarKitPNG
import BarKitRaster
import Foundation
import TestSupport
import Testing

/// What the changed-rectangle frames save on a scroll animation where only the bar at the top
/// changes.
struct AnimatedPNGSizeTests {
  /// A screen `width` × `height`: a diagonal gradient with a divider every 88 rows (table
  /// cells), plus ±`noise` levels of seeded noise (0: flat UI; 8: a photograph's grain). The
  /// top `barRows` rows are covered by white at an opacity rising with `step` of `steps`.
  static func screens(width: Int, height: Int, barRows: Int, steps: Int, noise: Int) -> [Pixmap] {
    var random = SplitMix64(seed: 7)
    var base = Pixmap(width: width, height: height)!
    for y in 0..<height {
      for x in 0..<width {
        let grain = noise > 0 ? Int(random.next() % UInt64(2 * noise + 1)) - noise : 0
        let level = { (v: Int) in UInt8(clamping: v + grain) }
        let divider = y % 88 == 87
        base[x, y] =
          RGBA8(
            r: divider ? 200 : level(40 + x * 160 / width), g: divider ? 200 : level(90 + y * 120 / height),
            b: divider ? 204 : level(200 - x * 80 / width)
          ).premultiplied
      }
    }
    return (0..<steps).map { step in
      var frame = base
      let alpha = step * 247 / max(1, steps - 1)  // iOS 7 bars end at 97 % white
      func mix(_ c: UInt8) -> UInt8 {
        let sum: Int = Int(c) * (255 - alpha) + 255 * alpha + 127
        return UInt8(sum / 255)
      }
      for y in 0..<barRows {
        for x in 0..<width {
          let p = frame[x, y]
          frame[x, y] = PremultipliedRGBA8(uncheckedR: mix(p.r), g: mix(p.g), b: mix(p.b), a: 255)
        }
      }
      return frame
    }
  }

  @Test func changedRectanglesShrinkAScrollAnimation() throws {
    let images = Self.screens(width: 90, height: 160, barRows: 16, steps: 6, noise: 8)
    let delay = FrameDelay(framesPerSecond: 30)!
    let small = try AnimatedPNG(images: images, delay: delay).data()
    let whole = try AnimatedPNG(images: images, delay: delay, storesChangedRegions: false).data()
    #expect(small.count * 3 < whole.count)
    // The five frames after the first store 16 of 160 rows each, so the file is about one and a
    // half frames; each strip also carries its own chunk framing, zlib header and code tables.
    let first = try images[0].pngData().count
    #expect(small.count < first * 17 / 10)
  }
}
