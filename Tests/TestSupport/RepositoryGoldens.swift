import BarKit
import BarKitTesting
import Foundation

extension GoldenSettings {
  /// This repository's goldens for a test suite: `Goldens/<Suite>/<name>.png`, the folder named
  /// after the suite so a golden leads to the file that owns it. (A string, because a suite's
  /// own type cannot appear in its `@Suite` attribute; RepositoryGoldensTests checks each name.)
  ///
  ///     @Suite(.goldens(.repository("BarGoldenTests"))) struct BarGoldenTests { … }
  ///
  /// With `BARKIT_EXACT_GOLDENS=1` (`make test-portable`) every pixel must match exactly: no
  /// color tolerance and anti-aliased pixels counted, so the portable kernels are shown to give
  /// the goldens' very pixels.
  public static func repository(_ suite: String) -> GoldenSettings {
    let exact = ProcessInfo.processInfo.environment["BARKIT_EXACT_GOLDENS"] == "1"
    return GoldenSettings(
      goldensDirectory: SharedFixtures.repositoryRoot.appendingPathComponent("Goldens/\(suite)"),
      options: exact
        ? ComparisonOptions(tolerance: .yiq(threshold: 0), includesAntiAliasing: true) : ComparisonOptions(),
      naming: .byName)
  }
}
