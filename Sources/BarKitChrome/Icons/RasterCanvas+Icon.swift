import BarKitGeometry
import BarKitRaster

// Qualified: BarKitChrome has its own `Canvas` (the scene's screen).
extension BarKitRaster.Canvas {
  /// Draws `icon` in `color`, its view box scaled uniformly into `rect` (user space) and centred.
  ///
  /// Stroke layers are stroked with their style (widths scale with the icon); fill layers are
  /// filled by their rule; each layer's opacity multiplies `color`'s alpha. Every layer is parsed
  /// before anything is drawn, so malformed data draws nothing.
  ///
  /// - Throws: ``SVGPathError`` when a layer's path data does not parse (never for the built-in
  ///   set: `IconBoundsTests` parses every icon).
  public mutating func draw(_ icon: Icon, in rect: Rect, color: RGBA8) throws(SVGPathError) {
    var paths: [Path] = []
    for layer in icon.layers { paths.append(try Path(svgPathData: layer.pathData)) }
    save()
    defer { restore() }
    concatenate(icon.transform(fitting: rect))
    for (layer, path) in zip(icon.layers, paths) {
      let paint = Paint(color: color, opacity: layer.opacity)
      switch layer.paint {
      case .fill(let rule): fill(path, with: paint, rule: rule)
      case .stroke(let style): stroke(path, style: style, with: paint)
      }
    }
  }
}
