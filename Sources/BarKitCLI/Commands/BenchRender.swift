import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension BenchKind {
  /// `bench render SCENE.json`: a whole scene rendered in memory, and the same with PNG
  /// encoding, measured in the same run.
  static let render = BenchKind(name: "render", summary: "render SCENE.json, without and with PNG encoding") { args in
    guard args.positionals.count > 1 else { throw CommandLineError.usage("bench render: missing SCENE.json") }
    let scene = try SceneFiles.load(args, positional: 1, command: "bench")
    let renderer = SceneRenderer(backdropMode: try SceneFiles.backdropMode(args))
    let scale = try args.scale()
    let runs = try args.int("--runs", in: 1...1000) ?? 15
    var failure: String?
    var pixels = 0
    let median = BenchClock.medianMilliseconds(runs: runs) {
      do { pixels = try renderer.render(scene, scale: scale).pixmap.pixels.count } catch { failure = "\(error)" }
    }
    let withPNG = BenchClock.medianMilliseconds(runs: runs) {
      do { _ = try renderer.render(scene, scale: scale).pixmap.pngData() } catch { failure = "\(error)" }
    }
    if let failure { throw CommandLineError.badInput("bench: \(args.positionals[1]): \(failure)") }
    return BenchReport(
      label: "render \(args.positionals[1])", pixels: pixels, runs: runs, medianMilliseconds: median,
      also: [("with_png", withPNG)])
  }
}
