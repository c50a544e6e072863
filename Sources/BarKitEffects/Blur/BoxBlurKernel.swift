import BarKitConcurrency

/// The multi-threaded driver: `passes` horizontal box passes, then `passes` vertical ones, over
/// raw premultiplied RGBA8 rows.
///
/// The horizontal direction is cut into blocks of 16 rows and the vertical one into strips of
/// 16 columns; each block or strip is independent, so workers split them evenly with
/// `Parallel.drain` and the result does not depend on the thread count.
enum BoxBlurKernel {
  /// Blurs `source` into `destination` (they may be the same memory, not partly overlapping)
  /// with `kernels`, by default the current task's ``KernelSet/current``.
  static func run(
    source: UnsafeRawPointer, sourceStride: Int, destination: UnsafeMutableRawPointer, destinationStride: Int,
    width: Int, height: Int, diameter: Int, passes: Int, threads: Int, kernels: KernelSet = .current
  ) {
    if diameter == 1 || passes == 0 {
      // A 1-pixel box is the identity.
      copy(source, sourceStride, destination, destinationStride, width, height)
      return
    }
    let sse2 = kernels.usesSSE2
    #if arch(x86_64)
      if sse2, let mean = SSE2BoxMean(diameter: diameter) {
        run(source, sourceStride, destination, destinationStride, width, height, mean, passes, threads, sse2)
        return
      }
    #endif
    if let mean = NarrowBoxMean(diameter: diameter) {
      run(source, sourceStride, destination, destinationStride, width, height, mean, passes, threads, sse2)
    } else if let mean = WideBoxMean(diameter: diameter) {
      // Diameters past ~250 overflow 32-bit products; 64-bit ones are slower but still exact.
      run(source, sourceStride, destination, destinationStride, width, height, mean, passes, threads, sse2)
    } else {
      preconditionFailure("BoxBlur validates the diameter")
    }
  }

  private static func run<Kernel: BoxPassKernel>(
    _ source: UnsafeRawPointer, _ sourceStride: Int, _ destination: UnsafeMutableRawPointer, _ destinationStride: Int,
    _ width: Int, _ height: Int, _ kernel: Kernel, _ passes: Int, _ threads: Int, _ sse2: Bool
  ) {
    let lanes = BoxStrip.lanePixels
    let blocks = (height + lanes - 1) / lanes
    // A horizontal block is one strip: 16 rows side by side.
    Parallel.drain(count: blocks, workers: threads, makeState: { BoxStrip(capacity: width) }) { strip, block in
      let y = block * lanes
      let count = min(lanes, height - y)
      strip.loadRows(from: source, stride: sourceStride, y: y, count: count, length: width, sse2: sse2)
      strip.blur(length: width, passes: passes, kernel: kernel)
      strip.storeRows(to: destination, stride: destinationStride, y: y, count: count, length: width, sse2: sse2)
    }
    let stripsPerGroup = BoxStrip.strips(length: height, columns: width)
    let columns = lanes * stripsPerGroup
    let groups = (width + columns - 1) / columns
    Parallel.drain(count: groups, workers: threads, makeState: { BoxStrip(capacity: height, strips: stripsPerGroup) }) {
      strip, group in
      let x = group * columns
      let count = min(columns, width - x)
      strip.loadColumns(from: destination, stride: destinationStride, x: x, count: count, length: height)
      strip.blur(strips: (count + lanes - 1) / lanes, length: height, passes: passes, kernel: kernel)
      strip.storeColumns(to: destination, stride: destinationStride, x: x, count: count, length: height)
    }
  }

  private static func copy(
    _ source: UnsafeRawPointer, _ sourceStride: Int, _ destination: UnsafeMutableRawPointer, _ destinationStride: Int,
    _ width: Int, _ height: Int
  ) {
    guard source != UnsafeRawPointer(destination) || sourceStride != destinationStride else { return }
    for y in 0..<height {
      (destination + y * destinationStride * 4).copyMemory(from: source + y * sourceStride * 4, byteCount: width * 4)
    }
  }
}
