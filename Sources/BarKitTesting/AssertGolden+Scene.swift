import BarKit
import Foundation

/// Asserts that `scene`, rendered with `renderer`, matches its golden; a render error (a
/// missing image file, an unknown device) fails the test with its message.
///
/// The same as `assertGolden(of: try renderer.render(scene, scale: scale).pixmap, …)`, except
/// that a failure names the elements of the scene holding the changed pixels, from the render's
/// element map (``SceneRenderer/Output/elements``): "changed: navigationBar.rightItems[0]
/// (Done) 412 px, statusBar.time 96 px", on the message's second line and in the failure's
/// record and report.
@discardableResult
public func assertGolden(
  of scene: Scene, scale: DisplayScale? = nil, renderer: SceneRenderer = SceneRenderer(), named name: String? = nil,
  options: ComparisonOptions? = nil, record: RecordMode? = nil, settings: GoldenSettings = GoldenSettings.current,
  fileID: String = #fileID, filePath: StaticString = #filePath, function: String = #function, line: UInt = #line,
  column: UInt = #column
) -> GoldenOutcome {
  // A scene's bars hold text: its failures name the fonts.
  var settings = settings
  settings.describesTypeface = true
  let rendered: Result<SceneRenderer.Output, GoldenError>
  do {
    rendered = .success(try renderer.render(scene, scale: scale))
  } catch {
    rendered = .failure(.snapshotFailed("\(error)"))
  }
  return GoldenFailureReporter.assert(
    rendered.map(\.pixmap), elements: try? rendered.get().elements, named: name, options: options, record: record,
    settings: settings, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
