import BarKitGeometry
import BarKitRaster
import BarKitScene

/// One painted part of an ``Icon``: SVG path data and how to paint it, in the icon's tint colour.
public struct IconLayer: Hashable, Sendable {
  /// How the layer's path is painted.
  public enum Painting: Hashable, Sendable {
    /// Fill the path's interior by the winding rule; even-odd knocks one shape out of another,
    /// such as the × out of the search field's clear disc.
    case fill(FillRule)
    /// Stroke the path's centre line with the given style (widths in the icon's points).
    case stroke(StrokeStyle)
  }

  /// SVG path data with absolute commands only (`M L H V C Q A Z`).
  public var pathData: String
  /// How the path is painted.
  public var paint: Painting
  /// Multiplies the tint's alpha: 1 for normal ink; less for parts drawn dimmed (empty Wi-Fi bars).
  public var opacity: Double

  /// Creates a layer.
  public init(pathData: String, paint: Painting, opacity: Double = 1) {
    self.pathData = pathData
    self.paint = paint
    self.opacity = opacity
  }

  /// A filled layer.
  public static func fill(_ pathData: String, rule: FillRule = .nonZero, opacity: Double = 1) -> IconLayer {
    IconLayer(pathData: pathData, paint: .fill(rule), opacity: opacity)
  }

  /// A stroked layer; iOS 7 bar glyphs use 1 pt lines (measurements.md §9: trash and refresh
  /// strokes are 2 px at @2x).
  public static func stroke(
    _ pathData: String, width: Double = 1, cap: LineCap = .butt, join: LineJoin = .miter, opacity: Double = 1
  ) -> IconLayer {
    IconLayer(
      pathData: pathData, paint: .stroke(StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join)),
      opacity: opacity)
  }

  /// Half the stroke width (the ink's reach beyond the centre line, before joins), or 0 for fills.
  public var inkOutset: Double {
    if case .stroke(let style) = paint { return style.lineWidth / 2 }
    return 0
  }
}
