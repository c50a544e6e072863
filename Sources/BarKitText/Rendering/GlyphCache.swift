import Synchronization

/// Rasterized glyphs, shared by every thread and bounded in memory.
///
/// The key is the face, the glyph, the size in 1/64 pixel and the subpixel phase (one of
/// ``subpixelPhases`` positions between two pixels), so a glyph rendered for one phase is
/// reused wherever its pen position rounds to that phase.
///
/// Bound: when the bytes held (coverage plus a fixed 64 per entry) pass `byteLimit`, the least
/// recently used entries are dropped until the cache holds at most three quarters of the limit;
/// evicting in a batch keeps the sort that finds them rare. The default 4 MiB holds about 6,000
/// 17 pt @2x glyphs, far more than the few hundred a set of bars uses.
///
/// Thread safety: the table sits behind a lock, and rasterizing happens outside it, under the
/// face's own lock, so threads drawing different faces do not wait for each other. Two threads
/// missing on the same key both render it; the results are identical.
public final class GlyphCache: Sendable {
  /// The cache text drawing uses unless told otherwise.
  public static let shared = GlyphCache(byteLimit: 4 << 20)

  /// Subpixel positions per pixel along the baseline: pens are rounded to quarter pixels, the
  /// step below which a shift of coverage is not visible at 8 bits (FreeType's and Skia's
  /// choice as well).
  public static let subpixelPhases = 4

  /// The most bytes the cache keeps before evicting.
  public let byteLimit: Int

  struct Key: Hashable {
    let face: Int
    let glyph: UInt32
    let size64: Int
    let phase: Int
  }

  private struct Entry {
    let bitmap: GlyphBitmap
    var lastUse: UInt64
  }

  private struct Table {
    var entries: [Key: Entry] = [:]
    var bytes = 0
    var clock: UInt64 = 0
    var hits = 0
    var misses = 0
    var evictions = 0
  }

  private let table = Mutex(Table())

  /// Creates an empty cache that holds at most `byteLimit` bytes (at least 64 KiB).
  public init(byteLimit: Int) { self.byteLimit = max(byteLimit, 64 << 10) }

  /// Counters for tests and tuning.
  public struct Statistics: Hashable, Sendable {
    /// Glyph bitmaps held.
    public let entries: Int
    /// Bytes held, as counted against ``GlyphCache/byteLimit``.
    public let bytes: Int
    /// Look-ups served from the cache.
    public let hits: Int
    /// Look-ups that rendered the glyph.
    public let misses: Int
    /// Entries dropped to stay under the limit.
    public let evictions: Int
  }

  /// The current counters.
  public var statistics: Statistics {
    table.withLock {
      Statistics(entries: $0.entries.count, bytes: $0.bytes, hits: $0.hits, misses: $0.misses, evictions: $0.evictions)
    }
  }

  /// The bitmap of `glyph` from `face` at `pixelsPerEm`, its pen at `phase`/``subpixelPhases``
  /// of a pixel, rendered on a miss.
  func bitmap(face: FontFace, glyph: UInt32, pixelsPerEm: Double, phase: Int) -> GlyphBitmap {
    let key = Key(face: face.id, glyph: glyph, size64: Int((pixelsPerEm * 64).rounded()), phase: phase)
    let cached: GlyphBitmap? = table.withLock { t in
      t.clock += 1
      guard var entry = t.entries[key] else {
        t.misses += 1
        return nil
      }
      t.hits += 1
      entry.lastUse = t.clock
      t.entries[key] = entry
      return entry.bitmap
    }
    if let cached { return cached }
    let shift = phase * 64 / GlyphCache.subpixelPhases
    let bitmap = face.rasterize(glyph: glyph, pixelsPerEm: pixelsPerEm, shift: shift)
    table.withLock { t in
      t.clock += 1
      if let old = t.entries.updateValue(Entry(bitmap: bitmap, lastUse: t.clock), forKey: key) {
        t.bytes -= old.bitmap.byteCount
      }
      t.bytes += bitmap.byteCount
      if t.bytes > byteLimit { evict(&t) }
    }
    return bitmap
  }

  /// Drops least recently used entries until at most 3/4 of the limit is held.
  private func evict(_ t: inout Table) {
    let target = byteLimit / 4 * 3
    for (key, entry) in t.entries.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
      guard t.bytes > target else { break }
      t.entries[key] = nil
      t.bytes -= entry.bitmap.byteCount
      t.evictions += 1
    }
  }

  /// Empties the cache (counters included).
  public func removeAll() { table.withLock { $0 = Table() } }
}
