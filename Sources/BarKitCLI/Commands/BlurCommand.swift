import BarKit

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension CommandSpec {
  /// `barkit blur IN.png -o OUT.png (--box D | --sigma S) [--passes N]`: the box-blur kernel.
  static let blur = CommandSpec(
    name: "blur", summary: "Box-blur a PNG (n passes along x, then y; edges extended).", positionals: ["IN.png"],
    options: [
      .value("--output", short: "-o", "OUT.png", "Where to write (atomically)."),
      .value("--box", "D", "Box diameter in pixels, odd."),
      .value("--sigma", "S", "Gaussian sigma in pixels; D = floor(S·3·sqrt(2π)/4 + 0.5), made odd."),
      .value("--passes", "N", "Passes per direction (default 3)."),
      .value("--threads", "N", "Worker threads (default: all cores for large images)."),
    ],
    discussion: """
      Each pass averages D pixels, rounding half up, on premultiplied pixels; PNG alpha is
      premultiplied on the way in and back on the way out (opaque images pass unchanged).
      """
  ) { arguments, _ in
    let passes = try arguments.int("--passes", in: 0...16) ?? 3
    let blur: BoxBlur?
    switch (
      try arguments.int("--box", in: 1...BoxBlur.maximumDiameter), try arguments.double("--sigma", in: 0...10_000)
    ) {
    case (let d?, nil):
      guard d % 2 == 1 else { throw CommandLineError.usage("blur: --box \(d): expected an odd diameter") }
      blur = BoxBlur(diameter: d, passes: passes)
    case (nil, let sigma?): blur = BoxBlur(sigma: sigma, passes: passes)
    default: throw CommandLineError.usage("blur: give exactly one of --box D and --sigma S")
    }
    guard let blur else { throw CommandLineError.usage("blur: the blur is too large") }
    let threads = try arguments.int("--threads", in: 1...64)
    let image = try PNGFiles.read(arguments.positionals[0], command: "blur")
    guard BoxBlur.fits(width: image.width, height: image.height) else {
      throw CommandLineError.badInput(
        "blur: \(arguments.positionals[0]): \(image.width) × \(image.height) pixels; expected at most "
          + "\(BoxBlur.maximumSide) pixels a side (the blur's line buffers follow the longest side)")
    }
    try PNGFiles.write(
      image.boxBlurred(blur, threads: threads), arguments, inputs: [("the input", arguments.positionals[0])])
    return 0
  }
}
