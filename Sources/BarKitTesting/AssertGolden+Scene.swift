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
/// `tolerances` lets named elements change a little on their own
/// (`["navigationBar.title": .maxDiffPixels(20)]`, ``ElementTolerance``): their differing pixels,
/// up to each one's count, are not counted against the options' limits.
@discardableResult
public func assertGolden(
  of scene: Scene, scale: DisplayScale? = nil, renderer: SceneRenderer = SceneRenderer(), named name: String? = nil,
  ignoring: [String] = [], tolerances: [String: ElementTolerance] = [:], options: ComparisonOptions? = nil,
  record: RecordMode? = nil,
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
  if !ignoring.isEmpty || !tolerances.isEmpty, case .success(let output) = rendered {
    do {
      options = try ignoringElements(
        ignoring, tolerating: tolerances, of: output.elements, in: options ?? settings.options)
    } catch {
      rendered = .failure(error)
    }
  }
  return GoldenFailureReporter.assert(
    rendered.map(\.pixmap), elements: try? rendered.get().elements, named: name, options: options, record: record,
    settings: settings, fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}

/// `options` with the frames of the elements `patterns` name added to its ignored regions, and
/// an allowance for each element `tolerances` names (in the order of their paths, so the same
/// pixels are excused every time).
func ignoringElements(
  _ patterns: [String], tolerating tolerances: [String: ElementTolerance] = [:], of map: ElementMap,
  in options: ComparisonOptions
) throws(GoldenError) -> ComparisonOptions {
  func frames(_ paths: [String], _ argument: String) throws(GoldenError) -> [IntRect] {
    do {
      return try map.frames(ofPaths: paths)
    } catch {
      throw .snapshotFailed("\(argument): \(error)")
    }
  }
  var options = options
  options.ignoredRegions += try frames(patterns, "ignoring")
  for (text, tolerance) in tolerances.sorted(by: { $0.key < $1.key }) {
    guard case .maxDiffPixels(let count) = tolerance, count >= 0 else {
      throw .snapshotFailed("tolerances: \"\(text)\": expected maxDiffPixels ≥ 0")
    }
    options.regionAllowances += try frames([text], "tolerances").map {
      RegionAllowance(region: $0, maxDiffPixels: count)
    }
  }
  return options
}
