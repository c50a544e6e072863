import Testing

/// A Swift Testing trait that puts ``GoldenSettings`` in effect for a test or a whole suite:
/// `@Suite(.goldens(GoldenSettings(goldensDirectory: url, naming: .byName)))`.
public struct GoldenTrait: SuiteTrait, TestTrait, TestScoping {
  /// The settings the trait applies.
  public let settings: GoldenSettings

  /// Applies to every test inside a suite it is attached to.
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await GoldenSettings.$current.withValue(settings) { try await function() }
  }
}

extension Trait where Self == GoldenTrait {
  /// Golden settings for this test or suite.
  public static func goldens(_ settings: GoldenSettings) -> Self { GoldenTrait(settings: settings) }
}
