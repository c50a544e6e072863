import Dispatch
import Foundation

/// The multi-threaded driver: `passes` horizontal box passes, then `passes` vertical ones, over
/// raw premultiplied RGBA8 rows.
///
/// The horizontal direction is cut into blocks of 16 rows and the vertical one into strips of
/// 16 columns; each block or strip is independent, so workers split them evenly with
/// `DispatchQueue.concurrentPerform` and the result does not depend on the thread count.
enum BoxBlurKernel {
  /// Blurs `source` into `destination` (they may be the same memory, not partly overlapping).
  static func run(
    source: UnsafeRawPointer, sourceStride: Int, destination: UnsafeMutableRawPointer, destinationStride: Int,
    width: Int, height: Int, diameter: Int, passes: Int, threads: Int
  ) {
    if diameter == 1 || passes == 0 {
      // A 1-pixel box is the identity.
      copy(source, sourceStride, destination, destinationStride, width, height)
      return
    }
    #if arch(x86_64)
      if let mean = SSE2BoxMean(diameter: diameter) {
        run(source, sourceStride, destination, destinationStride, width, height, mean, passes, threads)
        return
      }
    #endif
    if let mean = NarrowBoxMean(diameter: diameter) {
      run(source, sourceStride, destination, destinationStride, width, height, mean, passes, threads)
    } else if let mean = WideBoxMean(diameter: diameter) {
      // Diameters past ~250 overflow 32-bit products; 64-bit ones are slower but still exact.
      run(source, sourceStride, destination, destinationStride, width, height, mean, passes, threads)
    } else {
      preconditionFailure("BoxBlur validates the diameter")
    }
  }

  private static func run<Kernel: BoxPassKernel>(
    _ source: UnsafeRawPointer, _ sourceStride: Int, _ destination: UnsafeMutableRawPointer, _ destinationStride: Int,
    _ width: Int, _ height: Int, _ kernel: Kernel, _ passes: Int, _ threads: Int
  ) {
    let lanes = BoxStrip.lanePixels
    let blocks = (height + lanes - 1) / lanes
    forEachShare(of: blocks, threads: threads, capacity: width) { strip, block in
      let y = block * lanes
      let count = min(lanes, height - y)
      strip.loadRows(from: source, stride: sourceStride, y: y, count: count, length: width)
      strip.blur(length: width, passes: passes, kernel: kernel)
      strip.storeRows(to: destination, stride: destinationStride, y: y, count: count, length: width)
    }
    let columns = lanes * BoxStrip.groupSize
    let groups = (width + columns - 1) / columns
    forEachShare(of: groups, threads: threads, capacity: height) { strip, group in
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

  /// Calls `body` for items `0..<items` on up to `threads` workers, each with its own strip
  /// scratch. Workers take the next item from a shared counter rather than a fixed share, so a
  /// worker the OS preempts (the machine may be busy) does not hold the others back.
  private static func forEachShare(
    of items: Int, threads: Int, capacity: Int, _ body: (inout BoxStrip, Int) -> Void
  ) {
    let workers = max(1, min(threads, items))
    if workers == 1 {
      var strip = BoxStrip(capacity: capacity)
      for item in 0..<items { body(&strip, item) }
      return
    }
    // Workers touch disjoint blocks or strips of the image, so sharing `body` (and the pointers
    // it holds) across them is race-free; the compiler cannot see that, hence `unsafe`.
    nonisolated(unsafe) let work = body
    let counter = WorkCounter()
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      var strip = BoxStrip(capacity: capacity)
      while let item = counter.next(below: items) { work(&strip, item) }
    }
  }
}

/// A shared "next item" counter for the workers of one phase.
private final class WorkCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  /// Claims the next item, or returns `nil` when all `count` are claimed.
  func next(below count: Int) -> Int? {
    lock.withLock {
      guard value < count else { return nil }
      value += 1
      return value - 1
    }
  }
}
