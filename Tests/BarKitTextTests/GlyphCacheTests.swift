import Foundation
import Testing

@testable import BarKitText

@Suite struct GlyphCacheTests {
  let style = TextStyle(font: FontDescriptor(weight: .medium, size: 17))

  @Test func repeatedGlyphsHitTheCache() {
    let cache = GlyphCache(byteLimit: 1 << 20)
    let line = TextLine("aaaa", style: style)
    _ = line.renderMask(scale: .x2, cache: cache)
    let stats = cache.statistics
    #expect(stats.misses >= 1 && stats.misses <= GlyphCache.subpixelPhases)
    #expect(stats.hits == 4 - stats.misses)
  }

  @Test func memoryStaysBounded() {
    let cache = GlyphCache(byteLimit: 64 << 10)
    let text = "The quick brown fox jumps over the lazy dog 0123456789 操作栏工具栏"
    for size in stride(from: 10.0, through: 40.0, by: 2.0) {
      let line = TextLine(text, style: TextStyle(font: FontDescriptor(size: size)))
      _ = line.renderMask(scale: .x3, cache: cache)
      #expect(cache.statistics.bytes <= cache.byteLimit)
    }
    #expect(cache.statistics.evictions > 0)
    // Evicted glyphs render again identically.
    let line = TextLine("Inbox", style: style)
    #expect(
      line.renderMask(scale: .x2, cache: cache)!.mask
        == line.renderMask(scale: .x2, cache: GlyphCache(byteLimit: 1 << 20))!.mask)
  }

  @Test func concurrentRenderingMatchesSerial() async {
    let strings = ["Inbox", "操作栏", "Settings", "工具栏", "Done", "Back", "Général", "AV Wa"]
    let weights = FontWeight.allCases
    let cache = GlyphCache(byteLimit: 256 << 10)
    // A fresh library, so font resolution and fallback lookups also race.
    let library = FontLibrary()
    let serial = strings.enumerated().map { i, s in
      TextLine(s, style: TextStyle(font: FontDescriptor(weight: weights[i % 4], size: 13 + Double(i))))
        .renderMask(scale: .x2, cache: GlyphCache(byteLimit: 1 << 20))!.mask
    }
    let results = await withTaskGroup(of: (Int, Bool).self) { group in
      for round in 0..<16 {
        for (i, s) in strings.enumerated() {
          group.addTask {
            let style = TextStyle(font: FontDescriptor(weight: weights[i % 4], size: 13 + Double(i)))
            let line = TextLine(s, style: style, library: library)
            return (round, line.renderMask(scale: .x2, cache: cache)!.mask == serial[i])
          }
        }
      }
      var all: [Bool] = []
      for await (_, same) in group { all.append(same) }
      return all
    }
    #expect(results.count == 16 * strings.count)
    #expect(results.allSatisfy { $0 })
  }
}
