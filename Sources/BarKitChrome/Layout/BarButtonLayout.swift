import BarKitGeometry

/// What bar button layout needs of a button, in either look: its box along the bar and the
/// room it keeps from the screen edge and from its neighbours.
protocol BarButtonBox {
  /// The box width in points.
  var width: Double { get }
  /// A flexible or fixed space.
  var isSpace: Bool { get }
  /// A space that shares the leftover width.
  var isFlexibleSpace: Bool { get }
  /// The distance from the screen edge when the button is outermost.
  var edgeMargin: Double { get }
  /// The gap between two adjacent non-space buttons.
  static func gap(_ a: Self, _ b: Self) -> Double
}

/// Where bar buttons go along a bar, the same way in both looks: a toolbar's row, and a
/// navigation bar's left and right groups.
enum BarButtonLayout {
  /// The x of each toolbar button's box, in order, for a bar `width` points wide: flexible
  /// spaces share the leftover width equally; a fixed space takes only its `width`
  /// (UIBarButtonItem reference); the outer buttons keep their edge margins
  /// (measurements.md §9).
  static func toolbar<Button: BarButtonBox>(_ buttons: [Button], width: Double) -> [Double] {
    guard let first = buttons.first, let last = buttons.last else { return [] }
    let leading = first.isSpace ? 0 : first.edgeMargin
    let trailing = last.isSpace ? 0 : last.edgeMargin
    var used = leading + trailing
    for (i, button) in buttons.enumerated() {
      used += button.width
      if i > 0, !button.isSpace, !buttons[i - 1].isSpace { used += Button.gap(buttons[i - 1], button) }
    }
    let flexible = buttons.filter(\.isFlexibleSpace).count
    let share = flexible > 0 ? max(0, width - used) / Double(flexible) : 0
    var x = leading
    var positions: [Double] = []
    for (i, button) in buttons.enumerated() {
      if i > 0, !button.isSpace, !buttons[i - 1].isSpace { x += Button.gap(buttons[i - 1], button) }
      positions.append(x)
      x += button.width
      if button.isFlexibleSpace { x += share }
    }
    return positions
  }

  /// How far a navigation bar's group reaches from its screen edge (its innermost box's far
  /// edge), or `empty` when the group has no buttons.
  static func extent<Button: BarButtonBox>(_ buttons: [Button], empty: Double) -> Double {
    guard let first = buttons.first else { return empty }
    var x = first.edgeMargin + first.width
    for (a, b) in zip(buttons, buttons.dropFirst()) { x += Button.gap(a, b) + b.width }
    return x
  }

  /// The x of each box of a left group, laid out from `edge` inward.
  static func leading<Button: BarButtonBox>(_ buttons: [Button], from edge: Double) -> [Double] {
    guard let first = buttons.first else { return [] }
    var x = edge + first.edgeMargin
    var positions: [Double] = []
    for (i, button) in buttons.enumerated() {
      if i > 0 { x += Button.gap(buttons[i - 1], button) }
      positions.append(x)
      x += button.width
    }
    return positions
  }

  /// The x of each box of a right group, laid out from `edge` inward: the first button is the
  /// outermost, as in UINavigationItem.rightBarButtonItems.
  static func trailing<Button: BarButtonBox>(_ buttons: [Button], endingAt edge: Double) -> [Double] {
    guard let first = buttons.first else { return [] }
    var x = edge - first.edgeMargin
    var positions: [Double] = []
    for (i, button) in buttons.enumerated() {
      if i > 0 { x -= Button.gap(buttons[i - 1], button) }
      x -= button.width
      positions.append(x)
    }
    return positions
  }

  /// The x of a box `width` wide centred on `center`, slid to stay between `low` and `high`
  /// (and left-aligned at `low` when it cannot fit): how a navigation bar places its title.
  static func slide(center: Double, width: Double, between low: Double, and high: Double) -> Double {
    var x = center - width / 2
    if x + width > high { x = high - width }
    if x < low { x = low }
    return x
  }
}
