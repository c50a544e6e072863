/// How much one element of a scene may change before its golden fails
/// (`assertGolden(of:tolerances:)`), while the rest of the image keeps the assertion's options.
public enum ElementTolerance: Hashable, Sendable {
  /// Up to this many differing pixels inside the element pass (``RegionAllowance``); with a
  /// wildcard path, each element it names gets its own.
  case maxDiffPixels(Int)
}
