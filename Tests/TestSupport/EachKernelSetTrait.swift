import BarKitEffects
import Testing

/// Runs a test, or every test of a suite, once with each ``KernelSet`` bound for its task: the
/// native kernels, then the portable ones. Every golden suite carries it, so each golden scene is
/// rendered both ways and both must give the golden's exact pixels (Docs/Testing.md).
///
///     @Suite(.goldens(.repository("BarGoldenTests")), .eachKernelSet) struct BarGoldenTests { … }
public struct EachKernelSetTrait: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    for kernels in KernelSet.allCases {
      try await KernelSet.$current.withValue(kernels) { try await function() }
    }
  }
}

extension Trait where Self == EachKernelSetTrait {
  /// Runs the test once per kernel set (``EachKernelSetTrait``).
  public static var eachKernelSet: Self { EachKernelSetTrait() }
}
