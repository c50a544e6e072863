import BarKitRaster

/// The numbers of the iOS 6 look. Measured ones cite ../shared/reference/measurements.md §11
/// (real iOS 6 screenshots: JSQ6, RE2, RE3, FAK); the rest are estimates from
/// ../shared/research/ios7-metrics.md §6 and are listed as such in Docs/Fidelity.md.
enum IOS6Metrics {
  // MARK: Bars

  /// The height of the portrait bars §11's vertical positions are measured on. Bars of other
  /// heights (the 32-pt landscape ones) keep each position's distance from the bar's middle.
  static let measuredBarHeight = 44.0
  /// The tint the default blue-gray bar is drawn from: UIKit's classic #6D84A2 (research §6),
  /// which is also the bottom of FAK's @1x gradient (§11). Every measured color of the default
  /// bar is expressed relative to it (``IOS6Shade``), so another tint recolors them all.
  static let defaultBarTint = RGBA8(r: 109, g: 132, b: 162)
  /// §11 JSQ6 @2x: the 1-px highlight at the bar's top, the row under it, the ramp's ends and
  /// the 1-pt bottom line.
  static let navHighlight = RGBA8(r: 239, g: 242, b: 247)
  static let navUnderHighlight = RGBA8(r: 207, g: 217, b: 230)
  static let navRampTop = RGBA8(r: 190, g: 204, b: 221)
  static let navRampBottom = RGBA8(r: 88, g: 115, b: 151)
  static let navBottomLine = RGBA8(r: 63, g: 92, b: 128)
  /// §11 FAK @1x: the toolbar's dark top line (its gradient is the navigation bar's).
  static let toolbarTopLine = RGBA8(r: 45, g: 48, b: 52)
  /// The status bar tinted to the navigation bar under it (§11 RE3, rows 0–39 @2x).
  static let tintedStatusTop = RGBA8(r: 79, g: 106, b: 139)
  static let tintedStatusBottom = RGBA8(r: 63, g: 92, b: 128)
  /// The default gray status bar (§11 FAK @1x): gradient and bottom line.
  static let grayStatusTop = RGBA8(r: 237, g: 245, b: 247)
  static let grayStatusBottom = RGBA8(r: 189, g: 197, b: 201)
  static let grayStatusLine = RGBA8(r: 92, g: 99, b: 104)

  /// The iPad's silver bar (§11, IPAD6 @1x, rows 20–63): a white highlight pixel, (244,245,247)
  /// flat for 9 pt, then darkening faster and faster to (165,169,182), a (168,172,185) row and
  /// the (121,127,144) bottom line; its top corners rounded over the black status bar.
  static let silverStops: [(y: Double, color: RGBA8)] = [
    (1, RGBA8(r: 244, g: 245, b: 247)), (9, RGBA8(r: 243, g: 244, b: 246)), (18, RGBA8(r: 230, g: 231, b: 235)),
    (26, RGBA8(r: 211, g: 213, b: 220)), (34, RGBA8(r: 186, g: 190, b: 200)), (41, RGBA8(r: 165, g: 169, b: 182)),
  ]
  static let silverLastRow = RGBA8(r: 168, g: 172, b: 185)
  static let silverBottomLine = RGBA8(r: 121, g: 127, b: 144)
  static let silverCornerRadius = 3.0
  /// IPAD6's title gray.
  static let silverTitle = RGBA8(r: 113, g: 120, b: 128)
  /// The tint the silver bar's buttons are shaded from (estimate: no capture shows one).
  static let silverButtonTint = RGBA8(r: 140, g: 146, b: 158)

  /// The black opaque bar (research §6, estimate: ≈#4D4D4D → #0D0D0D with a gloss split).
  static let blackHighlight = 90
  static let blackUpper = (top: 70, bottom: 40)
  static let blackLower = (top: 24, bottom: 10)

  /// The drop shadow outside top bars (below) and toolbars (above): black fading from α 0.235
  /// to 0 over 2.8 pt, the linear fit of §11's JSQ6 rows 128–133 (α 0.21, 0.16, 0.11, 0.07,
  /// 0.03, 0.01 at 0.25…2.75 pt).
  static let shadowAlpha = 0.235
  static let shadowDepth = 2.8

  /// Translucent iOS 6 bars (`translucent: true`, UIBarStyleBlackTranslucent): the bar's
  /// opacity (estimate; research §6 says ≈0.7 for black).
  static let translucentOpacity = 0.8
  static let blackTranslucentOpacity = 0.7

  // MARK: Bar buttons (§11, RE2 @2x)

