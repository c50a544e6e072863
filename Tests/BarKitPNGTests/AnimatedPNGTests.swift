import BarKitGeometry
import BarKitPNG
import BarKitRaster
import Foundation
import Testing

/// The APNG writer: chunk order, sequence numbers, CRCs, frame regions, merging, the default
/// image, color types and errors. Interoperability (pngcheck, Pillow) is in
/// AnimatedPNGInteropTests.swift.
struct AnimatedPNGTests {
  static let fps30 = FrameDelay(framesPerSecond: 30)!

  /// A 24 × 16 "screen": a fixed gradient, with a bar over rows 0..<6 whose alpha and tint
  /// follow `step`, as a navigation bar revealing on scroll. `translucent` leaves the bar's
  /// pixels partly transparent.
  static func screen(step: Int, translucent: Bool = false) -> Pixmap {
    var image = Pixmap(width: 24, height: 16)!
    for y in 0..<16 {
      for x in 0..<24 {
        var color = RGBA8(r: UInt8(x * 10), g: UInt8(y * 15), b: 90)
        if y < 6 && x >= step {
          color = RGBA8(r: 250, g: UInt8(40 * step), b: 250, a: translucent ? UInt8(60 + 30 * step) : 255)
        }
        image[x, y] = color.premultiplied
      }
    }
    return image
  }

  /// Steps 0, 1, 1 (an identical frame), 2, 3.
  static let steps = [0, 1, 1, 2, 3]

  static func animation(translucent: Bool = false, regions: Bool = true) -> AnimatedPNG {
    AnimatedPNG(
      images: steps.map { screen(step: $0, translucent: translucent) }, delay: fps30, storesChangedRegions: regions)
  }

  @Test func chunksComeInAPNGOrderWithValidCRCs() throws {
    let apng = APNGStructure(try Self.animation().data())
    #expect(apng.chunks.allSatisfy { $0.crcIsValid })
    // IHDR, acTL, then fcTL before the IDATs and before each group of fdATs, IEND last.
    let pattern = apng.types.map { $0 == "IDAT" || $0 == "fdAT" ? $0 + "+" : $0 }
      .reduce(into: [String]()) { runs, t in if runs.last != t || !t.hasSuffix("+") { runs.append(t) } }
    #expect(pattern == ["IHDR", "acTL", "fcTL", "IDAT+", "fcTL", "fdAT+", "fcTL", "fdAT+", "fcTL", "fdAT+", "IEND"])
  }

  @Test func sequenceNumbersCountFromZeroAndFrameCountMatchesACTL() throws {
    let apng = APNGStructure(try Self.animation().data())
    #expect(apng.sequenceNumbers == (0..<UInt32(apng.sequenceNumbers.count)).map { $0 })
    #expect(apng.animationControl?.frames == apng.frameControls.count)
    #expect(apng.animationControl?.plays == 0)
  }

  @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
    let controls = APNGStructure(try Self.animation().data()).frameControls
    let regions = controls.map { [$0.x, $0.y, $0.width, $0.height] }
    // Frame 0 whole; step 1 changes column 0 of the bar (rows 0..<6) and the tint of the rest;
    // the repeated step merges; each later step repaints the bar from its step on.
    #expect(regions == [[0, 0, 24, 16], [0, 0, 24, 6], [1, 0, 23, 6], [2, 0, 22, 6]])
    #expect(controls.map(\.delayNumerator) == [1, 2, 1, 1] && controls.allSatisfy { $0.delayDenominator == 30 })
    #expect(controls.allSatisfy { $0.dispose == 0 && $0.blend == 0 })
    for c in controls { #expect(c.x + c.width <= 24 && c.y + c.height <= 16) }
  }

  @Test func wholeFramesWhenRegionsAreOff() throws {
    let controls = APNGStructure(try Self.animation(regions: false).data()).frameControls
    #expect(controls.count == Self.steps.count)
    #expect(controls.allSatisfy { $0.width == 24 && $0.height == 16 && $0.x == 0 && $0.y == 0 })
  }

  @Test func identicalFramesWithUnequalDenominatorsKeepTheirDelayAsOnePixel() throws {
    let image = Self.screen(step: 2)
    let frames = [
      AnimatedPNG.Frame(image: image, delay: Self.fps30),
      AnimatedPNG.Frame(image: image, delay: FrameDelay(milliseconds: 500)!),
    ]
    let controls = APNGStructure(try AnimatedPNG(frames: frames).data()).frameControls
    #expect(controls.map { [$0.x, $0.y, $0.width, $0.height] } == [[0, 0, 24, 16], [0, 0, 1, 1]])
    #expect(controls.map { [$0.delayNumerator, $0.delayDenominator] } == [[1, 30], [500, 1000]])
  }

  @Test(arguments: [false, true])
  func firstFrameIsTheDefaultImage(_ translucent: Bool) throws {
    let data = try Self.animation(translucent: translucent).data()
    #expect(try Pixmap(pngData: data) == Self.screen(step: 0, translucent: translucent))
    #expect(PNGBytes.header(data).colorType == (translucent ? 6 : 2))
  }

  @Test func aSingleFrameIsAOneFrameAnimation() throws {
    let data = try AnimatedPNG(images: [Self.screen(step: 1)], delay: Self.fps30, playCount: 3).data()
    let apng = APNGStructure(data)
    #expect(apng.types == ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
    #expect(apng.animationControl?.frames == 1 && apng.animationControl?.plays == 3)
    #expect(try Pixmap(pngData: data) == Self.screen(step: 1))
  }

  @Test func outputIsDeterministic() throws {
    #expect(try Self.animation().data() == Self.animation().data())
  }

  @Test func badInputIsRejectedWithOneLineErrors() {
    #expect(throws: PNGError(kind: .invalidOptions, message: "APNG: no frames; expected at least one")) {
      try AnimatedPNG(frames: []).data()
    }
    let small = Pixmap(width: 3, height: 2)!
    #expect(
      throws: PNGError(
        kind: .invalidOptions, message: "APNG: frame 1 is 3 × 2 pixels; expected 24 × 16 pixels like frame 0")
    ) {
      try AnimatedPNG(images: [Self.screen(step: 0), small], delay: Self.fps30).data()
    }
    #expect(throws: PNGError.self) { try AnimatedPNG(images: [small], delay: Self.fps30, playCount: -1).data() }
  }

  @Test func delaysViewersWouldClampAreRefused() {
    #expect(FrameDelay(numerator: 1, denominator: 0) == nil)
    #expect(FrameDelay(milliseconds: 10) == nil && FrameDelay(milliseconds: 0) == nil)
    #expect(FrameDelay(framesPerSecond: 100) == nil && FrameDelay(framesPerSecond: 0) == nil)
    #expect(FrameDelay(milliseconds: 11)?.seconds == 0.011)
    #expect(FrameDelay(framesPerSecond: 99)?.description == "1/99 s")
  }

  @Test func writeIsAtomicAndNamesTheFileOnFailure() throws {
    let missing = URL(fileURLWithPath: "/nonexistent-barkit/a.png")
    #expect(throws: PNGError.self) { try Self.animation().write(to: missing) }
    do {
      try Self.animation().write(to: missing)
    } catch {
      #expect(error.path == missing.path && error.kind == .fileSystem)
    }
  }
}
