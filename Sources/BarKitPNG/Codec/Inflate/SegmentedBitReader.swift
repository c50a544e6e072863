/// Reads a DEFLATE stream's bits, least significant first (RFC 1951 §3.1.1), from pieces of
/// memory read in order: the payloads of a PNG's IDAT chunks where they lie in the file, so
/// they need not be joined first.
///
/// ``window`` reads the current piece (``BitWindow``); ``refill()`` goes on byte by byte across
/// the end of a piece. Past the last piece it shifts in zeros and counts them as overread: a
/// stream that ends where it should never consumes them (``consumedPastEnd``).
///
/// An optional `check` vets each piece as reading reaches it (a PNG chunk's CRC, computed while
/// the piece is about to be read anyway, not in a pass of its own over the file); a piece that
/// fails it ends the input there (``isCorrupt``).
struct SegmentedBitReader {
  var window: BitWindow
  private let base: UnsafePointer<UInt8>
  private let pieces: [Range<Int>]
  private var piece = 0
  /// Zero bytes shifted in past the last piece.
  private(set) var overread = 0
  private let check: ((Range<Int>) -> Bool)?
  /// Whether a piece failed the check: the input ended before it.
  private(set) var isCorrupt = false

  /// `pieces` are byte ranges of `base`, read in order; there is at least one.
  init(_ base: UnsafeRawPointer, pieces: [Range<Int>], check: ((Range<Int>) -> Bool)? = nil) {
    self.base = base.assumingMemoryBound(to: UInt8.self)
    self.pieces = pieces
    self.check = check
    window = BitWindow(next: self.base + pieces[0].lowerBound, end: self.base + pieces[0].upperBound)
    vetPiece()
  }

  /// Tops the buffer up to at least 56 bits.
  @inline(__always) mutating func refill() {
    if window.hasFastBytes(1) { window.refillFromPiece() } else { refillAcrossPieces() }
  }

  private mutating func refillAcrossPieces() {
    while window.count < 56 {
      while window.next == window.end, piece + 1 < pieces.count { startNextPiece() }
      if window.next < window.end {
        window.buffer |= UInt64(window.next.pointee) &<< window.count
        window.next += 1
      } else {
        overread += 1
      }
      window.count += 8
    }
  }

  private mutating func startNextPiece() {
    piece += 1
    window.next = base + pieces[piece].lowerBound
    window.end = base + pieces[piece].upperBound
    vetPiece()
  }

  /// Ends the input before the current piece if it fails the check.
  private mutating func vetPiece() {
    guard let check, !check(pieces[piece]) else { return }
    isCorrupt = true
    window.end = window.next
    piece = pieces.count - 1
  }

  /// The next `bits` bits (at most 32), consumed; refills first.
  mutating func read(_ bits: Int) -> Int {
    if window.count < bits { refill() }
    let value = window.peek(bits)
    window.consume(bits)
    return value
  }

  /// Drops the bits up to the next byte boundary (stored blocks and the zlib trailer start
  /// on one).
  mutating func alignToByte() { window.consume(window.count & 7) }

  /// Whether the stream read more than its pieces hold: the whole bytes still in the buffer
  /// were read ahead and are not consumed.
  var consumedPastEnd: Bool { overread > window.count / 8 }

  /// Whether every byte of every piece was consumed (none left in the buffer or the pieces).
  var isAtEnd: Bool {
    !isCorrupt && window.next == window.end && overread == window.count / 8
      && pieces[(piece + 1)...].allSatisfy(\.isEmpty)
  }

  /// Copies `byteCount` bytes of a stored block (RFC 1951 §3.2.4) to `target`, starting on a
  /// byte boundary: first those already in the buffer, then straight from the pieces. Returns
  /// `false` when the pieces end first.
  mutating func copyBytes(_ byteCount: Int, to target: UnsafeMutablePointer<UInt8>) -> Bool {
    var copied = 0
    while copied < byteCount, window.count >= 8 {
      target[copied] = UInt8(truncatingIfNeeded: window.buffer)
      window.consume(8)
      copied += 1
    }
    guard !consumedPastEnd else { return false }
    guard copied < byteCount else { return true }
    // The rest comes after the buffer's bytes, all consumed (a stored block starts on a byte
    // boundary): reading resumes at `next`, and the buffer's stale high bits, copies of the
    // bytes about to be copied, are cleared.
    window.buffer = 0
    while copied < byteCount {
      if window.next == window.end {
        guard piece + 1 < pieces.count else { return false }
        startNextPiece()
        continue
      }
      let run = min(byteCount - copied, window.end - window.next)
      (target + copied).update(from: window.next, count: run)
      window.next += run
      copied += run
    }
    return true
  }
}
