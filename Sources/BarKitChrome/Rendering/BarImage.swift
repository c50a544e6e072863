import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// An image a scene refers to, loaded and ready to draw: a bitmap with its scale, or a vector
/// shape.
enum BarImage {
  case bitmap(Pixmap, scale: Double)
  case vector(Path, viewBox: Rect, size: Size)

  /// The image's size in points.
  var size: Size {
    switch self {
    case .bitmap(let p, let scale): Size(width: Double(p.width) / scale, height: Double(p.height) / scale)
    case .vector(_, _, let size): size
    }
  }

  /// The bitmap's average alpha is 1 (UIKit infers a bar's translucency from it). O(pixels).
  var isOpaque: Bool {
    switch self {
    case .bitmap(let p, _): p.isOpaque()
    case .vector: false
    }
  }

  /// Loads a reference; a file's scale is the reference's `scale`, else it comes from its
  /// name (`@2x`, `@3x`), as UIImage's does.
  init(_ reference: ImageReference) throws(RenderError) {
    switch reference {
    case .file(let path, let scale):
      do {
        let pixmap = try Pixmap(contentsOfPNGFile: URL(fileURLWithPath: path))
        self = .bitmap(pixmap, scale: scale.map(Double.init) ?? Self.scale(fromFileName: path))
      } catch {
        // PNGError's description already names the file.
        throw RenderError(error.description)
      }
    case .vector(let v):
      guard let path = try? Path(svgPathData: v.pathData) else {
        throw RenderError("SVG path data \"\(v.pathData.prefix(40))\": does not parse")
      }
      self = .vector(path, viewBox: v.viewBox, size: v.size ?? v.viewBox.size)
    }
  }

  /// 2 for `name@2x.png`, 3 for `name@3x.png`, else 1.
  static func scale(fromFileName path: String) -> Double {
    let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    if stem.hasSuffix("@3x") { return 3 }
    if stem.hasSuffix("@2x") { return 2 }
    return 1
  }

  /// Draws the image into `rect`: as a template (`tint` through its alpha) or with its own
  /// colors. A vector image drawn as original is black, like a template in black.
  func draw(in rect: Rect, on canvas: inout Canvas, asTemplate: Bool, tint: RGBA8, opacity: Double = 1) {
    switch self {
    case .bitmap(let pixmap, _):
      if asTemplate {
        canvas.drawTemplate(pixmap, in: rect, tint: tint.withOpacity(opacity))
      } else {
        canvas.draw(pixmap, in: rect, opacity: opacity)
      }
    case .vector(let path, let box, _):
      let sx = rect.width / box.width, sy = rect.height / box.height
      let fit = AffineTransform(translationX: -box.minX, y: -box.minY).scaledBy(x: sx, y: sy)
        .translatedBy(x: rect.minX, y: rect.minY)
      canvas.fill(path.applying(fit), with: Paint(color: asTemplate ? tint : .black, opacity: opacity))
    }
  }
}

extension RGBA8 {
  /// The color with its alpha multiplied by `opacity` (0...1).
  func withOpacity(_ opacity: Double) -> RGBA8 {
    opacity >= 1 ? self : withAlphaComponent(Double(a) / 255 * max(0, opacity))
  }
}
