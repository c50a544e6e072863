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
    let only = try arguments.string("--only").map { name throws(CommandLineError) in
      guard let kind = SceneRenderer.BarKind(rawValue: name) else {
        throw .usage(
          "render: --only \"\(name)\": expected one of: "
            + SceneRenderer.BarKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      return kind
    }
    let rendered = try SceneFiles.render(scene, arguments, command: "render")
    var image = rendered.pixmap
    if let only {
      guard let rect = rendered.barRects[only], let cropped = image.cropped(to: rect) else {
        throw CommandLineError.badInput("render: --only \(only.rawValue): the scene has no \(only.rawValue)")
      }
      image = cropped
    }
    try EffectFiles.write(image, arguments)
    return 0
  }
}

/// Loading and rendering scenes for the commands that take one, with exit-3 errors that name
/// the file and the JSON path.
enum SceneFiles {
  static func load(_ arguments: ParsedArguments, positional: Int = 0, command: String) throws(CommandLineError)
    -> Scene
  {
    let devices = try CommandSpec.loadDevices(arguments.string("--devices"))
    let url = URL(fileURLWithPath: arguments.positionals[positional])
    do {
      return try Scene(contentsOf: url, devices: devices)
    } catch {
      var error = error
      if error.file == nil { error.file = url.relativePath }
      throw .badInput("\(command): \(error)")
    }
  }

  static func backdropMode(_ arguments: ParsedArguments) throws(CommandLineError) -> BackdropMode {
    guard let text = arguments.string("--backdrop") else { return .exact }
    guard let mode = BackdropMode(rawValue: text) else {
      throw .usage("\(arguments.command): --backdrop \"\(text)\": expected exact or uikit")
    }
    return mode
  }

  static func render(_ scene: Scene, _ arguments: ParsedArguments, command: String) throws(CommandLineError)
    -> SceneRenderer.Output
  {
    let renderer = SceneRenderer(backdropMode: try backdropMode(arguments))
    do {
      return try renderer.render(scene, scale: try arguments.scale())
    } catch {
      throw .badInput("\(command): \(arguments.positionals[0]): \(error)")
    }
  }
}
