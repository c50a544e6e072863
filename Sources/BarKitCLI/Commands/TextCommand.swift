import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit text "STRING" -o OUT.png`: one line of text on a transparent canvas cut tight
  /// around its ink, to check fonts, weights, fallback and truncation by eye.
  package static let text = CommandSpec(
    name: "text", summary: "Render one line of text to a PNG, cut tight around the ink.",
    positionals: ["STRING"],
    options: [
      .value("--output", short: "-o", "OUT.png", "Where to write (atomically)."),
      .value("--font", "FAMILY", "A fontconfig family (default \(FontDescriptor.systemFamily), the system face)."),
      .value("--size", "PT", "Size in points (default 17)."),
      .value(
        "--weight", "W",
        "A weight: \(FontWeight.allCases.map(\.rawValue).joined(separator: ", ")) (default regular)."),
      .value("--scale", "S", "Device pixels per point: 1, 2 or 3 (default 2)."),
      .value("--color", "C", "Text color (default black): \(RGBA8.parsingExpectation)."),
      .value("--max-width", "PT", "Truncate with \"…\" to this width in points."),
      .value("--letter-spacing", "PT", "Extra space after each character, in points (default 0)."),
      .flag(
        "--strict",
        "Treat warnings (a character no font covers, an emoji without a colour font) as errors: exit 3, write nothing."),
    ],
    discussion: """
      Fonts come from fontconfig; characters the font lacks fall back per character (Chinese to
      WenQuanYi Micro Hei), emoji come from a colour font (Noto Color Emoji). Substitutions are
      printed as warnings on standard error; --strict makes them exit 3. Exit 3 when the family
      is not installed or the text has no ink (empty or only spaces).
      """
  ) { arguments, output in
    let string = arguments.positionals[0]
    _ = try PNGFiles.output(arguments)
    let style = try TextArguments.style(arguments)
    let scale = try arguments.scale() ?? .x2
    let maxWidth = try arguments.double("--max-width", in: 0...100_000)
    let line = TextLine(string, style: style, maxWidth: maxWidth)
    // Checked before the mask is allocated (TextLine.maximumPixelWidth, as scenes are).
    guard line.fitsWidthLimit(scale: scale) else {
      throw CommandLineError.badInput(
        "text: the line is \(Int(line.maskWidthBound(scale: scale))) pixels wide; expected at most "
          + "\(TextLine.maximumPixelWidth) (use --max-width or a smaller --size)")
    }
    try EmojiWarning.check(arguments, command: "text")
    if arguments.flag("--strict"), let first = line.warnings.first {
      throw CommandLineError.badInput("text: \(first) (--strict)")
    }
    // Emoji without a colour font are named together at the end of the run (EmojiWarning).
    for warning in line.warnings {
      if case .noColorFont = warning { continue }
      output.standardError("barkit text: warning: \(warning)")
    }
    guard let image = line.image(scale: scale) else {
      throw CommandLineError.badInput("text: \"\(line.string)\" has no ink to render")
    }
    try PNGFiles.write(image, arguments)
    return 0
  }
}

/// The text style that `barkit text`'s options describe (`--font`, `--size`, `--weight`,
/// `--color`, `--letter-spacing`).
package enum TextArguments {
  package static func style(_ arguments: ParsedArguments) throws(CommandLineError) -> TextStyle {
    var weight = FontWeight.regular
    if let name = arguments.string("--weight") {
      guard let parsed = FontWeight(parsing: name) else {
        throw CommandLineError.usage(
          "text: --weight \"\(name)\": expected one of \(FontWeight.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      weight = parsed
    }
    let family = arguments.string("--font") ?? FontDescriptor.defaultFamily
    // A misspelt family is an error, as in scenes: fontconfig would quietly give its default face.
    guard FontLibrary.shared.hasFamily(family) else {
      throw CommandLineError.badInput("text: --font: \(FontLibrary.missingFamilyMessage(family))")
    }
    let font = FontDescriptor(
      family: family, weight: weight,
      size: try arguments.double("--size", in: 1...1000) ?? 17)
    return TextStyle(
      font: font, color: try arguments.color("--color") ?? .black,
      letterSpacing: try arguments.double("--letter-spacing", in: -100...100) ?? 0)
  }
}
