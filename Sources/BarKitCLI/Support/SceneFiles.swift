import BarKit
import Foundation

/// Loading and rendering scenes for the commands that take one, with exit-3 errors that name
/// the file and the JSON path.
enum SceneFiles {
  /// The scene file at positional `positional`, decoded with the `--devices` table.
  static func load(_ arguments: ParsedArguments, positional: Int = 0, command: String) throws(CommandLineError)
    -> Scene
  {
    let devices = try DeviceFiles.load(arguments)
    let url = URL(fileURLWithPath: arguments.positionals[positional])
    do {
      return try Scene(contentsOf: url, devices: devices)
    } catch {
      var error = error
      if error.file == nil { error.file = url.relativePath }
      throw .badInput("\(command): \(error)")
    }
  }

  /// `--backdrop exact|uikit`, exact by default.
  static func backdropMode(_ arguments: ParsedArguments) throws(CommandLineError) -> BackdropMode {
    try arguments.choice("--backdrop", BackdropMode.self) ?? .exact
  }

  /// `--only BAR`: the bar to crop to.
  static func only(_ arguments: ParsedArguments) throws(CommandLineError) -> SceneRenderer.BarKind? {
    try arguments.choice("--only", SceneRenderer.BarKind.self)
  }

  /// Renders `scene` with the `--backdrop` and `--scale` options.
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
