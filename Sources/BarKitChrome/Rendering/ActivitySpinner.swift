import BarKitGeometry
import BarKitRaster
import BarKitScene

/// iOS 7's activity indicator (`UIActivityIndicatorView`, and the status bar's network
/// activity indicator): twelve rounded spokes around a centre, as a still frame of the spin.
/// Measured on the IPOD capture's gray indicator (Docs/Fidelity.md, "Activity indicator"): in
/// the 20-pt view the spokes are 2 pt wide and run from 5 pt to 10 pt off the centre; the
/// leading spoke is drawn in the full color, the six behind it (counter-clockwise: the wheel
/// turns clockwise) fade by equal steps to 0.31 of it, and the other five stay at 0.31. Other
/// diameters scale the design.
struct ActivitySpinner {
  /// The diameter of the spokes' outer ends, in points.
  let diameter: Double

  static let spokes = 12
  static let designDiameter = 20.0
  static let spokeWidth = 2.0
  static let spokeLength = 5.0
  /// How many spokes the trail fades over, and the opacity (of the leading spoke's) it ends at.
  static let trail = 6
  static let trailEnd = 0.31

  /// The opacity of the spoke `behind` steps behind the leading one, relative to it.
  static func opacity(behind: Int) -> Double {
    1 - (1 - trailEnd) * Double(min(behind, trail)) / Double(trail)
  }

  /// Draws the spinner centred on `centre` in `color`, its leading spoke at 12 o'clock.
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
      // Spoke i sits clockwise of the leading one, so (12 − i) steps behind it.
      let behind = (Self.spokes - i) % Self.spokes
      canvas.fill(placed, with: Paint(color: color, opacity: Self.opacity(behind: behind)))
    }
  }
}

extension ActivitySpinner {
  /// The wheel a `UIActivityIndicatorView` draws and its color: the style's size (20 pt, 37 for
  /// `whiteLarge`) and white or gray, unless `color` replaces it; a style left unset is white on
  /// a black (or, in iOS 6, any) bar and gray on a light one.
  static func indicator(_ view: ActivityIndicator, onBlackBar: Bool) -> (spinner: ActivitySpinner, color: RGBA8) {
    let style = view.activityIndicatorViewStyle ?? (onBlackBar ? .white : .gray)
    let color = view.color ?? (style == .gray ? IOS7Metrics.grayActivityIndicator : .white)
    return (ActivitySpinner(diameter: style.diameter), color)
  }
}
