/// One worker's scratch for box passes: up to ``groupSize`` strips of `capacity` positions,
/// twice (pass input and output), each position holding ``lanePixels`` pixels (64 bytes, one
/// cache line).
///
/// A vertical blur copies 64 columns of every row into four strips (256 contiguous bytes per
/// row, so each page of the image is visited once per four strips rather than once per strip);
/// a horizontal blur copies 16 rows transposed into one strip, so that position `x` holds pixel
/// `x` of each row. Either way the passes then run over contiguous memory that stays in cache,
/// and the image itself is read once and written once per direction however many passes run.
struct BoxStrip: ~Copyable {
  /// Pixels side by side in one strip position: the SIMD lane count of the passes.
  static let lanePixels = 16
  /// Bytes per strip position.
  static let positionBytes = lanePixels * 4
  /// Strips loaded together from the columns of an image, at most.
  static let groupSize = 4
  /// The most bytes one worker's two buffers may take (Docs/Security.md, "Limits"): a strip as
  /// long as ``BoxBlur/maximumSide`` fits, and a long side loads fewer strips at once.
  static let byteBudget = BoxBlur.maximumSide * positionBytes * 2

  /// Positions per strip.
  let capacity: Int
  /// Strips per buffer.
  let strips: Int
  /// The buffer holding the strips' current contents (loaded, or the last pass's output).
  private(set) var strip: UnsafeMutableRawPointer
  private var back: UnsafeMutableRawPointer

  /// Allocates both buffers once per worker, `strips` strips of `capacity` positions each; the
  /// passes never allocate.
  init(capacity: Int, strips: Int = 1) {
    self.capacity = max(1, capacity)
    self.strips = max(1, strips)
    let size = self.capacity * BoxStrip.positionBytes * self.strips
    strip = .allocate(byteCount: size, alignment: 64)
    back = .allocate(byteCount: size, alignment: 64)
    strip.initializeMemory(as: UInt8.self, repeating: 0, count: size)
    back.initializeMemory(as: UInt8.self, repeating: 0, count: size)
  }

  deinit {
    strip.deallocate()
    back.deallocate()
  }

  /// How many strips of `length` positions a worker loads at once for `columns` columns: up to
  /// ``groupSize``, as many as the columns fill and ``byteBudget`` holds, at least one.
  static func strips(length: Int, columns: Int) -> Int {
    let fitting = byteBudget / (max(1, length) * positionBytes * 2)
    return max(1, min(groupSize, (columns + lanePixels - 1) / lanePixels, fitting))
  }

  /// Copies `count` (at most 16 per strip) pixels of each of `length` rows, starting at column
  /// `x`, into consecutive strips of 16 columns.
  func loadColumns(from image: UnsafeRawPointer, stride: Int, x: Int, count: Int, length: Int) {
    let stripBytes = capacity * BoxStrip.positionBytes
    for y in 0..<length {
      let row = image + (y &* stride &+ x) &* 4
      let position = strip + y &* BoxStrip.positionBytes
      var done = 0
      // Whole strips copy one 64-byte vector per row instead of calling memmove.
      while done + BoxStrip.lanePixels <= count {
        let pixels = row.loadUnaligned(fromByteOffset: done &* 4, as: BoxStripPass.Pixels.self)
        position.storeBytes(
          of: pixels, toByteOffset: done / BoxStrip.lanePixels &* stripBytes, as: BoxStripPass.Pixels.self)
        done += BoxStrip.lanePixels
      }
      if done < count {
        (position + done / BoxStrip.lanePixels * stripBytes).copyMemory(
          from: row + done * 4, byteCount: (count - done) * 4)
      }
    }
  }

  /// The inverse of ``loadColumns(from:stride:x:count:length:)``.
  func storeColumns(to image: UnsafeMutableRawPointer, stride: Int, x: Int, count: Int, length: Int) {
    let stripBytes = capacity * BoxStrip.positionBytes
    for y in 0..<length {
      let row = image + (y &* stride &+ x) &* 4
      let position = strip + y &* BoxStrip.positionBytes
      var done = 0
      while done + BoxStrip.lanePixels <= count {
        let pixels = position.load(
          fromByteOffset: done / BoxStrip.lanePixels &* stripBytes, as: BoxStripPass.Pixels.self)
        row.storeBytes(of: pixels, toByteOffset: done &* 4, as: BoxStripPass.Pixels.self)
        done += BoxStrip.lanePixels
      }
      if done < count {
        (row + done * 4).copyMemory(
          from: position + done / BoxStrip.lanePixels * stripBytes, byteCount: (count - done) * 4)
      }
    }
  }

  /// Runs `passes` box passes over the first `length` positions of the first `strips` strips,
  /// leaving the result where the `store…` methods read it.
  mutating func blur<Kernel: BoxPassKernel>(strips: Int = 1, length: Int, passes: Int, kernel: Kernel) {
    let stripBytes = capacity * BoxStrip.positionBytes
    for _ in 0..<passes {
      for s in 0..<strips {
        kernel.pass(from: strip + s * stripBytes, to: back + s * stripBytes, length: length)
      }
      swap(&strip, &back)
    }
  }
}
