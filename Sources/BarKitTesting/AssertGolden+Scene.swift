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
///
/// `ignoring` names elements whose pixels are not compared, by their paths in the scene with
/// wildcards (``ElementPattern``: `statusBar.time`, `tabBar.items[*].badgeValue`): their frames
/// join the options' ignored regions, which the diff image tints. A pattern that names no
/// element of the scene, or is not a path, fails the test, naming the elements there are.
@discardableResult
public func assertGolden(
  of scene: Scene, scale: DisplayScale? = nil, renderer: SceneRenderer = SceneRenderer(), named name: String? = nil,
  ignoring: [String] = [], options: ComparisonOptions? = nil, record: RecordMode? = nil,
  settings: GoldenSettings = GoldenSettings.current, fileID: String = #fileID, filePath: StaticString = #filePath,
  function: String = #function, line: UInt = #line, column: UInt = #column
) -> GoldenOutcome {
  // A scene's bars hold text: its failures name the fonts.
  var settings = settings
  settings.describesTypeface = true
  var rendered: Result<SceneRenderer.Output, GoldenError>
  do {
    rendered = .success(try renderer.render(scene, scale: scale))
  } catch {
    rendered = .failure(.snapshotFailed("\(error)"))
  }
  var options = options
  if !ignoring.isEmpty, case .success(let output) = rendered {
    do {
      options = try ignoringElements(ignoring, of: output.elements, in: options ?? settings.options)
    } catch {
      rendered = .failure(error)
    }
  }
  return GoldenFailureReporter.assert(
    rendered.map(\.pixmap), elements: try? rendered.get().elements, named: name, options: options, record: record,
    settings: settings, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// `options` with the frames of the elements `patterns` name added to its ignored regions.
func ignoringElements(_ patterns: [String], of map: ElementMap, in options: ComparisonOptions) throws(GoldenError)
  -> ComparisonOptions
{
  var options = options
  var parsed: [ElementPattern] = []
  for text in patterns {
    guard let pattern = ElementPattern(text) else {
      throw .snapshotFailed("ignoring: \"\(text)\" is not an element path (e.g. statusBar.time, tabBar.items[*])")
    }
    parsed.append(pattern)
  }
  do {
    options.ignoredRegions += try map.frames(of: parsed)
  } catch {
    throw .snapshotFailed("ignoring: \(error)")
  }
  return options
}
