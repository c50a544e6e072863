import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit sheet SCENE.json -o SHEET.png [--scale N] [--only BAR] [--label TEXT]`: the scene
  /// as iOS 7 and iOS 6 side by side.
  static let sheet = CommandSpec(
    name: "sheet", summary: "Render a scene as iOS 7 and iOS 6 side by side, labelled.", positionals: ["SCENE.json"],
    options: [
      .value("--output", short: "-o", "SHEET.png", "Where to write (atomically)."),
      .value("--scale", "N", "Render at this scale (1, 2 or 3) instead of the scene's."),
      .value(
        "--only", "BAR",
        "Crop both to one bar: statusBar, navigationBar, searchBar, toolbar or tabBar (with its status bar area and hairline or shadow)."
      ),
      .value("--label", "TEXT", "A row label left of the two images (\"Navigation bar\")."),
      .value("--backdrop", "MODE", "Translucent bar blur: exact (default) or uikit."),
      .value("--devices", "DEVICES.json", "Add or replace device presets from a JSON file."),
    ],
    discussion: """
      The scene's own "appearance" is ignored: it is drawn once as iOS 7 and once as iOS 6, under
      the headers "iOS 7" and "iOS 6", like the tables of Apple's iOS 7 UI Transition Guide. How
      the scene's keys read in iOS 6 is in Docs/Scenes.md. Exit codes: 0 written, 2 usage, 3
      invalid scene or unreadable image.
      """
  ) { arguments, output in
    let scene = try SceneFiles.load(arguments, command: "sheet")
    let only = try SceneFiles.only(arguments)
    let sheet = AppearanceSheet(scene, scale: try arguments.scale(), only: only, rowLabel: arguments.string("--label"))
    let image: Pixmap
    do {
      image = try sheet.render(with: SceneRenderer(backdropMode: try SceneFiles.backdropMode(arguments)))
    } catch {
      throw CommandLineError.badInput("sheet: \(arguments.positionals[0]): \(error)")
    }
    try PNGFiles.write(image, arguments, inputs: SceneFiles.inputs(of: scene, arguments))
    let destination = try PNGFiles.output(arguments)
    if !StandardStream.takes(destination) {
      output.standardOutput("wrote \(UserText.shown(destination)) (\(image.width)×\(image.height))")
    }
    return 0
  }
}
