import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandSpec {
  /// `barkit convert IN.png -o OUT.png`: re-encodes any PNG libpng reads as 8-bit RGBA (RGB when
  /// opaque), e.g. to normalize golden images. Unreadable input exits 3 and writes nothing.
  static let convert = CommandSpec(
    name: "convert", summary: "Re-encode a PNG as 8-bit RGBA (any color type, depth, interlace).",
    positionals: ["IN.png"],
    options: [
      .value("--output", short: "-o", "OUT.png", "Where to write (atomically)."),
      .value("--compression-level", "LEVEL", "fast, default, smallest or 0-9 (Docs/PNG.md)."),
      .value(
        "--filter", "NAME",
        "Row filter: \(PNGEncodingOptions.Filter.allCases.map(\.rawValue).joined(separator: ", ")) (default \(PNGEncodingOptions.default.filter.rawValue))."
      ),
      .flag("--keep-alpha", "Write RGBA even when every pixel is opaque."),
    ],
    discussion: """
      Gamma, color profiles and ancillary chunks are ignored: stored sample values are kept and
      16-bit samples keep their high byte. Exit 3, with no output file, when IN.png is unreadable.
      """
  ) { arguments, output in
    _ = try PNGFiles.output(arguments)
    var options = PNGEncodingOptions.default
    options.compressionLevel = try arguments.compressionLevel("--compression-level") ?? options.compressionLevel
    options.filter = try arguments.choice("--filter", PNGEncodingOptions.Filter.self) ?? options.filter
    options.dropsOpaqueAlpha = !arguments.flag("--keep-alpha")
    let pixmap = try PNGFiles.read(arguments.positionals[0], command: "convert")
    try PNGFiles.write(pixmap, arguments, options: options, inputs: [("the input", arguments.positionals[0])])
    return 0
  }
}
