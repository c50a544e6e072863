import BarKitGeometry
import BarKitRaster

/// iOS 7's activity indicator (`UIActivityIndicatorView`, and the status bar's network
/// activity indicator): twelve rounded spokes around a centre, the leading one opaque and each
/// following one fainter, as a still frame of the spin. Proportions are those of the 20-pt
/// white and gray styles, scaled to the diameter; they are estimates (no reference capture
/// shows a spinner; Docs/Fidelity.md, "Estimates").
struct ActivitySpinner {
  /// The diameter of the spokes' outer ends, in points.
  let diameter: Double

  /// The spokes: 12, of the 20-pt design's 2 pt × 5.5 pt, from 4.5 pt off the centre.
  static let spokes = 12
  static let designDiameter = 20.0
  static let spokeWidth = 2.0
  static let spokeLength = 5.5

  /// Draws the spinner centred on `centre` in `color`; the spoke at 12 o'clock is opaque and
  /// the others fade clockwise behind it to a quarter of its opacity.
  func draw(centre: Point, color: RGBA8, on canvas: inout Canvas) {
    let k = diameter / Self.designDiameter
    var spoke = Path()
    spoke.addRoundedRect(
      Rect(
        x: -Self.spokeWidth * k / 2, y: -diameter / 2, width: Self.spokeWidth * k, height: Self.spokeLength * k),
      cornerRadius: Self.spokeWidth * k / 2)
    for i in 0..<Self.spokes {
      let angle = Double(i) * 2 * Double.pi / Double(Self.spokes)
      let placed = spoke.applying(
        AffineTransform(rotation: angle).concatenating(AffineTransform(translationX: centre.x, y: centre.y)))
      // The spoke i steps behind the leading one (counter-clockwise) is fainter.
      let behind = Double((Self.spokes - i) % Self.spokes)
      canvas.fill(placed, with: Paint(color: color, opacity: 1 - 0.75 * behind / Double(Self.spokes - 1)))
    }
  }
}
