import Foundation
import Testing

@testable import BarKitEffects

/// `make test-portable` builds with `-DBARKIT_PORTABLE_KERNELS` and sets
/// `BARKIT_EXPECT_PORTABLE_KERNELS=1`: this checks the flag reached the kernels, so that run
/// really exercised the portable code other processors run (and its goldens compared exactly).
@Suite struct PortableKernelsTests {
  @Test func theBuildRunsTheKernelsThisRunExpects() {
    let portable = ProcessInfo.processInfo.environment["BARKIT_EXPECT_PORTABLE_KERNELS"] == "1"
    #if arch(x86_64)
      #expect(BoxBlurKernel.usesX86Kernels == !portable)
    #else
      #expect(!BoxBlurKernel.usesX86Kernels)
    #endif
  }
}
