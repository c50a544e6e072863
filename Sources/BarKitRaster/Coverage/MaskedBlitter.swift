/// A blitter that multiplies incoming coverage by the alpha of an image sampled at each pixel,
/// then passes it on: how a scaled A8 mask or a template image modulates a paint.
struct MaskedBlitter<Inner: Blitter>: Blitter {
  var inner: Inner
  let sampler: PatternSampler
  /// Scratch rows, as wide as the widest span (the clip width).
  private var samples: [PremultipliedRGBA8]
  private var coverage: [UInt8]

  init(inner: Inner, sampler: PatternSampler, maximumSpan: Int) {
    self.inner = inner
    self.sampler = sampler
    self.samples = [PremultipliedRGBA8](repeating: .transparent, count: maximumSpan)
    self.coverage = [UInt8](repeating: 0, count: maximumSpan)
  }

  mutating func blitSpan(y: Int, x: Int, coverage incoming: UnsafeBufferPointer<UInt8>) {
    let count = min(incoming.count, samples.count)
    // Borrow the scratch rows as locals (an O(1) swap) so `inner` can be mutated meanwhile.
    var samples = self.samples, coverage = self.coverage
    (self.samples, self.coverage) = ([], [])
    defer { (self.samples, self.coverage) = (samples, coverage) }
    samples.withUnsafeMutableBufferPointer { samples in
      coverage.withUnsafeMutableBufferPointer { coverage in
        sampler.sample(y: y, x: x, into: UnsafeMutableBufferPointer(rebasing: samples[0..<count]))
        for i in 0..<count { coverage[i] = Arithmetic8.multiply(incoming[i], samples[i].a) }
        inner.blitSpan(y: y, x: x, coverage: UnsafeBufferPointer(rebasing: coverage[0..<count]))
      }
    }
  }
}
