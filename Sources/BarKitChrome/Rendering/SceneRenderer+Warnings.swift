import BarKitGeometry
import BarKitPNG
import BarKitScene

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SceneRenderer {
  /// The warnings ``render(_:scale:navigationBarReveal:)`` would give for `scene` (a content
  /// image blown up, cut or of another device's shape: Docs/Mockups.md, "Warnings"), found
  /// without drawing: the layout and the image file's header alone. An image that does not
  /// load gives none here; checking the files says why.
  public func warnings(for scene: Scene, scale: DisplayScale? = nil) -> [RenderWarning] {
    guard case .image(let path, let mode, let crop, let imageScale) = scene.content.fill,
      let file = PNGHeader(contentsOf: URL(fileURLWithPath: path)),
      let kept = crop.remainder(ofWidth: file.width, height: file.height),
      let spec = try? scene.resolvedCanvas(scale: scale)
    else { return [] }
    let frame = ScreenLayout(scene: scene, canvas: spec).contentFrame(
      extendedUnder: scene.content.edgesForExtendedLayout)
    let inner = ContentPainter.canvas(spec, inside: frame)
    guard inner.pixelWidth > 0, inner.pixelHeight > 0 else { return [] }
    let k = Double(inner.scale.factor)
    let placed = ContentPainter.placement(
      ofKept: (kept.width, kept.height), scale: imageScale, mode: mode, canvas: inner)
    return ContentFit(
      file: (file.width, file.height), kept: (kept.width, kept.height),
      placed: (placed.width * k, placed.height * k), frame: (inner.pixelWidth, inner.pixelHeight), mode: mode
    ).warnings
  }
}
