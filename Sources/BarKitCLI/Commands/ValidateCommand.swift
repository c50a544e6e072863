import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit validate SCENE.json`: decodes a scene, checks its files exist and its canvas fits,
  /// renders it without writing (so it refuses what `render` refuses), and prints what it
  /// would render; errors name the file and the JSON path.
  static let validate = CommandSpec(
    name: "validate", summary: "Check a scene or batch manifest: its keys, values and referenced files.",
    positionals: ["SCENE.json|MANIFEST.json"],
    options: [
      .value("--devices", "DEVICES.json", "Add or replace device presets from a JSON file ({\"devices\": [...]})."),
      .value("--scale", "N", "Check the canvas at this scale (1, 2 or 3), as 'barkit render --scale' would."),
    ],
    discussion: """
      Relative file paths in a scene are relative to the scene file. The scene is rendered and
      the image dropped, so validate refuses what render refuses. Every error is reported, one
      line each, and the warnings render would print. A batch manifest (a file with "entries")
      is checked whole without rendering: every output's scene, image files, locales, devices,
      store set sizes, captions and fonts. Exit codes: 0 valid, 2 usage, 3 invalid (each message
      names the file, the JSON path and what was expected).
      The formats are described in Docs/Scenes.md, Docs/scene.schema.json and Docs/Batch.md.
      """
  ) { arguments, output in
    let scale = try arguments.scale()
    let devices = try DeviceFiles.load(arguments)
    try InputPath.check(arguments.positionals[0], command: "validate")
    let url = URL(fileURLWithPath: arguments.positionals[0])
    if let data = try? Scene.readJSON(url), ManifestCheck.isManifest(data) {
      return try validateManifest(url, devices: devices, output: output)
    }
    do throws(SceneError) {
      let (decoded, errors) = Scene.validating(try Scene.readJSON(url), file: url.relativePath, devices: devices)
      guard let scene = decoded?.resolvingPaths(relativeTo: url.deletingLastPathComponent()) else {
        // Every error on its own line; the last is the command's failure.
        for error in errors.dropLast() { output.standardError("barkit validate: \(error)") }
        throw errors.last ?? SceneError(file: url.relativePath, .invalid("does not decode"))
      }
      do {
        // Checking the files decodes every image: the memory budget comes first.
        try MemoryBudget.checkImages(of: scene)
      } catch {
        throw SceneError(file: url.relativePath, .invalid("\(error)"))
      }
      try scene.checkFiles(file: url.relativePath)
      let canvas = try scene.resolvedCanvas(scale: scale)
      // What render refuses while laying the scene out (a bar button label wider than the text
      // limit, Docs/Security.md), validate refuses too: the scene is rendered, and dropped.
      do {
        _ = try SceneRenderer().render(scene, scale: scale)
      } catch {
        throw SceneError(file: url.relativePath, .invalid("\(error)"))
      }
      for warning in SceneRenderer().warnings(for: scene, scale: scale) {
        output.standardError("barkit validate: warning: \(UserText.shown(url.relativePath)): \(warning)")
      }
      output.standardOutput("\(UserText.shown(url.relativePath)): valid (\(describe(scene, canvas)))")
      // The face depends on the installed fonts and --system-font: say which one renders.
      output.standardOutput(FontLibrary.shared.typefaceReport)
      return 0
    } catch {
      var error = error
      if error.file == nil { error.file = url.relativePath }
      throw CommandLineError.badInput("validate: \(error)")
    }
  }

  /// A batch manifest: every error and warning, without rendering; the count of outputs when valid.
  private static func validateManifest(_ url: URL, devices: DeviceTable, output: CommandOutput) throws(CommandLineError)
    -> Int32
  {
    let check = ManifestCheck(contentsOf: url, devices: devices)
    for warning in check.warnings { output.standardError("barkit validate: warning: \(warning)") }
    if let last = check.errors.last {
      for error in check.errors.dropLast() { output.standardError("barkit validate: \(error)") }
      throw .badInput("validate: \(last)")
    }
    guard let manifest = check.manifest else { throw .badInput("validate: \(url.relativePath): does not decode") }
    let axes = [
      ("entr", "y", "ies", manifest.entries.count), ("device", "", "s", manifest.devices.count),
      ("locale", "", "s", manifest.locales.count), ("style", "", "s", manifest.styles.count),
      ("appearance", "", "s", manifest.appearances.count),
    ].filter { $0.3 > 0 }.map { "\($0.3) \($0.0)\($0.3 == 1 ? $0.1 : $0.2)" }
    let store = manifest.storeSet == nil ? "" : ", App Store images"
    output.standardOutput(
      "\(UserText.shown(url.relativePath)): valid manifest: \(check.jobs.count) outputs (\(axes.joined(separator: " × "))\(store))"
    )
    return 0
  }

  /// `iphone-6, portrait, 375×667 pt @2x = 750×1334 px; bars: navigationBar, tabBar`.
  private static func describe(_ scene: Scene, _ canvas: ResolvedCanvas) -> String {
    func number(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
    let size =
      "\(number(canvas.pointSize.width))×\(number(canvas.pointSize.height)) pt \(canvas.scale)"
      + " = \(canvas.pixelWidth)×\(canvas.pixelHeight) px"
    let bars: [(String, Bool)] = [
      ("statusBar", !scene.statusBar.hidden), ("navigationBar", scene.navigationBar != nil),
      ("searchBar", scene.searchBar != nil), ("toolbar", scene.toolbar != nil), ("tabBar", scene.tabBar != nil),
    ]
    let shown = bars.filter(\.1).map(\.0)
    return [canvas.device?.name ?? canvas.idiom.rawValue, canvas.orientation.rawValue, size].joined(separator: ", ")
      + "; bars: " + (shown.isEmpty ? "none" : shown.joined(separator: ", "))
  }
}
