import BarKit
import BarKitTesting
import Foundation

extension GoldenSettings {
  /// This repository's goldens for a test suite: `Goldens/<Suite>/<name>.png`, the folder named
  /// after the suite so a golden leads to the file that owns it. (A string, because a suite's
  /// own type cannot appear in its `@Suite` attribute; RepositoryGoldensTests checks each name.)
  ///
  ///     @Suite(.goldens(.repository("BarGoldenTests")), .eachKernelSet) struct BarGoldenTests { … }
  ///
  /// Every pixel must match exactly, in debug and release builds alike: no color tolerance, and
  /// anti-aliased pixels counted. Rendering is integer arithmetic (Docs/Architecture.md,
  /// "Determinism"), so the same scene gives the same bytes whatever the optimization level;
  /// tolerances are for users' goldens (Docs/Testing.md), not a cushion for these.
  public static func repository(_ suite: String) -> GoldenSettings {
    GoldenSettings(
      goldensDirectory: SharedFixtures.repositoryRoot.appendingPathComponent("Goldens/\(suite)"),
      options: exactPixels, naming: .byName, describesTypeface: true)
  }

  /// Options under which only byte-identical pixels pass: anti-aliased pixels counted, and a YIQ
  /// threshold of 0 (any distance above 0 differs). Two different premultiplied pixels always lie
  /// at a distance above 0: they differ over black or over white, and the smallest fixed-point
  /// YIQ distance of two different colors is 15,178,445 units (an exhaustive search over every
  /// channel difference), not 0. RepositoryGoldensTests checks a one-level change fails.
  public static let exactPixels = ComparisonOptions(tolerance: .yiq(threshold: 0), includesAntiAliasing: true)
}
