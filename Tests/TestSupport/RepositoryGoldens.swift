import BarKitTesting

extension GoldenSettings {
  /// This repository's goldens for a test suite: `Goldens/<Suite>/<name>.png`, the folder named
  /// after the suite so a golden leads to the file that owns it. (A string, because a suite's
  /// own type cannot appear in its `@Suite` attribute; RepositoryGoldensTests checks each name.)
  ///
  ///     @Suite(.goldens(.repository("BarGoldenTests"))) struct BarGoldenTests { … }
  public static func repository(_ suite: String) -> GoldenSettings {
    GoldenSettings(
      goldensDirectory: SharedFixtures.repositoryRoot.appendingPathComponent("Goldens/\(suite)"), naming: .byName)
  }
}
