import BarKit
import Foundation

extension CommandSpec {
  /// `barkit render SCENE.json -o OUT.png [--scale N] [--only BAR]`: draws a scene.
  static let render = CommandSpec(
    name: "render", summary: "Render a scene file to a PNG.", positionals: ["SCENE.json"],
    options: [
      .value("--output", short: "-o", "OUT.png", "Where to write (atomically)."),
      .value("--scale", "N", "Render at this scale (1, 2 or 3) instead of the scene's."),
      .value(
        "--only", "BAR",
        "Crop to one bar: statusBar, navigationBar, searchBar, toolbar or tabBar (with its status bar area and hairline)."
      ),
      .value(
        "--backdrop", "MODE", "Translucent bar blur: exact (full resolution, default) or uikit (reduced, as UIKit)."),
      .value("--devices", "DEVICES.json", "Add or replace device presets from a JSON file."),
    ],
    discussion: """
      The scene format is described in Docs/Scenes.md. Relative file paths in a scene are relative
      to the scene file. Exit codes: 0 rendered, 2 usage, 3 invalid scene or unreadable image.
      """
  ) { arguments, output in
    let scene = try SceneFiles.load(arguments, command: "render")
    let only = try SceneFiles.only(arguments)
    let rendered = try SceneFiles.render(scene, arguments, command: "render")
    var image = rendered.pixmap
    if let only {
      guard let rect = rendered.barRects[only], let cropped = image.cropped(to: rect) else {
        throw CommandLineError.badInput("render: --only \(only.rawValue): the scene has no \(only.rawValue)")
      }
      image = cropped
    }
    try PNGFiles.write(image, arguments)
    return 0
  }
}
