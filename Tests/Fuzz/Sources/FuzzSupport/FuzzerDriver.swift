/// A harness's `LLVMFuzzerTestOneInput`: the input bytes (`nil` when empty) and their count.
public typealias FuzzTarget = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<CInt>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
  _ target: FuzzTarget
) -> CInt

/// Runs libFuzzer's driver on `target` with the process arguments.
///
/// SwiftPM links an executable with `main` aliased to `<Module>_main` (so tests can link the
/// module); with `-parse-as-library` the compiler emits no such function and libFuzzer's own
/// `main` is never used. Each harness therefore defines `<Module>_main` and calls this, which
/// hands control to libFuzzer exactly as its `main` would.
public func runFuzzer(
  argc: CInt, argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, target: FuzzTarget
) -> CInt {
  var count = argc
  var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = argv
  return llvmFuzzerRunDriver(&count, &arguments, target)
}
