import BarKitJSON

/// A bar item's title attributes per control state, as UIKit's `setTitleTextAttributes:forState:`
/// keeps them: `UIControlStateNormal` and `UIControlStateDisabled` for bar button items, and
/// `UIControlStateSelected` too for tab bar items (bar button items have no selected state). On
/// a bar it is the appearance proxy (`[UIBarButtonItem appearanceWhenContainedIn:]`,
/// `[UITabBarItem appearance]`): its items use it unless they set their own.
public struct TitleTextAttributes: Hashable, Sendable {
  /// Attributes of an enabled item.
  public var normal: TextAttributes?
  /// Attributes of the selected tab bar item; `nil` keeps the normal font in the tint.
  public var selected: TextAttributes?
  /// Attributes of a disabled item; `nil` keeps the normal font with the look's dimmed color.
  public var disabled: TextAttributes?

  /// Attributes for the given states.
  public init(normal: TextAttributes? = nil, selected: TextAttributes? = nil, disabled: TextAttributes? = nil) {
    self.normal = normal
    self.selected = selected
    self.disabled = disabled
  }

  /// What a title is drawn with, as UIKit resolves a state: `item`'s attributes for it, else the
  /// bar's (the appearance proxy). A disabled or selected state set nowhere takes the normal
  /// state's font but not its color, so the item still looks disabled, or selected in the tint.
  /// `nil` fields keep the look's own.
  public static func resolved(item: Self?, bar: Self?, enabled: Bool, selected: Bool = false) -> TextAttributes? {
    let state = !enabled ? item?.disabled ?? bar?.disabled : selected ? item?.selected ?? bar?.selected : nil
    if let state { return state }
    var normal = item?.normal ?? bar?.normal
    if !enabled || selected { normal?.color = nil }
    return normal
  }
}

extension TitleTextAttributes: SceneCodable {
  static let keys = ["normal", "selected", "disabled"]

  package init(scene node: JSONNode) throws(SceneError) {
    let o = try node.object(keys: Self.keys)
    self.init(normal: try o.decode("normal"), selected: try o.decode("selected"), disabled: try o.decode("disabled"))
  }

  /// Throws when `attributes` (the member `key` of `o`) has a selected state, which only tab
  /// bar items have.
  static func refuseSelected(_ attributes: Self?, in o: SceneObject, _ key: String) throws(SceneError) {
    guard attributes?.selected != nil, let node = o[key] else { return }
    throw SceneError(
      path: node.path.appending(key: "selected"),
      .invalid("bar button items have no selected state (tab bar items do)"))
  }

  package var sceneJSON: JSONValue {
    var b = SceneObjectBuilder()
    b.add("normal", normal)
    b.add("selected", selected)
    b.add("disabled", disabled)
    return b.json
  }
}
