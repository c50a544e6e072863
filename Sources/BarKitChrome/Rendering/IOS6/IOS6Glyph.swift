import BarKitGeometry
import BarKitRaster
import BarKitScene

/// A glyph on an iOS 6 bar: a built-in icon or a custom image, always drawn as a template
/// (the transition guide's Bar Buttons section: "in earlier versions of iOS, custom bar button
/// art was automatically treated as a template image"), filled flat or with a vertical gloss.
enum IOS6Glyph {
  case icon(Icon, ink: Rect)
  case image(BarImage)

  /// A built-in glyph; `weight` multiplies its strokes' widths (iOS 6 bar glyphs are heavier
  /// than iOS 7's hairline ones, which BarKit's icons reproduce).
  init(_ icon: Icon, weight: Double = 1) {
    var glyph = icon
    if weight != 1 {
      glyph = Icon(
        name: icon.name, width: icon.viewBox.width, height: icon.viewBox.height,
        layers: icon.layers.map { layer in
          guard case .stroke(var style) = layer.paint else { return layer }
          style.lineWidth *= weight
          return IconLayer(pathData: layer.pathData, paint: .stroke(style), opacity: layer.opacity)
        })
    }
    self = .icon(glyph, ink: IconPaths.inkBounds(of: glyph))
  }

  /// How much heavier iOS 6's bar button glyphs are drawn than BarKit's iOS 7 ones (estimate:
  /// FAK's and UI7Kit's iOS 6 glyphs have stems ≈ 2.5 pt where iOS 7's are ≈ 1.5).
  static let barButtonWeight = 1.7

  /// The glyph's ink size in points.
  var size: Size {
    switch self {
    case .icon(_, let ink): ink.size
    case .image(let image): image.size
    }
  }

  /// Draws the glyph with its ink box centred on `center`, filled with `fill` from the ink's
  /// top (location 0) to its bottom (1); one stop is a flat fill.
  func draw(centeredAt center: Point, fill: [GradientStop], on canvas: inout Canvas) {
    let size = self.size
    let box = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    switch self {
    case .icon(let icon, let ink):
      let shader = Self.shader(fill, top: ink.minY, bottom: ink.maxY)
      let rect = Rect(
        x: box.minX - ink.minX, y: box.minY - ink.minY, width: icon.viewBox.width, height: icon.viewBox.height)
      canvas.draw(icon, in: rect, shader: shader)
    case .image(let image):
      let shader = Self.shader(fill, top: box.minY, bottom: box.maxY)
      switch image {
      case .bitmap(let pixmap, _):
        var alpha: [UInt8] = []
        alpha.reserveCapacity(pixmap.width * pixmap.height)
        for y in 0..<pixmap.height { for x in 0..<pixmap.width { alpha.append(pixmap[x, y].a) } }
        guard let mask = Mask(width: pixmap.width, height: pixmap.height, values: alpha) else { return }
        canvas.draw(mask, in: box, with: Paint(shader: shader))
      case .vector(let path, let viewBox, _):
        let fit = AffineTransform(translationX: -viewBox.minX, y: -viewBox.minY)
          .scaledBy(x: box.width / viewBox.width, y: box.height / viewBox.height)
          .translatedBy(x: box.minX, y: box.minY)
        canvas.fill(path.applying(fit), with: Paint(shader: shader))
      }
    }
  }

  /// A flat shader for one stop, else a vertical gradient from `top` to `bottom`.
  static func shader(_ fill: [GradientStop], top: Double, bottom: Double) -> Shader {
    guard fill.count > 1,
      let gradient = LinearGradient(start: Point(x: 0, y: top), end: Point(x: 0, y: bottom), stops: fill)
    else { return .solid(fill.first?.color ?? .white) }
    return .linearGradient(gradient)
  }
}

extension [GradientStop] {
  /// A flat fill.
  static func flat(_ color: RGBA8) -> [GradientStop] { [GradientStop(location: 0, color: color)] }

  /// A glossy fill: `upper` over the top half, a hard split, `lower` over the bottom half.
  static func gloss(upper: (top: RGBA8, bottom: RGBA8), lower: (top: RGBA8, bottom: RGBA8)) -> [GradientStop] {
    [
      GradientStop(location: 0, color: upper.top), GradientStop(location: 0.5, color: upper.bottom),
      GradientStop(location: 0.5, color: lower.top), GradientStop(location: 1, color: lower.bottom),
    ]
  }
}
