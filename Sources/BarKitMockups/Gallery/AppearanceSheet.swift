import BarKitChrome
import BarKitGeometry
import BarKitRaster
import BarKitScene

/// The same scene drawn as iOS 7 and as iOS 6, side by side under the headers "iOS 7" and
/// "iOS 6", like the tables of Apple's iOS 7 UI Transition Guide (`barkit sheet`, the demo
/// gallery's comparison sheets).
public struct AppearanceSheet: Sendable {
  /// The scene; its own `appearance` is ignored, both are drawn.
  public var scene: Scene
  /// Overrides the scene's scale.
  public var scale: DisplayScale?
  /// Crops both renders to one bar (with its status bar area, hairline or shadow).
  public var only: SceneRenderer.BarKind?
  /// A label left of the row (`"Navigation bar"`), or none.
  public var rowLabel: String?
  /// Captions under the iOS 7 and iOS 6 images, or none.
  public var captions: (ios7: String, ios6: String)?

  /// Creates a sheet of `scene`.
  public init(
    _ scene: Scene, scale: DisplayScale? = nil, only: SceneRenderer.BarKind? = nil, rowLabel: String? = nil,
    captions: (ios7: String, ios6: String)? = nil
  ) {
    self.scene = scene
    self.scale = scale
    self.only = only
    self.rowLabel = rowLabel
    self.captions = captions
  }

  /// Renders both appearances with `renderer` and composes them with ``LabelledGrid``.
  public func render(with renderer: SceneRenderer = SceneRenderer()) throws(RenderError) -> Pixmap {
    var images: [Pixmap] = []
    var sheetScale = DisplayScale.x2
    for appearance in [Appearance.ios7, .ios6] {
      var variant = scene
      variant.appearance = appearance
      let out = try renderer.render(variant, scale: scale)
      sheetScale = out.scale
      var image = out.pixmap
      if let only {
        guard let rect = out.barRects[only], let cropped = image.cropped(to: rect) else {
          throw RenderError("--only \(only.rawValue): \(only.absence(in: variant))")
        }
        image = cropped
      }
      images.append(image)
    }
    let grid = LabelledGrid(
      cells: [
        LabelledGrid.Cell(image: images[0], caption: captions?.ios7),
        LabelledGrid.Cell(image: images[1], caption: captions?.ios6),
      ],
      columns: 2, columnHeaders: ["iOS 7", "iOS 6"], rowLabels: rowLabel.map { [$0] } ?? [], scale: sheetScale)
    do { return try grid.render() } catch { throw RenderError("\(error)") }
  }
}
