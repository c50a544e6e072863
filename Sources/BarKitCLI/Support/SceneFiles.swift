import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Loading and rendering scenes for the commands that take one, with exit-3 errors that name
/// the file and the JSON path.
package enum SceneFiles {
  /// The scene file at positional `positional`, decoded with the `--devices` table.
  package static func load(_ arguments: ParsedArguments, positional: Int = 0, command: String) throws(CommandLineError)
    -> Scene
  {
    let devices = try DeviceFiles.load(arguments)
    try InputPath.check(arguments.positionals[positional], command: command)
    let url = URL(fileURLWithPath: arguments.positionals[positional])
    let scene: Scene
    do {
      scene = try Scene(contentsOf: url, devices: devices)
    } catch {
      var error = error
      if error.file == nil { error.file = url.relativePath }
      throw .badInput("\(command): \(error)")
    }
    do {
      try MemoryBudget.checkImages(of: scene)
    } catch {
      throw .badInput("\(command): \(url.relativePath): \(error)")
    }
    return scene
  }

  /// The files `scene` (loaded from the arguments) reads, for ``OutputCheck``.
  package static func inputs(of scene: Scene, _ arguments: ParsedArguments, positional: Int = 0) -> [(
    role: String, path: String
  )] {
    [("the scene", arguments.positionals[positional])]
      + (arguments.string("--devices").map { [("the --devices file", $0)] } ?? [])
      + scene.fileReferences.map { ("an image of the scene (\($0.path))", $0.file) }
  }

  /// `--backdrop exact|uikit`, exact by default.
  package static func backdropMode(_ arguments: ParsedArguments) throws(CommandLineError) -> BackdropMode {
    try arguments.choice("--backdrop", BackdropMode.self) ?? .exact
  }

  /// `--only BAR`: the bar to crop to.
  package static func only(_ arguments: ParsedArguments) throws(CommandLineError) -> SceneRenderer.BarKind? {
    try arguments.choice("--only", SceneRenderer.BarKind.self)
  }
}
