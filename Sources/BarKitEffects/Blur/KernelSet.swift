/// Which implementation of the blur's inner loops runs: the processor's own (x86-64 SSE2 box
/// passes and 4 × 4 transposes) or the portable Swift SIMD kernels that every other processor,
/// Apple silicon among them, runs.
///
/// Both give the same bytes (integer arithmetic, Docs/Architecture.md "Determinism"); the switch
/// exists so that tests on an x86-64 machine run the portable kernels too and compare them with
/// the native ones, in the same build (Docs/Architecture.md, "Portable kernels").
package enum KernelSet: String, Sendable, CaseIterable, CustomStringConvertible {
  /// The fastest kernels this processor has: SSE2 on x86-64, the portable ones elsewhere.
  case native
  /// The portable Swift SIMD kernels.
  case portable

  /// The kernels blurs started in the current task use. A task-local value, so a test that binds
  /// `portable` changes no other test running beside it; the blur reads it once, on the thread
  /// that calls it, and hands the choice to its workers.
  @TaskLocal package static var current: KernelSet = .native

  /// Whether the x86-64 SSE2 passes and transposes run.
  var usesSSE2: Bool {
    #if arch(x86_64)
      self == .native
    #else
      false
    #endif
  }

  package var description: String { rawValue }
}
