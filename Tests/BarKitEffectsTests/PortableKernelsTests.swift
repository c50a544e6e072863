import BarKitRaster
import Testing

@testable import BarKitEffects

/// The portable kernels against the native ones (SSE2 on x86-64), in the same build: both kernel
/// sets blur seeded random images to the same bytes. Every golden suite also renders each scene
/// with both (`.eachKernelSet`, Docs/Testing.md), so on x86-64 the portable code other
/// processors run is tested without a build of its own.
@Suite struct PortableKernelsTests {
  /// (width, height, diameter, passes): whole 16-row blocks (where the SSE2 transposes run) and
  /// ragged ones, widths not a multiple of 4 (the transposes' pixel-by-pixel edge), diameters with
  /// an SSE2 divider (3...201) and without one (255), images narrower than the box.
  static let shapes: [(Int, Int, Int, Int)] = [
    (16, 16, 3, 3), (37, 48, 9, 3), (131, 35, 41, 3), (64, 70, 201, 2), (23, 33, 255, 3), (5, 16, 61, 1),
    (90, 17, 7, 5), (1, 32, 3, 3),
  ]

  @Test(arguments: shapes.indices)
  func bothKernelSetsGiveTheSameBytes(_ index: Int) {
    let (w, h, d, n) = Self.shapes[index]
    var random = SeededRandom(seed: 0x5EED + UInt64(index))
    let image = random.image(width: w, height: h)
    let blurred = KernelSet.allCases.map { kernels in
      KernelSet.$current.withValue(kernels) { image.boxBlurred(diameter: d, passes: n, threads: 2) }
    }
    #expect(blurred[0] == blurred[1], "\(w)x\(h) d=\(d) n=\(n)")
    #expect(blurred[0] == ReferenceBoxBlur.blur(image, diameter: d, passes: n))
  }

  /// The switch is the task's: bound in one task, it reaches the kernels there and nowhere else.
  @Test func theSwitchSelectsTheKernelsForItsTaskOnly() async {
    #expect(KernelSet.current == .native)
    #expect(!KernelSet.portable.usesSSE2)
    #if arch(x86_64)
      #expect(KernelSet.native.usesSSE2)
    #else
      #expect(!KernelSet.native.usesSSE2)
    #endif
    await KernelSet.$current.withValue(.portable) {
      #expect(KernelSet.current == .portable)
      let other = Task.detached { KernelSet.current }
      #expect(await other.value == .native)
    }
  }
}
