import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit render SCENE.json -o OUT.png [--scale N] [--only BAR]`: draws a scene.
  package static let render = CommandSpec(
    name: "render", summary: "Render a scene file to a PNG.", positionals: ["SCENE.json"],
    options: [
      .value("--output", short: "-o", "OUT.png", "Where to write (atomically); - writes the PNG to standard output."),
      .value("--scale", "N", "Render at this scale (1, 2 or 3) instead of the scene's."),
      .value(
        "--only", "BAR",
        "Crop to one bar: statusBar, navigationBar, searchBar, toolbar or tabBar (with its status bar area and hairline)."
      ),
      .value(
        "--backdrop", "MODE", "Translucent bar blur: exact (full resolution, default) or uikit (reduced, as UIKit)."),
      .value("--devices", "DEVICES.json", "Add or replace device presets from a JSON file."),
      .value(
        "--compression-level", "LEVEL",
        "fast, default, smallest or 0-9 (Docs/PNG.md); default: default, or fast with --watch."),
      .flag(
        "--watch", "Render again whenever the scene or a file it uses changes; one line per render (Ctrl-C stops)."),
      .flag(
        "--strict",
        "Treat warnings (a screenshot upscaled or cut, Docs/Mockups.md; an emoji without a colour font) as errors: exit 3, write nothing."
      ),
      .value(
        "--elements", "FILE.json",
        "Also write where each element went: its JSON path, label and pixel frame (for compare --elements)."),
    ],
    discussion: """
      The scene format is described in Docs/Scenes.md. Relative file paths in a scene are relative
      to the scene file. Prints "wrote OUT.png (W×H)", and warnings on standard error. --elements
      writes the element map with the PNG (both or neither): each drawn element's JSON path in
      the scene (navigationBar.rightItems[0], statusBar.time), label and frame in the PNG's
      pixels (Docs/Testing.md, "Which elements changed"). With --watch, errors are printed and
      watching goes on. Exit codes: 0 rendered (warnings or not), 2 usage (also: OUT.png or
      FILE.json is an input of the scene, or a folder), 3 invalid scene or unreadable image, or
      a warning with --strict.
      """
  ) { arguments, output in
    let destination = try PNGFiles.output(arguments)
    let options = try RenderOptions(arguments, destination: destination)
    guard options.watches else {
      let line = try RenderOnce.run(arguments, options, output: output)
      if !StandardStream.takes(destination) { output.standardOutput(line) }
      return 0
    }
    guard destination != "-" else { throw CommandLineError.usage("render: --watch cannot write to standard output") }
    RenderWatch(arguments: arguments, options: options, output: output).run()
    return 0
  }
}

/// One `barkit render`: load, check the output is not an input, render, crop, write.
enum RenderOnce {
  /// Renders and writes; prints the render's warnings on `output`'s standard error (with
  /// `--strict`, fails on the first instead, writing nothing); returns the line to print
  /// (`wrote out.png (750×1334)`).
  static func run(_ arguments: ParsedArguments, _ options: RenderOptions, output: CommandOutput)
    throws(CommandLineError) -> String
  {
    let scene = try SceneFiles.load(arguments, command: "render")
    let destination = try PNGFiles.output(arguments)
    let rendered: SceneRenderer.Output
    do {
      rendered = try SceneRenderer(backdropMode: options.backdrop).render(scene, scale: options.scale)
    } catch {
      throw .badInput("render: \(arguments.positionals[0]): \(error)")
    }
    for warning in rendered.warnings {
      let place = "\(arguments.positionals[0]): \(warning)"
      guard !options.isStrict else { throw .badInput("render: \(place) (--strict)") }
      output.standardError("barkit render: warning: \(place)")
    }
    try EmojiWarning.check(arguments, command: "render")
    var image = rendered.pixmap
    var elements = rendered.elements
    if let only = options.only {
      guard let rect = rendered.barRects[only], let cropped = image.cropped(to: rect) else {
        throw CommandLineError.badInput("render: --only \(only.rawValue): \(only.absence(in: scene))")
      }
      image = cropped
      elements = elements.cropped(to: rect)
    }
    var companions: [(option: String, path: String, data: Data)] = []
    if let path = options.elements {
      do {
        companions.append(("--elements", path, try elements.jsonData()))
      } catch {
        throw .badInput("render: --elements \(UserText.shown(path)): \(error)")
      }
    }
    try PNGFiles.write(
      image, arguments, options: options.encoding, inputs: SceneFiles.inputs(of: scene, arguments),
      companions: companions)
    return "wrote \(UserText.shown(destination)) (\(image.width)×\(image.height))"
  }
}
