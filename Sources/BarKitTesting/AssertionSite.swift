/// Where an assertion is in the test sources: the failure's record carries it, so
/// `barkit report ARTIFACTS_DIR --annotations github` can point at the line that failed.
public struct AssertionSite: Sendable, Hashable, Encodable {
  /// The test file's path as the compiler gave it (`#filePath`).
  public let file: String
  /// The assertion's line.
  public let line: Int

  /// Creates a site.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }
}
