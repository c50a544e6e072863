/// Built-in, procedurally generated pictures to put behind the bars, so a scene (and
/// `barkit demo`) needs no input files. Each is colorful enough to show the backdrop blur.
/// BarKitChrome draws them (`SamplePicture.render(width:height:scale:)`).
public enum SamplePicture: String, CaseIterable, Sendable {
  /// A landscape at dusk: sky gradient, a sun, three ranges of hills and a lake.
  case landscape
  /// A grid of colorful photo-like tiles, as in the Photos app.
  case tiles
  /// Alternating red (255,25,25) and green (25,255,25) bands 100 pt tall, like the real capture
  /// the blur was calibrated on (measurements.md §3a, "RG").
  case stripes
  /// A plain-style table: white rows 44 pt tall with gray separators and colored thumbnails.
  case list
}
