import BarKitChrome
import BarKitGeometry
import BarKitPNG
import BarKitRaster
import BarKitScene
import Foundation
import TestSupport
import Testing

/// The Back title's collapse rule, pinned on the map capture (MAP, measurements.md §5): it keeps
/// "Route Steps" with its ink 19 px before the title "Step 06".
@Suite struct BackTitleRuleTests {
  static func scene(back: String, title: String = "Step 06") -> String {
    #"{"canvas": {"device": "iphone-4s"}, "navigationBar": {"title": "\#(title)", "backItem": \#(back)}}"#
  }

  /// The runs of inked columns in the bar's text rows (y 60...110 at @2x), as the capture is measured.
  static func inkRuns(_ p: Pixmap) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    var start: Int?
    for x in 0...p.width {
      let inked = x < p.width && (60..<110).contains { y in min(p.color(x, y).r, p.color(x, y).g) < 200 }
      if inked, start == nil { start = x }
      if !inked, let s = start {
        runs.append(s...(x - 1))
        start = nil
      }
    }
    return runs
  }

  /// The Back title's ink (columns after the chevron, before the title's gap) and the title's.
  static func backAndTitleInk(_ p: Pixmap) -> (back: ClosedRange<Int>, title: ClosedRange<Int>)? {
    let runs = inkRuns(p).filter { $0.lowerBound > 45 }
    let back = runs.filter { $0.upperBound < 250 }
    let title = runs.filter { $0.lowerBound >= 250 }
    guard let b0 = back.first, let b1 = back.last, let t0 = title.first, let t1 = title.last else { return nil }
    return (b0.lowerBound...b1.upperBound, t0.lowerBound...t1.upperBound)
  }

  @Test(.requiresShared("reference/screens")) func theCaptureKeepsRouteStepsNineAndAHalfPointsBeforeTheTitle() throws {
    let screens = SharedFixtures.directory("reference/screens")
    let capture = try Pixmap(
      contentsOfPNGFile: screens.appendingPathComponent(
        "ios7-navbar-backbutton-over-map-locationarrow-640x960-iOS7-day-by-day.png"))
    let ink = try #require(Self.backAndTitleInk(capture))
    #expect(ink.back == 56...241 && ink.title == 261...378, "\(ink)")
    // 19 px of free ink: a back title this close to the title is kept.
    #expect(ink.title.lowerBound - ink.back.upperBound - 1 == 19)
  }

  @Test func routeStepsIsKeptWhereTheCaptureHasIt() throws {
    let p = try Render.json(Self.scene(back: #"{"title": "Route Steps"}"#)).pixmap
    let ink = try #require(Self.backAndTitleInk(p))
    // The capture: back 56...241, title 261...378; BarKit's fitted system face lands within a
    // few pixels of both.
    #expect(abs(ink.back.lowerBound - 56) <= 2, "\(ink)")
    #expect(abs(ink.back.upperBound - 241) <= 4, "the whole previous title, not Back: \(ink)")
    #expect(abs((ink.title.lowerBound + ink.title.upperBound) / 2 - 320) <= 2)
  }

  @Test func aTitleThatComesTooCloseCollapsesToBack() throws {
    let kept = try Render.json(Self.scene(back: #"{"title": "Route Steps"}"#)).pixmap
    let long = try Render.json(Self.scene(back: #"{"title": "Route Steps A"}"#)).pixmap
    let back = try Render.json(Self.scene(back: #"{"title": "Back"}"#)).pixmap
    let (collapsed, keptDiffers) = (long == back, kept != back)
    #expect(collapsed, "collapsed to Back")
    #expect(keptDiffers)
  }

  @Test func backButtonTitleReplacesThePreviousTitle() throws {
    let both = try Render.json(Self.scene(back: #"{"title": "Route Steps Overview", "backButtonTitle": "Steps"}"#))
    let steps = try Render.json(Self.scene(back: #"{"title": "Steps"}"#))
    let same = both.pixmap == steps.pixmap
    #expect(same)
  }
}
