import BarKitGeometry
import BarKitRaster
import BarKitScene

/// What the iOS 7 and the iOS 6 renderers both start from: the resolved canvas, the images the
/// scene refers to (each loaded once), the content (the screen before any bar) and the bars'
/// frames.
struct RenderStart {
  let spec: ResolvedCanvas
  let images = ImageStore()
  let content: Pixmap
  let layout: ScreenLayout
  /// What the content's fit gave to warn about.
  let warnings: [RenderWarning]

  init(_ scene: Scene, scale: DisplayScale?) throws(RenderError) {
    // A scene built in Swift skips decoding's checks; the double-height bar's are repeated here.
    do {
      spec = try scene.resolvedCanvas(scale: scale)
      try scene.checkDoubleHeight(on: spec)
    } catch { throw RenderError("\(error)") }
    layout = ScreenLayout(scene: scene, canvas: spec)
    var warnings: [RenderWarning] = []
    content = try ContentPainter.render(
      scene, canvas: spec, in: layout.contentFrame(extendedUnder: scene.content.edgesForExtendedLayout), images: images,
      warnings: &warnings)
    self.warnings = warnings
  }

  /// A canvas holding the content, to draw the bars on. Consuming, so that (called as
  /// `(consume start).intoCanvas()`) the canvas holds the content's pixels alone and the bars
  /// are drawn on them in place, not on a copy.
  consuming func intoCanvas() -> Canvas { Canvas(pixmap: content, scale: spec.scale) }
}
