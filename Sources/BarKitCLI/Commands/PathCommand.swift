import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit path "SVG PATH DATA" --size WxH -o OUT.png`: rasterizes SVG path data with the
  /// canvas, to preview icons and check the rasterizer from the shell.
  static let path = CommandSpec(
    name: "path", summary: "Fill and/or stroke SVG path data into a PNG.",
    positionals: ["PATH-DATA"],
    options: [
      .value("--size", "WxH", "Canvas size in points (required)."),
      .value("--output", short: "-o", "OUT.png", "Where to write (atomically)."),
      .value("--scale", "S", "Device pixels per point: 1, 2 or 3 (default 1)."),
      .value("--fill", "COLOR", "Fill color (default black, or none when only --stroke is given)."),
      .value("--fill-rule", "RULE", "nonzero or evenodd (default nonzero)."),
      .value("--stroke", "COLOR", "Stroke color (default: no stroke)."),
      .value("--line-width", "W", "Stroke width in points (default 1)."),
      .value("--line-cap", "CAP", "butt, round or square (default butt)."),
      .value("--line-join", "JOIN", "miter, round or bevel (default miter)."),
      .value("--miter-limit", "M", "A miter longer than M line widths becomes a bevel (default 4, as SVG)."),
      .value("--background", "COLOR", "Background color (default clear)."),
    ],
    discussion: """
      Coordinates are in points, y down, as SVG and UIKit. COLOR is \(RGBA8.parsingExpectation).
      Exit 3, with no output file, when the path data is invalid.
      """
  ) { arguments, output in
    guard let size = try arguments.size("--size") else { throw CommandLineError.usage("path: missing --size") }
    _ = try PNGFiles.output(arguments)
    let scale = try arguments.scale() ?? .x1
    let rule = try arguments.choice("--fill-rule", FillRule.self) ?? .nonZero
    let strokeColor = try arguments.color("--stroke")
    let fillColor = try arguments.color("--fill") ?? (strokeColor == nil ? .black : nil)
    let style = StrokeStyle(
      lineWidth: try arguments.double("--line-width", in: 0...10_000) ?? 1,
      lineCap: try arguments.choice("--line-cap", LineCap.self) ?? .butt,
      lineJoin: try arguments.choice("--line-join", LineJoin.self) ?? .miter,
      miterLimit: try arguments.double("--miter-limit", in: 1...1000) ?? 4)
    // The side limit is checked on the requested size, before the canvas allocates its pixels
    // (Canvas itself accepts up to 1e5 a side: 40 GB).
    // Qualified: BarKitChrome's scene `Canvas` (a screen description) shares the name.
    guard scale.pixels(size.width) <= 16_384, scale.pixels(size.height) <= 16_384,
      var canvas = BarKitRaster.Canvas(
        size: size, scale: scale, background: try arguments.color("--background") ?? .clear)
    else {
      throw CommandLineError.usage("path: --size \(size) at \(scale): expected at most 16384 pixels per side")
    }
    let path: Path
    do {
      path = try Path(svgPathData: arguments.positionals[0])
    } catch {
      throw CommandLineError.badInput("path: \(error)")
    }
    if let fillColor { canvas.fill(path, with: .color(fillColor), rule: rule) }
    if let strokeColor { canvas.stroke(path, style: style, with: .color(strokeColor)) }
    try PNGFiles.write(canvas.pixmap, arguments)
    return 0
  }
}
