import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit backdrop IN.png -o OUT.png [--style S] [--tint COLOR] [--rect X,Y,W,H] [--scale S]
  /// [--mode exact|uikit]`: what a translucent bar over IN.png shows.
  static let backdrop = CommandSpec(
    name: "backdrop", summary: "Render a translucent bar's backdrop (blur, saturation, tint) over a PNG.",
    positionals: ["IN.png"],
    options: [
      .value("--output", short: "-o", "OUT.png", "Where to write the bar's pixels (atomically)."),
      .value("--style", "NAME", "bar (default), blackBar, tinted, light, extraLight or dark."),
      .value("--tint", "COLOR", "barTintColor (implies --style tinted; unverified recipe)."),
      .value("--rect", "X,Y,W,H", "The bar in IN.png pixels (default: the whole image)."),
      .value("--scale", "1|2|3", "Device scale of IN.png (default 2)."),
      .value("--mode", "exact|uikit", "Full-resolution blur (default) or UIKit-like reduced resolution."),
    ],
    discussion: "Styles and modes: Docs/Backdrop.md. Edges of IN.png repeat where the blur reaches past them."
  ) { arguments, _ in
    let tint = try arguments.color("--tint")
    let style: BackdropStyle
    switch (arguments.string("--style") ?? (tint == nil ? "bar" : "tinted"), tint) {
    case ("tinted", let color?): style = .tinted(color)
    case ("tinted", nil): throw CommandLineError.usage("backdrop: --style tinted needs --tint COLOR")
    case (let name, nil):
      let all: [BackdropStyle] = [.bar, .blackBar, .light, .extraLight, .dark]
      guard let found = all.first(where: { $0.name == name }) else {
        throw CommandLineError.usage(
          "backdrop: --style \"\(name)\": expected bar, blackBar, tinted, light, extraLight or dark")
      }
      style = found
    case (let name, _?): throw CommandLineError.usage("backdrop: --tint applies to --style tinted, not \(name)")
    }
    let mode = try arguments.choice("--mode", BackdropMode.self) ?? .exact
    let scale = try arguments.scale() ?? .x2
    let content = try PNGFiles.read(arguments.positionals[0], command: "backdrop")
    var rect = content.bounds
    if case let (text, r)? = try arguments.rects("--rect").last {
      guard r.minX == r.minX.rounded(), r.minY == r.minY.rounded(), r.width == r.width.rounded(),
        r.height == r.height.rounded(),
        let whole = IntRect(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))
      else {
        throw CommandLineError.usage(
          "backdrop: --rect \"\(text)\": expected whole pixels, W and H > 0")
      }
      rect = whole
    }
    try PNGFiles.write(
      Backdrop.render(content: content, rect: rect, style: style, scale: scale, mode: mode), arguments,
      inputs: [("the input", arguments.positionals[0])])
    return 0
  }
}