  /// A bordered button's top below a 44-pt bar's top (row 54 − 40 = 14 px) and its height (58 px).
  static let buttonTop = 7.0
  static let buttonHeight = 29.0
  /// The same on a 32-pt landscape bar (estimate, research §6: ≈24).
  static let compactButtonHeight = 24.0
  /// Corner radius ≈ 8 px.
  static let buttonCornerRadius = 4.0
  /// The border: 2 px (1 pt) darker than the fill.
  static let buttonBorder = 1.0
  /// The 2-px light emboss under the button (rows 112–113 over the bar: white α ≈ 0.32, 0.14).
  static let buttonEmbossAlpha = 0.23
  /// Plain (bar-tinted) bordered fill, top, middle and bottom: it darkens fast at the top and
  /// slowly at the bottom, with no gloss split (RE2 x = 293, rows 58, 84 and 108).
  static let buttonFill = (
    top: RGBA8(r: 151, g: 169, b: 193), middle: RGBA8(r: 97, g: 122, b: 157), bottom: RGBA8(r: 65, g: 97, b: 142)
  )
  /// Its border: top row (52,58,66), bottom row (47,71,105) (RE2 x=250).
  static let buttonBorderColors = (top: RGBA8(r: 52, g: 58, b: 66), bottom: RGBA8(r: 47, g: 71, b: 105))
  /// The Done style's blue, whatever the tint: fill (138,172,236) → (38,100,221), border
  /// (48,59,79) → (27,73,165) (RE2 x=540).
  static let doneFill = (top: RGBA8(r: 138, g: 172, b: 236), bottom: RGBA8(r: 38, g: 100, b: 221))
  static let doneBorder = (top: RGBA8(r: 48, g: 59, b: 79), bottom: RGBA8(r: 27, g: 73, b: 165))
  /// Button label baseline below a 44-pt bar's top (row 91 − 40 = 51 px).
  static let buttonBaseline = 25.5
  /// Horizontal room between a bordered button's edge and its label's advance ("Done": 102 px
  /// wide, ink 22/23 px from the edges, less the glyphs' side bearings).
  static let buttonPadding = 10.0
  /// ... and around a glyph (estimate from FAK's gear and refresh buttons).
  static let glyphPadding = 9.0
  /// Bordered buttons stay at least this wide (estimate: FAK's glyph buttons).
  static let buttonMinimumWidth = 36.0
  /// The bar's side margin before the outermost button ("Done" ends 10 px from the edge).
  static let barMargin = 5.0
  /// Between two adjacent buttons (estimate, UI7Kit's iOS 5 toolbar rows).
  static let buttonGap = 6.0
  /// Room around a borderless toolbar glyph (estimate).
  static let plainPadding = 6.0

  /// The Back button (RE2, `crops/ios6-backbutton-4x.png`): the arrow's tip 10 px from the
  /// edge, 21 px (10.5 pt) deep; the title's ink 26 px after the tip and 16 px before the end.
  static let backTipX = 5.0
  static let backArrowDepth = 10.5
  static let backTitleInset = 12.5
  static let backTrailingPadding = 7.5

  // MARK: Title

  /// 20 pt Helvetica Bold (§11: cap 28.34 px at @2x), baseline 97 px = 28.5 pt below the bar's
  /// top; white with a black α 0.5 shadow 1 pt up (``TextShadow/ios6Title``).
  static let titleBaseline = 28.5
  /// The gap kept between the title and the buttons beside it (RE2: 20 px).
  static let titleGap = 10.0

  // MARK: Tab bar (§11, FAK @1x)

  /// The black glossy background: 1-pt black top line, 1-pt (67) highlight, (46) → (21) to the
  /// middle, black below.
  static let tabHighlight = 67
  static let tabGloss = (top: 46, bottom: 21)
  /// The selection tile: x 2…157 of a 160-px item, y 2…46 pt, white α ≈ 0.14.
  static let tabTileInset = (left: 2.0, right: 3.0, top: 2.0, bottom: 3.0)
  static let tabTileAlpha = 0.14
  static let tabTileRadius = 4.0
  /// Titles: 10 pt Bold on a baseline 4 pt above the bottom (476 − 431 = 45).
  static let tabTitleBaseline = 45.0
  static let tabUnselectedTitle = RGBA8(r: 153, g: 153, b: 153)
  /// The selected glyph's blue (§11: ≈(35–41,125–147,222–231)) and the unselected gray.
  static let tabSelectedBlue = RGBA8(r: 38, g: 136, b: 226)
  static let tabUnselectedGray = RGBA8(r: 146, g: 146, b: 146)
  /// Glyph centre below the bar's top (estimate from FAK's heart).
  static let tabIconCenter = 18.0

  // MARK: Status bar (§11, JSQ6 @2x and FAK @1x)

  /// Signal: five 3-pt bars on a 4-pt pitch from x = 4, bottoms at 14.5 pt, 4 … 10 pt tall.
  static let signalHeights = [4.0, 5.0, 6.5, 8.0, 10.0]
  static let signalLeft = 4.0
  static let signalPitch = 4.0
  static let signalWidth = 3.0
  static let signalBottom = 14.5
  /// Light content is not pure white: its brightest pixels are (191) on black (JSQ6) and
  /// (191,201,213) on the tinted bar (RE2, RE3), white at α ≈ 0.75 and 0.67.
  static let lightStatusContentAlpha = 0.72
  /// Text baseline (FAK: the last ink row is 13 at @1x).
  static let statusBaseline = 14.0
  /// Battery: a 19 × 10-pt outline with a 1-pt stroke, 25 pt from the right edge, top 4.5 pt.
  static let batteryRight = 25.0
  static let batterySize = (width: 19.0, height: 10.0)

  // MARK: Search bar (estimates: research §6 has none)

  /// The rounded search field: 31 pt tall, fully rounded, inset 6 pt.
  static let searchFieldHeight = 31.0
  static let searchFieldInset = 6.0
  static let placeholderGray = RGBA8(r: 179, g: 179, b: 179)
  /// Segmented controls in the bar style (scope bar, title view): 30 pt tall.
  static let segmentedHeight = 30.0
}
