import BarKit
import BarKitCLI

extension CommandSpec {
  /// `barkit-bench render SCENE.json`: a whole scene rendered in memory, and the same with PNG
  /// encoding, measured in the same run.
  static let benchRender = CommandSpec(
    name: "render", summary: "Render SCENE.json, without and with PNG encoding.", positionals: ["SCENE.json"],
    options: [
      .value("--scale", "N", "The scale to render at (default: the scene's)."),
      .value("--backdrop", "MODE", "exact (default) or uikit."), .runs(default: 15), .json,
    ], program: "barkit-bench"
  ) { arguments, output in
    // The scene loader reads render's --devices, which the benchmark does not offer.
    let scene = try SceneFiles.load(arguments.sharingParsing(of: .render), command: "render")
    let renderer = SceneRenderer(backdropMode: try SceneFiles.backdropMode(arguments))
    let scale = try arguments.scale()
    let runs = try arguments.int("--runs", in: 1...1000) ?? 15
    var failure: String?
    var pixels = 0
    let median = BenchClock.medianMilliseconds(runs: runs) {
      do { pixels = try renderer.render(scene, scale: scale).pixmap.pixels.count } catch { failure = "\(error)" }
    }
    let withPNG = BenchClock.medianMilliseconds(runs: runs) {
      do { _ = try renderer.render(scene, scale: scale).pixmap.pngData() } catch { failure = "\(error)" }
    }
    if let failure { throw CommandLineError.badInput("render: \(arguments.positionals[0]): \(failure)") }
    let report = BenchReport(
      label: "render \(arguments.positionals[0])", pixels: pixels, runs: runs, medianMilliseconds: median,
      also: [("with_png", withPNG)])
    return report.print(arguments, output)
  }
}
