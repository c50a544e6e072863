import BarKitGeometry
import BarKitRaster

/// The alpha of the light bar's white tint, adapted to the content behind the bar.
///
/// The rule of measurements.md §3a, fitted to seven content classes (uniform purple, pink,
/// grouped gray and white, the red/green stripes, photos and a dark photo) to within about one
/// level: start at 0.80; add `V − 0.84` when brighter than V = 0.84, or `0.2 − V` when darker
/// than 0.2; cap at 0.90; then add `S − 0.7` when saturation exceeds 0.7, and cap at 0.90 again.
/// V and S are HSB value and saturation of the mean backdrop color. It has the shape of the
/// adaptive logic of later UIKit's `_UIBackdropViewSettingsUltraLight`; it is a fit, not a
/// published Apple constant.
public enum AdaptiveTintAlpha {
  /// The tint alpha for a backdrop whose mean straight color is `mean` (alpha ignored).
  public static func alpha(forMeanColor mean: RGBA8) -> Double {
    let high = Double(max(mean.r, mean.g, mean.b))
    let low = Double(min(mean.r, mean.g, mean.b))
    let value = high / 255
    let saturation = high == 0 ? 0 : (high - low) / high
    var alpha = 0.80
    if value > 0.84 { alpha += value - 0.84 }
    if value < 0.2 { alpha += 0.2 - value }
    alpha = min(alpha, 0.90)
    if saturation > 0.7 { alpha = min(alpha + saturation - 0.7, 0.90) }
    return alpha
  }

  /// The mean straight color of `region` of `image` (clipped to its bounds), rounded to
  /// nearest: premultiplied sums divided by the alpha sum, so transparent pixels do not darken
  /// it. Transparent black when nothing is covered.
  public static func meanColor(of image: Pixmap, in region: IntRect) -> RGBA8 {
    guard let r = region.intersection(image.bounds) else { return .clear }
    var sums = [Int](repeating: 0, count: 4)
    for y in r.y..<r.maxY {
      for x in r.x..<r.maxX {
        let p = image[x, y]
        sums[0] += Int(p.r)
        sums[1] += Int(p.g)
        sums[2] += Int(p.b)
        sums[3] += Int(p.a)
      }
    }
    guard sums[3] > 0 else { return .clear }
    func straight(_ sum: Int) -> UInt8 { UInt8(min(255, (sum * 255 + sums[3] / 2) / sums[3])) }
    let count = r.width * r.height
    return RGBA8(
      r: straight(sums[0]), g: straight(sums[1]), b: straight(sums[2]), a: UInt8((sums[3] + count / 2) / count))
  }
}
