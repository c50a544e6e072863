/// The BarKit release: what `barkit --version` prints, and the renderer version goldens
/// record (BarKitTesting's `GoldenProvenance`), since any release may change pixels.
public enum BarKitVersion {
  /// This release's version.
  public static let current = "0.1.0"
}
