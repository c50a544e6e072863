import BarKit

/// `barkit render`'s options, read and checked once before the first render: a watch renders
/// again and again, and a usage error must stop it before it starts.
struct RenderOptions {
  /// `--elements`: where the element map goes, with the PNG.
  let elements: String?
  let only: SceneRenderer.BarKind?
  let backdrop: BackdropMode
  let scale: DisplayScale?
  let watches: Bool
  let isStrict: Bool
  let encoding: PNGEncodingOptions

  /// Reads the options; `destination` is the checked `-o`, which the element map must not be.
  init(_ arguments: ParsedArguments, destination: String) throws(CommandLineError) {
    elements = arguments.string("--elements")
    if let elements {
      try OutputCheck.check(
        [.file("-o", destination, standardOutput: true), .file("--elements", elements)], inputs: [], command: "render")
    }
    only = try SceneFiles.only(arguments)
    backdrop = try SceneFiles.backdropMode(arguments)
    scale = try arguments.scale()
    watches = arguments.flag("--watch")
    isStrict = arguments.flag("--strict")
    // `--compression-level`, else `fast` while watching (a preview written on every change;
    // Docs/PNG.md, "Levels") and `default` otherwise.
    var encoding = PNGEncodingOptions.default
    encoding.compressionLevel = try arguments.compressionLevel("--compression-level") ?? (watches ? .fast : .default)
    self.encoding = encoding
  }
}
