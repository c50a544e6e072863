import BarKitScene

/// Where a tab bar's items go, per UITabBar.itemPositioning: equal slots across the bar
/// (`fill`, the iPhone's automatic), or fixed-width slots centred (`centered`, the iPad's).
enum TabBarLayout {
  /// iOS 7's centered item width and spacing on iPad when the scene gives 0 (research note §4:
  /// UIKit documents "system-defined" defaults; these are estimates).
  static let defaultCenteredItemWidth = 76.0
  static let defaultCenteredItemSpacing = 34.0

  /// The x of each item's slot and the slot width, for `bar`'s items on a bar `width` wide.
  static func slots(for bar: TabBar, isPad: Bool, width: Double) -> (xs: [Double], width: Double) {
    let n = bar.items.count
    guard n > 0 else { return ([], 0) }
    let centered = bar.itemPositioning == .centered || (bar.itemPositioning == .automatic && isPad)
    if !centered {
      let w = width / Double(n)
      return ((0..<n).map { Double($0) * w }, w)
    }
    let w = bar.itemWidth > 0 ? bar.itemWidth : defaultCenteredItemWidth
    let gap = bar.itemSpacing > 0 ? bar.itemSpacing : defaultCenteredItemSpacing
    let total = Double(n) * w + Double(n - 1) * gap
    let start = (width - total) / 2
    return ((0..<n).map { start + Double($0) * (w + gap) }, w)
  }
}
