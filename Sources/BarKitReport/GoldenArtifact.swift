/// The files BarKitTesting writes beside a failing golden, named `<stem>.<suffix>`; the
/// report and `barkit accept` find a failure by its actual image.
public enum GoldenArtifact: String, Sendable, CaseIterable {
  /// The golden's pixels as the run read them.
  case reference = "reference.png"
  /// The image under test.
  case actual = "actual.png"
  /// The diff image, when the two were compared.
  case diff = "diff.png"
  /// The ``GoldenRecord``.
  case record = "json"

  /// The file name of this artifact of `stem`.
  public func name(_ stem: String) -> String { "\(stem).\(rawValue)" }

  /// The stem of `name` when it is this artifact's file name, else `nil`.
  public func stem(of name: String) -> String? {
    let suffix = "." + rawValue
    guard name.hasSuffix(suffix) else { return nil }
    return String(name.dropLast(suffix.count))
  }
}
