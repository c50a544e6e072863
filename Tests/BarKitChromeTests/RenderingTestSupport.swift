import BarKitChrome
import BarKitGeometry
import BarKitScene
import Foundation

/// Helpers for the rendering tests: render JSON scenes and measure pixels.
enum Render {
  /// Renders a scene given as JSON text.
  static func json(_ text: String, scale: DisplayScale? = nil) throws -> SceneRenderer.Output {
    try SceneRenderer().render(try Scene(decoding: Data(text.utf8), file: "test"), scale: scale)
  }
}
