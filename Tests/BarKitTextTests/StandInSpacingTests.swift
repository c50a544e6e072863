import BarKitRaster
import Testing

@testable import BarKitText

/// The stand-in's letter widths against iOS 7's: ink widths at @2x of strings measured on the
/// captures (Docs/Fidelity.md, "Every string and glyph": sub-pixel ink edges of Helvetica Neue as
/// iOS 7 drew them), and where the per-letter table applies.
@Suite struct StandInSpacingTests {
  /// The ink width in sub-pixel edges, as Tests/Scripts/measure-captures.py measures it: the
  /// first and last columns more than half covered, widened by the coverage just beyond them.
  static func inkWidth(_ line: TextLine) -> Double {
    let mask = line.renderMask(scale: .x2)!.mask
    let peak = (0..<mask.width).map { x in Double((0..<mask.height).map { mask[x, $0] }.max()!) / 255 }
    let inked = peak.indices.filter { peak[$0] > 0.5 }
    let first = inked.first!, last = inked.last!
    let before = first > 0 ? peak[first - 1] : 0
    let after = last + 1 < peak.count ? peak[last + 1] : 0
    return Double(last + 1 - first) + before + after
  }

  /// (string, font, captured ink width in px at @2x) from the captures SET, CTA, COL, SBM, MW2, P.
  static let captured: [(String, FontDescriptor, Double)] = [
    ("General", .barButtonItem, 114.6), ("Photos", .barButtonItem, 104.4), ("Route Steps", .barButtonItem, 185.3),
    ("First VC", .barButtonItem, 117.4), ("Cancel", .barButtonItem, 101.6), ("Animate", .barButtonItem, 124.4),
    ("Text Size", .navigationTitle, 139.0), ("Second VC", .navigationTitle, 172.1),
    ("Countries of the World", .navigationTitle, 351.0), ("2 of 4", .navigationTitle, 85.0),
    ("Root View Controller", .navigationTitle, 322.3), ("Colors", .navigationTitle, 101.0),
  ]

  /// Checks the rendered ink widths of `strings` against issue 16's targets: within 3 px at worst
  /// and 1 px at the median.
  static func expectWithinTheIssue16Targets(_ strings: [(String, FontDescriptor, Double)]) {
    let errors = strings.map { string, font, width in
      let error = inkWidth(TextLine(string, style: TextStyle(font: font))) - width
      #expect(abs(error) <= 3, "\(string): \(error) px")
      return abs(error)
    }
    let median = errors.sorted()[errors.count / 2]
    #expect(median <= 1, "median \(median) px of \(errors)")
  }

  @Test func titlesAndItemsAreWithinTheIssue16TargetsOfTheCaptures() {
    Self.expectWithinTheIssue16Targets(Self.captured)
  }

  /// Strings the table was not fitted on: fit-letter-spacing.py reads only the captures of
  /// measure-captures.py, and these come from five others (MWPhotoBrowser's grid and toolbar,
  /// DZNEmptyDataSet's tinted bars, the day-by-day tab bar over a photo), captured ink widths in
  /// px at @2x measured the same way by Tests/Scripts/measure-held-out.py.
  static let heldOut: [(String, FontDescriptor, Double)] = [
    ("187 photos", .navigationTitle, 173.3), ("4:06 PM", .statusBarTime, 90.5), ("7:51 PM", .statusBarTime, 86.2),
    ("2:18 AM", .statusBarTime, 86.5), ("2:17 AM", .statusBarTime, 86.6), ("2:05 PM", .statusBarTime, 90.1),
    ("2:25 PM", .statusBarTime, 89.5), ("Photo Filters", .tabBarItem, 115.7), ("QR Generator", .tabBarItem, 128.2),
  ]

  /// On strings it has not seen, the table must keep issue 16's targets too (3 px at worst, 1 px
  /// at the median), the bounds its leave-one-string-out estimate predicted (Docs/Text.md,
  /// "Letter widths": held out, titles 1.2 / 3.0 px, clocks 0.4 / 1.4 px).
  @Test func heldOutStringsAreWithinTheIssue16Targets() {
    Self.expectWithinTheIssue16Targets(Self.heldOut)
  }

  @Test func theClockSetsAProportionalOne() {
    // The captured clocks "3:11 PM" and "12:25" (P, CTA): tabular figures made them 6.4 and 3.4 px wider.
    for (time, width) in [("3:11 PM", 83.7), ("12:25", 56.6), ("2:59 PM", 90.1)] {
      let error = Self.inkWidth(TextLine(time, style: TextStyle(font: .statusBarTime))) - width
      #expect(abs(error) <= 1.5, "\(time): \(error) px")
    }
    var tabular = FontDescriptor.statusBarTime
    tabular.proportionalFigures = false
    let narrowing =
      TextLine("11", style: TextStyle(font: tabular)).advance
      - TextLine("11", style: TextStyle(font: .statusBarTime)).advance
    // Tabular, the "1" keeps its letter room; proportional, it loses 0.133 em after its ink instead.
    let expected = 2 * (StandInSpacing.letters["1"]! - StandInSpacing.proportionalOne) * 12
    #expect(abs(narrowing - expected) < 1e-9 && abs(narrowing - 3.14) < 0.05, "\(narrowing) pt")
  }

  @Test func onlyTheFittedStandInIsRespaced() {
    let library = FontLibrary()
    #expect(library.resolve(family: FontDescriptor.systemFamily, weight: .regular).face.hasStandInSpacing)
    #expect(!library.resolve(family: "Nimbus Sans", weight: .regular).face.hasStandInSpacing)
    library.typefacePolicy = .pinned(to: "DejaVu Sans")
    #expect(!library.resolve(family: FontDescriptor.systemFamily, weight: .regular).face.hasStandInSpacing)
  }

  @Test func eachLetterKeepsItsInkCentredInItsRoom() {
    // "t" gets 0.024 em: half before its ink, half after (17 pt: 0.204 pt each side), on top of
    // the stand-in's 0.008 em tracking; "Nimbus Sans" by name is set as designed.
    let fitted = TextLine("t", style: TextStyle(font: .barButtonItem))
    let designed = TextLine("t", style: TextStyle(font: FontDescriptor(family: "Nimbus Sans")))
    #expect(abs(fitted.glyphs[0].x - 0.012 * 17) < 1e-9)
    #expect(abs(fitted.advance - designed.advance - (0.024 + 0.008) * 17) < 1e-9)
  }
}
