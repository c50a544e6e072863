import BarKit
import BarKitCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit-bench png IN.png`: encodes the decoded image at a level and decodes the file, with
  /// BarKit's decoder (fast path where it applies) and with libpng alone; prints the medians and
  /// the encoded size, and writes the encoding with `-o` for the scripts to compare.
  static let benchPNG = CommandSpec(
    name: "png", summary: "Encode and decode a PNG (median ms, bytes).", positionals: ["IN.png"],
    options: [
      .value("--output", short: "-o", "OUT.png", "Also write the encoding (atomically)."),
      .value("--compression-level", "LEVEL", "fast, default, smallest or 0-9 (Docs/PNG.md)."),
      .value("--filter", "NAME", "Row filter (default: the encoder's)."),
      .flag("--keep-alpha", "Write RGBA even when every pixel is opaque."), .runs(default: 15), .json,
    ], program: "barkit-bench"
  ) { arguments, output in
    var options = PNGEncodingOptions.default
    options.compressionLevel = try arguments.compressionLevel("--compression-level") ?? options.compressionLevel
    options.filter = try arguments.choice("--filter", PNGEncodingOptions.Filter.self) ?? options.filter
    options.dropsOpaqueAlpha = !arguments.flag("--keep-alpha")
    let runs = try arguments.int("--runs", in: 1...1000) ?? 15
    let path = arguments.positionals[0]
    let pixmap = try PNGFiles.read(path, command: "png")
    let file: Data
    do {
      file = try InputFile.read(URL(fileURLWithPath: path), maxByteCount: PNGDecodingLimits.default.maxFileByteCount)
    } catch {
      throw CommandLineError.badInput("png: \(error)")
    }
    var failure: (any Error)?
    var encoded = Data()
    let (encode, cpu) = BenchClock.medians(runs: runs) {
      do { encoded = try pixmap.pngData(options: options) } catch { failure = error }
    }
    let decode = BenchClock.medianMilliseconds(runs: runs) {
      do { _ = try Pixmap(pngData: file) } catch { failure = error }
    }
    let libpng = BenchClock.medianMilliseconds(runs: runs) {
      do { _ = try Pixmap(libpngData: file) } catch { failure = error }
    }
    if let failure { throw CommandLineError.badInput("png: \(path): \(failure)") }
    if arguments.string("--output") != nil {
      try PNGFiles.write(pixmap, arguments, options: options, inputs: [("the input", path)])
    }
    let report = BenchReport(
      label: "png \(path)", pixels: pixmap.pixels.count, runs: runs, medianMilliseconds: encode,
      also: [("cpu", cpu), ("decode", decode), ("libpng_decode", libpng)], bytes: encoded.count)
    return report.print(arguments, output)
  }
}
