/// Which pixels over the color tolerance are excused as anti-aliasing (when
/// ``ComparisonOptions/includesAntiAliasing`` is `false`).
public enum AntiAliasingRule: String, Hashable, Sendable, CaseIterable {
  /// BarKit's rule: pixelmatch's heuristic on integer luma, then a connected cluster of
  /// over-tolerance pixels holding any pixel that is not anti-aliasing counts whole, so a
  /// changed glyph or a moved shape counts nearly all its changed pixels. A re-rendered edge
  /// passes only when the heuristic excuses every one of its pixels; one it leaves (a thin
  /// stroke's end, a sharp tip) makes the edge count (Docs/Testing.md, "pixelmatch-style").
  case standard
  /// pixelmatch's own decision, pixel by pixel, with its floating-point arithmetic: its YIQ
  /// distance (pixelmatch 7.2.0, checkerboard behind translucent pixels) or its OKLab HyAB
  /// distance (``ColorTolerance/oklab(threshold:)``, pixelmatch's main branch), and its
  /// anti-aliasing test on Rec. 601 luma, without clusters. Counts and diff images
  /// (``DiffImageStyle/pixelmatch(alpha:antiAliasedColor:differentColor:darkerColor:isMaskOnly:)``)
  /// equal pixelmatch's on its own test fixtures.
  case pixelmatch
}
