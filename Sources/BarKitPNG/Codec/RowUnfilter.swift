import CBarKitPNG

/// Undoes a row's filter in place (PNG spec §9.2): each byte becomes the filtered byte plus
/// its predictor, wrapping modulo 256, from bytes already reconstructed.
///
/// `row` holds `count` filtered bytes (`bpp` bytes per pixel, 3 or 4) and `previous` the row
/// above, already reconstructed (zeros above the first row). Both may be read up to 16 bytes
/// past `count` (plus one pixel), and `row` written 1 byte past it (rewritten with the byte read
/// there), so callers leave room.
enum RowUnfilter {
  static func apply(
    _ type: RowFilterType, row: UnsafeMutableRawPointer, previous: UnsafeRawPointer, count: Int, bpp: Int,
    kernel: RowFilterKernel = .preferred
  ) {
    switch kernel {
    case .simd: simd(type, row: row, previous: previous, count: count, bpp: bpp)
    case .c:
      barkit_row_unfilter(
        type.rawValue, row.assumingMemoryBound(to: UInt8.self), previous.assumingMemoryBound(to: UInt8.self), count,
        bpp)
    case .scalar:
      scalar(
        type, row: row.assumingMemoryBound(to: UInt8.self), previous: previous.assumingMemoryBound(to: UInt8.self),
        count: count, bpp: bpp)
    }
  }

  /// The reference: one byte at a time, as the spec writes it.
  static func scalar(
    _ type: RowFilterType, row x: UnsafeMutablePointer<UInt8>, previous b: UnsafePointer<UInt8>, count: Int, bpp: Int
  ) {
    switch type {
    case .none: return
    case .sub:
      for i in bpp..<max(bpp, count) { x[i] &+= x[i - bpp] }
    case .up:
      for i in 0..<count { x[i] &+= b[i] }
    case .average:
      for i in 0..<count {
        let a = i >= bpp ? Int(x[i - bpp]) : 0
        x[i] &+= UInt8((a + Int(b[i])) / 2)
      }
    case .paeth:
      for i in 0..<count {
        let a = i >= bpp ? x[i - bpp] : 0, c = i >= bpp ? b[i - bpp] : 0
        x[i] &+= FilterMath.paeth(a, b[i], c)
      }
    }
  }

  /// Sub, Average and Paeth depend on the pixel to the left, so they go one pixel (a 4-lane
  /// vector) at a time; Up has no such chain and goes 16 bytes at a time. With 3 bytes per
  /// pixel, each 4-byte load's last lane belongs to the next pixel and is written back as read;
  /// that lane of the carried pixel is left as computed, unused, so the write-back stays off
  /// the chain from one pixel to the next. The write-back masks the pixel's 32 bits: a lane
  /// select, or a mask of the vector, went through the stack a byte at a time (x86-64 before
  /// SSE4.1 has no byte blend), and this function took a quarter longer on a noise image.
  /// Each pixel is loaded before the previous one is stored: a load overlapping the last store
  /// by one byte cannot take its bytes from the store buffer and waits for it (measured: 80 %
  /// of this function's time).
  ///
  /// `opaquePixels`, given for 3-byte pixels, also receives each pixel as opaque RGBA (4 bytes
  /// each) from Sub, Average and Paeth rows, which hold it in a register anyway: their caller
  /// then skips the expansion pass (``fusesExpansion(_:bpp:)``).
  static func simd(
    _ type: RowFilterType, row: UnsafeMutableRawPointer, previous: UnsafeRawPointer, count: Int, bpp: Int,
    opaquePixels: UnsafeMutableRawPointer? = nil
  ) {
    let source = UnsafeRawPointer(row)
    let laneThree = SIMD4<UInt8>(0, 0, 0, 0xFF)
    // The bits of the lane that belongs to the next pixel: written back as read.
    let kept = bpp == 3 ? unsafeBitCast(laneThree, to: UInt32.self) : 0
    var a = SIMD4<UInt8>.zero, c = SIMD4<UInt8>.zero
    var i = 0, pixel = 0
    @inline(__always) func write(_ a: SIMD4<UInt8>, read f: SIMD4<UInt8>) {
      let computed = unsafeBitCast(a, to: UInt32.self), read = unsafeBitCast(f, to: UInt32.self)
      row.storeBytes(of: computed & ~kept | read & kept, toByteOffset: i, as: UInt32.self)
      guard let opaquePixels else { return }
      opaquePixels.store(a | laneThree, at: pixel)
      pixel += 4
    }
    switch type {
    case .none: return
    case .up:
      while i + 16 <= count {
        row.store(source.vector16(at: i) &+ previous.vector16(at: i), at: i)
        i += 16
      }
      let x = row.assumingMemoryBound(to: UInt8.self), b = previous.assumingMemoryBound(to: UInt8.self)
      while i < count {
        x[i] &+= b[i]
        i += 1
      }
    case .sub:
      var f = source.vector4(at: 0)
      while i < count {
        let next = source.vector4(at: i + bpp)
        a = f &+ a
        write(a, read: f)
        f = next
        i += bpp
      }
    case .average:
      var f = source.vector4(at: 0)
      while i < count {
        let next = source.vector4(at: i + bpp)
        a = f &+ FilterMath.average(a, previous.vector4(at: i))
        write(a, read: f)
        f = next
        i += bpp
      }
    case .paeth:
      var f = source.vector4(at: 0)
      while i < count {
        let next = source.vector4(at: i + bpp), b = previous.vector4(at: i)
        a = f &+ FilterMath.paeth(a, b, c)
        c = b
        write(a, read: f)
        f = next
        i += bpp
      }
    }
  }

  /// Whether ``simd(_:row:previous:count:bpp:opaquePixels:)`` writes the opaque pixels of a row
  /// of `type`: 3-byte pixels, Sub, Average or Paeth.
  static func fusesExpansion(_ type: RowFilterType, bpp: Int) -> Bool {
    bpp == 3 && (type == .sub || type == .average || type == .paeth)
  }
}
