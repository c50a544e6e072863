import BarKitRaster
import BarKitScene

/// iOS 7 bar geometry, typography and colors, in points.
///
/// Every value comes from the real iOS 7 captures measured in
/// `shared/reference/measurements.md` (section numbers cited per value), which supersede the
/// estimates in `shared/research/ios7-metrics.md` where they differ.
public enum IOS7Metrics {
  // MARK: Heights (§1, §12)

  /// The status bar: rows 0–39 at @2x.
  public static let statusBarHeight = 20.0
  /// Navigation bar and toolbar, portrait (§1); a top-attached bar is 64 pt with the status bar.
  public static let barHeight = 44.0
  /// Navigation bar and toolbar in iPhone landscape (compact bar metrics; research note §1).
  public static let compactBarHeight = 32.0
  /// Tab bar on iPhone (§1: rows 862–959 = 98 px @2x).
  public static let tabBarHeight = 49.0
  /// Tab bar on iPad (research note §1, F7 `@tabbarLabelsSizeTablet`; not measured).
  public static let padTabBarHeight = 56.0
  /// The prompt row above a navigation bar's title (research note §1, estimate).
  public static let promptHeight = 30.0

  // MARK: Text baselines (§5, §12)

  /// Status bar text baseline from the top of the screen (29.0 px @2x; 15 px @1x).
  public static let statusBarBaseline = 14.5
  /// Clear space between the status bar's indicator glyphs and the battery group, ink to ink
  /// (§7 at @2x: 12 px between CTA's alarm and Bluetooth, and between MAP's arrow and battery).
  public static let statusIndicatorSpacing = 6.0
  /// Clear space between the carrier's ink and the Wi-Fi glyph's box (§7: 12 px @2x, BK).
  public static let statusWiFiSpacing = 6.0
  /// Clear space between the carrier's ink and a network type's ("4G", "LTE"), ink to ink (CTA:
  /// "one2free" ends at 183.7 px, "4G" starts at 204.7 px; Docs/Fidelity.md, "Status bar").
  public static let statusNetworkTypeSpacing = 10.5
  /// The network activity spinner's diameter, centred on the status bar's middle, the
  /// indicator spacing after the network item (an estimate: no capture shows it;
  /// Docs/Fidelity.md, "Estimates").
  public static let statusActivityIndicatorDiameter = 10.0
  /// A double-height status bar's text: 13.5 pt Regular, baseline 34.25 pt from the screen's
  /// top, centred (the CalmCall capture: "Touch to return to call" 267.5 px wide @2x, its
  /// baseline at 68.5 px; Docs/Fidelity.md, "Double-height status bar").
  public static let doubleHeightTextBaseline = 34.25
  public static let doubleHeightTextFontSize = 13.5
  /// A progress view's track: 2 pt, the height UIKit's iOS 7 `UIProgressView` takes (an
  /// estimate: no capture shows one on a navigation bar; Docs/Fidelity.md, "Estimates").
  public static let progressViewHeight = 2.0
  /// Navigation bar and toolbar text baseline below the bar's top (96.0 px = 40 + 56 @2x).
  public static let barTextBaseline = 28.0
  /// Compact (landscape) bar text baseline: centred like the 44-pt bar (28 − 6).
  public static let compactBarTextBaseline = 22.0
  /// Tab title baseline below the tab bar's top (953.0 = 862 + 91 px @2x).
  public static let tabTitleBaseline = 45.5
  /// Tab icon centre below the tab bar's top (900.0 = 862 + 38 px @2x).
  public static let tabIconCenter = 19.0

  // MARK: Fonts (§5)

  public static let titleFontSize = 17.0  // Medium
  public static let itemFontSize = 17.0  // Regular; Done is Medium per UIKit docs
  public static let statusTimeFontSize = 12.0  // Medium
  public static let statusTextFontSize = 12.0  // Regular
  public static let tabTitleFontSize = 10.0  // Regular
  public static let searchFontSize = 14.0  // Regular

  // MARK: Horizontal layout (§5, §9)

