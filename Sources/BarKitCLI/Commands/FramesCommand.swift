import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit frames SCENE.json (--scroll FROM:TO:STEP | --animate show|hide) -o OUT.png`: a
  /// transparent navigation bar's scroll or show/hide animation as an animated PNG.
  static let frames = CommandSpec(
    name: "frames", summary: "Render a scroll or the bar's show/hide animation as an animated PNG.",
    positionals: ["SCENE.json"],
    options: [
      .value("--output", short: "-o", "OUT.png", "The animated PNG (APNG) to write (atomically)."),
      .value("--scroll", "FROM:TO:STEP", "Scroll the navigation bar's target scroll view (points), e.g. 100:220:4."),
      .value("--animate", "show|hide", "The animated setBackgroundHidden: over 0.35 s, ease-in-out."),
      .value("--fps", "N", "Frames per second, 1...60 (default 30)."),
      .value("--hold", "SECONDS", "How long the last frame stays before the loop starts again (default 1)."),
      .value("--loop", "N", "Times to play, 0 forever (default 0)."),
      .value("--frames-dir", "DIR", "Also write each frame as DIR/frame-0000.png, …"),
      .value("--contact-sheet", "SHEET.png", "Also write every frame on one labelled sheet."),
      .value("--scale", "N", "Render at this scale (1, 2 or 3) instead of the scene's."),
      .value("--backdrop", "MODE", "Translucent bar blur: exact (default) or uikit."),
      .value("--devices", "DEVICES.json", "Add or replace device presets from a JSON file."),
    ],
    discussion: """
      The scene needs a navigation bar; with "backgroundHidden": true it behaves as TONavigationBar
      (Docs/Scenes.md, "Transparent navigation bar"). --scroll sets its targetScrollView's
      contentOffset frame by frame (the minimum offset is the scene's, else the header's height).
      Viewers that do not animate PNG show the first frame. Exit codes: 0 written, 2 usage,
      3 invalid scene or image, or an unwritable output.
      """
  ) { arguments, output in
    let motion = try FramesOptions.motion(arguments)
    let fps = try arguments.int("--fps", in: 1...60) ?? 30
    let hold = try arguments.double("--hold", in: 0...60) ?? 1
    let loops = try arguments.int("--loop", in: 0...65_535) ?? 0
    let url = try arguments.outputURL()
    let scene = try SceneFiles.load(arguments, command: "frames")
    let scale = try arguments.scale()

    let sheet = arguments.string("--contact-sheet")
    let framesFolder = arguments.string("--frames-dir")
    try OutputCheck.check(
      [.file("-o", url.path)] + (sheet.map { [.file("--contact-sheet", $0)] } ?? [])
        + (framesFolder.map { [.folder("--frames-dir", $0)] } ?? []),
      inputs: SceneFiles.inputs(of: scene, arguments), command: "frames")

    let renderer = SceneRenderer(backdropMode: try SceneFiles.backdropMode(arguments))
    let files = FrameFiles(
      animation: url, framesDirectory: framesFolder.map { URL(fileURLWithPath: $0) },
      contactSheet: sheet.map { URL(fileURLWithPath: $0) }, framesPerSecond: fps,
      hold: hold, loops: loops)
    let plan: SceneFrames
    let canvas: ResolvedCanvas
    do {
      plan = try SceneFrames(scene, motion: motion, framesPerSecond: fps)
      canvas = try scene.resolvedCanvas(scale: scale)
      try MemoryBudget.checkFrames(
        files.framesHeld(of: plan.frames.count), of: plan.frames.count, pixels: canvas.pixelWidth * canvas.pixelHeight)
    } catch {
      throw CommandLineError.badInput("frames: \(arguments.positionals[0]): \(error)")
    }
    do {
      try files.write(plan, sheetScale: canvas.scale) { range in
        do {
          return try plan.render(with: renderer, scale: scale, frames: range)
        } catch {
          throw CommandLineError.badInput("frames: \(arguments.positionals[0]): \(error)")
        }
      }
    } catch let error as CommandLineError {
      throw error
    } catch {
      throw CommandLineError.badInput("frames: \(error)")
    }
    output.standardOutput("wrote \(UserText.shown(url.relativePath)): \(plan.frames.count) frames at \(fps) fps")
    return 0
  }
}

/// Parsing for `barkit frames`.
enum FramesOptions {
  /// The motion from `--scroll FROM:TO:STEP` or `--animate show|hide` (exactly one).
  static func motion(_ arguments: ParsedArguments) throws(CommandLineError) -> SceneMotion {
    switch (arguments.string("--scroll"), arguments.string("--animate")) {
    case (let scroll?, nil):
      let parts = scroll.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
      guard parts.count == 3, let from = parts[0], let to = parts[1], let step = parts[2] else {
        throw .usage("frames: --scroll \"\(scroll)\": expected FROM:TO:STEP in points, e.g. 100:220:4")
      }
      return .scroll(from: from, to: to, step: step)
    case (nil, "show"): return .backgroundTransition(showing: true)
    case (nil, "hide"): return .backgroundTransition(showing: false)
    case (nil, let other?): throw .usage("frames: --animate \"\(other)\": expected show or hide")
    case (nil, nil): throw .usage("frames: expected --scroll FROM:TO:STEP or --animate show|hide")
    case (_?, _?): throw .usage("frames: --scroll and --animate cannot be used together")
    }
  }
}
