import BarKitGeometry
import BarKitRaster
import BarKitScene
import Synchronization

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension Canvas {
  /// Draws `icon` fitted into `rect` (user space), every layer in `color` at the layer's
  /// opacity. Strokes keep their widths in icon units, so they scale with the icon.
  mutating func draw(_ icon: Icon, in rect: Rect, color: RGBA8, opacity: Double = 1) {
    draw(icon, in: rect, shader: .solid(color), opacity: opacity)
  }

  /// Draws `icon` fitted into `rect` with `shader`, whose coordinates are the icon's own units
  /// (the iOS 6 look fills glyphs with gradients).
  mutating func draw(_ icon: Icon, in rect: Rect, shader: Shader, opacity: Double = 1) {
    let fit = icon.transform(fitting: rect)
    withTransform(fit) { canvas in
      for layer in icon.layers {
        guard let path = IconPaths.path(for: layer.pathData) else { continue }
        let paint = Paint(shader: shader, opacity: layer.opacity * opacity)
        switch layer.paint {
        case .fill(let rule): canvas.fill(path, with: paint, rule: rule == .evenOdd ? .evenOdd : .nonZero)
        case .stroke(let style): canvas.stroke(path, style: style, with: paint)
        }
      }
    }
  }
}

/// Parsed icon paths, kept once per distinct path data: the icon table is static, so the cache
/// stays small, and parsing no longer shows up in a render's profile.
enum IconPaths {
  private static let parsed = Mutex<[String: Path]>([:])

  /// The path for SVG path data, or `nil` if the data does not parse (a test keeps every
  /// built-in icon parseable).
  static func path(for data: String) -> Path? {
    if let hit = parsed.withLock({ $0[data] }) { return hit }
    guard let path = try? Path(svgPathData: data) else { return nil }
    parsed.withLock { $0[data] = path }
    return path
  }

  /// The ink bounds of an icon in its own units: the union of its layers' outlines, strokes
  /// outlined with their caps and joins (a mitred point reaches beyond half the line width).
  static func inkBounds(of icon: Icon) -> Rect {
    var box: Rect?
    for layer in icon.layers {
      guard let path = path(for: layer.pathData) else { continue }
      let outline: Path
      switch layer.paint {
      case .fill: outline = path
      case .stroke(let style): outline = path.stroked(style)
      }
      guard let bounds = outline.bounds else { continue }
      box =
        box.map {
          Rect(
            left: min($0.minX, bounds.minX), top: min($0.minY, bounds.minY), right: max($0.maxX, bounds.maxX),
            bottom: max($0.maxY, bounds.maxY))
        } ?? bounds
    }
    return box ?? icon.viewBox
  }
}