  /// Text items start 8 pt from the edge ("Cancel" origin ≈ 16 px @2x).
  public static let textItemMargin = 8.0
  /// The right text item's ink ends 9.3 pt from the right edge ("Done" e at 621.4 px).
  public static let rightTextItemInkMargin = 9.3
  /// Image items sit 16 pt from the screen edges (§9, Trash/Refresh/Action).
  public static let imageItemMargin = 16.0
  /// The gap between two adjacent toolbar text items, ink to ink (§9: 23–24 px @2x).
  public static let adjacentItemGap = 11.75

  // MARK: Back chevron (§6)

  /// The chevron's ink box: 11.94 × 19.9 pt, tip at x 8.28, centred 42.25 pt from the screen
  /// top (22.25 below the bar's top); 45° arms.
  public static let chevronInkSize = (width: 11.94, height: 19.9)
  public static let chevronTipX = 8.28
  public static let chevronCenterBelowBarTop = 22.25
  /// Stroke perpendicular to an arm: 5.9 px @2x.
  public static let chevronStroke = 2.95
  /// Chevron ink to back-title ink (16.3 px @2x).
  public static let chevronTitleGap = 8.1

  // MARK: Colors (§2, §3, §8, §12)

  /// The hairline under light bars: black at α 0.302 over the content (77/255).
  public static let lightHairlineAlpha: UInt8 = 77
  /// The hairline under black bars: white at α ≈ 0.148 over the content (38/255).
  public static let blackHairlineAlpha: UInt8 = 38
  /// Unselected tab items (§8).
  public static let unselectedTabColor = RGBA8(r: 146, g: 146, b: 146)
  /// Disabled items on light bars are gray, whatever the tint: (201,201,201) over white is black
  /// at α 0.212 (§5, IPOD "Done"), so 54/255.
  public static let disabledOnLightAlpha: UInt8 = 54
  /// Disabled items on black bars: white at α ≈ 0.35 (§5, MW5 "previous" arrow), 89/255.
  public static let disabledOnBlackAlpha: UInt8 = 89
  /// The search field's fill (§10) and placeholder (§10).
  public static let searchFieldFill = RGBA8(r: 234, g: 235, b: 237)
  public static let placeholderColor = RGBA8(r: 142, g: 142, b: 147)
  /// The battery's fill while charging (§7).
  public static let chargingGreen = RGBA8(r: 76, g: 217, b: 100)
  /// The double-height status bar's band per style: the in-call green UIKit gives the band's
  /// background view in iOS 7 (logged by CalmCall, 0.086 0.949 0.086); the hotspot blue and the
  /// recording red are iOS 7's palette colors, estimates (Docs/Fidelity.md).
  public static func doubleHeightColor(_ style: DoubleHeightStatusBarStyle) -> RGBA8 {
    switch style {
    case .inCall: RGBA8(r: 22, g: 242, b: 22)
    case .hotspot: .systemBlue
    case .recording: RGBA8(parsing: "systemRed")!
    }
  }
  /// The gray `UIActivityIndicatorView`'s leading spoke: black at α 0.385 (the IPOD capture's
  /// (147,147,150) over (239,239,244); every spoke's blue-red gap fits black, not a gray).
  public static let grayActivityIndicator = RGBA8(r: 0, g: 0, b: 0, a: 98)
  /// Opaque bar backgrounds: white for the default style (§12, IPOD), black for black.
  public static let opaqueLightBar = RGBA8.white
  public static let opaqueBlackBar = RGBA8.black

  // MARK: Search bar (§10)

  public static let searchFieldHeight = 28.0
  public static let searchFieldCornerRadius = 5.0
  public static let searchFieldInset = 8.0
  /// The placeholder and text baseline below the field's top (37 px @2x).
  public static let searchTextBaselineInField = 18.5
  /// The segmented control of a scope bar (research note §1, UI7Kit: 29 pt, border 1, radius 4).
  public static let segmentedControlHeight = 29.0
  public static let segmentedControlCornerRadius = 4.0
}
